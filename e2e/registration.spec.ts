import type { APIRequestContext } from '@playwright/test';
import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import {
  EARLYBIRD_OPEN,
  emailKindsTo,
  GENERAL_OPEN,
  registerThroughApi,
  runOnOwnServer,
  setPhaseDays,
} from './helpers';

/**
 * Registration end to end: a new visitor registers in earlybird (account, code of conduct, ranked
 * workshops, price, finish), then in the general phase takes, queues for and gives up places.
 * Moving between phases changes the festival's dates, so this spec runs its own server.
 */
const {
  base: BASE,
  graphql,
  logIn,
} = runOnOwnServer({
  port: Number(process.env.E2E_REGISTRATION_PORT ?? 3298),
  dataDir: '.data/e2e-registration',
});

/** Moves the festival into a phase by setting its dates around now (and no closing date). */
const setPhase = (request: APIRequestContext, phase: 'earlybird' | 'general') =>
  setPhaseDays(BASE, request, {
    ...(phase === 'earlybird' ? EARLYBIRD_OPEN : GENERAL_OPEN),
    registrationsCloseAt: null,
  });

const emailKinds = (request: APIRequestContext, to: string) => emailKindsTo(BASE, request, to);

const visitor = {
  name: 'Kiri Walker',
  email: `kiri.walker.${Date.now()}@example.org`,
  password: 'kiri-walks-the-stage',
};

