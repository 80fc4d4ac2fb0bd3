import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, sessions, waitlistEntries } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { auditCount } from '#server/test/users';
import {
  as,
  festivalStart,
  mutate,
  problemsOf,
  sessionsByPlaces,
  setUpTestApp,
  t,
} from './programme-admin.test-support';

setUpTestApp();

describe('creating activities', () => {
  const create = (who: string, type: string, name: string, slug?: string) =>
    mutate(
      who,
      'createActivity',
      'festivalId: $festivalId, type: $type, name: $name, slug: $slug',
      { festivalId: String(DEMO_FESTIVAL_YEAR), type, name, slug: slug ?? null },
      'id name slug type',
    );

  it('lets the manager of each kind create one, with a slug from its name, and records it', async () => {
    const { result } = await create('workshops', 'Workshop', 'Māori Myths & Legends!');
    expect(result).toMatchObject({
      name: 'Māori Myths & Legends!',
      slug: 'maori-myths-legends',
      type: 'Workshop',
    });
    expect(await auditCount(t.db, 'activity.create', result?.id ?? '')).toBe(1);
    expect((await create('social_events', 'SocialEvent', 'Opening party')).result?.slug).toBe(
      'opening-party',
    );
    expect((await create('activities', 'Conference', 'Teachers’ hui')).result?.slug).toBe('teachers-hui');
  });

  it.each([
    ['anonymous', 'Workshop'],
    ['participant', 'Workshop'],
    ['teamMember', 'Workshop'],
    ['registrations', 'Workshop'],
    ['shows', 'Workshop'],
    ['workshops', 'Show'],
    ['workshops', 'Conference'],
    ['social_events', 'Conference'],
  ])('refuses %s creating a %s', async (who, type) => {
    expect((await create(who, type, 'Sneaky')).refused).toBe(true);
  });

  it('refuses a blank name and a bad or taken slug, next to the field', async () => {
    expect(problemsOf((await create('workshops', 'Workshop', '  ')).result)).toEqual({ name: 'Required' });
    expect(problemsOf((await create('workshops', 'Workshop', 'Fine', 'Not A Slug!')).result).slug).toMatch(
      /lower-case letters/,
    );
    await create('workshops', 'Workshop', 'Twice');
    const again = await create('workshops', 'Workshop', 'Twice');
    expect(problemsOf(again.result)).toEqual({ slug: 'Another workshop already uses this address' });
  });
});

describe('editing activities', () => {
  const UPDATE = 'id: $id, input: $input';
  const update = (who: string, id: string, input: Record<string, unknown>) =>
    mutate(who, 'updateActivity', UPDATE, { id, input }, 'id name slug');

  it('changes the slug and the old address still finds it [slug redirect]', async () => {
    const created = await mutate(
      'workshops',
      'createActivity',
      'festivalId: $festivalId, type: $type, name: $name',
      { festivalId: String(DEMO_FESTIVAL_YEAR), type: 'Workshop', name: 'Old name' },
      'id slug',
    );
    const id = created.result?.id ?? '';
    const renamed = await update('workshops', id, {
      name: 'New name',
      slug: 'new-name',
      description: 'Hello',
      suitability: '',
      bookingLink: '',
    });
    expect(renamed.result).toMatchObject({ name: 'New name', slug: 'new-name' });
    // A draft is staff's only (issue 26): the redirect is the public's once it is published.
    const asked = `{ activity(type: Workshop, slug: "old-name") { ... on Activity { slug } } }`;
    expect((await t.graphql<{ activity: { slug?: string } }>(asked)).data?.activity.slug).toBeUndefined();
    await t.db
      .update(activities)
      .set({ publishedAt: new Date() })
      .where(eq(activities.id, Number(id)));
    // Another text than the first ask: the response cache saw no mutation (the row was written directly).
    const old = await t.graphql<{ activity: { slug?: string } }>(asked.replace('slug }', 'slug name }'));
    expect(old.data?.activity.slug).toBe('new-name');
    expect(await auditCount(t.db, 'activity.update', id)).toBe(1);
  });

  it('refuses a show manager editing a workshop, and a bad slug', async () => {
    const [workshop] = await t.db.select().from(activities).where(eq(activities.type, 'Workshop')).limit(1);
    const input = { name: 'x', description: '', suitability: '', bookingLink: '' };
    expect((await update('shows', String(workshop?.id), input)).refused).toBe(true);
    const bad = await update('workshops', String(workshop?.id), { ...input, slug: 'Bad Slug' });
    expect(problemsOf(bad.result).slug).toMatch(/lower-case/);
  });
});

