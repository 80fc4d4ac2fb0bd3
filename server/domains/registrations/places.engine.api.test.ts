import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsClash } from '#core/registrations/rules';
import { isPlacementRefused } from '#server/db/errors';
import {
  auditEntries,
  placements,
  preferences,
  registrationEvents,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED } from '#server/db/seed/demo';
import type { FestivalRow } from '#server/domains/festival/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersFor } from '#server/test/users';
import {
  createParticipant,
  emailsTo,
  festivalWithSessions,
  type Participant,
  placedSessionIds,
  placementCount,
  type SessionInfo,
  setCapacity,
  waitlistOf,
} from './factories';
import { joinSession, joinWaitlist, leaveWaitlist, PlaceNotices, promoteFromWaitlist } from './places/index';

/**
 * Regression tests for issue 11's defects (each failed on the engine before the fix) and the staff
 * place mutations. The service is called directly where the API adds nothing to what is tested.
 */

const GENERAL = new Date('2027-09-01T00:00:00Z');

let t: TestApp;
let all: SessionInfo[];
let festival: FestivalRow;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  ({ festival, all } = await festivalWithSessions(t.db, DEMO_FESTIVAL_YEAR));
}, 60_000);
afterAll(() => t.close());

type Someone = Participant;
const someone = (permissions: string[] = []) =>
  createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR, permissions });

const halfDay = (s: SessionInfo) => s.endsAt.getTime() - s.startsAt.getTime() <= 4 * 3600_000;
const used = new Set<number>();

/** Two half-day sessions of different workshops at the same time, not used by another test. */
function clashingPair(): [SessionInfo, SessionInfo] {
  for (const a of all) {
    if (!halfDay(a) || used.has(a.activityId) || a.slug === DEMO_SEED.fullWorkshopSlug) continue;
    const b = all.find(
      (s) =>
        halfDay(s) &&
        s.activityId !== a.activityId &&
        !used.has(s.activityId) &&
        s.slug !== DEMO_SEED.fullWorkshopSlug &&
        sessionsClash(a, s),
    );
    if (b) {
      for (const s of all)
        if (s.activityId === a.activityId || s.activityId === b.activityId) used.add(s.activityId);
      return [a, b];
    }
  }
  throw new Error('no clashing pair left');
}

/** One half-day session not used by another test. */
function single(): SessionInfo {
  const found = all.find(
    (s) => halfDay(s) && !used.has(s.activityId) && s.slug !== DEMO_SEED.fullWorkshopSlug,
  );
  if (!found) throw new Error('no session left');
  used.add(found.activityId);
  return found;
}

async function emptied(session: SessionInfo, capacity: number) {
  await t.db.delete(placements).where(eq(placements.sessionId, session.id));
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, session.id));
  await setCapacity(t.db, session.id, capacity);
}

const join = (p: Someone, s: SessionInfo) =>
  joinSession(t.db, { viewer: p.viewer, festival, now: GENERAL }, { sessionId: s.id, confirmSwap: true });
const wait = (p: Someone, s: SessionInfo) =>
  joinWaitlist(t.db, { viewer: p.viewer, festival, now: GENERAL }, { sessionId: s.id });

async function eventsOf(registrationId: number) {
  return t.db
    .select({
      kind: registrationEvents.kind,
      data: registrationEvents.data,
      actor: registrationEvents.actorUserId,
    })
    .from(registrationEvents)
    .where(eq(registrationEvents.registrationId, registrationId))
    .orderBy(registrationEvents.id);
}

async function positions(sessionId: number): Promise<number[]> {
  const rows = await t.db
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(waitlistEntries.position);
  return rows.map((row) => row.position);
}

