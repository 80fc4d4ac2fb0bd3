import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import {
  type Credentials,
  confirmDialog,
  GENERAL_OPEN,
  logInThrough,
  runOnOwnServer,
  startLoggedIn,
} from './helpers';

/**
 * Running the festival (issue 15) in the browser: a tutor takes their class (list, waitlist,
 * message, roll, walk-in, feedback), a participant reads the message, and staff record money on a
 * registration's page, search and resend from the outbox and read the attendance report. It
 * links a presenter to an account, moves places and records money, so it has a server of its own.
 */

const { graphql, logIn, resultOf } = runOnOwnServer({
  port: Number(process.env.E2E_TUTOR_PORT ?? 3295),
  dataDir: process.env.E2E_TUTOR_DATA_DIR ?? '.data/e2e-tutor',
  // After the lottery, in general registration: staff may move places by hand.
  phaseDays: GENERAL_OPEN,
});

const WORKSHOP = 'clowning-for-improvisers';
const TUTOR = {
  email: 'tutor-journey@example.org',
  password: 'clowns-teach-best-2027',
  name: 'Marcus Bélanger',
};
/** participants 61–74 hold the 14 places in the clowning workshop. */
const PLACED = 'participant61@example.org';
const WAITING = 'participant2@example.org';
/** Holds no place in the clowning workshop: waitlisted and messaged by the staff test alone. */
const MESSAGED = 'participant5@example.org';
const participant = (n: number) => `participant${n}@example.org`;

let staff: Credentials;
let sessionId: string;
const registrationIds = new Map<string, string>();

async function registrationOf(request: Parameters<typeof graphql>[0], email: string): Promise<string> {
  const known = registrationIds.get(email);
  if (known) return known;
  const found = await graphql<{ registrations: { items: { id: string; email: string }[] } }>(
    request,
    'query($search: String) { registrations(search: $search) { items { id email } } }',
    { search: email },
    staff,
  );
  const id = found.registrations.items.find((r) => r.email === email)?.id;
  if (!id) throw new Error(`no registration for ${email}`);
  registrationIds.set(email, id);
  return id;
}

/** Expects a success, failing with the error's message otherwise. */
async function staffCall(
  request: Parameters<typeof graphql>[0],
  query: string,
  variables: Record<string, unknown>,
) {
  const result = await resultOf(request, query, variables, staff);
  expect(result?.message, JSON.stringify(result)).toBeUndefined();
  return result;
}

test.beforeAll(async ({ request }) => {
  staff = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const workshop = await graphql<{
    activity: { sessions: { id: string }[]; presenters: { id: string; name: string }[] };
  }>(
    request,
    `query($slug: String!) { activity(type: Workshop, slug: $slug) {
      ... on Activity { sessions { id } presenters { id name } } } }`,
    { slug: WORKSHOP },
  );
  sessionId = workshop.activity.sessions[0]?.id ?? '';
  const presenter = workshop.activity.presenters.find((p) => p.name === TUTOR.name);
  if (!sessionId || !presenter) throw new Error('the clowning workshop is not in the seed as expected');
  // The tutor signs up, and staff link the presenter to the new account.
  await graphql(
    request,
    `mutation($email: String!, $password: String!) { signUp(name: "Marcus B", email: $email, password: $password,
      passwordConfirmation: $password) { __typename } }`,
    { email: TUTOR.email, password: TUTOR.password },
  );
  await staffCall(
    request,
    'mutation($id: ID!, $email: String!) { linkPresenterToUser(id: $id, email: $email) { __typename ... on Error { message } } }',
    { id: presenter.id, email: TUTOR.email },
  );
  // The session is full: someone waits for a place.
  await staffCall(
    request,
    `mutation($r: ID!, $s: ID!) { staffAddToWaitlist(registrationId: $r, sessionId: $s) {
      __typename ... on Error { message } } }`,
    { r: await registrationOf(request, WAITING), s: sessionId },
  );
});

