import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { activities, payments, placements, registrations, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { MUTATION_RETURNS } from '#server/test/mutation-returns';
import { createTestUser, registrationIdOf, userIdByEmail } from '#server/test/users';

// What the audit coverage test (audit-coverage.api.test.ts) calls mutations with: the app, an
// administrator, and fresh records to act on.

export let t: TestApp;
export let admin: Record<string, string>;
export let participantRegistrationId: number;
export let openSessionId: number;

export async function call(query: string, variables: Record<string, unknown> = {}) {
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

export async function paymentRow(state: 'pending' | 'approved'): Promise<number> {
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
export async function waitForAllocationJobs(): Promise<void> {
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
export async function placedSessionId(): Promise<number> {
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

export function staffPlace(
  mutation: string,
  registrationId: number,
  sessionId: string | number = openSessionId,
) {
  return call(
    `mutation($r: ID!, $s: ID!) { ${mutation}(registrationId: $r, sessionId: $s) { __typename ... on Error { message } } }`,
    { r: String(registrationId), s: String(sessionId) },
  );
}

/** A completed registration of a new participant holding nothing. */
export async function freshRegistration(): Promise<number> {
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
export async function fullSession(): Promise<string> {
  const session = await newSession();
  await t.db
    .update(sessions)
    .set({ capacity: 1 })
    .where(eq(sessions.id, Number(session)));
  await staffPlace('staffAddPlace', await freshRegistration(), session);
  return session;
}

export type Run = { id: string; participants: { registrationId: string; placements: string[] }[] };

export async function latestRun(): Promise<Run> {
  const response = await t.graphql<{ allocationRun: Run | null }>(
    '{ allocationRun { id participants { registrationId placements } } }',
    {},
    { headers: admin },
  );
  if (!response.data?.allocationRun) throw new Error(JSON.stringify(response.errors));
  return response.data.allocationRun;
}

export async function draftRun(): Promise<Run> {
  await call('mutation { startAllocation(seed: 3) { __typename ... on Error { message } } }');
  await waitForAllocationJobs();
  return latestRun();
}

export async function moveSomeoneOut(run: Run) {
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
export function idOf(result: Record<string, unknown>): string {
  if (typeof result.id !== 'string') throw new Error(`no id in ${JSON.stringify(result)}`);
  return result.id;
}

export const created = (
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
export const RETURNS = MUTATION_RETURNS;

export let uniqueness = 0;
export const nextNumber = () => {
  uniqueness += 1;
  return uniqueness;
};
export const unique = (prefix: string) => `${prefix} ${nextNumber()}`;

export const newPresenter = async () =>
  idOf(
    await created(
      'createPresenter',
      'input: { name: $name }',
      { name: unique('Audit Presenter') },
      '($name: String!)',
    ),
  );
export const newVenue = async () =>
  idOf(
    await created(
      'createVenue',
      'input: { name: $name, address: "1 Audit Street" }',
      { name: unique('Audit Hall') },
      '($name: String!)',
    ),
  );
export const newDraft = async (type: 'Workshop' | 'Show') =>
  idOf(
    await created(
      'createActivity',
      `festivalId: "${DEMO_FESTIVAL_YEAR}", name: $name, type: ${type}`,
      { name: unique(`Audit ${type}`) },
      '($name: String!)',
    ),
  );
/** A published activity: places are only taken in those (issue 26, drafts are staff-only). */
export const newActivity = async (type: 'Workshop' | 'Show') => {
  const id = await newDraft(type);
  await t.db
    .update(activities)
    .set({ publishedAt: new Date() })
    .where(eq(activities.id, Number(id)));
  return id;
};

export async function festivalDay(): Promise<string> {
  const response = await t.graphql<{ festival: { startDate: string } }>('{ festival { startDate } }');
  // The second day: a plain ISO date, whatever form the API gives the start in.
  const start = response.data?.festival.startDate.slice(0, 10) ?? `${DEMO_FESTIVAL_YEAR}-10-04`;
  const next = new Date(`${start}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export const newSession = async () =>
  idOf(
    await created(
      'createSession',
      'activityId: $activity, input: { date: $date, startTime: "10:00", endTime: "12:00", capacity: 10 }',
      { activity: await newActivity('Workshop'), date: await festivalDay() },
      '($activity: ID!, $date: String!)',
    ),
  );

export const PRICING = 'baseWorkshopPrice: 6500, discountPerAdditionalWorkshop: 500, discountLimit: 3';

/** Registers the app's hooks in the calling test file (modules are cached across files). */
export function setUpTestApp(): void {
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
}
