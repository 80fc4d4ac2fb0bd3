import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationEvents } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole } from '#server/test/users';
import { emailsTo, placedSessionIds, waitlistOf } from './factories';
import { joinWaitlist, walkIn } from './places/index';
import { WorkshopFullError } from './registrations.errors';
import { type SmallFestival, smallFestival } from './small-festival';

/**
 * Issue 24: the paths around participants' own changes go through the place engine. A capacity
 * raised and a walk-in that gives up a place both serve the queue beside the free place, by the
 * leave rule; a deleted session's queue is told. Through the API, as staff would.
 */

let t: TestApp;
let staff: Record<string, string>;
let year = 2180;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await headersByRole(t, [], 'places-paths')).admin;
}, 60_000);
afterAll(() => t?.close());

async function general(sessions: Parameters<typeof smallFestival>[2]['sessions']): Promise<SmallFestival> {
  year += 1;
  const f = await smallFestival(t.db, year, { phase: 'general', sessions });
  return f;
}

const kindsOf = async (registrationId: number) =>
  (
    await t.db
      .select({ kind: registrationEvents.kind })
      .from(registrationEvents)
      .where(and(eq(registrationEvents.registrationId, registrationId)))
      .orderBy(registrationEvents.id)
  ).map((row) => row.kind);

const UPDATE = `mutation($id: ID!, $input: SessionInput!) { updateSession(id: $id, input: $input) {
  __typename ... on Error { message } } }`;
const DELETE = `mutation($id: ID!) { deleteSession(id: $id) { __typename ... on Error { message } } }`;

describe('every place-changing path serves the queues it opens [issue 24]', () => {
  it('a capacity raised gives the new place to the first person waiting, told by one email', async () => {
    const f = await general({ W: { part: 'am', capacity: 1 } });
    const W = f.sessions.W as { id: number };
    const holder = await f.person(['W']);
    await f.place(holder, 'W');
    const first = await f.person(['W']);
    const second = await f.person(['W']);
    for (const who of [first, second])
      await joinWaitlist(t.db, { viewer: who.viewer, festival: f.festival, now: f.now }, { sessionId: W.id });
    const input = { date: `${year}-03-10`, startTime: '10:00', endTime: '13:00', venueId: null, capacity: 2 };
    const response = await t.graphql(UPDATE, { id: String(W.id), input }, { headers: staff });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateSession).toMatchObject({ __typename: 'Session' });

    expect(await placedSessionIds(t.db, first.registrationId)).toEqual([W.id]);
    expect(await waitlistOf(t.db, W.id)).toEqual([second.registrationId]);
    expect(await kindsOf(first.registrationId)).toContain('promoted');
    expect(
      (await emailsTo(t.db, first.email)).filter((e) => e.text.includes('moved you off the waitlist')),
    ).toHaveLength(1);
    expect(await kindsOf(second.registrationId)).not.toContain('promoted');
  }, 60_000);

  it('a walk-in gives up what they held at the same time, and its queue moves up', async () => {
    const f = await general({ X: { part: 'am', capacity: 2 }, Y: { part: 'am', capacity: 1 } });
    const [X, Y] = [f.sessions.X as { id: number }, f.sessions.Y as { id: number }];
    const walker = await f.person(['Y']);
    await f.place(walker, 'Y');
    const waiting = await f.person(['Y']);
    await joinWaitlist(
      t.db,
      { viewer: waiting.viewer, festival: f.festival, now: f.now },
      { sessionId: Y.id },
    );
    const before = (await emailsTo(t.db, walker.email)).length;
    const waitingBefore = (await emailsTo(t.db, waiting.email)).length;

    // The engine's step that messages/session-roll's addWalkIn runs (the current festival's API).
    const walk = { festival: f.festival, now: f.now, registrationId: walker.registrationId, actorUserId: 1 };
    expect(await t.db.transaction((tx) => walkIn(tx, { ...walk, sessionId: X.id }))).toBe(true);

    // One place per slot: they are in X now, and Y's place went to the person waiting for it.
    expect(await placedSessionIds(t.db, walker.registrationId)).toEqual([X.id]);
    expect(await placedSessionIds(t.db, waiting.registrationId)).toEqual([Y.id]);
    expect(await waitlistOf(t.db, Y.id)).toEqual([]);
    expect(await kindsOf(walker.registrationId)).toContain('walked-in');
    expect(await kindsOf(waiting.registrationId)).toContain('promoted');
    expect((await emailsTo(t.db, walker.email)).length - before).toBe(1);
    expect((await emailsTo(t.db, waiting.email)).length - waitingBefore).toBe(1);
  }, 60_000);

  it('a walk-in into a full session is refused as full, and changes nothing', async () => {
    const f = await general({ X: { part: 'am', capacity: 1 } });
    const X = f.sessions.X as { id: number };
    await f.place(await f.person(), 'X');
    const walker = await f.person();
    const walk = { festival: f.festival, now: f.now, registrationId: walker.registrationId, actorUserId: 1 };
    await expect(t.db.transaction((tx) => walkIn(tx, { ...walk, sessionId: X.id }))).rejects.toThrow(
      WorkshopFullError,
    );
    expect(await placedSessionIds(t.db, walker.registrationId)).toEqual([]);
  }, 60_000);

  it('deleting a session tells everyone waiting for it, with a history entry', async () => {
    const f = await general({ Z: { part: 'pm', capacity: 0 } });
    const Z = f.sessions.Z as { id: number };
    const waiting = await f.person(['Z']);
    await joinWaitlist(
      t.db,
      { viewer: waiting.viewer, festival: f.festival, now: f.now },
      { sessionId: Z.id },
    );
    const joined = (await emailsTo(t.db, waiting.email)).length;
    const response = await t.graphql(DELETE, { id: String(Z.id) }, { headers: staff });
    expect(response.data?.deleteSession).toMatchObject({ __typename: 'Session' });
    expect(await kindsOf(waiting.registrationId)).toEqual(['waitlist-joined', 'waitlist-left']);
    const mails = (await emailsTo(t.db, waiting.email)).slice(joined);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('removed this session from the programme');
  }, 60_000);
});
