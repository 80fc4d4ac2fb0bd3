import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { type Credentials, confirmDialog, GENERAL_OPEN, logInThrough, runOnOwnServer } from './helpers';

// Staff change a participant's places after the lottery (issue 11), in the browser.

const PARTICIPANT_EMAIL = 'participant2@example.org';
// Moving the festival into general registration would surprise specs beside this one (the
// lottery's button changes), so this spec has a server of its own.
const { graphql, logIn } = runOnOwnServer({
  port: Number(process.env.E2E_PLACES_PORT ?? 3296),
  dataDir: '.data/e2e-places',
  // After the lottery: general registration is open now.
  phaseDays: GENERAL_OPEN,
});

type Session = {
  id: string;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  placesTaken: number;
  activity: { id: string; name: string; slug: string };
};

let staff: Credentials;
let registrationId: string;
let participantName: string;

async function workshopSessions(request: APIRequestContext): Promise<Session[]> {
  const data = await graphql<{
    festival: {
      activities: {
        id: string;
        name: string;
        slug: string;
        sessions: Omit<Session, 'activity'>[];
      }[];
    };
  }>(
    request,
    '{ festival { activities(type: Workshop) { id name slug sessions { id startsAt endsAt capacity placesTaken } } } }',
    {},
    staff,
  );
  return data.festival.activities.flatMap((a) =>
    a.sessions.map((s) => ({
      ...s,
      activity: { id: a.id, name: a.name, slug: a.slug },
    })),
  );
}

async function heldSessions(request: APIRequestContext): Promise<string[]> {
  const data = await graphql<{ registration: { places: { session: { id: string } }[] } }>(
    request,
    'query($id: ID!) { registration(id: $id) { ... on Registration { places { session { id } } } } }',
    { id: registrationId },
    staff,
  );
  return data.registration.places.map((p) => p.session.id);
}

/** Each test starts from none of the participant's places, whatever an earlier test left. */
async function clearPlaces(request: APIRequestContext) {
  for (const sessionId of await heldSessions(request))
    await graphql(
      request,
      `mutation($r: ID!, $s: ID!) { staffRemovePlace(registrationId: $r, sessionId: $s, reason: "e2e setup") { __typename } }`,
      { r: registrationId, s: sessionId },
      staff,
    );
  expect(await heldSessions(request)).toEqual([]);
}

const overlaps = (a: Session, b: Session) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
const hasRoom = (s: Session) => s.capacity === null || s.placesTaken < s.capacity;
const isFull = (s: Session) => s.capacity !== null && s.placesTaken >= s.capacity;

test.beforeAll(async ({ request }) => {
  staff = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const found = await graphql<{ registrations: { items: { id: string; name: string; email: string }[] } }>(
    request,
    'query($search: String) { registrations(search: $search) { items { id name email } } }',
    { search: PARTICIPANT_EMAIL },
    staff,
  );
  const registration = found.registrations.items.find((r) => r.email === PARTICIPANT_EMAIL);
  if (!registration) throw new Error('no demo participant registration');
  registrationId = registration.id;
  participantName = registration.name;
});