test('a tutor sees their class and waitlist, messages it, takes the roll, adds a walk-in and sees feedback [issue 15]', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const classPage = `/my/workshops/${WORKSHOP}/${sessionId}/class`;
  await logInThrough(page, TUTOR, '/my/workshops');
  await expect(page.getByRole('heading', { name: 'Workshops you teach' })).toBeVisible();
  await page.goto(classPage);

  const classList = page.getByRole('list', { name: 'Class list' });
  await expect(classList.getByRole('listitem')).toHaveCount(14, { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Waitlist' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('The session is full: no room for walk-ins.')).toBeVisible();
  await expect(page.getByText('No feedback yet.')).toBeVisible();

  // A message to the class, by email; the participant reads it on the session's messages page.
  const message = page.getByRole('form', { name: 'Message the class' });
  await message.getByLabel('Subject').fill('Bring a red nose');
  await message.getByLabel('Message').fill('Any red nose will do. See you at ten.');
  await message.getByRole('button', { name: 'Send by email' }).click();
  // An email cannot be taken back: the tutor is told how many people get it first [issue 26].
  await confirmDialog(page, 'Send this message to 14 people?', 'Send');
  await expect(page.getByText('Message sent to 14 people', { exact: true })).toBeVisible();
  await expect(page.getByText('Bring a red nose')).toBeVisible();

  // The tutor's own Messages tab shows what was sent to the class, not a participant's
  // "no messages from your tutors" [issue 26].
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('No messages from your tutors yet.')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Messages sent' }).getByText('Bring a red nose')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('form', { name: 'Message the class' })).toBeVisible();
  await page.goto(classPage);

  // The roll: tick the first person present; it stays ticked after a reload.
  const first = classList.getByRole('checkbox').first();
  await first.click();
  await expect(first).toBeChecked();
  await expect(page.getByText(/1 of 14 here/)).toBeVisible();
  await page.reload();
  await expect(classList.getByRole('checkbox').first()).toBeChecked();

  // Two people give up their places: the waiting person moves up, and one place is left.
  for (const n of [73, 74])
    await staffCall(
      request,
      `mutation($r: ID!, $s: ID!) { staffRemovePlace(registrationId: $r, sessionId: $s, reason: "Cannot come") {
        __typename ... on Error { message } } }`,
      { r: await registrationOf(request, participant(n)), s: sessionId },
    );
  await page.reload();
  await expect(classList.getByRole('listitem')).toHaveCount(13);
  await expect(page.getByText('Nobody is waiting.')).toBeVisible();
  const walkIn = page.getByRole('form', { name: 'Add a walk-in' });
  await walkIn.getByLabel(/Walk-in’s email/).fill(participant(74));
  await walkIn.getByRole('button', { name: 'Add walk-in' }).click();
  // They gave up their place, so the walk-in costs them again: said first, added only if agreed [issue 26].
  const charge = page.getByRole('alertdialog', { name: 'Add this walk-in and charge them?' });
  await expect(charge).toContainText(/costs \$\d+\.\d\d more: they would owe \$\d+\.\d\d\./);
  await charge.getByRole('button', { name: 'Add and charge' }).click();
  await expect(page.getByText('Walk-in added', { exact: true })).toBeVisible();
  await expect(classList.getByRole('listitem')).toHaveCount(14);
  await expect(classList.getByText('Walk-in')).toBeVisible();
  await expect(page.getByText('The session is full: no room for walk-ins.')).toBeVisible();

  // The participant sees the message on their session's messages page.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInThrough(page, { email: PLACED, password: DEMO_PARTICIPANT_PASSWORD }, '/my/workshops');
  await page.goto(`/my/workshops/${WORKSHOP}/${sessionId}/messages`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('heading', { name: 'Bring a red nose' })).toBeVisible();
  await expect(messages.getByText('Any red nose will do.')).toBeVisible();
});

test('staff see attendance, record a bank transfer and a voucher, confirm a refund, and resend an email [issue 15]', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const registrationId = await registrationOf(request, participant(62));
  // Its own roll and class message, not the tutor's from the test above: staff tick participant62
  // present, put someone on the waitlist and message class and waitlist. Only that message reaches
  // the waiting person, whatever the test above sent.
  await staffCall(
    request,
    `mutation($r: ID!, $s: ID!) { setAttendance(registrationId: $r, sessionId: $s, present: true) {
      __typename ... on Error { message } } }`,
    { r: registrationId, s: sessionId },
  );
  await staffCall(
    request,
    `mutation($r: ID!, $s: ID!) { staffAddToWaitlist(registrationId: $r, sessionId: $s) {
      __typename ... on Error { message } } }`,
    { r: await registrationOf(request, MESSAGED), s: sessionId },
  );
  await staffCall(
    request,
    `mutation($s: ID!) { sendSessionMessage(sessionId: $s, subject: "Room change", body: "We are in the upstairs room.",
      includeWaitlist: true) { __typename ... on Error { message } } }`,
    { s: sessionId },
  );
  await startLoggedIn(page, staff);

  // Attendance from the roll: the report, and the registration's own page.
  await page.goto('/admin/attendance');
  const report = page.getByRole('table', { name: 'Attendance per session' });
  const row = report.getByRole('row').filter({ hasText: 'Clowning for Improvisers' });
  // Two servers on a loaded machine: the first answer of each page can take a while.
  await expect(row.getByText('Taken')).toBeVisible({ timeout: 30_000 });
  await page.goto(`/admin/registrations/${registrationId}`);
  const attendance = page.getByRole('table', { name: 'Attendance' });
  await expect(attendance.getByRole('row').filter({ hasText: 'Clowning for Improvisers' })).toContainText(
    /Present|Absent/,
    { timeout: 30_000 },
  );

  // Money on the registration's payments tab: bad amounts are refused before sending.
  await page.goto(`/admin/registrations/${registrationId}/payments`);
  await page.getByRole('button', { name: 'Record bank transfer' }).click({ timeout: 30_000 });
  const bank = page.getByRole('dialog', { name: 'Record a bank transfer' });
  await bank.getByLabel('Amount in dollars').fill('0');
  await bank.getByRole('button', { name: 'Record transfer' }).click();
  await expect(bank.getByText('Must be more than $0.00')).toBeVisible();
  await bank.getByLabel('Amount in dollars').fill('20000');
  await bank.getByRole('button', { name: 'Record transfer' }).click();
  await expect(bank.getByText('Must be at most $10,000.00')).toBeVisible();
  await bank.getByLabel('Amount in dollars').fill('25');
  await bank.getByLabel('Bank reference').fill('E2E TRANSFER');
  await bank.getByRole('button', { name: 'Record transfer' }).click();
  await expect(bank).toBeHidden();
  await expect(page.getByText('Bank transfer of $25.00 recorded', { exact: true })).toBeVisible();
  // The figures and the list are fetched again: no stale numbers.
  await expect(page.locator('[aria-label="Balance"]')).toContainText('$25.00');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'E2E TRANSFER' })).toContainText('Approved');

  await page.getByRole('button', { name: 'Record voucher' }).click();
  const voucher = page.getByRole('dialog', { name: 'Record a voucher' });
  await voucher.getByLabel(/Free workshops/).fill('1');
  await voucher.getByRole('button', { name: 'Record voucher' }).click();
  await expect(voucher).toBeHidden();
  await expect(page.getByText(/^Voucher for 1 workshop \(\$[\d.,]+\) recorded$/)).toBeVisible();
  await expect(payments.getByRole('row').filter({ hasText: 'Voucher' })).toBeVisible();

  // A refund says how much, to whom and that it cannot be undone; going back changes nothing.
  await payments.getByRole('link', { name: 'Internet banking' }).click();
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel('Refund amount in dollars').fill('5');
  await refund.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/Refund \$5\.00 to .*participant62@example\.org/)).toBeVisible();
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Refunded $5.00')).toHaveCount(0);
  await refund.getByRole('button', { name: 'Refund' }).click();
  await confirmDialog(page, /Refund \$5\.00 to/, 'Refund $5.00');
  await expect(page.getByText('Refunded $5.00', { exact: true })).toBeVisible();

  // The outbox: find the class message by address and kind, and send one again.
  await page.goto('/admin/emails');
  await page.getByLabel('Search by address').fill(MESSAGED, { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'session-message' }).click();
  const emails = page.getByRole('table', { name: 'Emails' });
  await expect(emails.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('email-count')).toHaveText('1 email');
  await emails.getByRole('button', { name: /^Resend/ }).click();
  await confirmDialog(page, new RegExp(`to ${MESSAGED} again`), 'Resend');
  await expect(page.getByText(`Queued again for ${MESSAGED}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('email-count')).toHaveText('2 emails');
});

test('someone on the waitlist reads a message sent to the waitlist on the session’s Messages page [issue 26]', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Its own waiting person and message, so it runs alone too (-g waitlist).
  const waiting = participant(6);
  await staffCall(
    request,
    `mutation($r: ID!, $s: ID!) { staffAddToWaitlist(registrationId: $r, sessionId: $s) {
      __typename ... on Error { message } } }`,
    { r: await registrationOf(request, waiting), s: sessionId },
  );
  await staffCall(
    request,
    `mutation($s: ID!) { sendSessionMessage(sessionId: $s, subject: "Waitlist news", body: "Places often free up.",
      includeWaitlist: true) { __typename ... on Error { message } } }`,
    { s: sessionId },
  );
  await logInThrough(page, { email: waiting, password: DEMO_PARTICIPANT_PASSWORD }, '/my/workshops');
  await page.goto(`/my/workshops/${WORKSHOP}/${sessionId}/messages`);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('heading', { name: 'Waitlist news' })).toBeVisible({ timeout: 30_000 });
  await expect(messages.getByText('Places often free up.')).toBeVisible();
  await expect(page.getByText('Oops!')).toHaveCount(0);
  await expect(page.getByText(/On the waitlist/)).toBeVisible();
  // Waiting is not a place: no class list, feedback or show tabs.
  const tabs = page.getByRole('navigation', { name: 'This workshop' });
  await expect(tabs.getByRole('link')).toHaveCount(2);
  await expect(tabs.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Class list' })).toHaveCount(0);
});
