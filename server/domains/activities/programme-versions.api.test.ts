import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '#core/festival/dates';
import {
  activities,
  emails,
  festivals,
  placements,
  programmeChanges,
  registrations,
  sessions,
  users,
  venues,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createUserForProfile, tutoredWorkshopSessions } from '#server/test/tutors';
import { auditCount, headersByRole, userIdByEmail } from '#server/test/users';

/**
 * Issue 26, "Everything is public the moment it is created" (decision 020): drafts are hidden from
 * every public read, staff preview and publish them, and a published programme's changes are
 * versioned on /changes with one email per save to the people in a changed session.
 */

let t: TestApp;
let as: Record<string, Record<string, string>>;
let festivalStart: string;
let venueIds: number[];

type Json = Record<string, unknown>;

async function gql<T = Json>(who: string, query: string, variables: Json = {}) {
  const response = await t.graphql<T>(query, variables, { headers: as[who] });
  const refused = response.errors?.[0]?.message === 'Not allowed';
  if (response.errors && !refused) throw new Error(JSON.stringify(response.errors));
  return { data: response.data, refused };
}

async function must<T = Json>(who: string, query: string, variables: Json = {}): Promise<T> {
  const { data, refused } = await gql<T>(who, query, variables);
  if (refused || !data) throw new Error(`${who} was refused: ${query}`);
  return data;
}

/** A draft workshop with a session (at the first venue when asked: only one may be there then); its ids. */
async function draftWorkshop(name: string, { atVenue = false } = {}) {
  const created = await must<{ createActivity: { id: string; slug: string } }>(
    'workshops',
    `mutation($f: ID!, $n: String!) { createActivity(festivalId: $f, type: Workshop, name: $n) {
      ... on Activity { id slug } } }`,
    { f: String(DEMO_FESTIVAL_YEAR), n: name },
  );
  const { id, slug } = created.createActivity;
  await must(
    'workshops',
    `mutation($id: ID!, $d: String!) { updateActivity(id: $id, input: {
      name: "${name}", description: $d, suitability: "" }) { __typename } }`,
    {
      id,
      d: `Secret zebra description of ${name}`,
    },
  );
  const session = await must<{ createSession: { id: string } }>(
    'workshops',
    `mutation($id: ID!, $input: SessionInput!) { createSession(activityId: $id, input: $input) { ... on Session { id } } }`,
    {
      id,
      input: {
        date: festivalStart,
        startTime: '05:00',
        endTime: '05:30',
        venueId: atVenue ? String(venueIds[0]) : null,
      },
    },
  );
  if (!session.createSession.id) throw new Error(JSON.stringify(session));
  return { id, slug, sessionId: session.createSession.id };
}

const PUBLIC_PROGRAMME = `{ festival { activities(type: Workshop) { id }
  upcomingSessions(first: 24) { id } } }`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://festival.example.nz' });
  as = await headersByRole(t, ['activities', 'workshops', 'shows', 'registrations'], 'lifecycle');
  const tutored = (await tutoredWorkshopSessions(t.db))[0];
  if (!tutored) throw new Error('no tutored workshop in the seed');
  as.tutor = await t.headersFor(
    await createUserForProfile(t.db, tutored.profileId, 'drafts-tutor@example.org'),
  );
  const [festival] = await t.db.select().from(festivals).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
  festivalStart = festival?.startDate ?? '';
  venueIds = (await t.db.select({ id: venues.id }).from(venues).orderBy(asc(venues.id))).map((v) => v.id);
}, 60_000);
afterAll(() => t.close());