test('a new visitor registers in earlybird: account, code of conduct, ranked workshops, price, finish [RT-9] [TI-2] [PR-3]', async ({
  page,
  request,
}) => {
  await setPhase(request, 'earlybird');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register\/yourself$/);
  await expect(page).toHaveTitle('Register for NZIF 2027');
  await expect(page.getByRole('list', { name: 'Registration steps' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(visitor.name);
  await page.getByLabel('Email address').fill(visitor.email);
  await page.getByLabel('Choose a password').fill(visitor.password);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register\/code-of-conduct$/);
  const agree = page.getByRole('checkbox', { name: 'I have read, and agree to, the NZIF Code of Conduct' });
  await page.getByTestId('code-of-conduct-end').scrollIntoViewIfNeeded();
  await expect(agree).toBeEnabled();
  await agree.check();
  await page.getByRole('link', { name: 'media and advertising policy' }).click();
  await expect(page).toHaveURL(/\/register\/code-of-conduct\/media$/);
  const dialog = page.getByRole('dialog', { name: 'Media and advertising policy' });
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('checkbox', { name: /happy to appear in photos/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register\/workshops$/);
  await expect(page.getByRole('heading', { name: 'Workshop preferences' })).toBeVisible();
  // Day 1 morning; day 1 afternoon (two ranked, reordered by keyboard); day 2 full day (two slots).
  await page.getByRole('button', { name: 'Add Status Games to my preferences' }).click();
  await page.getByRole('button', { name: 'Add The Art of Listening to my preferences' }).click();
  await page.getByRole('button', { name: 'Add Characters from the Body to my preferences' }).click();
  const second = page.getByRole('button', { name: /^Characters from the Body: 2nd choice/ });
  await second.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: /^Characters from the Body: 1st choice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^The Art of Listening: 2nd choice/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add Alone on Stage: Solo Improv to my preferences' }).click();
  await expect(page.getByText('Full day: counts as two workshops').first()).toBeVisible();
  // Four slots ranked: 4 × $65 − $30 discount.
  await expect(page.getByTestId('cart-count')).toHaveText('4 workshops');
  await expect(page.getByTestId('cart-price')).toHaveText('$230.00');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register\/payment$/);
  await expect(page.getByRole('heading', { name: 'Nothing to pay yet!' })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$230.00 NZD');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/register\/completed$/);
  await expect(page.getByRole('heading', { name: 'You’re coming to NZIF!' })).toBeVisible();

  expect(await emailKinds(request, visitor.email)).toEqual(
    expect.arrayContaining(['registration-preferences-saved', 'registration-received']),
  );
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
});

test('in the general phase they join a workshop, queue for a full one, and a freed place goes to the queue', async ({
  page,
  request,
}) => {
  // A registered person of its own, not the visitor the test above made.
  const queuer = {
    name: 'Mere Tane',
    email: `mere.tane.${Date.now()}@example.org`,
    password: 'mere-queues-politely',
  };
  await setPhase(request, 'general');
  const me = await registerThroughApi(BASE, request, queuer);
  await page.addInitScript((value) => localStorage.setItem('nzif', value), JSON.stringify(me));
  await page.goto('/register/workshops');
  await expect(page.getByRole('heading', { name: 'Workshop selection' })).toBeVisible();

  const harold = page.getByLabel('The Harold, Unpacked', { exact: true });
  await harold.getByRole('button', { name: 'Add workshop' }).click();
  await expect(harold.getByText('You’re in')).toBeVisible();

  const clowning = page.getByLabel('Clowning for Improvisers', { exact: true });
  await expect(clowning.getByText('Sold out')).toBeVisible();
  await clowning.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(clowning.getByText('Waitlist #1')).toBeVisible();

  // Someone holding a place in the full workshop gives it up: the queue (us) moves in.
  const holder = await logIn(request, 'participant61@example.org', DEMO_PARTICIPANT_PASSWORD);
  const left = await graphql<{ leaveSession: { __typename: string } }>(
    request,
    'mutation ($id: ID!) { leaveSession(sessionId: $id) { __typename } }',
    { id: await firstSessionId(request, 'clowning-for-improvisers') },
    holder,
  );
  expect(left.leaveSession.__typename).toBe('PlaceChange');
  expect(await emailKinds(request, queuer.email)).toContain('registration-workshop-promoted');

  // Now someone else queues, and we leave: they are promoted and emailed.
  // Participants before 61 hold no place in it.
  const waiting = await logIn(request, 'participant5@example.org', DEMO_PARTICIPANT_PASSWORD);
  const queued = await graphql<{ joinWaitlist: { __typename: string } }>(
    request,
    'mutation ($id: ID!) { joinWaitlist(sessionId: $id) { __typename ... on Error { message } } }',
    { id: await firstSessionId(request, 'clowning-for-improvisers') },
    waiting,
  );
  expect(queued.joinWaitlist.__typename).toBe('PlaceChange');

  await page.reload();
  await expect(clowning.getByText('You’re in')).toBeVisible();
  await clowning.getByRole('button', { name: 'Leave workshop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave workshop' }).click();
  await expect(clowning.getByText('Sold out')).toBeVisible();
  expect(await emailKinds(request, 'participant5@example.org')).toContain('registration-workshop-promoted');
  expect(await emailKinds(request, queuer.email)).toContain('registration-workshop-removed');
});

async function firstSessionId(request: APIRequestContext, slug: string): Promise<string> {
  const data = await graphql<{ activity: { sessions?: Array<{ id: string }> } }>(
    request,
    'query ($slug: String!) { activity(type: Workshop, slug: $slug) { ... on Activity { sessions { id } } } }',
    { slug },
  );
  const id = data.activity.sessions?.[0]?.id;
  if (!id) throw new Error(`no ${slug} session`);
  return id;
}

test('staff see every registration with counts, search, and one person’s places, waitlists and history [RT-12] [TI-3]', async ({
  page,
  request,
}) => {
  // Someone of this test's own who ranked in earlybird and then took a place.
  const reviewed = {
    name: 'Rangi Pohatu',
    email: `rangi.pohatu.${Date.now()}@example.org`,
    password: 'rangi-ranks-early',
  };
  const harold = await firstSessionId(request, 'the-harold-unpacked');
  await setPhase(request, 'earlybird');
  const them = await registerThroughApi(BASE, request, reviewed, [{ sessionId: harold, position: 1 }]);
  await setPhase(request, 'general');
  const joined = await graphql<{ joinSession: { __typename: string; message?: string } }>(
    request,
    'mutation ($id: ID!) { joinSession(sessionId: $id) { __typename ... on Error { message } } }',
    { id: harold },
    them,
  );
  expect(joined.joinSession.__typename, joined.joinSession.message).toBe('PlaceChange');

  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.addInitScript((value) => localStorage.setItem('nzif', value), JSON.stringify(admin));
  await page.goto('/admin/registrations');
  await expect(page).toHaveTitle('Registrations');
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-counts')).toContainText(/\d+ registrations/);
  await page.getByRole('textbox', { name: 'Search registrations' }).fill('rangi.pohatu');
  await page.getByRole('link', { name: reviewed.name }).click();
  await expect(page.getByRole('heading', { name: reviewed.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'preferences-saved' }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Registration' })
    .getByRole('link', { name: 'Workshops' })
    .click();
  await expect(page.getByText('The Harold, Unpacked').first()).toBeVisible();

  await page.goto('/admin/registrations/preferences');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Clowning for Improvisers/ })).toBeVisible();
});

test('taking a workshop at the same time as one they hold asks first, naming what is given up [issue 24]', async ({
  page,
  request,
}) => {
  const swapper = {
    name: 'Hemi Swaps',
    email: `hemi.swaps.${Date.now()}@example.org`,
    password: 'hemi-swaps-places',
  };
  await setPhase(request, 'general');
  // Two workshops at the same time, both with room, each with one session.
  const data = await graphql<{
    festival: { activities: Array<{ name: string; sessions: Array<{ startsAt: string; full: boolean }> }> };
  }>(request, '{ festival { activities(type: Workshop) { name sessions { startsAt full } } } }', {});
  const single = data.festival.activities.filter((a) => a.sessions.length === 1 && !a.sessions[0]?.full);
  const pair = single
    .flatMap((a) =>
      single
        .filter((b) => b.name > a.name && b.sessions[0]?.startsAt === a.sessions[0]?.startsAt)
        .map((b) => [a, b] as const),
    )
    .at(0);
  if (!pair) throw new Error('the demo has no two open workshops at the same time');
  const [held, wanted] = pair;

  const me = await registerThroughApi(BASE, request, swapper);
  await page.addInitScript((value) => localStorage.setItem('nzif', value), JSON.stringify(me));
  await page.goto('/register/workshops');
  const heldCard = page.getByLabel(held.name, { exact: true });
  const wantedCard = page.getByLabel(wanted.name, { exact: true });
  await heldCard.getByRole('button', { name: 'Add workshop' }).click();
  await expect(heldCard.getByText('You’re in')).toBeVisible();

  // Asked first; saying no changes nothing.
  await wantedCard.getByRole('button', { name: 'Add workshop' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Swap to ${wanted.name}?`)).toBeVisible();
  await expect(dialog).toContainText(`You will give up your place in ${held.name}.`);
  await expect(dialog).toContainText('Nobody is waiting for it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(heldCard.getByText('You’re in')).toBeVisible();
  await expect(wantedCard.getByRole('button', { name: 'Add workshop' })).toBeVisible();

  // Saying yes swaps them.
  await wantedCard.getByRole('button', { name: 'Add workshop' }).click();
  await dialog.getByRole('button', { name: 'Swap workshops' }).click({ timeout: 10_000 });
  await expect(wantedCard.getByText('You’re in')).toBeVisible();
  await expect(heldCard.getByRole('button', { name: 'Add workshop' })).toBeVisible();
});
