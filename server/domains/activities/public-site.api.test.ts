import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareNames } from '#core/people/names';
import { DEMO_SEED } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import {
  ActivityDetailsDocument,
  type ActivityDetailsQuery,
  ContentPageDocument,
  type ContentPageQuery,
  HomeDocument,
  type HomeQuery,
  PeopleDocument,
  type PeopleQuery,
  PersonDocument,
  type PersonQuery,
  ProgrammeDocument,
  type ProgrammeQuery,
  VenueDocument,
  type VenueQuery,
  VenuesDocument,
  type VenuesQuery,
} from '#web/graphql/graphql';

// The exact documents the public site sends, as codegen printed them from the web code.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ActivityData = Exclude<ActivityDetailsQuery['activity'], { __typename: 'NotFoundError' }>;

async function activityDetails(type: 'Workshop' | 'Show', slug: string) {
  const response = await t.graphql<ActivityDetailsQuery>(print(ActivityDetailsDocument), { type, slug });
  expect(response.errors).toBeUndefined();
  return response.data?.activity;
}

function success(result: ActivityDetailsQuery['activity'] | undefined): ActivityData {
  if (!result || result.__typename === 'NotFoundError')
    throw new Error(`expected an activity, got ${result?.__typename}`);
  return result;
}

describe('Programme query of the public site', () => {
  it('lists only workshops for Workshop, each with the card fields [AP-7] [PG-1]', async () => {
    const response = await t.graphql<ProgrammeQuery>(print(ProgrammeDocument), { activityType: 'Workshop' });
    expect(response.errors).toBeUndefined();
    const activities = response.data?.festival?.activities ?? [];
    expect(activities).toHaveLength(DEMO_SEED.counts.workshops);
    for (const activity of activities) {
      expect(activity.__typename).toBe('Workshop');
      expect(activity.picture).toMatchObject({
        blurhash: expect.any(String),
        altText: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(activity.sessions.length).toBeGreaterThan(0);
    }
  });

  it('marks the full workshop session full [PG-9] [RG-2]', async () => {
    const response = await t.graphql<ProgrammeQuery>(print(ProgrammeDocument), { activityType: 'Workshop' });
    const full = response.data?.festival?.activities.find((a) => a.slug === DEMO_SEED.fullWorkshopSlug);
    expect(full?.sessions.every((session) => session.full)).toBe(true);
    const others =
      response.data?.festival?.activities.filter((a) => a.slug !== DEMO_SEED.fullWorkshopSlug) ?? [];
    expect(others.some((activity) => activity.sessions.some((session) => !session.full))).toBe(true);
  });

  it('links workshops and shows both ways, and the festival presents its show [PG-7] [PG-8]', async () => {
    const shows = await t.graphql<ProgrammeQuery>(print(ProgrammeDocument), { activityType: 'Show' });
    const list = shows.data?.festival?.activities ?? [];
    expect(list).toHaveLength(DEMO_SEED.counts.shows);
    const gala = list.find((show) => show.slug === DEMO_SEED.festivalShowSlug);
    expect(gala?.presenters[0]).toMatchObject({ isFestival: true, name: DEMO_SEED.festivalProfileName });
    const link = DEMO_SEED.workshopShowLinks[0];
    if (!link) throw new Error('the demo seed has no workshop-to-show link');
    const show = list.find((item) => item.slug === link.show);
    expect(show?.__typename === 'Show' && show.workshop).toBeTruthy();
    const workshops = await t.graphql<ProgrammeQuery>(print(ProgrammeDocument), { activityType: 'Workshop' });
    const workshop = workshops.data?.festival?.activities.find((item) => item.slug === link.workshop);
    expect(workshop?.__typename === 'Workshop' && workshop.show).toBeTruthy();
  });

  it('gives no social events or conferences through the public types, but the type exists [PG-1]', async () => {
    const response = await t.graphql<ProgrammeQuery>(print(ProgrammeDocument), {
      activityType: 'SocialEvent',
    });
    expect(response.errors).toBeUndefined();
    for (const activity of response.data?.festival?.activities ?? [])
      expect(activity.__typename).toBe('SocialEvent');
  });
});

describe('ActivityDetails query', () => {
  it('gives a workshop with sanitised description, sessions with venues, presenters and its show [RT-4]', async () => {
    const link = DEMO_SEED.workshopShowLinks[0];
    if (!link) throw new Error('the demo seed has no workshop-to-show link');
    const activity = success(await activityDetails('Workshop', link.workshop));
    expect(activity.__typename).toBe('Workshop');
    expect(activity.descriptionHtml).toMatch(/<p>/);
    expect(activity.descriptionHtml).not.toMatch(/<script/i);
    expect(activity.sessions[0]?.venue).toMatchObject({
      name: expect.any(String),
      address: expect.any(String),
    });
    expect(activity.presenters.length).toBeGreaterThan(0);
    expect(activity.__typename === 'Workshop' && activity.show?.slug).toBe(link.show);
  });

  it('gives a show its booking link and its workshop', async () => {
    const link = DEMO_SEED.workshopShowLinks[0];
    if (!link) throw new Error('the demo seed has no workshop-to-show link');
    const activity = success(await activityDetails('Show', link.show));
    expect(activity.__typename === 'Show' && activity.workshop?.slug).toBe(link.workshop);
    const gala = success(await activityDetails('Show', DEMO_SEED.festivalShowSlug));
    expect(gala.bookingLink).toMatch(/^https?:\/\//);
  });

  it('lists both sessions of a workshop that runs twice', async () => {
    const slug = DEMO_SEED.repeatedWorkshopSlugs[0];
    if (!slug) throw new Error('the demo seed has no repeated workshop');
    expect(success(await activityDetails('Workshop', slug)).sessions).toHaveLength(2);
  });

  it('is a typed not-found for an unknown slug or the wrong type', async () => {
    expect((await activityDetails('Workshop', 'no-such-workshop'))?.__typename).toBe('NotFoundError');
    expect((await activityDetails('Show', DEMO_SEED.fullWorkshopSlug))?.__typename).toBe('NotFoundError');
  });
});

describe('People and Person queries', () => {
  it('lists the presenters of the festival but not the festival itself [RT-3] [AP-12]', async () => {
    const response = await t.graphql<PeopleQuery>(print(PeopleDocument));
    expect(response.errors).toBeUndefined();
    const people = response.data?.people ?? [];
    expect(people).toHaveLength(DEMO_SEED.counts.presenters);
    expect(people.some((person) => person.name === DEMO_SEED.festivalProfileName)).toBe(false);
    expect(
      people.some((person) => person.city?.country === 'nz' && person.city.traditionalNames.length > 0),
    ).toBe(true);
  });

  it('sorts presenters as a New Zealand reader would: Rāwiri before Ruby', async () => {
    const response = await t.graphql<PeopleQuery>(print(PeopleDocument));
    const names = (response.data?.people ?? []).map((person) => person.name);
    expect(names.indexOf('Rāwiri Tait')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Rāwiri Tait')).toBeLessThan(names.indexOf('Ruby Tane-Morris'));
    expect(names).toEqual([...names].sort(compareNames));
  });

  it('gives a presenter with bio, picture and what they present', async () => {
    const people = await t.graphql<PeopleQuery>(print(PeopleDocument));
    const first = people.data?.people[0];
    const response = await t.graphql<PersonQuery>(print(PersonDocument), { id: first?.id });
    const person = response.data?.person;
    if (person?.__typename !== 'Person') throw new Error('expected a person');
    expect(person.name).toBe(first?.name);
    expect(person.activities.length).toBeGreaterThan(0);
    for (const activity of person.activities)
      expect(activity.presenters.map((p) => p.id)).toContain(first?.id);
  });

  it('is a typed not-found for an unknown id, and a refused input for a malformed one', async () => {
    for (const id of ['999999', '2147483647']) {
      const response = await t.graphql<PersonQuery>(print(PersonDocument), { id });
      expect(response.data?.person.__typename).toBe('NotFoundError');
    }
    // The ID scalar refuses what cannot be an id before the resolver runs (issue 12 item 13).
    const malformed = await t.graphql<PersonQuery>(print(PersonDocument), { id: 'abc' });
    expect(malformed.data).toBeUndefined();
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('Venues and Venue queries', () => {
  it('lists venues with address and accessibility notes, and a venue with what is on there [RT-3]', async () => {
    const response = await t.graphql<VenuesQuery>(print(VenuesDocument));
    const venues = response.data?.venues ?? [];
    expect(venues).toHaveLength(DEMO_SEED.counts.venues);
    const results = await Promise.all(
      venues.map((venue) => t.graphql<VenueQuery>(print(VenueDocument), { id: venue.id })),
    );
    const sessions = results.flatMap((result) =>
      result.data?.venue.__typename === 'Venue' ? result.data.venue.sessions : [],
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]?.activity).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    const missing = await t.graphql<VenueQuery>(print(VenueDocument), { id: '999999' });
    expect(missing.data?.venue.__typename).toBe('NotFoundError');
  });
});

describe('ContentPage query', () => {
  it('renders an about page from Markdown, and not-found for an unknown slug [RT-3] [AP-13]', async () => {
    const response = await t.graphql<ContentPageQuery>(print(ContentPageDocument), {
      slug: 'acknowledgements',
    });
    const page = response.data?.page;
    if (page?.__typename !== 'ContentPage') throw new Error('expected the acknowledgements page');
    expect(page.title).toBeTruthy();
    expect(page.bodyHtml).toMatch(/<(p|h2)>/);
    const missing = await t.graphql<ContentPageQuery>(print(ContentPageDocument), { slug: 'nonsense' });
    expect(missing.data?.page.__typename).toBe('NotFoundError');
  });
});

describe('Home query', () => {
  it('gives the next workshop and show sessions, soonest first', async () => {
    t.setNow(new Date('2027-10-04T00:00:00Z'));
    try {
      const response = await t.graphql<HomeQuery>(print(HomeDocument));
      expect(response.errors).toBeUndefined();
      const sessions = response.data?.festival?.upcomingSessions ?? [];
      // The home page asks for 12 (its featured pictures and "Coming up" draw from them).
      expect(sessions).toHaveLength(12);
      const starts = sessions.map((session) => session.startsAt);
      expect([...starts].sort()).toEqual(starts);
      for (const session of sessions) {
        expect(['Workshop', 'Show']).toContain(session.activity.type);
        expect(new Date(session.endsAt).getTime()).toBeGreaterThan(
          new Date('2027-10-04T00:00:00Z').getTime(),
        );
      }
    } finally {
      t.setNow(null);
    }
  });

  it('has nothing coming up once the festival is over', async () => {
    t.setNow(new Date('2027-12-01T00:00:00Z'));
    try {
      const response = await t.graphql<HomeQuery>(print(HomeDocument));
      expect(response.data?.festival?.upcomingSessions).toEqual([]);
    } finally {
      t.setNow(null);
    }
  });
});
