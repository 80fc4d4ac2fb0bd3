import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions as schemaSessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED } from '#server/db/seed/demo';
import { EARLYBIRD, GENERAL, PAUSED } from '#server/test/demo-phases';
import {
  emailsTo,
  makeTutor,
  placedSessionIds,
  placementCount,
  type SessionInfo,
  sessionBySlug,
  setCapacity,
  waitlistOf,
} from './factories';
import {
  bySlug,
  person,
  place,
  registered,
  sessions,
  setUpTestApp,
  staffHeaders,
  t,
} from './registrations.test-support';

setUpTestApp();

describe('first come, first served (general)', () => {
  beforeEach(() => t.setNow(GENERAL));

  it('takes a place, emails it, and counts it in the cart', async () => {
    const p = await registered();
    const session = bySlug('the-harold-unpacked');
    const result = await place('joinSession', session.id, p.headers);
    expect(result).toMatchObject({
      __typename: 'PlaceChange',
      session: { id: String(session.id) },
      removedFrom: [],
    });
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual([session.id]);
    const sent = await emailsTo(t.db, p.email);
    expect(sent.map((e) => e.kind)).toEqual(['registration-workshop-added']);
    expect(sent[0]?.subject).toMatch(new RegExp(`^NZIF ${DEMO_FESTIVAL_YEAR}: added to `));
    expect(sent[0]?.text).toMatch(/You have a place in/);
  });

  it('refuses joining outside the general phase', async () => {
    t.setNow(EARLYBIRD);
    const p = await registered();
    const result = await place('joinSession', bySlug('the-harold-unpacked').id, p.headers);
    expect(result.__typename).toBe('RegistrationClosedError');
  });

  it('refuses a full workshop with a clear message, and offers the waitlist', async () => {
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const p = await registered();
    const result = await place('joinSession', full.id, p.headers);
    expect(result).toMatchObject({ __typename: 'WorkshopFullError', code: 'WORKSHOP_FULL' });
    expect(result.message).toMatch(/is full/);
    expect(await placementCount(t.db, full.id)).toBe(full.capacity);
  });

  it('moves a person out of a clashing session only once the new place is theirs (one per slot)', async () => {
    const p = await registered();
    const first = bySlug('the-harold-unpacked');
    const second = bySlug('object-work-and-space');
    await place('joinSession', first.id, p.headers);
    const result = await place('joinSession', second.id, p.headers);
    expect(result.removedFrom).toEqual([{ id: String(first.id) }]);
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual([second.id]);
  });

  it('treats a full-day workshop as both slots', async () => {
    const p = await registered();
    const morning = bySlug('status-games');
    const afternoon = bySlug('the-art-of-listening');
    const allDay = bySlug('musical-improv-intensive');
    await place('joinSession', morning.id, p.headers);
    await place('joinSession', afternoon.id, p.headers);
    const result = await place('joinSession', allDay.id, p.headers);
    expect((result.removedFrom as Array<{ id: string }>).map((s) => s.id).sort()).toEqual(
      [String(morning.id), String(afternoon.id)].sort(),
    );
    const cart = await t.graphql<{ currentRegistration: { cart: { workshopsCount: number } } }>(
      '{ currentRegistration { cart { workshopsCount } } }',
      {},
      { headers: p.headers },
    );
    expect(cart.data?.currentRegistration.cart.workshopsCount).toBe(2);
  });

  it('never gives anyone the same workshop twice', async () => {
    const slug = DEMO_SEED.repeatedWorkshopSlugs[0];
    if (!slug) throw new Error('the seed has no repeated workshop');
    const [a, b] = sessions.filter((s) => s.slug === slug);
    if (!a || !b) throw new Error('expected two sessions');
    const p = await registered();
    await place('joinSession', a.id, p.headers);
    const result = await place('joinSession', b.id, p.headers);
    expect(result.__typename).toBe('AlreadyInWorkshopError');
  });

  it('refuses a workshop at the same time as one the person teaches [teaching clash]', async () => {
    const p = await registered();
    await makeTutor(t.db, { userId: p.userId, sessionId: bySlug('the-harold-unpacked').id });
    const result = await place('joinSession', bySlug('object-work-and-space').id, p.headers);
    expect(result.__typename).toBe('TeachingClashError');
  });

  it('queues for a full workshop, refuses newcomers while a queue exists, and promotes when a place frees', async () => {
    const session = bySlug('stories-with-spine');
    const holder = await registered();
    await setCapacity(t.db, session.id, 1);
    await place('joinSession', session.id, holder.headers);

    const waiting = await registered();
    const notFull = await place('joinWaitlist', bySlug('film-noir').id, waiting.headers);
    expect(notFull.__typename).toBe('PlacesAvailableError');
    expect((await place('joinWaitlist', session.id, waiting.headers)).__typename).toBe('PlaceChange');
    const waitlist = await t.graphql<{ currentRegistration: { waitlist: Array<{ place: number }> } }>(
      '{ currentRegistration { waitlist { place } } }',
      {},
      { headers: waiting.headers },
    );
    expect(waitlist.data?.currentRegistration.waitlist).toEqual([{ place: 1 }]);

    const newcomer = await registered();
    const refused = await place('joinSession', session.id, newcomer.headers);
    expect(refused).toMatchObject({ __typename: 'WaitlistFirstError', code: 'WAITLIST_FIRST' });

    const left = await place('leaveSession', session.id, holder.headers);
    expect(left.__typename).toBe('PlaceChange');
    expect(await placedSessionIds(t.db, waiting.registrationId)).toEqual([session.id]);
    expect(await waitlistOf(t.db, session.id)).toEqual([]);
    const kinds = (await emailsTo(t.db, waiting.email)).map((e) => e.kind);
    // One email for joining the waitlist (issue 24: every change has one), one for the promotion.
    expect(kinds).toEqual(['registration-places-changed', 'registration-workshop-promoted']);
    expect((await emailsTo(t.db, holder.email)).map((e) => e.kind)).toEqual([
      'registration-workshop-added',
      'registration-workshop-removed',
    ]);
  });

  it('fills places that free up behind a queue from the queue before any newcomer', async () => {
    const session = bySlug('two-tongues');
    await setCapacity(t.db, session.id, 1);
    const holder = await registered();
    const waiting = await registered();
    const newcomer = await registered();
    await place('joinSession', session.id, holder.headers);
    await place('joinWaitlist', session.id, waiting.headers);
    // Staff add a place; the next person to click finds the queue served first.
    await setCapacity(t.db, session.id, 2);
    const result = await place('joinSession', session.id, newcomer.headers);
    expect(result.__typename).toBe('WorkshopFullError');
    expect(await placedSessionIds(t.db, waiting.registrationId)).toEqual([session.id]);
    expect(await placementCount(t.db, session.id)).toBe(2);
  });

  it('moves a promoted person out of their clashing workshop, which promotes the next in that queue', async () => {
    const target = bySlug('mask-work');
    const other = bySlug('teaching-beginners'); // same afternoon
    await setCapacity(t.db, target.id, 1);
    await setCapacity(t.db, other.id, 1);
    const a = await registered();
    const b = await registered();
    const c = await registered();
    await place('joinSession', target.id, a.headers);
    await place('joinSession', other.id, b.headers);
    await place('joinWaitlist', target.id, b.headers); // b wants mask work more
    await place('joinWaitlist', other.id, c.headers);
    await place('leaveSession', target.id, a.headers);
    expect(await placedSessionIds(t.db, b.registrationId)).toEqual([target.id]);
    expect(await placedSessionIds(t.db, c.registrationId)).toEqual([other.id]);
    expect(await placementCount(t.db, other.id)).toBe(1);
  });

  it('skips a waitlisted person who can no longer take the place', async () => {
    const target = bySlug('brave-spaces');
    await setCapacity(t.db, target.id, 1);
    const holder = await registered();
    const tutor = await registered();
    const next = await registered();
    await place('joinSession', target.id, holder.headers);
    await place('joinWaitlist', target.id, tutor.headers);
    await place('joinWaitlist', target.id, next.headers);
    await makeTutor(t.db, { userId: tutor.userId, sessionId: bySlug('playback-theatre').id }); // same morning
    await place('leaveSession', target.id, holder.headers);
    expect(await placedSessionIds(t.db, tutor.registrationId)).toEqual([]);
    expect(await placedSessionIds(t.db, next.registrationId)).toEqual([target.id]);
  });

  it('refuses leaving less than 48 hours before the start, and allows it just before', async () => {
    const session = bySlug('edits-and-tag-outs');
    const p = await registered();
    await place('joinSession', session.id, p.headers);
    t.setNow(new Date(session.startsAt.getTime() - 47 * 3600_000));
    const late = await place('leaveSession', session.id, p.headers);
    expect(late).toMatchObject({ __typename: 'TooLateToLeaveError', code: 'TOO_LATE_TO_LEAVE' });
    expect(late.message).toMatch(/less than 48 hours/);
    // Registrations have closed by then, but giving up a place is still allowed until 48 hours before.
    t.setNow(new Date(session.startsAt.getTime() - 49 * 3600_000));
    expect((await place('leaveSession', session.id, p.headers)).__typename).toBe('PlaceChange');
    expect(await placedSessionIds(t.db, p.registrationId)).toEqual([]);
  });

  it('leaves a waitlist', async () => {
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const p = await registered();
    await place('joinWaitlist', full.id, p.headers);
    expect(await waitlistOf(t.db, full.id)).toContain(p.registrationId);
    expect((await place('leaveWaitlist', full.id, p.headers)).__typename).toBe('PlaceChange');
    expect(await waitlistOf(t.db, full.id)).not.toContain(p.registrationId);
    expect((await place('leaveWaitlist', full.id, p.headers)).__typename).toBe('NotFoundError');
  });

  it('needs a registration with the code of conduct accepted', async () => {
    const p = await person();
    const result = await place('joinSession', bySlug('the-harold-unpacked').id, p.headers);
    expect(result.__typename).toBe('RegistrationIncompleteError');
  });

  it('shows places taken and the waitlist on sessions', async () => {
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const response = await t.graphql<{
      festival: {
        activities: Array<{
          slug: string;
          sessions: Array<{ placesTaken: number; capacity: number; full: boolean }>;
        }>;
      };
    }>(
      '{ festival { activities(type: Workshop) { slug sessions { placesTaken capacity full waitlistCount } } } }',
    );
    const clowning = response.data?.festival.activities.find((a) => a.slug === DEMO_SEED.fullWorkshopSlug);
    expect(clowning?.sessions[0]).toMatchObject({ placesTaken: full.capacity, full: true });
  });
});

