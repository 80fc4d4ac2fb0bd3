import { and, asc, count, eq, gt, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDateInZone, zonedInstant } from '#core/festival/dates';
import { activities, castMembers, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditCount, auditEntriesOf, headersByRole } from '#server/test/users';

/** Issue 14: moving sessions on the admin timetable, and the venue clashes the server refuses. */

let t: TestApp;
let as: Record<string, Record<string, string>>;

type SessionRow = typeof sessions.$inferSelect;

type MoveResult = {
  __typename: string;
  message?: string;
  sessions?: Array<{ id: string }>;
  problems?: Array<{ path: string[]; message: string }>;
  id?: string;
  startsAt?: string;
  endsAt?: string;
  capacity?: number | null;
  venue?: { id: string } | null;
};

const MOVE = `mutation($id: ID!, $startsAt: DateTime!, $venueId: ID) {
  moveSession(id: $id, startsAt: $startsAt, venueId: $venueId) {
    __typename
    ... on Error { message }
    ... on VenueClashError { sessions { id } }
    ... on ValidationError { problems { path message } }
    ... on Session { id startsAt endsAt capacity venue { id } }
  }
}`;

async function move(who: string, id: number, startsAt: Date, venueId: number | null) {
  const response = await t.graphql<{ moveSession: MoveResult }>(
    MOVE,
    { id: String(id), startsAt: startsAt.toISOString(), venueId: venueId === null ? null : String(venueId) },
    { headers: as[who] },
  );
  const refused = response.errors?.[0]?.message === 'Not allowed';
  if (response.errors && !refused) throw new Error(JSON.stringify(response.errors));
  return { result: response.data?.moveSession, refused };
}

async function session(id: number): Promise<SessionRow> {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  if (!row) throw new Error(`no session ${id}`);
  return row;
}

/** Live demo sessions of a kind that have a venue, earliest first. */
async function sessionsOf(type: 'Workshop' | 'Show' | 'SocialEvent'): Promise<SessionRow[]> {
  const rows = await t.db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, type)))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return rows.map((row) => row.session).filter((row) => row.venueId !== null);
}

/** Whether anything else is in the venue during [startsAt, endsAt). */
async function venueBusy(venueId: number, startsAt: Date, endsAt: Date, except: number): Promise<boolean> {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.venueId, venueId),
        lt(sessions.startsAt, endsAt),
        gt(sessions.endsAt, startsAt),
        ne(sessions.id, except),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The first quarter hour from 06:00 on `day` at which `length` ms fit in the venue. */
async function freeStart(venueId: number, day: string, length: number, except: number): Promise<Date> {
  for (let minutes = 6 * 60; minutes < 22 * 60; minutes += 15) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const startsAt = zonedInstant(day, time);
    if (!(await venueBusy(venueId, startsAt, new Date(startsAt.getTime() + length), except))) return startsAt;
  }
  throw new Error(`no free time in venue ${venueId} on ${day}`);
}

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['workshops', 'shows'], 'timetable');
}, 60_000);
afterAll(() => t.close());

