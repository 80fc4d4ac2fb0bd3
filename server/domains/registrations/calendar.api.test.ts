import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placements, waitlistEntries } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED, DEMO_STAFF } from '#server/db/seed/demo';
import { EARLYBIRD } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersFor, headersForEmail, registrationIdOf } from '#server/test/users';
import { createPerson, createRegistration, makeTutor, sessionBySlug, workshopSessions } from './factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.setNow(EARLYBIRD));

type Entry = {
  kind: string;
  waitlistPlace: number | null;
  role: string | null;
  via: { slug: string } | null;
  session: { id: string; activity: { slug: string; type: string } };
};

const CALENDAR = `{ currentUser { id calendar {
  kind waitlistPlace role via { slug } session { id activity { slug type } }
} } }`;

async function calendarOf(headers: Record<string, string>): Promise<Entry[] | null> {
  const response = await t.graphql<{ currentUser: { calendar: Entry[] | null } }>(CALENDAR, {}, { headers });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.currentUser.calendar;
}

const FIRST_PLACED = `participant${DEMO_SEED.firstPlacedParticipant}@example.org`;

describe('User.calendar', () => {
  it('lists a participant’s workshop places, in start order [RT-10]', async () => {
    const headers = await headersForEmail(t.db, FIRST_PLACED);
    const calendar = await calendarOf(headers);
    const workshops = (calendar ?? []).filter((e) => e.kind === 'Workshop');
    expect(workshops.map((e) => e.session.activity.slug)).toContain(DEMO_SEED.fullWorkshopSlug);
    expect(workshops.every((e) => e.waitlistPlace === null && e.role === null)).toBe(true);
  });

  it('includes waitlists with the place in the queue, sessions they present and their workshop’s show', async () => {
    const person = await createPerson(t.db);
    const registrationId = await createRegistration(t.db, {
      userId: person.userId,
      festivalId: DEMO_FESTIVAL_YEAR,
    });
    const link = DEMO_SEED.workshopShowLinks[0];
    if (!link) throw new Error('the demo has no workshop to show');
    const workshop = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, link.workshop);
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const taught = (await workshopSessions(t.db, DEMO_FESTIVAL_YEAR)).find(
      (s) => s.id !== workshop.id && s.id !== full.id,
    );
    if (!taught) throw new Error('no third session');
    await t.db.insert(placements).values({ registrationId, sessionId: workshop.id });
    // Two people ahead of them in the queue (positions are stored 1..n: decision 009).
    await t.db.insert(waitlistEntries).values([
      {
        registrationId: await registrationIdOf(
          t.db,
          { email: 'participant1@example.org' },
          DEMO_FESTIVAL_YEAR,
        ),
        sessionId: full.id,
        position: 1,
      },
      {
        registrationId: await registrationIdOf(
          t.db,
          { email: 'participant2@example.org' },
          DEMO_FESTIVAL_YEAR,
        ),
        sessionId: full.id,
        position: 2,
      },
      { registrationId, sessionId: full.id, position: 3 },
    ]);
    await makeTutor(t.db, { userId: person.userId, sessionId: taught.id });

    const calendar = (await calendarOf(await headersFor(t.db, person.userId))) ?? [];
    expect(calendar.find((e) => e.kind === 'Workshop')?.session.id).toBe(String(workshop.id));
    expect(calendar.find((e) => e.kind === 'Waitlist')).toMatchObject({
      waitlistPlace: 3,
      session: { id: String(full.id) },
    });
    expect(calendar.find((e) => e.kind === 'Presenting')).toMatchObject({
      role: 'tutor',
      session: { id: String(taught.id) },
    });
    const shows = calendar.filter((e) => e.kind === 'Show');
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.every((e) => e.session.activity.slug === link.show && e.via?.slug === link.workshop)).toBe(
      true,
    );
  });

  it('is empty for a person with nothing on', async () => {
    const person = await createPerson(t.db);
    expect(await calendarOf(await headersFor(t.db, person.userId))).toEqual([]);
  });

  it('cannot be read for another user, even by registration staff [RT-10]', async () => {
    const staffHeaders = await headersForEmail(t.db, DEMO_STAFF.email);
    const registrationId = await registrationIdOf(t.db, { email: FIRST_PLACED }, DEMO_FESTIVAL_YEAR);
    const response = await t.graphql<{
      registration: { user: { calendar: Entry[] | null } };
    }>(
      `query($id: ID!) { registration(id: $id) { ... on Registration { user { id calendar { kind } } } } }`,
      { id: String(registrationId) },
      { headers: staffHeaders },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.registration.user.calendar).toBeNull();
  });
});

