import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, festivals, placements } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import {
  createParticipant,
  type SessionInfo,
  setCapacity,
  workshopSessions,
} from '#server/domains/registrations/factories';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole } from '#server/test/users';

/**
 * Issue 26: adding a walk-in on the roll charged a paid-up participant $55 with one click. Once
 * places are published (balances follow places), a walk-in that adds to what someone owes is
 * refused with the amount until staff confirm it; one that costs nothing goes straight in.
 */

let t: TestApp;
let staff: Record<string, string>;
let sameTime: [SessionInfo, SessionInfo];

const WALK_IN = `mutation($id: ID!, $email: String!, $confirm: Boolean) {
  addWalkIn(sessionId: $id, email: $email, confirmCharge: $confirm) {
    __typename
    ... on WalkInChargeError { message added owing }
    ... on Error { message }
  } }`;
type WalkIn = { __typename: string; message?: string; added?: number; owing?: number };
const BALANCE = `query($id: ID!) { paymentAccount(registrationId: $id) { balance { outstanding } } }`;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await headersByRole(t, [], 'walk-in-charge')).admin;
  await t.db
    .update(festivals)
    .set({ placesPublishedAt: new Date() })
    .where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
  const sessions = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
  const pair = sessions.flatMap((a) =>
    sessions.filter((b) => b.id > a.id && b.startsAt.getTime() === a.startsAt.getTime()).map((b) => [a, b]),
  )[0];
  if (!pair) throw new Error('the demo has no two workshops at the same time');
  sameTime = pair as [SessionInfo, SessionInfo];
  for (const session of sameTime) await setCapacity(t.db, session.id, null);
}, 60_000);
afterAll(() => t?.close());

const walkIn = async (sessionId: number, email: string, confirm?: boolean) =>
  (
    await t.graphql<{ addWalkIn: WalkIn }>(
      WALK_IN,
      { id: String(sessionId), email, confirm },
      { headers: staff },
    )
  ).data?.addWalkIn;
const outstanding = async (registrationId: number) =>
  (
    await t.graphql<{ paymentAccount: { balance: { outstanding: number } } }>(
      BALANCE,
      { id: String(registrationId) },
      { headers: staff },
    )
  ).data?.paymentAccount.balance.outstanding;
const holds = async (registrationId: number, sessionId: number) =>
  (
    await t.db
      .select()
      .from(placements)
      .where(and(eq(placements.registrationId, registrationId), eq(placements.sessionId, sessionId)))
  ).length > 0;

describe('a walk-in that costs money [issue 26]', () => {
  it('is refused with the amount, changing nothing, until staff confirm the charge', async () => {
    const [first] = sameTime;
    const person = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
    const owedBefore = (await outstanding(person.registrationId)) ?? -1;

    const asked = await walkIn(first.id, person.email);
    expect(asked?.__typename).toBe('WalkInChargeError');
    expect(asked?.added).toBeGreaterThan(0);
    expect(asked?.owing).toBe(owedBefore + (asked?.added ?? 0));
    expect(asked?.message).toMatch(/costs \$\d+\.\d\d more: they would owe \$\d+\.\d\d\./);
    // Nothing happened: no place, not ticked present, nothing more owed.
    expect(await holds(person.registrationId, first.id)).toBe(false);
    expect(
      await t.db.select().from(attendance).where(eq(attendance.registrationId, person.registrationId)),
    ).toEqual([]);
    expect(await outstanding(person.registrationId)).toBe(owedBefore);

    const added = await walkIn(first.id, person.email, true);
    expect(added?.__typename).toBe('SessionRoll');
    expect(await holds(person.registrationId, first.id)).toBe(true);
    expect(await outstanding(person.registrationId)).toBe(asked?.owing);
  });

  it('goes straight in when it costs nothing more: a place at the same time is given up for it', async () => {
    const [first, second] = sameTime;
    const person = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
    expect((await walkIn(first.id, person.email, true))?.__typename).toBe('SessionRoll');
    const owed = await outstanding(person.registrationId);

    const moved = await walkIn(second.id, person.email);
    expect(moved?.__typename).toBe('SessionRoll');
    expect(await holds(person.registrationId, second.id)).toBe(true);
    expect(await holds(person.registrationId, first.id)).toBe(false);
    expect(await outstanding(person.registrationId)).toBe(owed);
  });
});
