import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  castMembers,
  contentPages,
  festivals,
  placements,
  profiles,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { MUTATION_RETURNS } from '#server/test/mutation-returns';
import { auditCount, headersByRole, userIdByEmail } from '#server/test/users';

/** Issue 14: staff build the programme. Every refusal the issue names has a test here. */

let t: TestApp;
let as: Record<string, Record<string, string>>;
let festivalStart: string;

type Result = {
  __typename: string;
  message?: string;
  code?: string;
  placesTaken?: number;
  problems?: Array<{ path: string[]; message: string }>;
  /** The selected fields of what the mutation returned, when it was not an error. */
  id?: string;
  [field: string]: unknown;
};

const DELETIONS = new Set(['deleteActivity', 'deleteSession']);

const RETURNS: Record<string, string> = MUTATION_RETURNS;

/** The result selection: the errors this mutation can return, then what it returns. */
function RESULT(mutation: string, fields: string): string {
  const returns = RETURNS[mutation];
  if (!returns) throw new Error(`say what ${mutation} returns in RETURNS`);
  return `__typename
  ... on Error { message code }
  ${DELETIONS.has(mutation) ? '... on PlacesHeldError { placesTaken }' : '... on ValidationError { problems { path message } }'}
  ... on ${returns} { ${fields} }`;
}

async function mutate(
  who: string,
  name: string,
  args: string,
  variables: Record<string, unknown>,
  fields = 'id',
): Promise<{ result?: Result; refused: boolean }> {
  const signature = Object.entries(variables)
    .map(([key, value]) => `$${key}: ${typeOf(name, key, value)}`)
    .join(', ');
  const query = `mutation${signature ? `(${signature})` : ''} { ${name}(${args}) { ${RESULT(name, fields)} } }`;
  const response = await t.graphql<Record<string, Result>>(query, variables, { headers: as[who] });
  const refused = response.errors?.[0]?.message === 'Not allowed';
  if (response.errors && !refused) throw new Error(JSON.stringify(response.errors));
  return { result: response.data?.[name], refused };
}

/** GraphQL variable types by argument name (each mutation here uses the same names). */
function typeOf(mutation: string, key: string, _value: unknown): string {
  const types: Record<string, string> = {
    festivalId: 'ID!',
    id: 'ID!',
    activityId: 'ID!',
    showId: 'ID',
    type: 'ActivityType!',
    name: 'String!',
    slug: 'String',
    cast: '[CastMemberInput!]!',
    email: 'String!',
  };
  if (key === 'input') {
    const inputs: Record<string, string> = {
      updateActivity: 'ActivityInput!',
      createSession: 'SessionInput!',
      updateSession: 'SessionInput!',
      createFestival: 'FestivalInput!',
      updateFestival: 'FestivalInput!',
      createVenue: 'VenueInput!',
      updateVenue: 'VenueInput!',
      createPresenter: 'PresenterInput!',
      updatePresenter: 'PresenterInput!',
      updatePage: 'PageInput!',
    };
    return inputs[mutation] ?? 'unknown';
  }
  if (mutation === 'updatePage' && key === 'slug') return 'String!';
  return types[key] ?? 'unknown';
}

const problemsOf = (result?: Result) =>
  Object.fromEntries((result?.problems ?? []).map((problem) => [problem.path.join('.'), problem.message]));

/** A workshop session of the demo festival with places taken, and one with none. */
async function sessionsByPlaces() {
  const rows = await t.db
    .select({ id: sessions.id, activityId: sessions.activityId, taken: count(placements.registrationId) })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(placements, eq(placements.sessionId, sessions.id))
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')))
    .groupBy(sessions.id)
    .orderBy(asc(sessions.id));
  const held = rows.find((row) => row.taken > 1);
  if (!held) throw new Error('no session with places');
  return { held };
}

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(
    t,
    ['activities', 'workshops', 'shows', 'social_events', 'content', 'people', 'registrations'],
    'programme',
  );
  const [festival] = await t.db.select().from(festivals).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
  festivalStart = festival?.startDate ?? '';
}, 60_000);
afterAll(() => t.close());

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