describe('a new activity is a draft [issue 26]', () => {
  it('is on no public page, feed, search or list, but staff who ask see it marked as a draft', async () => {
    const draft = await draftWorkshop('Zebra Draft Workshop', { atVenue: true });
    const [row] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.id, Number(draft.id)));
    expect(row?.publishedAt).toBeNull();

    const programme = await must<{
      festival: { activities: Array<{ id: string }>; upcomingSessions: Array<{ id: string }> };
    }>('anonymous', PUBLIC_PROGRAMME);
    expect(programme.festival.activities.map((a) => a.id)).not.toContain(draft.id);
    expect(programme.festival.upcomingSessions.map((s) => s.id)).not.toContain(draft.sessionId);

    const page = await must<{ activity: { __typename: string } }>(
      'anonymous',
      `{ activity(type: Workshop, slug: "${draft.slug}") { __typename } }`,
    );
    expect(page.activity.__typename).toBe('NotFoundError');

    const venue = await must<{ venue: { sessions: Array<{ id: string }> } }>(
      'anonymous',
      `{ venue(id: "${venueIds[0]}") { ... on Venue { sessions { id } } } }`,
    );
    expect(venue.venue.sessions.map((s) => s.id)).not.toContain(draft.sessionId);

    const search = await must<{ search: Array<{ __typename: string }> }>(
      'anonymous',
      '{ search(query: "Zebra") { __typename } }',
    );
    expect(search.search.filter((hit) => hit.__typename === 'ActivityResult')).toEqual([]);

    for (const url of [
      '/feeds/schedule.json',
      '/feeds/schedule.xml',
      '/feeds/programme.ics',
      '/sitemap.xml',
    ]) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain('Zebra');
      expect(body, url).not.toContain(draft.slug);
    }

    // Staff who manage a kind see it, marked; the public query's answer is not reused for them.
    const staff = await must<{ festival: { activities: Array<{ id: string; isDraft: boolean }> } }>(
      'shows',
      '{ festival { activities(type: Workshop, includeDrafts: true) { id isDraft } } }',
    );
    expect(staff.festival.activities.find((a) => a.id === draft.id)?.isDraft).toBe(true);
    const staffPage = await must<{ activity: { __typename: string; isDraft?: boolean } }>(
      'workshops',
      `{ activity(type: Workshop, slug: "${draft.slug}", includeDrafts: true) { __typename ... on Activity { isDraft } } }`,
    );
    expect(staffPage.activity).toEqual({ __typename: 'Workshop', isDraft: true });
  });

  it.each(['anonymous', 'participant', 'tutor', 'registrations'])(
    'refuses drafts to %s, even right after staff asked the same question',
    async (who) => {
      const query = '{ festival { activities(type: Workshop, includeDrafts: true) { id } } }';
      await must('workshops', query);
      expect((await gql(who, query)).refused).toBe(true);
      expect(
        (await gql(who, '{ activity(type: Workshop, slug: "x", includeDrafts: true) { __typename } }'))
          .refused,
      ).toBe(true);
    },
  );

  it('cannot be joined in the general phase: registration reads its session as unknown', async () => {
    const draft = await draftWorkshop('Unjoinable Draft');
    // In the general phase, so the refusal is the draft's and not the phase's.
    t.setNow(GENERAL);
    const headers = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
    const join = (id: string) =>
      t.graphql<{ joinSession?: { __typename: string } }>(
        'mutation($id: ID!) { joinSession(sessionId: $id) { __typename } }',
        { id },
        { headers },
      );
    const joined = await join(draft.sessionId);
    t.setNow(null);
    expect(joined.data?.joinSession?.__typename ?? joined.errors?.[0]?.message).toBe('NotFoundError');
    const [held] = await t.db
      .select({ n: count() })
      .from(placements)
      .where(eq(placements.sessionId, Number(draft.sessionId)));
    expect(held?.n).toBe(0);
  });
});

describe('publishing [issue 26]', () => {
  const PUBLISH = `mutation($id: ID!) { publishActivity(id: $id) { __typename ... on Activity { id isDraft publishedAt } } }`;

  it.each(['anonymous', 'participant', 'tutor', 'shows', 'registrations'])(
    'refuses %s publishing a workshop',
    async (who) => {
      const draft = await draftWorkshop(`Refused publish ${who}`);
      expect((await gql(who, PUBLISH, { id: draft.id })).refused).toBe(true);
      const [row] = await t.db
        .select()
        .from(activities)
        .where(eq(activities.id, Number(draft.id)));
      expect(row?.publishedAt).toBeNull();
    },
  );

  it('publishes one activity: public at once, audited, and the first entry of its history', async () => {
    const draft = await draftWorkshop('Published Alone');
    const published = await must<{ publishActivity: { isDraft: boolean } }>('workshops', PUBLISH, {
      id: draft.id,
    });
    expect(published.publishActivity.isDraft).toBe(false);
    expect(await auditCount(t.db, 'activity.publish', draft.id)).toBe(1);
    const programme = await must<{ festival: { activities: Array<{ id: string }> } }>(
      'anonymous',
      PUBLIC_PROGRAMME,
    );
    expect(programme.festival.activities.map((a) => a.id)).toContain(draft.id);
    // Publishing again changes and records nothing.
    await must('workshops', PUBLISH, { id: draft.id });
    expect(await auditCount(t.db, 'activity.publish', draft.id)).toBe(1);
    const changes = await must<{ festival: { programmeChanges: Array<Json> } }>(
      'anonymous',
      '{ festival { programmeChanges { kind activityName activity { id } } } }',
    );
    expect(changes.festival.programmeChanges[0]).toEqual({
      kind: 'published',
      activityName: 'Published Alone',
      activity: { id: draft.id },
    });
  });

  it('publishes all drafts of a kind with its permission, and of every kind with `activities`', async () => {
    const one = await draftWorkshop('All At Once One');
    const two = await draftWorkshop('All At Once Two');
    const ALL = `mutation($f: ID!, $type: ActivityType) { publishDrafts(festivalId: $f, type: $type) {
      __typename ... on PublishedDrafts { published { id } } } }`;
    const f = String(DEMO_FESTIVAL_YEAR);
    for (const who of ['anonymous', 'participant', 'tutor', 'shows', 'registrations']) {
      expect((await gql(who, ALL, { f, type: 'Workshop' })).refused, who).toBe(true);
    }
    expect((await gql('workshops', ALL, { f, type: null })).refused).toBe(true);
    const done = await must<{ publishDrafts: { published: Array<{ id: string }> } }>('workshops', ALL, {
      f,
      type: 'Workshop',
    });
    expect(done.publishDrafts.published.map((a) => a.id)).toEqual(expect.arrayContaining([one.id, two.id]));
    const drafts = await t.db.select().from(activities).where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR));
    expect(drafts.filter((a) => a.type === 'Workshop' && a.publishedAt === null)).toEqual([]);
    await draftWorkshop('Everything Kind');
    const everything = await must<{ publishDrafts: { published: Array<{ id: string }> } }>(
      'activities',
      ALL,
      {
        f,
        type: null,
      },
    );
    expect(everything.publishDrafts.published).toHaveLength(1);
    expect(await auditCount(t.db, 'activity.publish', one.id)).toBe(1);
  });
});