describe('deleting activities', () => {
  const remove = (who: string, id: string) => mutate(who, 'deleteActivity', 'id: $id', { id }, 'id name');

  it('is refused while anyone holds a place, saying how many, and nothing is deleted', async () => {
    const { held } = await sessionsByPlaces();
    const impact = await t.graphql<{
      activity: { deletionImpact: { placesTaken: number; sessions: number } };
    }>(
      `query($slug: String!) { activity(type: Workshop, slug: $slug) { ... on Activity { deletionImpact { placesTaken sessions } } } }`,
      { slug: (await t.db.select().from(activities).where(eq(activities.id, held.activityId)))[0]?.slug },
      { headers: as.workshops },
    );
    expect(impact.data?.activity.deletionImpact.placesTaken).toBeGreaterThan(0);
    const { result } = await remove('workshops', String(held.activityId));
    expect(result?.__typename).toBe('PlacesHeldError');
    expect(result?.placesTaken).toBe(impact.data?.activity.deletionImpact.placesTaken);
    expect(result?.message).toMatch(/people hold places/);
    const [still] = await t.db
      .select({ n: count() })
      .from(activities)
      .where(eq(activities.id, held.activityId));
    expect(still?.n).toBe(1);
  });

  it('deletes an activity nobody has a place in, with its sessions, cast and waitlists', async () => {
    const created = await mutate(
      'shows',
      'createActivity',
      'festivalId: $festivalId, type: $type, name: $name',
      { festivalId: String(DEMO_FESTIVAL_YEAR), type: 'Show', name: 'Doomed show' },
    );
    const id = created.result?.id ?? '';
    await mutate('shows', 'createSession', 'activityId: $activityId, input: $input', {
      activityId: id,
      input: { date: festivalStart, startTime: '19:00', endTime: '20:30', capacity: 80 },
    });
    expect((await remove('workshops', id)).refused).toBe(true);
    const { result } = await remove('shows', id);
    expect(result?.name).toBe('Doomed show');
    const [left] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.activityId, Number(id)));
    expect(left?.n).toBe(0);
    expect(await auditCount(t.db, 'activity.delete', id)).toBe(1);
  });
});

