import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationRuns, emails, festivals, sessions, waitlistEntries } from '#server/db/schema/index';
import { listRegistrationFigures } from '#server/domains/admin/index';
import {
  draftOf,
  moveAllocationParticipant,
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from '#server/domains/allocation/index';
import { type RegistrationChangeEvent, topics } from '#server/realtime/topics';
import type { Viewer } from '#server/services/scope';
import { createTestApp, type TestApp } from '#server/test/harness';
import {
  createStaffViewer,
  emailsTo,
  type Participant,
  placedSessionIds,
  placementCount,
  waitlistOf,
} from './factories';
import { joinSession, joinWaitlist, leaveSession } from './places/index';
import { type SmallFestival, smallFestival } from './small-festival';

/**
 * Issue 24's defects, each reproduced on a small festival of its own; each test failed before its
 * fix. Services are called directly where the API adds nothing to what is tested.
 */

let t: TestApp;
let staff: Viewer;
let year = 2080;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffViewer(t.db, ['registrations', 'allocation']);
}, 60_000);
afterAll(() => t?.close());

const nextYear = () => {
  year += 1;
  return year;
};

async function drawLottery(f: SmallFestival, seed = 7) {
  const scope = {
    viewer: staff,
    festival: f.festival,
    now: f.now,
    pubsub: t.services.pubsub,
    jobs: t.services.jobs,
  };
  const run = await startAllocationRun(t.db, scope, { seed, mode: 'full' });
  await waitForAllocationJobs();
  const [row] = await t.db.select().from(allocationRuns).where(eq(allocationRuns.id, run.id));
  const draft = row && draftOf(row);
  if (!draft) throw new Error(`lottery ended ${row?.state}: ${row?.error}`);
  return { scope, runId: run.id, draft };
}

async function emailsSince(to: string, id: number) {
  return (await emailsTo(t.db, to)).filter((email) => email.id > id);
}

async function lastEmailId(): Promise<number> {
  const rows = await t.db.select({ id: emails.id }).from(emails).orderBy(emails.id);
  return rows.at(-1)?.id ?? 0;
}

const scopeOf = (f: SmallFestival, who: Participant, now = f.now) => ({
  viewer: who.viewer,
  festival: f.festival,
  now,
});

