import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import { packagePrice } from '#core/registrations/pricing';
import {
  registrationEvents,
  registrations,
  sessions as schemaSessions,
  users,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED, DEMO_STAFF } from '#server/db/seed/demo';
import { EARLYBIRD, GENERAL, PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersFor } from '#server/test/users';
import {
  createPerson,
  createRegistration,
  emailsTo,
  makeTutor,
  placedSessionIds,
  placementCount,
  type SessionInfo,
  sessionBySlug,
  setCapacity,
  waitlistOf,
  workshopSessions,
} from './factories';

const PRICING = { baseWorkshopPrice: 6500, discountPerAdditionalWorkshop: 500, discountLimit: 5 };

let t: TestApp;
let sessions: SessionInfo[];
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
  const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  if (!staff) throw new Error('no demo staff');
  staffHeaders = await headersFor(t.db, staff.id);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(EARLYBIRD));

const RESULT = `
  __typename
  ... on Error { message code }
`;
const REGISTRATION_FIELDS = `
  id nextStep codeOfConductAcceptedAt photoPermission completedAt
  preferences { position session { id } }
  sessions { id }
  waitlist { place session { id } }
  cart { workshopsCount value discount total }
`;

type Result = { __typename: string; message?: string; code?: string } & Record<string, unknown>;

async function person(options: { permissions?: string[] } = {}) {
  const created = await createPerson(t.db, options);
  return { ...created, headers: await headersFor(t.db, created.userId) };
}

async function registered() {
  const p = await person();
  const registrationId = await createRegistration(t.db, { userId: p.userId, festivalId: DEMO_FESTIVAL_YEAR });
  return { ...p, registrationId };
}

function bySlug(slug: string): SessionInfo {
  const session = sessions.find((s) => s.slug === slug);
  if (!session) throw new Error(`no ${slug}`);
  return session;
}

async function mutate(
  name: string,
  args: string,
  headers: Record<string, string>,
  fields = REGISTRATION_FIELDS,
) {
  const response = await t.graphql<Record<string, Result>>(
    `mutation { ${name}${args ? `(${args})` : ''} { ${RESULT} ... on ${name.match(/Session|Waitlist/) ? 'PlaceChange' : 'Registration'} { ${fields} } } }`,
    {},
    { headers },
  );
  expect(response.errors).toBeUndefined();
  return response.data?.[name] as Result;
}

const place = (action: string, sessionId: number, headers: Record<string, string>) =>
  mutate(
    action,
    // Swaps are confirmed here; asking first is tested in places.issue24.api.test.ts.
    `sessionId: "${sessionId}"${action === 'joinSession' ? ', confirmSwap: true' : ''}`,
    headers,
    'session { id } removedFrom { id } registration { id }',
  );

describe('festival phase', () => {
  it.each([
    [new Date('2026-10-01T00:00:00Z'), 'Pending'],
    [EARLYBIRD, 'Earlybird'],
    [PAUSED, 'Paused'],
    [GENERAL, 'General'],
    [new Date('2027-10-02T00:00:00Z'), 'Closed'],
  ])('at %s the festival is in phase %s', async (now, phase) => {
    t.setNow(now);
    const response = await t.graphql<{ festival: { phase: string } }>('{ festival { phase } }');
    expect(response.data?.festival.phase).toBe(phase);
  });

  it('shows the phase dates', async () => {
    const response = await t.graphql<{ festival: Record<string, string> }>(
      '{ festival { earlybirdOpensAt earlybirdClosesAt generalOpensAt registrationsCloseAt } }',
    );
    expect(response.data?.festival.earlybirdOpensAt).toBe(zonedInstant('2026-11-01', '09:00').toISOString());
    expect(response.data?.festival.registrationsCloseAt).toBe(
      zonedInstant('2027-10-01', '00:00').toISOString(),
    );
  });

  const SET_DATES = `mutation Set($input: PhaseDatesInput!) {
    updateFestivalPhaseDates(input: $input) {
      __typename ... on Error { message code } ... on Festival { phase generalOpensAt }
    }
  }`;
  const dates = {
    earlybirdOpensAt: '2026-11-01T00:00:00Z',
    earlybirdClosesAt: '2027-02-01T00:00:00Z',
    generalOpensAt: '2027-02-15T00:00:00Z',
    registrationsCloseAt: '2027-10-01T00:00:00Z',
  };

  const SEED_DATES = {
    earlybirdOpensAt: zonedInstant('2026-11-01', '09:00').toISOString(),
    earlybirdClosesAt: zonedInstant('2027-08-01', '00:00').toISOString(),
    generalOpensAt: zonedInstant('2027-08-15', '09:00').toISOString(),
    registrationsCloseAt: zonedInstant('2027-10-01', '00:00').toISOString(),
  };

  it('lets registration managers set the phase dates, refusing them out of order', async () => {
    try {
      const bad = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: { ...dates, earlybirdClosesAt: '2026-01-01T00:00:00Z' } },
        { headers: staffHeaders },
      );
      expect(bad.data?.updateFestivalPhaseDates.__typename).toBe('ValidationError');
      const ok = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: dates },
        { headers: staffHeaders },
      );
      // 1 March 2027 is now after general opened.
      expect(ok.data?.updateFestivalPhaseDates).toMatchObject({ __typename: 'Festival', phase: 'General' });
    } finally {
      // The seed's dates come back whatever happened above: later tests rely on them.
      const restored = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: SEED_DATES },
        { headers: staffHeaders },
      );
      expect(restored.data?.updateFestivalPhaseDates.__typename).toBe('Festival');
    }
  });

  it('refuses phase dates to anonymous people and to staff without the registrations permission', async () => {
    const anonymous = await t.graphql(SET_DATES, { input: dates });
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
    const team = await person({ permissions: ['team_member'] });
    const teamResponse = await t.graphql(SET_DATES, { input: dates }, { headers: team.headers });
    expect(teamResponse.errors?.[0]?.message).toBe('Not allowed');
  });
});