describe('staff views', () => {
  const LIST = `query List($search: String) {
    registrations(search: $search) { total completed placesTaken placesOffered items { id name email completedAt workshopsPlaced slotsPreferred } }
  }`;

  it('lists registrations with counts and search, for registration managers', async () => {
    const all = await t.graphql<{
      registrations: { total: number; completed: number; items: Array<{ email: string }> };
    }>(LIST, {}, { headers: staffHeaders });
    expect(all.errors).toBeUndefined();
    expect(all.data?.registrations.total).toBeGreaterThanOrEqual(DEMO_SEED.counts.participants);
    expect(all.data?.registrations.completed).toBeGreaterThanOrEqual(DEMO_SEED.counts.participants);
    const one = await t.graphql<{ registrations: { items: Array<{ email: string }> } }>(
      LIST,
      { search: 'participant7@' },
      { headers: staffHeaders },
    );
    expect(one.data?.registrations.items.map((i) => i.email)).toEqual(['participant7@example.org']);
  });

  it('counts as offered only the places of published, uncancelled workshop sessions [issue 30]', async () => {
    const offered = async () =>
      (await t.graphql<{ registrations: { placesOffered: number } }>(LIST, {}, { headers: staffHeaders }))
        .data?.registrations.placesOffered ?? Number.NaN;
    const before = await offered();
    const session = bySlug('pacific-stories');
    const [row] = await t.db
      .update(schemaSessions)
      .set({ cancelledAt: new Date() })
      .where(eq(schemaSessions.id, Number(session.id)))
      .returning({ capacity: schemaSessions.capacity });
    try {
      expect(row?.capacity).toBeGreaterThan(0);
      expect(await offered()).toBe(before - (row?.capacity ?? 0));
    } finally {
      await t.db
        .update(schemaSessions)
        .set({ cancelledAt: null })
        .where(eq(schemaSessions.id, Number(session.id)));
    }
    expect(await offered()).toBe(before);
  });

  it('shows a registration’s preferences, places, waitlists and history to staff', async () => {
    t.setNow(GENERAL);
    const p = await registered();
    await place('joinSession', bySlug('pacific-stories').id, p.headers);
    const response = await t.graphql<{ registration: Record<string, unknown> }>(
      `{ registration(id: "${p.registrationId}") { __typename ... on Registration { id user { email } sessions { id } preferences { position } waitlist { place } history { kind workshop } } } }`,
      {},
      { headers: staffHeaders },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.registration).toMatchObject({
      __typename: 'Registration',
      user: { email: p.email },
      sessions: [{ id: String(bySlug('pacific-stories').id) }],
      history: [{ kind: 'joined', workshop: expect.any(String) }],
    });
  });

  it('counts 1st, 2nd and 3rd choices per session for staff, refusing others', async () => {
    const response = await t.graphql<{
      preferenceCounts: Array<{
        first: number;
        second: number;
        third: number;
        lower: number;
        session: { id: string };
      }>;
    }>('{ preferenceCounts { first second third lower session { id } } }', {}, { headers: staffHeaders });
    expect(response.errors).toBeUndefined();
    const counts = response.data?.preferenceCounts ?? [];
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.reduce((sum, c) => sum + c.first, 0)).toBeGreaterThanOrEqual(DEMO_SEED.counts.participants);
    const team = await person({ permissions: ['team_member'] });
    const refused = await t.graphql('{ preferenceCounts { first } }', {}, { headers: team.headers });
    expect(refused.errors?.[0]?.message).toBe('Not allowed');
  });

  it('adds User.registration for the person themselves and registration managers only', async () => {
    const p = await registered();
    const query = `{ currentUser { id registration { id } } }`;
    const own = await t.graphql<{ currentUser: { registration: { id: string } | null } }>(
      query,
      {},
      {
        headers: p.headers,
      },
    );
    expect(own.data?.currentUser.registration).toEqual({ id: String(p.registrationId) });
    const none = await person();
    const empty = await t.graphql<{ currentUser: { registration: null } }>(
      query,
      {},
      { headers: none.headers },
    );
    expect(empty.data?.currentUser.registration).toBeNull();
  });

  it('refuses the list and details to anonymous people, to team members and to other participants', async () => {
    const team = await person({ permissions: ['team_member'] });
    const other = await registered();
    for (const headers of [{}, team.headers, other.headers]) {
      const list = await t.graphql(LIST, {}, { headers });
      expect(list.errors?.[0]?.message).toBe('Not allowed');
      const detail = await t.graphql(`{ registration(id: "1") { __typename } }`, {}, { headers });
      expect(detail.errors?.[0]?.message).toBe('Not allowed');
    }
    const own = await t.graphql<{ currentRegistration: { history: unknown } }>(
      '{ currentRegistration { id history { kind } } }',
      {},
      { headers: other.headers },
    );
    expect(own.errors?.[0]?.message).toBe('Not allowed');
  });
});