describe('moving a session on the timetable', () => {
  it('moves a workshop session to a free time and venue, keeping its length and capacity, and records it', async () => {
    const workshops = await sessionsOf('Workshop');
    const target = workshops[0] as SessionRow;
    const other = workshops.find((row) => row.venueId !== target.venueId) as SessionRow;
    const length = target.endsAt.getTime() - target.startsAt.getTime();
    const otherVenue = other.venueId as number;
    const startsAt = await freeStart(otherVenue, isoDateInZone(target.startsAt), length, target.id);

    const { result } = await move('workshops', target.id, startsAt, otherVenue);
    expect(result?.__typename).toBe('Session');
    expect(result).toMatchObject({ capacity: target.capacity, venue: { id: String(otherVenue) } });
    const saved = await session(target.id);
    expect(saved.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect(saved.endsAt.getTime() - saved.startsAt.getTime()).toBe(length);
    expect(saved.venueId).toBe(otherVenue);
    expect(saved.capacity).toBe(target.capacity);
    const [entry] = await auditEntriesOf(t.db, 'session.move', target.id);
    expect(entry?.before).toMatchObject({ venueId: target.venueId });
    expect(entry?.after).toMatchObject({ venueId: otherVenue });
  });

  it('refuses a move into a venue that already has a session then, naming it, and saves nothing', async () => {
    const workshops = await sessionsOf('Workshop');
    const occupant = workshops[5] as SessionRow;
    const mover = workshops.find(
      (row) => row.venueId !== occupant.venueId && row.activityId !== occupant.activityId,
    ) as SessionRow;
    // Starting 30 minutes into the occupant's session: an overlap, not a touch.
    const startsAt = new Date(occupant.startsAt.getTime() + 30 * 60_000);
    const recorded = await auditCount(t.db, 'session.move', mover.id);
    const { result } = await move('admin', mover.id, startsAt, occupant.venueId);
    expect(result?.__typename).toBe('VenueClashError');
    expect(result?.message).toMatch(/^The venue is already booked then: .+\(.+\)/);
    expect(result?.sessions?.map((row) => row.id)).toContain(String(occupant.id));
    expect(await session(mover.id)).toEqual(mover);
    expect(await auditCount(t.db, 'session.move', mover.id)).toBe(recorded);
  });

  it("allows a move that starts exactly when the venue's previous session ends", async () => {
    const workshops = await sessionsOf('Workshop');
    // A session whose venue is free for the mover's length right after it ends.
    for (const before of workshops) {
      const mover = workshops.find((row) => row.venueId !== before.venueId) as SessionRow;
      const length = mover.endsAt.getTime() - mover.startsAt.getTime();
      const venueId = before.venueId as number;
      if (await venueBusy(venueId, before.endsAt, new Date(before.endsAt.getTime() + length), mover.id))
        continue;
      const { result } = await move('admin', mover.id, before.endsAt, venueId);
      expect(result?.__typename).toBe('Session');
      return;
    }
    throw new Error('no free slot after any workshop');
  });

  it('does not refuse a presenter clash (staff see it before saving)', async () => {
    const [cast] = await t.db
      .select({ profileId: castMembers.profileId, activityId: castMembers.activityId })
      .from(castMembers)
      .innerJoin(activities, eq(activities.id, castMembers.activityId))
      .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')));
    const workshops = await sessionsOf('Workshop');
    const theirs = workshops.find((row) => row.activityId === cast?.activityId) as SessionRow;
    const another = workshops.find((row) => row.activityId !== cast?.activityId) as SessionRow;
    // Give the other workshop the same tutor, then put it beside theirs in time, in no venue.
    await t.db
      .insert(castMembers)
      .values({ profileId: cast?.profileId as number, sessionId: another.id, role: 'tutor' });
    const { result } = await move('admin', another.id, theirs.startsAt, null);
    expect(result?.__typename).toBe('Session');
    expect(result?.venue).toBeNull();
    const presenters = await t.graphql<{
      festival: { timetable: Array<{ id: string; presenters: { id: string }[] }> };
    }>('{ festival { timetable { id presenters { id } } } }', {}, { headers: as.admin });
    const row = presenters.data?.festival.timetable.find((item) => item.id === String(another.id));
    expect(row?.presenters.map((person) => person.id)).toContain(String(cast?.profileId));
  });

  it('carries a late social event past midnight, keeping its length', async () => {
    const events = await sessionsOf('SocialEvent');
    const late = events.find(
      (row) => isoDateInZone(row.endsAt) !== isoDateInZone(row.startsAt),
    ) as SessionRow;
    const day = addDays(isoDateInZone(late.startsAt), 1);
    const startsAt = zonedInstant(day, '23:00');
    const length = late.endsAt.getTime() - late.startsAt.getTime();
    const venueFree = !(await venueBusy(
      late.venueId as number,
      startsAt,
      new Date(startsAt.getTime() + length),
      late.id,
    ));
    const { result } = await move('admin', late.id, startsAt, venueFree ? late.venueId : null);
    expect(result?.__typename).toBe('Session');
    const saved = await session(late.id);
    expect(saved.endsAt.getTime() - saved.startsAt.getTime()).toBe(length);
  });

  it('refuses a day outside the festival and an unknown venue', async () => {
    const target = (await sessionsOf('Workshop'))[2] as SessionRow;
    const before = zonedInstant(addDays(`${DEMO_FESTIVAL_YEAR}-10-02`, -1), '10:00');
    const early = await move('admin', target.id, before, target.venueId);
    expect(early.result?.__typename).toBe('ValidationError');
    expect(early.result?.problems?.[0]?.path).toEqual(['startsAt']);
    const nowhere = await move('admin', target.id, target.startsAt, 999_999);
    expect(nowhere.result?.problems?.[0]).toEqual({
      path: ['venueId'],
      message: 'Please choose a venue from the list',
    });
    expect(await session(target.id)).toEqual(target);
  });

  it('lets only staff who manage the kind move it [issue 14]', async () => {
    const target = (await sessionsOf('Workshop'))[3] as SessionRow;
    for (const who of ['anonymous', 'participant', 'shows']) {
      expect((await move(who, target.id, target.startsAt, target.venueId)).refused, who).toBe(true);
    }
    expect(await session(target.id)).toEqual(target);
    // Unknown ids need `activities`, so a workshop manager learns nothing from them.
    expect((await move('workshops', 987_654, target.startsAt, null)).refused).toBe(true);
    expect((await move('admin', 987_654, target.startsAt, null)).result?.__typename).toBe('NotFoundError');
  });

  it('ignores cancelled sessions when looking for a clash', async () => {
    const shows = await sessionsOf('Show');
    const cancelled = shows[0] as SessionRow;
    await t.db.update(sessions).set({ cancelledAt: new Date() }).where(eq(sessions.id, cancelled.id));
    const mover = shows.find((row) => row.venueId !== cancelled.venueId) as SessionRow;
    const { result } = await move('shows', mover.id, cancelled.startsAt, cancelled.venueId);
    expect(result?.__typename).toBe('Session');
    // …and a cancelled session itself stays where it was.
    const again = await move('shows', cancelled.id, mover.startsAt, null);
    expect(again.result?.__typename).toBe('ValidationError');
  });
});

describe('the timetable for a manager of one kind [issue 14]', () => {
  const TIMETABLE = `{ festival { timetable { id cancelled activity { __typename canEdit } } } }`;
  type Row = { id: string; cancelled: boolean; activity: { __typename: string; canEdit: boolean } };

  it('shows a shows manager every kind, movable only for shows, and lets them move a show but not a workshop', async () => {
    const response = await t.graphql<{ festival: { timetable: Row[] } }>(
      TIMETABLE,
      {},
      { headers: as.shows },
    );
    expect(response.errors).toBeUndefined();
    const rows = response.data?.festival.timetable ?? [];
    const kinds = new Set(rows.map((row) => row.activity.__typename));
    expect(kinds).toEqual(new Set(['Workshop', 'Show', 'SocialEvent', 'Conference']));
    for (const row of rows) {
      expect(row.activity.canEdit, `${row.activity.__typename} ${row.id}`).toBe(
        row.activity.__typename === 'Show',
      );
    }

    const show = (await sessionsOf('Show')).find((row) => row.cancelledAt === null) as SessionRow;
    const startsAt = await freeStart(
      show.venueId as number,
      isoDateInZone(show.startsAt),
      show.endsAt.getTime() - show.startsAt.getTime(),
      show.id,
    );
    const moved = await move('shows', show.id, startsAt, show.venueId);
    expect(moved.refused).toBe(false);
    expect(moved.result?.__typename).toBe('Session');
    expect((await session(show.id)).startsAt).toEqual(startsAt);

    const workshop = (await sessionsOf('Workshop'))[1] as SessionRow;
    expect((await move('shows', workshop.id, workshop.startsAt, workshop.venueId)).refused).toBe(true);
    expect(await session(workshop.id)).toEqual(workshop);
  });

  it.each(['anonymous', 'participant'])('refuses the timetable to %s', async (who) => {
    const response = await t.graphql(TIMETABLE, {}, { headers: as[who] });
    expect(response.errors?.[0]?.message).toBe('Not allowed');
    expect(response.data?.festival ?? null).toBeNull();
  });
});

describe('the session form refuses venue clashes too', () => {
  const UPDATE = `mutation($id: ID!, $input: SessionInput!) { updateSession(id: $id, input: $input) {
    __typename ... on Error { message } ... on ValidationError { problems { path message } } } }`;

  it('refuses a new overlap next to the venue field, but still saves a session already sharing its room', async () => {
    const workshops = await sessionsOf('Workshop');
    const occupant = workshops[10] as SessionRow;
    const mover = workshops.find((row) => row.venueId !== occupant.venueId) as SessionRow;
    const day = isoDateInZone(occupant.startsAt);
    const input = {
      date: day,
      startTime: '11:00',
      endTime: '12:00',
      venueId: String(occupant.venueId),
      capacity: null,
    };
    const refused = await t.graphql<{ updateSession: MoveResult }>(
      UPDATE,
      { id: String(mover.id), input },
      { headers: as.admin },
    );
    expect(refused.data?.updateSession.__typename).toBe('ValidationError');
    expect(refused.data?.updateSession.problems?.[0]?.path).toEqual(['venueId']);
    expect(await session(mover.id)).toEqual(mover);

    // Old data: the two already overlap (written before the rule). A capacity change still saves.
    await t.db
      .update(sessions)
      .set({
        venueId: occupant.venueId,
        startsAt: zonedInstant(day, '11:00'),
        endsAt: zonedInstant(day, '12:00'),
      })
      .where(eq(sessions.id, mover.id));
    const kept = await t.graphql<{ updateSession: MoveResult }>(
      UPDATE,
      { id: String(mover.id), input: { ...input, capacity: 40 } },
      { headers: as.admin },
    );
    expect(kept.data?.updateSession.__typename).toBe('Session');
  });
});
