import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, feedback, placements, registrations, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole } from '#server/test/users';

let t: TestApp;
let as: Record<string, Record<string, string>>;
let workshop: { id: number; slug: string; sessionId: number };
let show: { id: number; slug: string };

type Response<T> = { data?: T; errors?: Array<{ message: string }> };
const refused = (response: Response<unknown>) => response.errors?.[0]?.message === 'Not allowed';

async function firstOfType(type: 'Workshop' | 'Show') {
  const [row] = await t.db
    .select({ id: activities.id, slug: activities.slug, sessionId: sessions.id })
    .from(activities)
    .innerJoin(sessions, eq(sessions.activityId, activities.id))
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, type)))
    .orderBy(asc(activities.name), asc(sessions.startsAt));
  if (!row) throw new Error(`no ${type}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['activities', 'workshops', 'shows', 'registrations'], 'activity-admin');
  workshop = await firstOfType('Workshop');
  show = await firstOfType('Show');
});
afterAll(() => t.close());

describe('admin timetable [RT-11]', () => {
  const TIMETABLE = `{ festival { timetable { id startsAt capacity placesTaken waitlistCount
    venue { id name } activity { __typename name slug } } } }`;
  type Timetable = {
    festival: {
      timetable: Array<{
        startsAt: string;
        placesTaken: number;
        waitlistCount: number;
        activity: { __typename: string };
      }>;
    };
  };

  it('lists every session of every kind, in time order, with places taken and waitlists, for activity managers', async () => {
    const response = await t.graphql<Timetable>(TIMETABLE, {}, { headers: as.activities });
    expect(response.errors).toBeUndefined();
    const rows = response.data?.festival.timetable ?? [];
    const all = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR));
    expect(rows).toHaveLength(all.length);
    expect(new Set(rows.map((row) => row.activity.__typename))).toEqual(
      new Set(['Workshop', 'Show', 'SocialEvent', 'Conference']),
    );
    const starts = rows.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(rows.some((row) => row.placesTaken > 0)).toBe(true);
  });

  it('lists the whole timetable to a manager of one kind too [issue 14]', async () => {
    const response = await t.graphql<Timetable>(TIMETABLE, {}, { headers: as.workshops });
    expect(response.errors).toBeUndefined();
    expect(new Set(response.data?.festival.timetable.map((row) => row.activity.__typename))).toEqual(
      new Set(['Workshop', 'Show', 'SocialEvent', 'Conference']),
    );
  });

  it.each(['anonymous', 'participant', 'teamMember', 'registrations'])(
    'refuses the timetable to %s',
    async (role) => {
      expect(refused(await t.graphql(TIMETABLE, {}, { headers: as[role] }))).toBe(true);
    },
  );
});

describe('activity feedback', () => {
  const FEEDBACK = `query($slug: String!) { activity(type: Workshop, slug: $slug) {
    ... on Activity { name feedback { positive constructive testimonial rating session { id } } } } }`;
  type Feedback = { activity: { feedback: Array<Record<string, unknown>> } };

  it('shows workshop managers the feedback on its sessions, and an empty list when there is none', async () => {
    const before = await t.graphql<Feedback>(FEEDBACK, { slug: workshop.slug }, { headers: as.workshops });
    expect(before.data?.activity.feedback).toEqual([]);
    const [registration] = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.festivalId, DEMO_FESTIVAL_YEAR))
      .orderBy(asc(registrations.id))
      .limit(1);
    await t.db.insert(feedback).values({
      registrationId: registration?.id ?? 0,
      sessionId: workshop.sessionId,
      rating: 5,
      positive: 'Loved the games',
      constructive: 'More breaks',
    });
    const after = await t.graphql<Feedback>(FEEDBACK, { slug: workshop.slug }, { headers: as.workshops });
    expect(after.data?.activity.feedback).toEqual([
      {
        positive: 'Loved the games',
        constructive: 'More breaks',
        testimonial: '',
        rating: 5,
        session: { id: String(workshop.sessionId) },
      },
    ]);
  });

  it.each(['anonymous', 'participant', 'teamMember', 'shows', 'registrations'])(
    'refuses workshop feedback to %s',
    async (role) => {
      expect(refused(await t.graphql(FEEDBACK, { slug: workshop.slug }, { headers: as[role] }))).toBe(true);
    },
  );
});

describe('session participants and waitlists', () => {
  const PARTICIPANTS = `query($slug: String!) { activity(type: Workshop, slug: $slug) {
    ... on Activity { sessions { id placesTaken waitlistCount
      participants { registrationId name email position } waitlist { name position } } } } }`;
  type Participants = {
    activity: {
      sessions: Array<{
        placesTaken: number;
        waitlistCount: number;
        participants: Array<{ name: string; email: string; position: number }>;
        waitlist: Array<{ position: number }>;
      }>;
    };
  };

  it('lists who has a place and who waits, numbered, for registration managers', async () => {
    // A workshop the demo seed has placed people in.
    const [busy] = await t.db
      .select({ slug: activities.slug })
      .from(placements)
      .innerJoin(sessions, eq(sessions.id, placements.sessionId))
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR))
      .limit(1);
    const response = await t.graphql<Participants>(
      PARTICIPANTS,
      { slug: busy?.slug },
      { headers: as.registrations },
    );
    expect(response.errors).toBeUndefined();
    for (const session of response.data?.activity.sessions ?? []) {
      expect(session.participants).toHaveLength(session.placesTaken);
      expect(session.participants.map((p) => p.position)).toEqual(session.participants.map((_, i) => i + 1));
      expect(session.waitlist).toHaveLength(session.waitlistCount);
    }
    const everyone = response.data?.activity.sessions.flatMap((s) => s.participants) ?? [];
    expect(everyone.length).toBeGreaterThan(0);
    expect(everyone[0]?.email).toMatch(/@/);
  });

  it.each(['anonymous', 'participant', 'teamMember', 'activities', 'workshops'])(
    'refuses participant lists to %s',
    async (role) => {
      expect(refused(await t.graphql(PARTICIPANTS, { slug: workshop.slug }, { headers: as[role] }))).toBe(
        true,
      );
    },
  );
});

describe('updateActivity', () => {
  const UPDATE = `mutation($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) {
    __typename
    ... on Activity { id name slug description suitability bookingLink canEdit }
    ... on ValidationError { problems { path message } }
    ... on Error { code message } } }`;
  const input = (change: Record<string, unknown> = {}) => ({
    name: 'Status Games, Revised',
    description: 'High and low status, **played**.',
    suitability: 'Everyone',
    bookingLink: '',
    ...change,
  });
  type Update = {
    updateActivity: { __typename: string; problems?: unknown } & Record<string, unknown>;
  };

  it('lets a workshop manager change a workshop’s words; its slug stays', async () => {
    const response = await t.graphql<Update>(
      UPDATE,
      { id: String(workshop.id), input: input() },
      { headers: as.workshops },
    );
    expect(response.data?.updateActivity).toEqual({
      __typename: 'Workshop',
      id: String(workshop.id),
      name: 'Status Games, Revised',
      slug: workshop.slug,
      description: 'High and low status, **played**.',
      suitability: 'Everyone',
      bookingLink: null,
      canEdit: true,
    });
    const [row] = await t.db.select().from(activities).where(eq(activities.id, workshop.id));
    expect(row).toMatchObject({ name: 'Status Games, Revised', slug: workshop.slug });
  });

  it('explains invalid input', async () => {
    const response = await t.graphql<Update>(
      UPDATE,
      { id: String(show.id), input: input({ name: ' ', bookingLink: 'tickets at the door' }) },
      { headers: as.shows },
    );
    expect(response.data?.updateActivity).toMatchObject({
      __typename: 'ValidationError',
      problems: [
        { path: ['name'], message: 'Required' },
        { path: ['bookingLink'], message: 'Please give a full web address, starting with https://' },
      ],
    });
  });

  it('says when there is no such activity', async () => {
    const response = await t.graphql<Update>(UPDATE, { id: '999999', input: input() }, { headers: as.admin });
    expect(response.data?.updateActivity).toMatchObject({ __typename: 'NotFoundError' });
  });

  it.each(['anonymous', 'participant', 'teamMember', 'shows', 'registrations'])(
    'refuses to let %s change a workshop, and changes nothing',
    async (role) => {
      const [before] = await t.db.select().from(activities).where(eq(activities.id, workshop.id));
      const response = await t.graphql(
        UPDATE,
        { id: String(workshop.id), input: input({ name: 'Hacked' }) },
        {
          headers: as[role],
        },
      );
      expect(refused(response)).toBe(true);
      const [after] = await t.db.select().from(activities).where(eq(activities.id, workshop.id));
      expect(after).toEqual(before);
    },
  );

  it.each(['anonymous', 'participant', 'registrations'])(
    'refuses %s before running any SQL for the activity [issue 12.13]',
    async (role) => {
      // The baseline is what the same caller costs for a field that reads nothing (credentials).
      const baseline = await t.countQueries(() => t.graphql('{ __typename }', {}, { headers: as[role] }));
      const update = await t.countQueries(() =>
        t.graphql(
          UPDATE,
          { id: String(workshop.id), input: input({ name: 'Hacked' }) },
          { headers: as[role] },
        ),
      );
      expect(refused(update.result)).toBe(true);
      expect(update.queries).toBe(baseline.queries);
      const session = await t.countQueries(() =>
        t.graphql(
          `mutation($id: ID!) { deleteSession(id: $id) { __typename } }`,
          { id: String(workshop.sessionId) },
          { headers: as[role] },
        ),
      );
      expect(refused(session.result)).toBe(true);
      expect(session.queries).toBe(baseline.queries);
    },
  );

  it('refuses an unknown id to staff who do not manage activities', async () => {
    expect(
      refused(await t.graphql(UPDATE, { id: '999999', input: input() }, { headers: as.workshops })),
    ).toBe(true);
  });
});