describe('issue 11 defects', () => {
  it('defect 1: moving out of a full session promotes its waitlist instead of wiping it', async () => {
    const [a, b] = clashingPair();
    await emptied(a, 2);
    await emptied(b, 10);
    const mover = await someone();
    const other = await someone();
    await join(mover, a);
    await join(other, a);
    const waiting = [await someone(), await someone(), await someone()] as const;
    for (const w of waiting) await wait(w, a);
    expect(await waitlistOf(t.db, a.id)).toEqual(waiting.map((w) => w.registrationId));

    const change = await join(mover, b);

    expect(change.removedFrom.map((s) => s.id)).toEqual([a.id]);
    expect(await placedSessionIds(t.db, waiting[0].registrationId)).toEqual([a.id]);
    expect(await waitlistOf(t.db, a.id)).toEqual([waiting[1].registrationId, waiting[2].registrationId]);
    expect(await positions(a.id)).toEqual([1, 2]);
    const promoted = await eventsOf(waiting[0].registrationId);
    expect(promoted.map((e) => e.kind)).toContain('promoted');
    // After the email for joining the waitlist (issue 24), one for the promotion.
    expect((await emailsTo(t.db, waiting[0].email)).map((e) => e.subject).slice(1)).toEqual([
      `NZIF ${DEMO_FESTIVAL_YEAR}: you’re off the waitlist for ${change.removedFrom[0]?.workshop}`,
    ]);
    for (const w of waiting.slice(1)) {
      expect((await eventsOf(w.registrationId)).map((e) => e.kind)).not.toContain('waitlist-skipped');
    }
  });

  it('defect 3: a promotion never takes someone out of a full-day workshop they hold for half a day', async () => {
    const fullDay = all.find(
      (s) => !halfDay(s) && !used.has(s.activityId) && DEMO_SEED.fullDayWorkshopSlugs.includes(s.slug),
    );
    if (!fullDay) throw new Error('no full-day session');
    const morning = all.find((s) => halfDay(s) && !used.has(s.activityId) && sessionsClash(s, fullDay));
    if (!morning) throw new Error('no morning session on that day');
    used.add(fullDay.activityId);
    used.add(morning.activityId);
    await emptied(fullDay, 10);
    await emptied(morning, 1);
    const holder = await someone();
    await join(holder, morning);
    const fullDayer = await someone();
    // Ranked the morning workshop first, was placed in the full day, waits for the morning.
    await t.db.insert(preferences).values([
      { registrationId: fullDayer.registrationId, sessionId: morning.id, position: 1 },
      { registrationId: fullDayer.registrationId, sessionId: fullDay.id, position: 2 },
    ]);
    await join(fullDayer, fullDay);
    await wait(fullDayer, morning);
    const next = await someone();
    await wait(next, morning);

    await t.db.delete(placements).where(eq(placements.registrationId, holder.registrationId));
    await t.db.transaction(async (tx) => {
      const notices = new PlaceNotices();
      await promoteFromWaitlist(
        tx,
        { festival, phase: 'general', now: GENERAL, depth: 0, notices },
        morning.id,
      );
      await notices.send(tx, { festival, phase: 'general' });
    });

    expect(await placedSessionIds(t.db, fullDayer.registrationId)).toEqual([fullDay.id]);
    expect(await placedSessionIds(t.db, next.registrationId)).toEqual([morning.id]);
    const skipped = (await eventsOf(fullDayer.registrationId)).find((e) => e.kind === 'waitlist-skipped');
    expect(String((skipped?.data as { reason?: string } | undefined)?.reason)).toMatch(
      /covers another part of the day/,
    );
    const mail = await emailsTo(t.db, fullDayer.email);
    expect(mail.at(-1)?.text).toMatch(/no longer on the waitlist/);
    expect(mail.at(-1)?.text).toMatch(/covers another part of the day/);
  });

  it('defect 4: waitlist positions are stored 1..n with no gaps, and the registration shows the same', async () => {
    const a = single();
    await emptied(a, 1);
    await join(await someone(), a);
    const waiting = [await someone(), await someone(), await someone(), await someone()] as const;
    for (const w of waiting) await wait(w, a);
    await leaveWaitlist(t.db, { viewer: waiting[1].viewer, festival, now: GENERAL }, { sessionId: a.id });
    expect(await positions(a.id)).toEqual([1, 2, 3]);
    const headers = await headersFor(t.db, waiting[3].userId);
    const response = await t.graphql<{
      currentRegistration: { waitlist: Array<{ place: number }> };
      myCalendar?: unknown;
    }>('{ currentRegistration { waitlist { place session { id } } } }', {}, { headers });
    expect(response.data?.currentRegistration.waitlist.map((w) => w.place)).toEqual([3]);
  });

  it('defect 6: leaving a waitlist, or losing one to a place at the same time, is in history and emailed', async () => {
    const [a, b] = clashingPair();
    await emptied(a, 1);
    await emptied(b, 5);
    await join(await someone(), a);
    const p = await someone();
    await wait(p, a);
    await join(p, b); // unranked: the waitlist for a, at the same time, is pointless now
    expect(await waitlistOf(t.db, a.id)).toEqual([]);
    const left = (await eventsOf(p.registrationId)).find((e) => e.kind === 'waitlist-left');
    expect(left?.data).toMatchObject({ sessionId: a.id });
    expect((await emailsTo(t.db, p.email)).at(-1)?.text).toMatch(/no longer on the waitlist/);

    const q = await someone();
    await wait(q, a);
    const before = (await emailsTo(t.db, q.email)).length;
    await leaveWaitlist(t.db, { viewer: q.viewer, festival, now: GENERAL }, { sessionId: a.id });
    expect((await eventsOf(q.registrationId)).map((e) => e.kind)).toContain('waitlist-left');
    expect((await emailsTo(t.db, q.email)).length).toBe(before + 1);
  });
});