describe('programme versions and the one email [issue 26]', () => {
  const UPDATE = `mutation($id: ID!, $input: SessionInput!) { updateSession(id: $id, input: $input) {
    __typename ... on Error { message } } }`;

  const taken = new Set<number>();

  /** A published workshop session nobody changed yet, two people placed in it and one waiting. */
  async function busySession() {
    const used = new Set(
      (await t.db.select({ id: programmeChanges.sessionId }).from(programmeChanges)).map((r) => r.id),
    );
    const rows = await t.db
      .select({ id: sessions.id, capacity: sessions.capacity, taken: count(placements.registrationId) })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .leftJoin(placements, eq(placements.sessionId, sessions.id))
      .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')))
      .groupBy(sessions.id)
      .orderBy(asc(sessions.id));
    const session = rows.find(
      (row) =>
        !used.has(row.id) && !taken.has(row.id) && (row.capacity === null || row.capacity - row.taken >= 3),
    );
    if (!session) throw new Error('no session with room');
    taken.add(session.id);
    const placed = new Set(
      (
        await t.db
          .select({ id: placements.registrationId })
          .from(placements)
          .where(eq(placements.sessionId, session.id))
      ).map((r) => r.id),
    );
    const others = (
      await t.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.festivalId, DEMO_FESTIVAL_YEAR))
        .orderBy(asc(registrations.id))
    ).filter((r) => !placed.has(r.id));
    const [first, second, waiter] = others;
    if (!first || !second || !waiter) throw new Error('not enough registrations');
    await t.db.insert(placements).values([
      { registrationId: first.id, sessionId: session.id },
      { registrationId: second.id, sessionId: session.id },
    ]);
    await t.db
      .insert(waitlistEntries)
      .values({ registrationId: waiter.id, sessionId: session.id, position: 99 });
    const people = await t.db
      .select({ email: users.email })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(inArray(registrations.id, [...placed, first.id, second.id, waiter.id]));
    return { id: session.id, capacity: session.capacity, emails: people.map((p) => p.email) };
  }

  const changedEmails = async (to: readonly string[]) =>
    t.db
      .select({ to: emails.to, subject: emails.subject, text: emails.text })
      .from(emails)
      .where(and(eq(emails.kind, 'programme-session-changed'), inArray(emails.to, [...to])));

  const changesOf = (sessionId: number) =>
    t.db
      .select()
      .from(programmeChanges)
      .where(eq(programmeChanges.sessionId, sessionId))
      .orderBy(asc(programmeChanges.id));

  it('time and venue changed in one save: one entry with both, one email each; a second save: a second email', async () => {
    const session = await busySession();
    expect(session.emails.length).toBeGreaterThan(1);
    const input = (startTime: string, endTime: string, venueId: number | undefined) => ({
      date: festivalStart,
      startTime,
      endTime,
      venueId: String(venueId),
      capacity: session.capacity,
    });
    await must('workshops', UPDATE, { id: String(session.id), input: input('06:00', '07:00', venueIds[1]) });
    let entries = await changesOf(session.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.kind).toBe('changed');
    expect(entries[0]?.changes.map((line) => line.field)).toEqual(['time', 'venue']);
    let sent = await changedEmails(session.emails);
    expect(sent).toHaveLength(session.emails.length);
    expect(new Set(sent.map((email) => email.to)).size).toBe(session.emails.length);
    expect(sent[0]?.text).toMatch(/Time: .* → .*6:00AM–7:00AM/);
    expect(sent[0]?.text).toMatch(/Venue: /);
    // The changelog is linked by its full address, from PUBLIC_URL [issue 26].
    expect(sent[0]?.text).toContain('“What changed” page: https://festival.example.nz/changes');
    expect(sent[0]?.text).not.toContain('(/changes)');

    await must('workshops', UPDATE, { id: String(session.id), input: input('06:15', '07:15', venueIds[1]) });
    entries = await changesOf(session.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.changes.map((line) => line.field)).toEqual(['time']);
    sent = await changedEmails(session.emails);
    expect(sent).toHaveLength(2 * session.emails.length);

    // A save that changes neither time nor venue (capacity only) is no version and no email.
    await must('workshops', UPDATE, {
      id: String(session.id),
      input: { ...input('06:15', '07:15', venueIds[1]), capacity: (session.capacity ?? 20) + 1 },
    });
    expect(await changesOf(session.id)).toHaveLength(2);
    expect(await changedEmails(session.emails)).toHaveLength(2 * session.emails.length);

    // The public changelog lists them newest first.
    const page = await must<{ festival: { programmeChanges: Array<{ kind: string; changes: Json[] }> } }>(
      'anonymous',
      '{ festival { programmeChanges { kind changes { field before after } } } }',
    );
    expect(page.festival.programmeChanges[0]?.changes).toEqual([expect.objectContaining({ field: 'time' })]);
  });

  it('moving on the timetable is a version too, with its one email', async () => {
    const session = await busySession();
    const before = (await changedEmails(session.emails)).length;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    // Early on the second day: nothing else is in its venue then.
    const startsAt = zonedInstant(addDays(festivalStart, 1), '04:00');
    const moved = await gql<{ moveSession: { __typename: string } }>(
      'workshops',
      `mutation($id: ID!, $at: DateTime!, $v: ID) { moveSession(id: $id, startsAt: $at, venueId: $v) { __typename ... on Error { message } } }`,
      { id: String(session.id), at: startsAt.toISOString(), v: row?.venueId ? String(row.venueId) : null },
    );
    expect(moved.data?.moveSession).toEqual({ __typename: 'Session' });
    expect(await changesOf(session.id)).toHaveLength(1);
    const sent = await changedEmails(session.emails);
    expect(sent).toHaveLength(before + session.emails.length);
    expect(sent.at(-1)?.text).toContain('https://festival.example.nz/changes');
  });

  it('a cancelled session is a version, told by the cancellation email only; restoring is a version', async () => {
    const session = await busySession();
    const before = (await changedEmails(session.emails)).length;
    const [toldBefore] = await t.db
      .select({ n: count() })
      .from(emails)
      .where(and(eq(emails.kind, 'registration-session-cancelled'), inArray(emails.to, session.emails)));
    const cancelled = await must<{ cancelSession: { __typename: string } }>(
      'admin',
      'mutation($id: ID!) { cancelSession(id: $id, reason: "Tutor unwell") { __typename } }',
      { id: String(session.id) },
    );
    expect(cancelled.cancelSession.__typename).not.toMatch(/Error$/);
    expect(await changedEmails(session.emails)).toHaveLength(before);
    const [told] = await t.db
      .select({ n: count() })
      .from(emails)
      .where(and(eq(emails.kind, 'registration-session-cancelled'), inArray(emails.to, session.emails)));
    expect((told?.n ?? 0) - (toldBefore?.n ?? 0)).toBe(session.emails.length);
    await must('admin', 'mutation($id: ID!) { restoreSession(id: $id) { __typename } }', {
      id: String(session.id),
    });
    const entries = await changesOf(session.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['cancelled', 'restored']);
    expect(entries[0]?.changes[0]?.after).toBe('Cancelled (Tutor unwell)');
  });

  it('records nothing and emails nobody for a draft’s edits', async () => {
    const draft = await draftWorkshop('Quiet Draft');
    await must('workshops', UPDATE, {
      id: draft.sessionId,
      input: { date: festivalStart, startTime: '06:40', endTime: '07:10', venueId: String(venueIds[1]) },
    });
    expect(await changesOf(Number(draft.sessionId))).toEqual([]);
  });
});