describe('issue 24 defects', () => {
  it('defect 1: publishing after a draft move serves the queue beside the freed place [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'paused',
      sessions: { W: { part: 'am', capacity: 2 } },
    });
    const W = f.sessions.W as { id: number };
    const people = [
      await f.person(['W']),
      await f.person(['W']),
      await f.person(['W']),
      await f.person(['W']),
    ];
    const { scope, runId, draft } = await drawLottery(f);
    const placed = draft.current.placements[String(W.id)] ?? [];
    const waiting = draft.current.waitlists[String(W.id)] ?? [];
    expect(placed).toHaveLength(2);
    expect(waiting).toHaveLength(2);
    const mover = placed[0] as string;
    await moveAllocationParticipant(t.db, scope, {
      runId,
      move: { registrationId: mover, fromSessionId: String(W.id), toSessionId: null, waitlist: false },
    });
    const before = await lastEmailId();
    await publishAllocation(t.db, scope, { runId, moveToGeneralPhase: true });

    // The first person waiting got the freed place; the mover queues behind the other.
    expect(await placementCount(t.db, W.id)).toBe(2);
    expect(await placedSessionIds(t.db, Number(waiting[0]))).toEqual([W.id]);
    expect(await waitlistOf(t.db, W.id)).toEqual([Number(waiting[1]), Number(mover)]);
    const positions = await t.db
      .select({ position: waitlistEntries.position })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, W.id))
      .orderBy(waitlistEntries.position);
    expect(positions.map((p) => p.position)).toEqual([1, 2]);
    // One email each, and the promoted person's says they have W.
    const promoted = people.find((p) => String(p.registrationId) === waiting[0]) as Participant;
    const theirs = await emailsSince(promoted.email, before);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.text).toContain('Your workshops:');
    expect(theirs[0]?.text).not.toContain('waitlist for');
    // Nobody who never waited takes it the next morning.
    const newcomer = await f.person();
    const festival = { ...f.festival, generalOpensAt: f.now };
    await expect(
      joinSession(
        t.db,
        { viewer: newcomer.viewer, festival, now: new Date(f.now.getTime() + 3600_000) },
        { sessionId: W.id },
      ),
    ).rejects.toThrow(/full|waiting/);
  });

  it('defect 2: a waitlist joined in the general phase beats an earlybird ranking [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'general',
      sessions: { S: { part: 'am', capacity: 1 }, T: { part: 'am', capacity: 1 } },
    });
    const [S, T] = [f.sessions.S, f.sessions.T] as [{ id: number }, { id: number }];
    const h = await f.person(['S', 'T']);
    const other = await f.person();
    await f.place(h, 'S');
    await f.place(other, 'T');
    await joinWaitlist(t.db, scopeOf(f, h), { sessionId: T.id });
    await leaveSession(t.db, scopeOf(f, other), { sessionId: T.id });
    // "We'll move you in, and out of anything at the same time": they chose T over S themselves.
    expect(await placedSessionIds(t.db, h.registrationId)).toEqual([T.id]);
    expect(await placementCount(t.db, S.id)).toBe(0);
  });

  it('defect 3: joining a clashing workshop asks before giving up a sold-out place [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'general',
      sessions: {
        A: { part: 'am', capacity: 1 },
        B: { part: 'am', capacity: 5 },
        C: { part: 'pm', capacity: 5 },
        D: { part: 'pm', capacity: 5 },
      },
    });
    const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => f.sessions[n]) as Array<{ id: number }>;
    const p = await f.person();
    const queued = await f.person();
    await f.place(p, 'A');
    await joinWaitlist(t.db, scopeOf(f, queued), { sessionId: (A as { id: number }).id });
    await f.place(p, 'D');
    // The API acts on the current festival: this one, for this test.
    await t.db.update(festivals).set({ isCurrent: false });
    await t.db.update(festivals).set({ isCurrent: true }).where(eq(festivals.id, f.festival.id));
    t.setNow(f.now);
    const join = (sessionId: number, confirmSwap?: boolean) =>
      t.graphql<{
        joinSession: {
          __typename: string;
          message?: string;
          givingUp?: Array<{ session: { id: string }; canHaveBack: boolean }>;
        };
      }>(
        `mutation($id: ID!, $confirm: Boolean) { joinSession(sessionId: $id, confirmSwap: $confirm) {
          __typename ... on Error { message }
          ... on SwapNeedsConfirmationError { givingUp { session { id } canHaveBack } } } }`,
        { id: String(sessionId), confirm: confirmSwap },
        { headers: headers.get(p.userId) },
      );
    const headers = new Map([[p.userId, await t.headersFor(p.userId)]]);
    // Asked first, naming what is given up and that a sold-out place with a queue cannot be had back.
    const asked = (await join((B as { id: number }).id)).data?.joinSession;
    expect(asked?.__typename).toBe('SwapNeedsConfirmationError');
    expect(asked?.message).toContain('A');
    expect(asked?.givingUp).toEqual([
      { session: { id: String((A as { id: number }).id) }, canHaveBack: false },
    ]);
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual(
      [(A as { id: number }).id, (D as { id: number }).id].sort((x, y) => x - y),
    );
    // A place with room left can be had back.
    const askedToo = (await join((C as { id: number }).id)).data?.joinSession;
    expect(askedToo?.givingUp).toEqual([
      { session: { id: String((D as { id: number }).id) }, canHaveBack: true },
    ]);
    // Confirmed, the swap happens and A goes to its queue.
    const done = (await join((B as { id: number }).id, true)).data?.joinSession;
    expect(done?.__typename).toBe('PlaceChange');
    expect(await placedSessionIds(t.db, queued.registrationId)).toContain((A as { id: number }).id);
    t.setNow(null);
  });

  it('defect 4: once the lottery is published, staff balances follow places in any phase [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'paused',
      sessions: { W: { part: 'am', capacity: 1 }, V: { part: 'pm', capacity: 1 } },
    });
    const first = await f.person(['W', 'V']);
    await f.person(['W', 'V']);
    const { scope, runId } = await drawLottery(f);
    await publishAllocation(t.db, scope, { runId, moveToGeneralPhase: false });
    const festival = (await import('#server/domains/festival/index')).findFestival;
    const after = {
      viewer: staff,
      festival: (await festival(t.db, f.festival.id)) as typeof f.festival,
      now: f.now,
    };
    const [figures] = await listRegistrationFigures(t.db, after, { registrationIds: [first.registrationId] });
    expect(figures?.balance.isEstimate).toBe(false);
    expect(figures?.balance.total).toBe(
      figures?.placedWorkshops === 0 ? 0 : figures?.placedWorkshops === 1 ? 6000 : 11500,
    );
  });

  it('defect 5: a waitlist beside free places is explained, with the switch offered [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'paused',
      sessions: { S: { part: 'am', capacity: 3 }, X: { part: 'full', capacity: 3 } },
    });
    const p = await f.person(['S', 'X']);
    const { scope, runId, draft } = await drawLottery(f);
    const S = f.sessions.S as { id: number };
    const X = f.sessions.X as { id: number };
    expect(draft.current.placements[String(X.id)]).toEqual([String(p.registrationId)]);
    expect(draft.current.waitlists[String(S.id)]).toEqual([String(p.registrationId)]);
    const before = await lastEmailId();
    await publishAllocation(t.db, scope, { runId, moveToGeneralPhase: true });
    const [email, ...more] = await emailsSince(p.email, before);
    expect(more).toHaveLength(0);
    // Not "number 1 in line, we will let you know" beside three free places: why, and the switch.
    expect(email?.text).not.toMatch(/number 1 in line/);
    expect(email?.text).toMatch(/S has free places/);
    expect(email?.text).toMatch(/giving up X/);
    expect(email?.text).toMatch(/switch/i);
  });

  it('defect 6: staff changes announce the people they promote, with a clock that moves [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'general',
      sessions: { T: { part: 'am', capacity: 1 } },
    });
    const T = f.sessions.T as { id: number };
    const holder = await f.person();
    const waiting = await f.person();
    await f.place(holder, 'T');
    await joinWaitlist(t.db, scopeOf(f, waiting), { sessionId: T.id });
    const seen: RegistrationChangeEvent[] = [];
    const stop = await t.services.pubsub.subscribe(topics.registrationChanged(f.festival.id), (event) =>
      seen.push(event as RegistrationChangeEvent),
    );
    // Every read of the clock is a millisecond later than the one before, as a real clock is.
    t.setNow(f.now, { tickMs: 1 });
    try {
      const headers = await t.headersFor(staff.id);
      const response = await t.graphql<{ staffRemovePlace: { __typename: string } }>(
        `mutation($r: ID!, $s: ID!) { staffRemovePlace(registrationId: $r, sessionId: $s) { __typename } }`,
        { r: String(holder.registrationId), s: String(T.id) },
        { headers },
      );
      expect(response.data?.staffRemovePlace.__typename, JSON.stringify(response)).toBe('PlaceChange');
    } finally {
      t.setNow(null);
      await stop();
    }
    expect(await placedSessionIds(t.db, waiting.registrationId)).toEqual([T.id]);
    expect(seen).toContainEqual(
      expect.objectContaining({ registrationId: waiting.registrationId, kind: 'promoted' }),
    );
  });

  it('defect 7: a capacity lowered after the draft refuses the publish as outdated [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'paused',
      sessions: { W: { part: 'am', capacity: 2 } },
    });
    await f.person(['W']);
    await f.person(['W']);
    const { scope, runId } = await drawLottery(f);
    const W = f.sessions.W as { id: number };
    await t.db.update(sessions).set({ capacity: 1 }).where(eq(sessions.id, W.id));
    await expect(publishAllocation(t.db, scope, { runId, moveToGeneralPhase: false })).rejects.toMatchObject({
      code: 'ALLOCATION_OUTDATED',
    });
    expect(await placementCount(t.db, W.id)).toBe(0);
  });

  it('defect 7: publishing keeps a self-joined waitlist entry through the positions helper [issue 24]', async () => {
    const f = await smallFestival(t.db, nextYear(), {
      phase: 'general',
      sessions: { W: { part: 'am', capacity: 1 }, V: { part: 'am', capacity: 1 } },
    });
    const W = f.sessions.W as { id: number };
    const holder = await f.person();
    const joiner = await f.person();
    await f.place(holder, 'W');
    await joinWaitlist(t.db, scopeOf(f, joiner), { sessionId: W.id });
    // A later person ranks W; the unplaced-only lottery queues them behind.
    const late = await f.person(['W']);
    const scope = {
      viewer: staff,
      festival: f.festival,
      now: f.now,
      pubsub: t.services.pubsub,
      jobs: t.services.jobs,
    };
    const run = await startAllocationRun(t.db, scope, { seed: 3, mode: 'unplaced-only' });
    await waitForAllocationJobs();
    await publishAllocation(t.db, scope, { runId: run.id, moveToGeneralPhase: false });
    const rows = await t.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, W.id), gt(waitlistEntries.position, 0)))
      .orderBy(waitlistEntries.position);
    expect(rows.map((r) => [r.registrationId, r.position, r.joinedThemselves])).toEqual([
      [joiner.registrationId, 1, true],
      [late.registrationId, 2, false],
    ]);
  });
});