describe('defect 2: one server-side definition of full and of what may be done now', () => {
  const AVAILABILITY = `{ festival { activities(type: Workshop) { sessions { id full placesLeft canJoin canJoinWaitlist canLeave } } } }`;
  type Availability = {
    id: string;
    full: boolean;
    placesLeft: number | null;
    canJoin: boolean;
    canJoinWaitlist: boolean;
    canLeave: boolean;
  };

  async function availabilityOf(
    headers: Record<string, string>,
    sessionId: number,
  ): Promise<Availability | undefined> {
    const response = await t.graphql<{ festival: { activities: Array<{ sessions: Availability[] }> } }>(
      AVAILABILITY,
      {},
      { headers },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.festival.activities
      .flatMap((a) => a.sessions)
      .find((s) => s.id === String(sessionId));
  }

  it('a session with free places is not sold out and can be joined; a full one offers the waitlist', async () => {
    const open = single();
    const full = single();
    await emptied(open, 16);
    await emptied(full, 1);
    for (let i = 0; i < 3; i += 1) await join(await someone(), open);
    await join(await someone(), full);
    const viewer = await someone();
    const headers = await headersFor(t.db, viewer.userId);
    expect(await availabilityOf(headers, open.id)).toMatchObject({
      full: false,
      placesLeft: 13,
      canJoin: true,
      canJoinWaitlist: false,
      canLeave: false,
    });
    expect(await availabilityOf(headers, full.id)).toMatchObject({
      full: true,
      placesLeft: 0,
      canJoin: false,
      canJoinWaitlist: true,
    });
    await join(viewer, open);
    expect(await availabilityOf(headers, open.id)).toMatchObject({ canJoin: false, canLeave: true });
  });
});

describe('capacity is enforced by the database', () => {
  it('refuses a raw insert beyond capacity, and lets a staff over-capacity place through', async () => {
    const a = single();
    await emptied(a, 1);
    const first = await someone();
    const second = await someone();
    await t.db.insert(placements).values({ registrationId: first.registrationId, sessionId: a.id });
    const refused = await t.db
      .insert(placements)
      .values({ registrationId: second.registrationId, sessionId: a.id })
      .catch((error: unknown) => error);
    expect(isPlacementRefused(refused)).toBe(true);
    await expect(
      t.db.execute(
        sql`insert into placements (registration_id, session_id, over_capacity_reason) values (${second.registrationId}, ${a.id}, '  ')`,
      ),
    ).rejects.toThrow();
    await t.db.insert(placements).values({
      registrationId: second.registrationId,
      sessionId: a.id,
      overCapacityReason: 'Tutor’s assistant',
    });
    // Moving a place into a full session by UPDATE is refused too.
    const b = single();
    await emptied(b, 5);
    const third = await someone();
    await t.db.insert(placements).values({ registrationId: third.registrationId, sessionId: b.id });
    const moved = await t.db
      .update(placements)
      .set({ sessionId: a.id })
      .where(eq(placements.registrationId, third.registrationId))
      .catch((error: unknown) => error);
    expect(isPlacementRefused(moved)).toBe(true);
  });

  it('checks at COMMIT in a transaction: the inserts pass, the commit is refused, nothing stays', async () => {
    const a = single();
    await emptied(a, 2);
    const people = [await someone(), await someone(), await someone()];
    const outcome = await t.db
      .transaction(async (tx) => {
        for (const p of people) {
          await tx.insert(placements).values({ registrationId: p.registrationId, sessionId: a.id });
        }
        return 'committed';
      })
      .catch((error: unknown) => error);
    expect(isPlacementRefused(outcome)).toBe(true);
    expect(await placementCount(t.db, a.id)).toBe(0);
    // Within capacity the check at COMMIT lets the places through.
    await t.db.transaction(async (tx) => {
      for (const p of people.slice(0, 2)) {
        await tx.insert(placements).values({ registrationId: p.registrationId, sessionId: a.id });
      }
    });
    expect(await placementCount(t.db, a.id)).toBe(2);
  });

  it('refuses a place in a cancelled session, whoever inserts it and with any reason', async () => {
    const a = single();
    await emptied(a, 5);
    await t.db.update(sessions).set({ cancelledAt: GENERAL }).where(eq(sessions.id, a.id));
    const p = await someone();
    for (const overCapacityReason of [null, 'Tutor’s assistant']) {
      const refused = await t.db
        .insert(placements)
        .values({ registrationId: p.registrationId, sessionId: a.id, overCapacityReason })
        .catch((error: unknown) => error);
      expect(isPlacementRefused(refused)).toBe(true);
    }
    await t.db.update(sessions).set({ cancelledAt: null }).where(eq(sessions.id, a.id));
    await t.db.insert(placements).values({ registrationId: p.registrationId, sessionId: a.id });
    expect(await placementCount(t.db, a.id)).toBe(1);
  });
});

const STAFF_RESULT = `__typename ... on Error { message code } ... on PlaceChange { overCapacity session { id } removedFrom { id } }`;

async function staff(mutation: string, args: string, headers?: Record<string, string>) {
  const response = await t.graphql<
    Record<string, { __typename: string; code?: string; message?: string; overCapacity?: boolean }>
  >(`mutation { ${mutation}(${args}) { ${STAFF_RESULT} } }`, {}, headers ? { headers } : {});
  return response;
}

describe('staff manage places [issue 11]', () => {
  it('refuses anonymous people, participants and staff without the registrations permission', async () => {
    const a = single();
    const p = await someone();
    const args = `registrationId: "${p.registrationId}", sessionId: "${a.id}"`;
    for (const mutation of [
      'staffAddPlace',
      'staffRemovePlace',
      'staffAddToWaitlist',
      'staffRemoveFromWaitlist',
    ]) {
      const anonymous = await staff(mutation, args);
      expect(anonymous.data?.[mutation]).toBeFalsy();
      expect(anonymous.errors?.length).toBeGreaterThan(0);
      const participant = await staff(mutation, args, await headersFor(t.db, p.userId));
      expect(participant.data?.[mutation]).toBeFalsy();
      const other = await someone(['payments']);
      const wrongStaff = await staff(mutation, args, await headersFor(t.db, other.userId));
      expect(wrongStaff.data?.[mutation]).toBeFalsy();
    }
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual([]);
  });

  it('adds over capacity only with a reason, records who did it, audits it and emails once', async () => {
    const a = single();
    await emptied(a, 1);
    await join(await someone(), a);
    const manager = await someone(['registrations']);
    const headers = await headersFor(t.db, manager.userId);
    const p = await someone();
    const args = `registrationId: "${p.registrationId}", sessionId: "${a.id}"`;
    const refused = await staff('staffAddPlace', args, headers);
    expect(refused.data?.staffAddPlace).toMatchObject({
      __typename: 'WorkshopFullError',
      code: 'WORKSHOP_FULL',
    });
    expect(refused.data?.staffAddPlace?.message).toMatch(/reason/);
    const placed = await staff(
      'staffAddPlace',
      `${args}, overCapacityReason: "Presenter's partner"`,
      headers,
    );
    expect(placed.data?.staffAddPlace).toMatchObject({ __typename: 'PlaceChange', overCapacity: true });
    const [row] = await t.db
      .select()
      .from(placements)
      .where(and(eq(placements.registrationId, p.registrationId), eq(placements.sessionId, a.id)));
    expect(row?.overCapacityReason).toBe("Presenter's partner");
    const events = await eventsOf(p.registrationId);
    expect(events.find((e) => e.kind === 'staff-added')?.actor).toBe(manager.userId);
    const audits = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, String(p.registrationId)));
    expect(audits.map((e) => e.action)).toEqual(['place.add']);
    expect(await emailsTo(t.db, p.email)).toHaveLength(1);
  });

  it('refuses a clashing add (use move), then moves in one step and promotes the old session’s waitlist', async () => {
    const [a, b] = clashingPair();
    await emptied(a, 1);
    await emptied(b, 3);
    const manager = await someone(['registrations']);
    const headers = await headersFor(t.db, manager.userId);
    const p = await someone();
    await join(p, a);
    const w = await someone();
    await wait(w, a);
    const clash = await staff(
      'staffAddPlace',
      `registrationId: "${p.registrationId}", sessionId: "${b.id}"`,
      headers,
    );
    expect(clash.data?.staffAddPlace).toMatchObject({ code: 'PLACE_CLASH' });
    const before = (await emailsTo(t.db, p.email)).length;
    const moved = await staff(
      'staffMovePlace',
      `registrationId: "${p.registrationId}", fromSessionId: "${a.id}", toSessionId: "${b.id}"`,
      headers,
    );
    expect(moved.data?.staffMovePlace).toMatchObject({
      __typename: 'PlaceChange',
      removedFrom: [{ id: String(a.id) }],
    });
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual([b.id]);
    expect(await placedSessionIds(t.db, w.registrationId)).toEqual([a.id]);
    expect(await emailsTo(t.db, p.email)).toHaveLength(before + 1);
  });

  it('puts someone on a waitlist at a chosen position and takes them off, keeping 1..n', async () => {
    const a = single();
    await emptied(a, 1);
    await join(await someone(), a);
    const waiting = [await someone(), await someone(), await someone()] as const;
    for (const w of waiting) await wait(w, a);
    const manager = await someone(['registrations']);
    const headers = await headersFor(t.db, manager.userId);
    const p = await someone();
    const put = await staff(
      'staffAddToWaitlist',
      `registrationId: "${p.registrationId}", sessionId: "${a.id}", position: 2`,
      headers,
    );
    expect(put.data?.staffAddToWaitlist?.__typename).toBe('PlaceChange');
    expect(await waitlistOf(t.db, a.id)).toEqual([
      waiting[0].registrationId,
      p.registrationId,
      waiting[1].registrationId,
      waiting[2].registrationId,
    ]);
    expect(await positions(a.id)).toEqual([1, 2, 3, 4]);
    const off = await staff(
      'staffRemoveFromWaitlist',
      `registrationId: "${waiting[0].registrationId}", sessionId: "${a.id}", reason: "Asked by phone"`,
      headers,
    );
    expect(off.data?.staffRemoveFromWaitlist?.__typename).toBe('PlaceChange');
    expect(await positions(a.id)).toEqual([1, 2, 3]);
    expect((await emailsTo(t.db, waiting[0].email)).at(-1)?.text).toMatch(/Asked by phone/);
    const removedPlace = await staff(
      'staffRemovePlace',
      `registrationId: "${p.registrationId}", sessionId: "${a.id}"`,
      headers,
    );
    expect(removedPlace.data?.staffRemovePlace).toMatchObject({ code: 'NOT_FOUND' });
  });
});