describe('casting and workshop→show links', () => {
  let workshopId: string;
  let showId: string;
  let personId: string;

  beforeAll(async () => {
    const make = async (who: string, type: string, name: string) =>
      (
        await mutate(who, 'createActivity', 'festivalId: $festivalId, type: $type, name: $name', {
          festivalId: String(DEMO_FESTIVAL_YEAR),
          type,
          name,
        })
      ).result?.id ?? '';
    workshopId = await make('workshops', 'Workshop', 'Cast workshop');
    showId = await make('shows', 'Show', 'Cast show');
    const person = await mutate('workshops', 'createPresenter', 'input: $input', {
      input: { name: 'Aroha Presenter', pronouns: 'she/her', bio: 'Teaches.' },
    });
    personId = person.result?.id ?? '';
  });

  it('creates a presenter without an account and casts them as tutor; the public page lists them', async () => {
    const cast = await mutate(
      'workshops',
      'setActivityCast',
      'id: $id, cast: $cast',
      {
        id: workshopId,
        cast: [{ profileId: personId, role: 'tutor' }],
      },
      'id ... on Workshop { tutors { name } }',
    );
    expect(cast.result).toMatchObject({ tutors: [{ name: 'Aroha Presenter' }] });
    expect(await auditCount(t.db, 'activity.cast', workshopId)).toBe(1);
  });

  it('refuses casting by the wrong kind of manager, duplicates and unknown people', async () => {
    expect(
      (await mutate('shows', 'setActivityCast', 'id: $id, cast: $cast', { id: workshopId, cast: [] }))
        .refused,
    ).toBe(true);
    const twice = await mutate('workshops', 'setActivityCast', 'id: $id, cast: $cast', {
      id: workshopId,
      cast: [
        { profileId: personId, role: 'tutor' },
        { profileId: personId, role: 'tutor' },
      ],
    });
    expect(twice.result?.__typename).toBe('ValidationError');
    const unknown = await mutate('workshops', 'setActivityCast', 'id: $id, cast: $cast', {
      id: workshopId,
      cast: [{ profileId: '999999', role: 'tutor' }],
    });
    expect(unknown.result?.message).toBe('Please choose people from the list');
    const [kept] = await t.db
      .select({ n: count() })
      .from(castMembers)
      .where(eq(castMembers.activityId, Number(workshopId)));
    expect(kept?.n).toBe(1);
  });

  it('links a workshop to its show, and refuses anything but a show', async () => {
    const linked = await mutate(
      'workshops',
      'linkWorkshopToShow',
      'id: $id, showId: $showId',
      { id: workshopId, showId },
      'id ... on Workshop { show { id } }',
    );
    expect(linked.result).toMatchObject({ show: { id: showId } });
    const wrong = await mutate('workshops', 'linkWorkshopToShow', 'id: $id, showId: $showId', {
      id: workshopId,
      showId: workshopId,
    });
    expect(problemsOf(wrong.result)).toEqual({ showId: 'Please choose a show of the same festival' });
    const fromShow = await mutate('shows', 'linkWorkshopToShow', 'id: $id, showId: $showId', {
      id: showId,
      showId,
    });
    expect(fromShow.result?.message).toBe('Only workshops lead to shows');
    expect(
      (await mutate('shows', 'linkWorkshopToShow', 'id: $id, showId: $showId', { id: workshopId, showId }))
        .refused,
    ).toBe(true);
  });

  it('links the presenter to an account later (people managers only), which refuses a second link', async () => {
    const link = (who: string, email: string) =>
      mutate(
        who,
        'linkPresenterToUser',
        'id: $id, email: $email',
        { id: personId, email },
        'id accountEmail',
      );
    expect((await link('workshops', 'participant2@example.org')).refused).toBe(true);
    expect(problemsOf((await link('people', 'nobody@example.org')).result)).toEqual({
      email: 'There is no account with this email',
    });
    expect((await link('people', 'Participant2@example.org')).result?.accountEmail).toBe(
      'participant2@example.org',
    );
    expect(problemsOf((await link('people', 'participant3@example.org')).result)).toEqual({
      email: 'This person is already linked to an account',
    });
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, Number(personId)));
    expect(profile?.userId).toBe(await userIdByEmail(t.db, 'participant2@example.org'));
  });

  it('lets people managers edit a presenter, and refuses others and a blank name', async () => {
    const edit = (who: string, name: string) =>
      mutate(
        who,
        'updatePresenter',
        'id: $id, input: $input',
        { id: personId, input: { name, pronouns: 'they/them', bio: 'New bio' } },
        'id name pronouns bio',
      );
    expect((await edit('workshops', 'X')).refused).toBe(true);
    expect(problemsOf((await edit('people', ' ')).result)).toEqual({ name: 'Required' });
    expect((await edit('people', 'Aroha P.')).result).toMatchObject({
      name: 'Aroha P.',
      pronouns: 'they/them',
      bio: 'New bio',
    });
  });
});