const MY_SESSION = `query($id: ID!) { mySession(id: $id) {
  id kinds role waitlistPlace session { id activity { slug type ... on Workshop { tutors { name } } } }
} }`;

type MySession = {
  id: string;
  kinds: string[];
  role: string | null;
  waitlistPlace: number | null;
  session: { activity: { slug: string } };
};

async function mySession(headers: Record<string, string>, id: number | string) {
  const response = await t.graphql<{ mySession: MySession | null }>(
    MY_SESSION,
    { id: String(id) },
    { headers },
  );
  return response;
}

describe('Query.mySession', () => {
  it('gives a session the viewer holds a place in [RT-10]', async () => {
    const headers = await headersForEmail(t.db, FIRST_PLACED);
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const response = await mySession(headers, full.id);
    expect(response.data?.mySession).toMatchObject({
      id: String(full.id),
      kinds: ['Workshop'],
      session: { activity: { slug: DEMO_SEED.fullWorkshopSlug } },
    });
  });

  it('gives a session they only wait for, with their place in the queue, so its Messages page opens [issue 26]', async () => {
    const person = await createPerson(t.db);
    const registrationId = await createRegistration(t.db, {
      userId: person.userId,
      festivalId: DEMO_FESTIVAL_YEAR,
    });
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    await t.db.insert(waitlistEntries).values({ registrationId, sessionId: full.id, position: 1000 });
    const response = await mySession(await headersFor(t.db, person.userId), full.id);
    expect(response.errors).toBeUndefined();
    expect(response.data?.mySession).toMatchObject({
      id: String(full.id),
      kinds: ['Waitlist'],
      role: null,
      session: { activity: { slug: DEMO_SEED.fullWorkshopSlug } },
    });
    expect(response.data?.mySession?.waitlistPlace).toBeGreaterThan(0);
  });

  it('is null for a session they are not in, or that does not exist [RT-10]', async () => {
    const person = await createPerson(t.db);
    await createRegistration(t.db, { userId: person.userId, festivalId: DEMO_FESTIVAL_YEAR });
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const headers = await headersFor(t.db, person.userId);
    for (const id of [full.id, 999_999]) {
      const response = await mySession(headers, id);
      expect(response.errors).toBeUndefined();
      expect(response.data?.mySession).toBeNull();
    }
    // What cannot be an id is refused by the ID scalar before the resolver (issue 12 item 13).
    const malformed = await mySession(headers, 'nonsense');
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('gives presenters the sessions they present, with their role', async () => {
    const person = await createPerson(t.db);
    const session = (await workshopSessions(t.db, DEMO_FESTIVAL_YEAR))[0];
    if (!session) throw new Error('demo programme missing');
    await makeTutor(t.db, { userId: person.userId, sessionId: session.id });
    const response = await mySession(await headersFor(t.db, person.userId), session.id);
    expect(response.data?.mySession).toMatchObject({ kinds: ['Presenting'], role: 'tutor' });
  });

  it('refuses anonymous visitors', async () => {
    const full = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, DEMO_SEED.fullWorkshopSlug);
    const response = await mySession({}, full.id);
    expect(response.data?.mySession ?? null).toBeNull();
    expect(response.errors?.length).toBeGreaterThan(0);
  });
});