test('staff add, move, over-fill with a reason, remove and waitlist on /admin/registrations/{id} [issue 11]', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await clearPlaces(request);
  const sessions = await workshopSessions(request);
  const first = sessions.find(hasRoom) as Session;
  const second = sessions.find(
    (s) => hasRoom(s) && s.activity.id !== first.activity.id && s.id !== first.id,
  ) as Session;
  expect(first && second).toBeTruthy();

  await logInThrough(page, DEMO_STAFF, `/admin/registrations/${registrationId}/workshops`);
  await expect(page.getByRole('heading', { name: 'Add to a session' })).toBeVisible();
  const places = page.getByRole('list', { name: 'Places' });

  // Add a place.
  await page.getByLabel('Session to add to').selectOption(first.id);
  await page.getByRole('button', { name: 'Add place' }).click();
  await confirmDialog(page, `Give ${participantName} a place?`, 'Add place');
  await expect(page.getByText(`${participantName} added to ${first.activity.name}`).first()).toBeVisible();
  await expect(places.getByText(first.activity.name)).toBeVisible();

  // Move it.
  await places.getByRole('button', { name: 'Move', exact: true }).click();
  await page.getByRole('alertdialog').getByLabel('Move to session').selectOption(second.id);
  await confirmDialog(page, `Move ${participantName}?`, 'Move');
  await expect(places.getByText(second.activity.name)).toBeVisible();
  await expect(places.getByText(first.activity.name)).toBeHidden();
  expect(await heldSessions(request)).toEqual([second.id]);

  // A clashing session is refused, naming the rule.
  const fresh = await workshopSessions(request);
  const clash = fresh.find(
    (s) => s.id !== second.id && s.activity.id !== second.activity.id && overlaps(s, second) && hasRoom(s),
  );
  if (clash) {
    await page.getByLabel('Session to add to').selectOption(clash.id);
    await page.getByRole('button', { name: 'Add place' }).click();
    await confirmDialog(page, `Give ${participantName} a place?`, 'Add place');
    await expect(page.getByText(/Clashes with a place they already hold/).first()).toBeVisible();
    expect(await heldSessions(request)).toEqual([second.id]);
  }

  // A full session: staff must say why to go over capacity.
  const full = fresh.find(
    (s) => isFull(s) && !overlaps(s, second) && s.activity.id !== second.activity.id,
  ) as Session;
  expect(full, 'a full session to over-fill').toBeTruthy();
  await page.getByLabel('Session to add to').selectOption(full.id);
  await page.getByRole('button', { name: 'Add place' }).click();
  // Confirming opens the next dialog at once, so there is no moment without one to wait for.
  const firstDialog = page.getByRole('alertdialog').filter({ hasText: `Give ${participantName} a place?` });
  await firstDialog.getByRole('button', { name: 'Add place' }).click({ timeout: 10_000 });
  const overDialog = page.getByRole('alertdialog').filter({ hasText: 'Add over capacity?' });
  await expect(overDialog).toBeVisible();
  await overDialog.getByLabel('Reason for going over capacity').fill('Tutor agreed to one more');
  await overDialog.getByRole('button', { name: 'Add over capacity' }).click({ timeout: 10_000 });
  await expect(places.getByText('Over capacity: Tutor agreed to one more')).toBeVisible();

  // Remove that place again, with a reason.
  const fullRow = places.getByRole('listitem').filter({ hasText: full.activity.name });
  await fullRow.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('alertdialog').getByLabel('Reason (optional)').fill('Changed their mind');
  await confirmDialog(page, `Remove ${participantName} from`, 'Remove place');
  await expect(places.getByText(full.activity.name)).toBeHidden();

  // Put them on the full session's waitlist at position 1, move them to 2, take them off.
  const waitlists = page.getByRole('list', { name: 'Waitlists' });
  await page.getByLabel('Session to add to').selectOption(full.id);
  await page.getByLabel('Waitlist position (empty = end)').fill('1');
  await page.getByRole('button', { name: 'Add to waitlist' }).click();
  await confirmDialog(page, `Put ${participantName} on the waitlist?`, 'Add to waitlist');
  const row = waitlists.getByRole('listitem').filter({ hasText: full.activity.name });
  await expect(row.getByText(/^#1 for/)).toBeVisible();
  await row.getByLabel(/New position for/).fill('2');
  await row.getByRole('button', { name: 'Set position' }).click();
  await confirmDialog(page, `Move ${participantName} on the waitlist?`, 'Change position');
  await expect(row.getByText(/^#[12] for/)).toBeVisible();
  await row.getByRole('button', { name: 'Take off' }).click();
  await confirmDialog(page, /Take .* off the waitlist/, 'Take off waitlist');
  await expect(waitlists.getByText(full.activity.name)).toBeHidden();

  // The history says who did each change, and why.
  await page.goto(`/admin/registrations/${registrationId}`);
  await expect(page.getByText('by ').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Changed their mind' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^by (?!the system)/ }).first()).toBeVisible();
});

test('staff manage places and waitlists from a session day page [issue 11]', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Its own place to start from: one with room, beside a full session it does not clash with.
  await clearPlaces(request);
  const sessions = await workshopSessions(request);
  const mine = sessions.find(
    (s) =>
      hasRoom(s) && sessions.some((f) => isFull(f) && !overlaps(f, s) && f.activity.id !== s.activity.id),
  ) as Session;
  expect(mine, 'a session with room to give them a place in').toBeTruthy();
  const added = await graphql<{ staffAddPlace: { __typename: string; message?: string } }>(
    request,
    `mutation($r: ID!, $s: ID!) { staffAddPlace(registrationId: $r, sessionId: $s) { __typename ... on Error { message } } }`,
    { r: registrationId, s: mine.id },
    staff,
  );
  expect(added.staffAddPlace.message).toBeUndefined();
  expect(await heldSessions(request)).toEqual([mine.id]);
  const date = new Date(mine.startsAt).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });

  await logInThrough(page, DEMO_STAFF, `/admin/workshops/${mine.activity.slug}/${date}`);
  const participants = page.getByRole('list', { name: /participants$/ }).first();
  await expect(participants.getByText(participantName)).toBeVisible();

  // Take their place away here; they are no longer listed.
  await page
    .getByRole('button', { name: `Remove ${participantName}` })
    .first()
    .click();
  await confirmDialog(page, `Remove ${participantName} from`, 'Remove place');
  await expect(participants.getByText(participantName)).toBeHidden();

  // Find them and give them the place back from the search.
  await page.getByLabel('Add someone to this session').first().fill(PARTICIPANT_EMAIL);
  await page
    .getByRole('button', { name: `Add ${participantName} to this session` })
    .first()
    .click();
  await confirmDialog(page, `Give ${participantName} a place?`, 'Add place');
  await expect(participants.getByText(participantName)).toBeVisible();

  // On a full session's page, put them on its waitlist, then take them off it.
  const full = (await workshopSessions(request)).find(
    (s) => isFull(s) && !overlaps(s, mine) && s.activity.id !== mine.activity.id,
  ) as Session;
  expect(full, 'a full session').toBeTruthy();
  const fullDate = new Date(full.startsAt).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
  await page.goto(`/admin/workshops/${full.activity.slug}/${fullDate}`);
  // (Its first session that day; an empty waitlist has no list yet.)
  const section = page.getByRole('region', { name: /^Session / }).first();
  await section.getByLabel('Add someone to this session').fill(PARTICIPANT_EMAIL);
  await section.getByRole('button', { name: `Add ${participantName} to the waitlist` }).click();
  await confirmDialog(page, `Put ${participantName} on the waitlist?`, 'Add to waitlist');
  const waitlist = section.getByRole('list', { name: /waitlisted$/ });
  await expect(waitlist.getByText(participantName)).toBeVisible();
  // On a phone the waitlist's action is a 44 px target [issue 31].
  await page.setViewportSize({ width: 390, height: 844 });
  const takeOff = section.getByRole('button', { name: `Take ${participantName} off the waitlist` });
  await takeOff.scrollIntoViewIfNeeded();
  const target = await takeOff.boundingBox();
  expect(Math.round(target?.width ?? 0)).toBeGreaterThanOrEqual(44);
  expect(Math.round(target?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await takeOff.click();
  await confirmDialog(page, /Take .* off the waitlist/, 'Take off waitlist');
  await expect(waitlist.getByText(participantName)).toBeHidden();
});