describe('the wizard (earlybird)', () => {
  it('walks a new person through details, code of conduct, preferences and completion', async () => {
    const p = await person();
    const none = await t.graphql<{ currentRegistration: null }>(
      '{ currentRegistration { id } }',
      {},
      {
        headers: p.headers,
      },
    );
    expect(none.data?.currentRegistration).toBeNull();

    const yourself = await mutate(
      'saveYourself',
      `input: { name: "Aroha Smith", pronouns: "she/her", email: "${p.email}", phone: "021 123 4567" }`,
      p.headers,
    );
    expect(yourself).toMatchObject({
      __typename: 'Registration',
      nextStep: 'codeOfConduct',
      completedAt: null,
    });

    const conduct = await mutate('acceptCodeOfConduct', 'photoPermission: false', p.headers);
    expect(conduct).toMatchObject({ nextStep: 'workshops', photoPermission: false });
    expect(conduct.codeOfConductAcceptedAt).toBe(EARLYBIRD.toISOString());

    // Three slots: a morning (two ranked), an afternoon, and a full day that counts as two.
    const morning1 = bySlug('status-games');
    const afternoon = bySlug('the-art-of-listening');
    const allDay = bySlug('alone-on-stage');
    const saved = await mutate(
      'saveWorkshopPreferences',
      `preferences: [
        { sessionId: "${morning1.id}", position: 1 },
        { sessionId: "${afternoon.id}", position: 1 },
        { sessionId: "${allDay.id}", position: 1 }
      ]`,
      p.headers,
    );
    expect(saved.__typename).toBe('Registration');
    expect(saved.preferences).toHaveLength(3);
    const cart = saved.cart as { workshopsCount: number; total: number };
    expect(cart.workshopsCount).toBe(4);
    expect(cart.total).toBe(packagePrice(4, PRICING));

    const done = await mutate('completeRegistration', '', p.headers);
    expect(done.completedAt).toBe(EARLYBIRD.toISOString());
    await mutate('completeRegistration', '', p.headers);

    const sent = await emailsTo(t.db, p.email);
    expect(sent.map((e) => e.kind)).toEqual(['registration-preferences-saved', 'registration-received']);
    expect(sent[0]?.text).toMatch(/^1\. /m);
    expect(sent[1]?.subject).toBe(`Your NZIF ${DEMO_FESTIVAL_YEAR} registration`);
    expect(sent.every((e) => e.text.length > 0 && (e.html ?? '').includes('<p>'))).toBe(true);

    const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, p.userId));
    const events = await t.db
      .select({ kind: registrationEvents.kind })
      .from(registrationEvents)
      .where(eq(registrationEvents.registrationId, row?.id ?? 0));
    expect(events.map((e) => e.kind).sort()).toEqual(
      ['code-of-conduct-accepted', 'completed', 'created', 'preferences-saved'].sort(),
    );
  });

  it('emails a ranking saved silently before a reload once, on Next, and never the same one twice [issue 11] [RT-9]', async () => {
    const p = await person();
    await mutate('saveYourself', `input: { name: "Rewi Parata", email: "${p.email}" }`, p.headers);
    await mutate('acceptCodeOfConduct', 'photoPermission: true', p.headers);
    const morning = bySlug('status-games');
    const afternoon = bySlug('the-art-of-listening');
    const one = `preferences: [{ sessionId: "${morning.id}", position: 1 }]`;
    const two = `preferences: [{ sessionId: "${morning.id}", position: 1 }, { sessionId: "${afternoon.id}", position: 1 }]`;
    const kinds = async () => (await emailsTo(t.db, p.email)).map((e) => e.kind);

    // Saved as they went (no email), then the page was reloaded: the page's own memory is gone.
    await mutate('saveWorkshopPreferences', `${one}, notify: false`, p.headers);
    expect(await kinds()).toEqual([]);
    // Next always asks; the server knows this ranking was never emailed.
    await mutate('saveWorkshopPreferences', `${one}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved']);
    // Back and Next again with nothing changed: no second copy.
    await mutate('saveWorkshopPreferences', `${one}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved']);
    // A changed ranking, saved silently and then confirmed, is emailed again.
    await mutate('saveWorkshopPreferences', `${two}, notify: false`, p.headers);
    await mutate('saveWorkshopPreferences', `${two}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved', 'registration-preferences-saved']);
  });

  it('refuses the wizard to anonymous people', async () => {
    const response = await t.graphql(
      'mutation { saveYourself(input: { name: "A B", email: "a@b.nz" }) { __typename } }',
    );
    expect(response.errors?.[0]?.message).toBe('Not allowed');
  });

  it('checks details with the shared rules', async () => {
    const p = await person();
    const result = await mutate('saveYourself', 'input: { name: "Cher", email: "not-an-email" }', p.headers);
    expect(result.__typename).toBe('ValidationError');
    expect(result.message).toBe('Please give us your first and last name so we can tell everyone apart');
  });

  it('refuses workshops before the code of conduct', async () => {
    const p = await person();
    await mutate('saveYourself', `input: { name: "Tama Ngata", email: "${p.email}" }`, p.headers);
    const result = await mutate('saveWorkshopPreferences', 'preferences: []', p.headers);
    expect(result.__typename).toBe('RegistrationIncompleteError');
  });

  it('refuses two workshops with the same rank in one slot', async () => {
    const p = await registered();
    const result = await mutate(
      'saveWorkshopPreferences',
      `preferences: [
        { sessionId: "${bySlug('status-games').id}", position: 1 },
        { sessionId: "${bySlug('musical-improv-intensive').id}", position: 1 }
      ]`,
      p.headers,
    );
    expect(result).toMatchObject({ __typename: 'ValidationError' });
    expect(result.message).toMatch(/share choice 1/);
  });

  it('refuses a workshop that clashes with a session the person teaches', async () => {
    const p = await registered();
    await makeTutor(t.db, { userId: p.userId, sessionId: bySlug('status-games').id });
    const result = await mutate(
      'saveWorkshopPreferences',
      `preferences: [{ sessionId: "${bySlug('musical-improv-intensive').id}", position: 1 }]`,
      p.headers,
    );
    expect(result.__typename).toBe('TeachingClashError');
    const teaching = await t.graphql<{ currentRegistration: { teaching: Array<{ id: string }> } }>(
      '{ currentRegistration { teaching { id } } }',
      {},
      { headers: p.headers },
    );
    expect(teaching.data?.currentRegistration.teaching).toEqual([{ id: String(bySlug('status-games').id) }]);
  });

  it('lets preferences change only in earlybird', async () => {
    const p = await registered();
    for (const [now, phase] of [
      [PAUSED, 'paused'],
      [GENERAL, 'general'],
    ] as const) {
      t.setNow(now);
      const result = await mutate('saveWorkshopPreferences', 'preferences: []', p.headers);
      expect(result, phase).toMatchObject({
        __typename: 'RegistrationClosedError',
        code: 'REGISTRATION_CLOSED',
      });
    }
  });

  it('keeps registrations shut before they open', async () => {
    t.setNow(new Date('2026-10-01T00:00:00Z'));
    const p = await person();
    const result = await mutate(
      'saveYourself',
      `input: { name: "Mere Tane", email: "${p.email}" }`,
      p.headers,
    );
    expect(result).toMatchObject({
      __typename: 'RegistrationClosedError',
      message: 'Registrations are not open yet',
    });
  });
});

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