describe('what the workshops screen is told, decided on the server (issue 17)', () => {
  type Flags = {
    canRank: boolean;
    sessions: Array<{ id: string; tooLateToLeave: boolean; clashesWithTeaching: boolean }>;
  };
  async function flags(headers: Record<string, string>): Promise<Flags> {
    const response = await t.graphql<{
      currentRegistration: { canRank: boolean };
      festival: { activities: Array<{ sessions: Flags['sessions'] }> };
    }>(
      '{ currentRegistration { canRank } festival { activities(type: Workshop) { sessions { id tooLateToLeave clashesWithTeaching } } } }',
      {},
      { headers },
    );
    expect(response.errors).toBeUndefined();
    return {
      canRank: response.data?.currentRegistration.canRank ?? false,
      sessions: (response.data?.festival.activities ?? []).flatMap((a) => a.sessions),
    };
  }
  const flagsOf = (all: Flags, session: SessionInfo) => all.sessions.find((s) => s.id === String(session.id));

  it('lets ranking be edited in earlybird only', async () => {
    const p = await registered();
    expect((await flags(p.headers)).canRank).toBe(true);
    for (const now of [PAUSED, GENERAL]) {
      t.setNow(now);
      expect((await flags(p.headers)).canRank, now.toISOString()).toBe(false);
    }
  });

  it('says whether the festival is before allocation (ranking) or after it (places)', async () => {
    for (const [now, expected] of [
      [EARLYBIRD, true],
      [PAUSED, true],
      [GENERAL, false],
    ] as const) {
      t.setNow(now);
      const response = await t.graphql<{ festival: { preferencePhase: boolean } }>(
        '{ festival { preferencePhase } }',
      );
      expect(response.data?.festival.preferencePhase, now.toISOString()).toBe(expected);
    }
  });

  it('marks a session too late to leave from 48 hours before its start', async () => {
    const session = bySlug('edits-and-tag-outs');
    const p = await registered();
    t.setNow(GENERAL);
    expect(flagsOf(await flags(p.headers), session)?.tooLateToLeave).toBe(false);
    t.setNow(new Date(session.startsAt.getTime() - 49 * 3600_000));
    expect(flagsOf(await flags(p.headers), session)?.tooLateToLeave).toBe(false);
    t.setNow(new Date(session.startsAt.getTime() - 47 * 3600_000));
    expect(flagsOf(await flags(p.headers), session)?.tooLateToLeave).toBe(true);
  });

  it('marks the sessions at the same time as one the viewer teaches [teaching clash]', async () => {
    const tutor = await registered();
    const other = await registered();
    await makeTutor(t.db, { userId: tutor.userId, sessionId: bySlug('status-games').id });
    const mine = await flags(tutor.headers);
    expect(flagsOf(mine, bySlug('musical-improv-intensive'))?.clashesWithTeaching).toBe(true);
    // Their own session and one in another slot do not clash.
    expect(flagsOf(mine, bySlug('status-games'))?.clashesWithTeaching).toBe(false);
    expect(mine.sessions.some((s) => !s.clashesWithTeaching)).toBe(true);
    expect((await flags(other.headers)).sessions.every((s) => !s.clashesWithTeaching)).toBe(true);
  });
});