describe('sessions', () => {
  let activityId: string;
  const create = (who: string, input: Record<string, unknown>) =>
    mutate(
      who,
      'createSession',
      'activityId: $activityId, input: $input',
      { activityId, input },
      'id startsAt endsAt capacity venue { id }',
    );

  beforeAll(async () => {
    const created = await mutate(
      'workshops',
      'createActivity',
      'festivalId: $festivalId, type: $type, name: $name',
      {
        festivalId: String(DEMO_FESTIVAL_YEAR),
        type: 'Workshop',
        name: 'Session test workshop',
      },
    );
    activityId = created.result?.id ?? '';
  });

  it('adds a session in festival time (Pacific/Auckland)', async () => {
    const { result } = await create('workshops', {
      date: festivalStart,
      startTime: '10:00',
      endTime: '13:00',
      capacity: 16,
    });
    const startsAt = new Date(String(result?.startsAt));
    expect(
      new Intl.DateTimeFormat('en-NZ', {
        timeZone: 'Pacific/Auckland',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(startsAt),
    ).toBe('10:00');
    expect(result?.capacity).toBe(16);
  });

  it('refuses a day outside the festival, an end before the start, a bad time and an unknown venue', async () => {
    const base = { date: festivalStart, startTime: '10:00', endTime: '13:00', capacity: 16 };
    expect(
      Object.keys(problemsOf((await create('workshops', { ...base, date: '1999-01-01' })).result)),
    ).toEqual(['date']);
    expect(problemsOf((await create('workshops', { ...base, endTime: '09:00' })).result)).toEqual({
      endTime: 'Must end after it starts',
    });
    expect(problemsOf((await create('workshops', { ...base, startTime: '25:00' })).result).startTime).toBe(
      'Please give a time like 19:30',
    );
    expect(problemsOf((await create('workshops', { ...base, venueId: '999999' })).result)).toEqual({
      venueId: 'Please choose a venue from the list',
    });
    expect(problemsOf((await create('workshops', { ...base, capacity: -1 })).result).capacity).toBeTruthy();
  });

  it.each(['anonymous', 'participant', 'teamMember', 'shows', 'registrations'])(
    'refuses %s adding one',
    async (who) => {
      expect((await create(who, { date: festivalStart, startTime: '10:00', endTime: '13:00' })).refused).toBe(
        true,
      );
    },
  );

  it('refuses capacity below the places taken, with the count, and allows it at the count', async () => {
    const { held } = await sessionsByPlaces();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, held.id));
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(row?.startsAt);
    const time = (instant?: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Pacific/Auckland',
        hour: '2-digit',
        minute: '2-digit',
      }).format(instant);
    const input = {
      date,
      startTime: time(row?.startsAt),
      endTime: time(row?.endsAt),
      venueId: row?.venueId ? String(row.venueId) : null,
    };
    const update = (capacity: number) =>
      mutate(
        'workshops',
        'updateSession',
        'id: $id, input: $input',
        { id: String(held.id), input: { ...input, capacity } },
        'id capacity',
      );
    const below = await update(held.taken - 1);
    expect(problemsOf(below.result)).toEqual({
      capacity: `${held.taken} places are already taken: capacity can’t be less than that`,
    });
    const [unchanged] = await t.db.select().from(sessions).where(eq(sessions.id, held.id));
    expect(unchanged?.capacity).toBe(row?.capacity);
    expect((await update(held.taken)).result?.capacity).toBe(held.taken);
    expect(await auditCount(t.db, 'session.update', held.id)).toBe(1);
    expect(
      (
        await mutate('shows', 'updateSession', 'id: $id, input: $input', {
          id: String(held.id),
          input: { ...input, capacity: 99 },
        })
      ).refused,
    ).toBe(true);
  });

  it('moves a session to another day and venue', async () => {
    const { result } = await create('workshops', {
      date: festivalStart,
      startTime: '14:00',
      endTime: '17:00',
      capacity: 12,
    });
    const [venue] = await t.db
      .select()
      .from((await import('#server/db/schema/index')).venues)
      .limit(1);
    const moved = await mutate(
      'workshops',
      'updateSession',
      'id: $id, input: $input',
      {
        id: result?.id,
        input: {
          date: festivalStart,
          startTime: '09:30',
          endTime: '12:00',
          venueId: String(venue?.id),
          capacity: 12,
        },
      },
      'id startsAt venue { id }',
    );
    expect(moved.result?.venue).toEqual({ id: String(venue?.id) });
  });

  it('refuses removing a session while places are held, and removes an empty one with its waitlist', async () => {
    const { held } = await sessionsByPlaces();
    const refused = await mutate('workshops', 'deleteSession', 'id: $id', { id: String(held.id) });
    expect(refused.result?.__typename).toBe('PlacesHeldError');
    const { result } = await create('workshops', {
      date: festivalStart,
      startTime: '18:00',
      endTime: '19:00',
      capacity: 0,
    });
    const removed = await mutate('workshops', 'deleteSession', 'id: $id', { id: result?.id });
    expect(removed.result?.id).toBe(result?.id);
    const [waiting] = await t.db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, Number(result?.id)));
    expect(waiting?.n).toBe(0);
  });
});
