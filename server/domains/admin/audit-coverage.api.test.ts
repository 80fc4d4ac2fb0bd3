import { count, eq, gt } from 'drizzle-orm';
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditEntries,
  payments,
  placements,
  registrations,
  sessions,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { schema } from '#server/graphql/schema';
import { PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { MUTATION_RETURNS } from '#server/test/mutation-returns';
import { createTestUser, registrationIdOf, userIdByEmail } from '#server/test/users';

/**
 * Every mutation a staff member can call writes an audit entry (issue 15). The list of staff
 * mutations is read from the schema: a mutation whose scope needs a permission or staff, or is
 * decided by a function, is staff's. Each needs a recipe below that calls it successfully as an
 * administrator; the test then checks the audit log grew in that call. A new staff mutation
 * without a recipe fails the first test, so it cannot slip past unrecorded.
 */

/** Mutations with a function scope that staff cannot use as staff (each says why). */
const NOT_STAFF_ACTIONS: Record<string, string> = {};

type Scopes = Partial<{ loggedIn: boolean; staff: boolean; permission: string }> | 'function' | null;

function scopesOf(field: GraphQLField<unknown, unknown>): Scopes {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes;
  if (scopes === undefined) return null;
  if (typeof scopes === 'function') return 'function';
  return scopes as Scopes;
}

/** Logged-in mutations that staff (and tutors) use on other people's records; they record too. */
const ALSO_STAFF = ['sendSessionMessage', 'setAttendance', 'addWalkIn'];

function staffMutations(): string[] {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return fields
    .filter((field) => {
      if (ALSO_STAFF.includes(field.name)) return true;
      const scopes = scopesOf(field);
      if (scopes === 'function') return !(field.name in NOT_STAFF_ACTIONS);
      return Boolean(scopes && (scopes.permission || scopes.staff));
    })
    .map((field) => field.name)
    .sort();
}

let t: TestApp;
let admin: Record<string, string>;
let participantRegistrationId: number;
let openSessionId: number;

async function call(query: string, variables: Record<string, unknown> = {}) {
  const response = await t.graphql<Record<string, { __typename: string; message?: string }>>(
    query,
    variables,
    {
      headers: admin,
    },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  const result = Object.values(response.data)[0];
  if (!result || /Error$/.test(result.__typename)) throw new Error(JSON.stringify(result));
  return result as { __typename: string } & Record<string, unknown>;
}

async function paymentRow(state: 'pending' | 'approved'): Promise<number> {
  const [row] = await t.db
    .insert(payments)
    .values({
      registrationId: participantRegistrationId,
      kind: 'InternetBankingPayment',
      state,
      amount: 6500,
      reference: 'AUDIT TEST',
      note: '',
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment');
  return row.id;
}

/** Waits until no lottery run is still drawing (the job runs in the background). */
async function waitForAllocationJobs(): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const response = await t.graphql<{ allocationRun: { state: string } | null }>(
      '{ allocationRun { state } }',
      {},
      { headers: admin },
    );
    if (response.data?.allocationRun?.state !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the lottery run did not finish');
}

/** A session participant1 holds a place in (given one if needed). */
async function placedSessionId(): Promise<number> {
  const [held] = await t.db
    .select({ id: placements.sessionId })
    .from(placements)
    .where(eq(placements.registrationId, participantRegistrationId))
    .limit(1);
  if (held) return held.id;
  await t.db
    .insert(placements)
    .values({ registrationId: participantRegistrationId, sessionId: openSessionId });
  return openSessionId;
}

function staffPlace(mutation: string, registrationId: number, sessionId: string | number = openSessionId) {
  return call(
    `mutation($r: ID!, $s: ID!) { ${mutation}(registrationId: $r, sessionId: $s) { __typename ... on Error { message } } }`,
    { r: String(registrationId), s: String(sessionId) },
  );
}

/** A completed registration of a new participant holding nothing. */
async function freshRegistration(): Promise<number> {
  const user = await createTestUser(t.db, { email: `audit-participant-${nextNumber()}@example.org` });
  const [row] = await t.db
    .insert(registrations)
    .values({
      festivalId: DEMO_FESTIVAL_YEAR,
      userId: user.id,
      completedAt: new Date(),
      codeOfConductAcceptedAt: new Date(),
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration not created');
  return row.id;
}

/** A new session of one place, taken. */
async function fullSession(): Promise<string> {
  const session = await newSession();
  await t.db
    .update(sessions)
    .set({ capacity: 1 })
    .where(eq(sessions.id, Number(session)));
  await staffPlace('staffAddPlace', await freshRegistration(), session);
  return session;
}

type Run = { id: string; participants: { registrationId: string; placements: string[] }[] };

async function latestRun(): Promise<Run> {
  const response = await t.graphql<{ allocationRun: Run | null }>(
    '{ allocationRun { id participants { registrationId placements } } }',
    {},
    { headers: admin },
  );
  if (!response.data?.allocationRun) throw new Error(JSON.stringify(response.errors));
  return response.data.allocationRun;
}

async function draftRun(): Promise<Run> {
  await call('mutation { startAllocation(seed: 3) { __typename ... on Error { message } } }');
  await waitForAllocationJobs();
  return latestRun();
}

async function moveSomeoneOut(run: Run) {
  const someone = run.participants.find((p) => p.placements.length > 0);
  if (!someone) throw new Error('the draft placed nobody');
  return call(
    `mutation($runId: ID!, $registrationId: ID!, $from: ID) {
      moveAllocationParticipant(runId: $runId, registrationId: $registrationId, fromSessionId: $from) {
        __typename ... on Error { message } } }`,
    { runId: run.id, registrationId: someone.registrationId, from: someone.placements[0] },
  );
}

/** The id a `created` mutation returned. */
function idOf(result: Record<string, unknown>): string {
  if (typeof result.id !== 'string') throw new Error(`no id in ${JSON.stringify(result)}`);
  return result.id;
}

const created = (
  mutation: keyof typeof RETURNS,
  args: string,
  variables: Record<string, unknown> = {},
  vars = '',
) =>
  call(
    `mutation${vars} { ${mutation}(${args}) { __typename ... on Error { message } ... on ${RETURNS[mutation]} { id } } }`,
    variables,
  );

/** What each mutation called through `created` returns when it is not an error. */
const RETURNS = MUTATION_RETURNS;

let uniqueness = 0;
const nextNumber = () => {
  uniqueness += 1;
  return uniqueness;
};
const unique = (prefix: string) => `${prefix} ${nextNumber()}`;

const newPresenter = async () =>
  idOf(
    await created(
      'createPresenter',
      'input: { name: $name }',
      { name: unique('Audit Presenter') },
      '($name: String!)',
    ),
  );
const newVenue = async () =>
  idOf(
    await created(
      'createVenue',
      'input: { name: $name, address: "1 Audit Street" }',
      { name: unique('Audit Hall') },
      '($name: String!)',
    ),
  );
const newDraft = async (type: 'Workshop' | 'Show') =>
  idOf(
    await created(
      'createActivity',
      `festivalId: "${DEMO_FESTIVAL_YEAR}", name: $name, type: ${type}`,
      { name: unique(`Audit ${type}`) },
      '($name: String!)',
    ),
  );
/** A published activity: places are only taken in those (issue 26, drafts are staff-only). */
const newActivity = async (type: 'Workshop' | 'Show') => {
  const id = await newDraft(type);
  await t.db
    .update(activities)
    .set({ publishedAt: new Date() })
    .where(eq(activities.id, Number(id)));
  return id;
};

async function festivalDay(): Promise<string> {
  const response = await t.graphql<{ festival: { startDate: string } }>('{ festival { startDate } }');
  // The second day: a plain ISO date, whatever form the API gives the start in.
  const start = response.data?.festival.startDate.slice(0, 10) ?? `${DEMO_FESTIVAL_YEAR}-10-04`;
  const next = new Date(`${start}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const newSession = async () =>
  idOf(
    await created(
      'createSession',
      'activityId: $activity, input: { date: $date, startTime: "10:00", endTime: "12:00", capacity: 10 }',
      { activity: await newActivity('Workshop'), date: await festivalDay() },
      '($activity: ID!, $date: String!)',
    ),
  );

const PRICING = 'baseWorkshopPrice: 6500, discountPerAdditionalWorkshop: 500, discountLimit: 3';

/** How to call each staff mutation successfully as an administrator. */
const RECIPES: Record<string, () => Promise<unknown>> = {
  updateSetting: () =>
    call(
      `mutation { updateSetting(key: "announcement", value: { string: "Audit me" }) {
        __typename ... on Error { message } } }`,
    ),
  setUserPermissions: async () => {
    const user = await createTestUser(t.db, { email: 'audit-target@example.org' });
    return call(
      `mutation($id: ID!) { setUserPermissions(userId: $id, permissions: [content]) {
        __typename ... on Error { message } } }`,
      { id: String(user.id) },
    );
  },
  addVoucher: () =>
    call(
      `mutation($id: ID!) { addVoucher(registrationId: $id, workshops: 1, note: "audit") {
        __typename ... on Error { message } } }`,
      { id: String(participantRegistrationId) },
    ),
  recordInternetBankingPayment: () =>
    call(
      `mutation($id: ID!) { recordInternetBankingPayment(registrationId: $id, amount: 1000) {
        __typename ... on Error { message } } }`,
      { id: String(participantRegistrationId) },
    ),
  approvePayment: async () =>
    call('mutation($id: ID!) { approvePayment(id: $id) { __typename ... on Error { message } } }', {
      id: String(await paymentRow('pending')),
    }),
  cancelPayment: async () =>
    call('mutation($id: ID!) { cancelPayment(id: $id) { __typename ... on Error { message } } }', {
      id: String(await paymentRow('pending')),
    }),
  refundPayment: async () =>
    call(
      `mutation($id: ID!) { refundPayment(paymentId: $id, amount: 500) {
        __typename ... on Error { message } } }`,
      { id: String(await paymentRow('approved')) },
    ),
  sendPaymentReminders: async () => {
    const report = await t.graphql<{
      outstandingBalances: { items: Array<{ registrationId: string; canRemind: boolean }> };
    }>('{ outstandingBalances { items { registrationId canRemind } } }', {}, { headers: admin });
    const someone = report.data?.outstandingBalances.items.find((item) => item.canRemind);
    if (!someone) throw new Error('nobody owes anything');
    return call(
      `mutation($ids: [ID!]!) { sendPaymentReminders(registrationIds: $ids) {
        __typename ... on Error { message } } }`,
      { ids: [someone.registrationId] },
    );
  },
  updateActivity: async () => {
    const [activity] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.type, 'Workshop'))
      .limit(1);
    return call(
      `mutation($id: ID!) { updateActivity(id: $id, input: {
        name: "Audited workshop", description: "Words.", suitability: "" }) {
        __typename ... on Error { message } } }`,
      { id: String(activity?.id) },
    );
  },
  updateFestivalPhaseDates: () =>
    call(
      `mutation($at: DateTime) { updateFestivalPhaseDates(input: { registrationsCloseAt: $at }) {
        __typename ... on Error { message } } }`,
      // A value it does not have yet: an update that changes nothing records nothing.
      { at: '2027-10-01T09:17:00.000+13:00' },
    ),
  sendGroupMessage: async () => {
    const filter = { audience: 'PlacedInSession', sessionId: String(await placedSessionId()) };
    const preview = await t.graphql<{ groupMessagePreview: { count: number } }>(
      'query($f: GroupFilterInput!) { groupMessagePreview(filter: $f) { ... on GroupMessagePreview { count } } }',
      { f: filter },
      { headers: admin },
    );
    return call(
      `mutation($f: GroupFilterInput!, $n: Int!) { sendGroupMessage(filter: $f, subject: "Hello", body: "See you soon",
        expectedCount: $n) { __typename ... on Error { message } } }`,
      { f: filter, n: preview.data?.groupMessagePreview.count ?? 0 },
    );
  },
  sendSessionMessage: async () =>
    call(
      `mutation($id: ID!) { sendSessionMessage(sessionId: $id, subject: "Hello", body: "See you soon") {
        __typename ... on Error { message } } }`,
      { id: String(await placedSessionId()) },
    ),
  setAttendance: async () =>
    call(
      `mutation($id: ID!, $r: ID!) { setAttendance(sessionId: $id, registrationId: $r, present: true) {
        __typename ... on Error { message } } }`,
      { id: String(await placedSessionId()), r: String(participantRegistrationId) },
    ),
  addWalkIn: () =>
    call(
      `mutation($id: ID!) { addWalkIn(sessionId: $id, email: "participant2@example.org") {
        __typename ... on Error { message } } }`,
      { id: String(openSessionId) },
    ),
  // Programme management (issue 14).
  createFestival: () =>
    created('createFestival', `input: { startDate: "2031-10-02", endDate: "2031-10-08", ${PRICING} }`),
  updateFestival: async () => {
    await created(
      'createFestival',
      `input: { startDate: "2032-10-02", endDate: "2032-10-08", ${PRICING} }`,
    ).catch(() => undefined);
    return created(
      'updateFestival',
      `id: "2032", input: { startDate: "2032-10-03", endDate: "2032-10-09", ${PRICING} }`,
    );
  },
  setCurrentFestival: async () => {
    await created(
      'createFestival',
      `input: { startDate: "2033-10-02", endDate: "2033-10-08", ${PRICING} }`,
    ).catch(() => undefined);
    const result = await created('setCurrentFestival', 'id: "2033"');
    // Put the demo festival back: later recipes work on the current festival.
    await created('setCurrentFestival', `id: "${DEMO_FESTIVAL_YEAR}"`);
    return result;
  },
  createVenue: () => newVenue(),
  updateVenue: async () =>
    created(
      'updateVenue',
      'id: $id, input: { name: "Audit Hall, renamed", address: "2 Audit Street" }',
      { id: await newVenue() },
      '($id: ID!)',
    ),
  createPresenter: () => newPresenter(),
  updatePresenter: async () =>
    created(
      'updatePresenter',
      'id: $id, input: { name: "Audit Presenter, renamed", pronouns: "they/them" }',
      { id: await newPresenter() },
      '($id: ID!)',
    ),
  linkPresenterToUser: async () => {
    const user = await createTestUser(t.db, { email: 'audit-tutor@example.org' });
    return created(
      'linkPresenterToUser',
      'id: $id, email: $email',
      { id: await newPresenter(), email: user.email },
      '($id: ID!, $email: String!)',
    );
  },
  createActivity: () => newDraft('Workshop'),
  deleteActivity: async () => {
    const id = await newActivity('Show');
    return call(`mutation($id: ID!) { deleteActivity(id: $id) { __typename ... on Error { message } } }`, {
      id,
    });
  },
  linkWorkshopToShow: async () =>
    created(
      'linkWorkshopToShow',
      'id: $id, showId: $show',
      { id: await newActivity('Workshop'), show: await newActivity('Show') },
      '($id: ID!, $show: ID)',
    ),
  setActivityCast: async () =>
    created(
      'setActivityCast',
      'id: $id, cast: [{ profileId: $person, role: tutor }]',
      { id: await newActivity('Workshop'), person: await newPresenter() },
      '($id: ID!, $person: ID!)',
    ),
  createSession: () => newSession(),
  updateSession: async () =>
    created(
      'updateSession',
      'id: $id, input: { date: $date, startTime: "14:00", endTime: "17:00", capacity: 12 }',
      { id: await newSession(), date: await festivalDay() },
      '($id: ID!, $date: String!)',
    ),
  moveSession: async () =>
    call(
      'mutation($id: ID!, $startsAt: DateTime!) { moveSession(id: $id, startsAt: $startsAt) { __typename ... on Error { message } } }',
      { id: await newSession(), startsAt: `${await festivalDay()}T01:00:00Z` },
    ),
  deleteSession: async () =>
    call('mutation($id: ID!) { deleteSession(id: $id) { __typename ... on Error { message } } }', {
      id: await newSession(),
    }),
  cancelSession: async () =>
    call(
      'mutation($id: ID!) { cancelSession(id: $id, reason: "Audit test") { __typename ... on Error { message } } }',
      { id: await newSession() },
    ),
  restoreSession: async () => {
    const id = await newSession();
    await call('mutation($id: ID!) { cancelSession(id: $id) { __typename ... on Error { message } } }', {
      id,
    });
    return call('mutation($id: ID!) { restoreSession(id: $id) { __typename ... on Error { message } } }', {
      id,
    });
  },
  publishActivity: async () =>
    call('mutation($id: ID!) { publishActivity(id: $id) { __typename ... on Error { message } } }', {
      id: await newDraft('Workshop'),
    }),
  publishDrafts: async () => {
    await newDraft('Show');
    return call(
      `mutation { publishDrafts(festivalId: "${DEMO_FESTIVAL_YEAR}") { __typename ... on Error { message } } }`,
    );
  },
  updatePage: () =>
    created('updatePage', 'slug: "about", input: { title: "About NZIF", body: "Audited words." }'),
  // Staff changes to places (issue 11), each on people holding nothing and sessions of its own.
  staffAddPlace: async () => staffPlace('staffAddPlace', await freshRegistration(), await newSession()),
  staffRemovePlace: async () => {
    const [registration, session] = [await freshRegistration(), await newSession()];
    await staffPlace('staffAddPlace', registration, session);
    return staffPlace('staffRemovePlace', registration, session);
  },
  staffAddToWaitlist: async () => {
    const session = await fullSession();
    return staffPlace('staffAddToWaitlist', await freshRegistration(), session);
  },
  staffRemoveFromWaitlist: async () => {
    const [session, registration] = [await fullSession(), await freshRegistration()];
    await staffPlace('staffAddToWaitlist', registration, session);
    return staffPlace('staffRemoveFromWaitlist', registration, session);
  },
  staffMovePlace: async () => {
    const [registration, from, to] = [await freshRegistration(), await newSession(), await newSession()];
    await staffPlace('staffAddPlace', registration, from);
    return call(
      `mutation($r: ID!, $from: ID!, $to: ID!) { staffMovePlace(registrationId: $r, fromSessionId: $from,
        toSessionId: $to) { __typename ... on Error { message } } }`,
      { r: String(registration), from, to },
    );
  },
  refundCredit: async () => {
    const registrationId = await freshRegistration();
    await t.db.insert(payments).values({
      registrationId,
      kind: 'InternetBankingPayment',
      state: 'approved',
      amount: 2500,
      reference: 'AUDIT CREDIT',
      note: '',
    });
    return call(
      `mutation($r: ID!) { refundCredit(registrationId: $r, amount: 2500) { __typename ... on Error { message } } }`,
      { r: String(registrationId) },
    );
  },
  approveDonation: async () => {
    const { donations } = await import('#server/db/schema/index');
    const [promised] = await t.db
      .insert(donations)
      .values({
        name: 'Audit Donor',
        email: 'audit-donor@example.org',
        amount: 2000,
        method: 'internet_banking',
        reference: 'DONATION AUDIT',
      })
      .returning({ id: donations.id });
    return call('mutation($id: ID!) { approveDonation(id: $id) { __typename ... on Error { message } } }', {
      id: String(promised?.id),
    });
  },
  recordDonation: () =>
    call(
      `mutation { recordDonation(input: { name: "Audit Bucket", email: "", amount: 1500, anonymous: true,
        message: "", method: cash, reference: "" }) { __typename ... on Error { message } } }`,
    ),
  // Another person's data: staff with `people` act on someone else's account, which is audited.
  exportPersonalData: async () => {
    const user = await createTestUser(t.db, { email: `audit-export-${nextNumber()}@example.org` });
    return call(
      'mutation($id: ID) { exportPersonalData(userId: $id) { __typename ... on Error { message } } }',
      {
        id: String(user.id),
      },
    );
  },
  deleteAccount: async () => {
    const email = `audit-erase-${nextNumber()}@example.org`;
    const user = await createTestUser(t.db, { email });
    return call(
      `mutation($id: ID, $email: String!) { deleteAccount(userId: $id, confirmEmail: $email) {
        __typename ... on Error { message } } }`,
      { id: String(user.id), email },
    );
  },
  resendEmail: async () => {
    const { emails } = await import('#server/db/schema/index');
    const [email] = await t.db
      .insert(emails)
      .values({ kind: 'audit-test', to: 'audit-resend@example.org', subject: 'Hi', text: 'x' })
      .returning({ id: emails.id });
    return call('mutation($id: ID!) { resendEmail(id: $id) { __typename ... on Error { message } } }', {
      id: String(email?.id),
    });
  },
  startAllocation: () => draftRun(),
  moveAllocationParticipant: async () => moveSomeoneOut(await draftRun()),
  undoAllocationAdjustment: async () => {
    const run = await draftRun();
    await moveSomeoneOut(run);
    return call(
      'mutation($id: ID!) { undoAllocationAdjustment(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  redoAllocationAdjustment: async () => {
    const run = await draftRun();
    await moveSomeoneOut(run);
    await call('mutation($id: ID!) { undoAllocationAdjustment(runId: $id) { __typename } }', { id: run.id });
    return call(
      'mutation($id: ID!) { redoAllocationAdjustment(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  publishAllocation: async () => {
    const run = await draftRun();
    return call(
      'mutation($id: ID!) { publishAllocation(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  resendAllocationEmails: async () => {
    const run = await latestRun();
    return call(
      'mutation($id: ID!) { resendAllocationEmails(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
};

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(PAUSED);
  admin = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  participantRegistrationId = await registrationIdOf(t.db, { email: 'participant1@example.org' });
  // One session without a limit, so placing and walk-ins always have room.
  const [open] = await t.db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id).limit(1);
  if (!open) throw new Error('no sessions in the seed');
  openSessionId = open.id;
  await t.db.update(sessions).set({ capacity: null }).where(eq(sessions.id, open.id));
}, 60_000);

afterAll(async () => {
  if (t) await waitForAllocationJobs();
  await t?.close();
});

describe('the audit log covers every staff mutation [issue 15]', () => {
  it('has a way to call each staff mutation in the schema', () => {
    const missing = staffMutations().filter((name) => !(name in RECIPES));
    expect(missing, 'staff mutations with no recipe in audit-coverage.api.test.ts').toEqual([]);
    expect(DEMO_FESTIVAL_YEAR).toBeGreaterThan(2000);
  });

  // Runs in the schema's order except where a recipe depends on an earlier one (publish, resend).
  // Places can change only once the lottery is published, so those run last.
  const late = (name: string) => name === 'publishAllocation' || name === 'resendAllocationEmails';
  const placesChange = (name: string) => name.startsWith('staff');
  const order = [
    ...staffMutations().filter((name) => !late(name) && !placesChange(name)),
    ...['publishAllocation', 'resendAllocationEmails'].filter((name) => staffMutations().includes(name)),
    ...staffMutations().filter(placesChange),
  ];
  for (const name of order) {
    it(`${name} writes an audit entry`, { timeout: 60_000 }, async () => {
      const recipe = RECIPES[name];
      if (!recipe) throw new Error(`no recipe for ${name}`);
      const [last] = await t.db.select({ n: count() }).from(auditEntries);
      const [maxRow] = await t.db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .orderBy(auditEntries.id)
        .limit(1)
        .offset(Math.max(0, (last?.n ?? 0) - 1));
      const since = maxRow?.id ?? 0;
      await recipe();
      await waitForAllocationJobs();
      const written = await t.db.select().from(auditEntries).where(gt(auditEntries.id, since));
      expect(written.length, `${name} recorded nothing in audit_entries`).toBeGreaterThan(0);
      for (const entry of written) {
        expect(entry.action).toMatch(/^[a-z_]+\.[a-z_.-]+$/);
        expect(entry.targetId).not.toBe('');
      }
    });
  }
});