describe('festivals and venues', () => {
  const festivalInput = {
    startDate: '2031-03-01',
    endDate: '2031-03-08',
    baseWorkshopPrice: 6500,
    discountPerAdditionalWorkshop: 500,
    discountLimit: 5,
  };

  it('lets an administrator create next year’s festival, once; activity managers see which is current', async () => {
    expect(
      (await mutate('activities', 'createFestival', 'input: $input', { input: festivalInput })).refused,
    ).toBe(true);
    const { result } = await mutate(
      'admin',
      'createFestival',
      'input: $input',
      { input: festivalInput },
      'id isCurrent workshopPricing { baseWorkshopPrice }',
    );
    expect(result).toMatchObject({
      id: '2031',
      isCurrent: false,
      workshopPricing: { baseWorkshopPrice: 6500 },
    });
    const again = await mutate('admin', 'createFestival', 'input: $input', { input: festivalInput });
    expect(problemsOf(again.result)).toEqual({ startDate: 'NZIF 2031 already exists' });
    const list = await t.graphql<{ festivals: Array<{ id: string; isCurrent: boolean }> }>(
      '{ festivals { id isCurrent } }',
      {},
      { headers: as.activities },
    );
    expect(list.data?.festivals.find((festival) => festival.isCurrent)?.id).toBe(String(DEMO_FESTIVAL_YEAR));
    expect(
      (await t.graphql('{ festivals { id } }', {}, { headers: as.participant })).errors?.[0]?.message,
    ).toBe('Not allowed');
  });

  it('refuses dates out of order, across years, and a discount above the price', async () => {
    const bad = async (changes: Record<string, unknown>) =>
      problemsOf(
        (
          await mutate('admin', 'createFestival', 'input: $input', {
            input: { ...festivalInput, ...changes },
          })
        ).result,
      );
    expect(await bad({ startDate: '2032-03-08', endDate: '2032-03-01' })).toEqual({
      endDate: 'Must be on or after the start',
    });
    expect(Object.keys(await bad({ startDate: '2032-12-30', endDate: '2033-01-02' }))).toEqual(['endDate']);
    expect(
      Object.keys(
        await bad({ startDate: '2032-03-01', endDate: '2032-03-02', discountPerAdditionalWorkshop: 9000 }),
      ),
    ).toEqual(['discountPerAdditionalWorkshop']);
    expect(
      Object.keys(await bad({ startDate: '2032-03-01', endDate: '2032-03-02', discountLimit: 0 })),
    ).toEqual(['discountLimit']);
  });

  it('lets activity managers create and edit venues; others are refused; half a position is refused', async () => {
    const venue = {
      name: 'Te Auaha',
      room: 'Studio 1',
      address: '65 Dixon St, Wellington',
      accessibilityNotes: 'Lift to all floors',
      latitude: -41.29,
      longitude: 174.77,
    };
    expect((await mutate('workshops', 'createVenue', 'input: $input', { input: venue })).refused).toBe(true);
    const created = await mutate(
      'activities',
      'createVenue',
      'input: $input',
      { input: venue },
      'id name room accessibilityNotes latitude',
    );
    expect(created.result).toMatchObject({ name: 'Te Auaha', room: 'Studio 1', latitude: -41.29 });
    const half = await mutate('activities', 'updateVenue', 'id: $id, input: $input', {
      id: created.result?.id,
      input: { ...venue, longitude: null },
    });
    expect(problemsOf(half.result)).toEqual({ longitude: 'Give both latitude and longitude, or neither' });
    const edited = await mutate(
      'activities',
      'updateVenue',
      'id: $id, input: $input',
      { id: created.result?.id, input: { ...venue, room: '' } },
      'id room',
    );
    expect(edited.result?.room).toBeNull();
    expect(await auditCount(t.db, 'venue.update', created.result?.id ?? '')).toBe(1);
  });
});

describe('about pages', () => {
  it('lets content staff edit a page in Markdown, and the public page shows it sanitised', async () => {
    const input = { title: 'About us', body: '# Kia ora\n\n<script>alert(1)</script>Hello' };
    expect(
      (await mutate('activities', 'updatePage', 'slug: $slug, input: $input', { slug: 'about', input }))
        .refused,
    ).toBe(true);
    const { result } = await mutate(
      'content',
      'updatePage',
      'slug: $slug, input: $input',
      { slug: 'about', input },
      'id title bodyHtml',
    );
    expect(result?.title).toBe('About us');
    expect(String(result?.bodyHtml)).toContain('Kia ora');
    expect(String(result?.bodyHtml)).not.toContain('<script');
    const preview = await t.graphql<{ previewMarkdown: string }>(
      '{ previewMarkdown(markdown: "**hi** <img src=x onerror=alert(1)>") }',
      {},
      { headers: as.content },
    );
    expect(preview.data?.previewMarkdown).toContain('<strong>hi</strong>');
    expect(preview.data?.previewMarkdown).not.toContain('onerror');
  });

  it('creates a missing about page on first save, refuses other slugs and a blank title', async () => {
    await t.db.delete(contentPages).where(eq(contentPages.slug, 'contact'));
    const save = (slug: string, title: string) =>
      mutate(
        'content',
        'updatePage',
        'slug: $slug, input: $input',
        { slug, input: { title, body: 'Email us' } },
        'id slug',
      );
    expect((await save('contact', 'Contact us')).result?.slug).toBe('contact');
    expect((await save('made-up', 'Nope')).result?.__typename).toBe('NotFoundError');
    expect(problemsOf((await save('contact', '')).result)).toEqual({ title: 'Required' });
  });
});
