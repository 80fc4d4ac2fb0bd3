import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROGRAMME = /* GraphQL */ `
  query ProgrammeBatching($activityType: ActivityType!) {
    festival {
      id
      activities(type: $activityType) {
        id name type slug description
        picture { id medium blurhash altText }
        presenters { id name city { id name traditionalNames country } }
        sessions { id startsAt endsAt full }
        ... on Workshop { show { id } }
        ... on Show { workshop { id } }
      }
    }
  }
`;

describe('festival queries', () => {
  it('answers the root festival query with the year [AP-5] [AP-11]', async () => {
    const response = await t.graphql<{ festival: { id: string } }>('{ festival { id } }');
    expect(response.data?.festival.id).toBe(String(DEMO_FESTIVAL_YEAR));
  });

  it('CurrentFestival gives id, startDate and endDate as instants in Pacific/Auckland [AP-5]', async () => {
    const response = await t.graphql<{ festival: { id: string; startDate: string; endDate: string } }>(
      'query CurrentFestival { festival { id startDate endDate } }',
    );
    const festival = response.data?.festival;
    expect(festival?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
    // Midnight in Auckland (NZDT, +13:00) is 11:00 the previous day in UTC.
    expect(festival?.startDate).toBe('2027-10-01T11:00:00.000Z');
    expect(new Date(festival?.endDate ?? 0).getTime()).toBeGreaterThan(
      new Date(festival?.startDate ?? 0).getTime(),
    );
  });

  it('WorkshopPricing gives the pricing in integer cents [AP-11]', async () => {
    const response = await t.graphql<{ festival: { workshopPricing: Record<string, unknown> } }>(
      'query WorkshopPricing { festival { workshopPricing { id baseWorkshopPrice discountPerAdditionalWorkshop discountLimit } } }',
    );
    expect(response.data?.festival.workshopPricing).toEqual({
      id: String(DEMO_FESTIVAL_YEAR),
      baseWorkshopPrice: 6500,
      discountPerAdditionalWorkshop: 500,
      discountLimit: 5,
    });
  });

  it('Cities lists names, traditional names and countries [AP-5] [AP-12]', async () => {
    const response = await t.graphql<{
      cities: Array<{ name: string; traditionalNames: string[]; country: string }>;
    }>('query Cities { cities { id name traditionalNames country } }');
    const wellington = response.data?.cities.find((city) => city.name === 'Wellington');
    expect(wellington).toMatchObject({ country: 'nz', traditionalNames: ['Te Whanganui-a-Tara'] });
  });

  it('Programme returns workshops with pictures, presenters, sessions and links [AP-7]', async () => {
    const response = await t.graphql<{ festival: { activities: Array<Record<string, unknown>> } }>(
      PROGRAMME,
      {
        activityType: 'Workshop',
      },
    );
    expect(response.errors).toBeUndefined();
    const activities = response.data?.festival.activities ?? [];
    expect(activities.length).toBeGreaterThanOrEqual(24);
    for (const activity of activities) {
      expect(activity.type).toBe('Workshop');
      expect(activity.picture).toMatchObject({ medium: expect.stringMatching(/^\/uploads\//) });
      expect((activity.presenters as unknown[]).length).toBeGreaterThan(0);
      expect((activity.sessions as unknown[]).length).toBeGreaterThan(0);
    }
    expect(activities.some((activity) => activity.show !== null)).toBe(true);
    const sessions = activities.flatMap((activity) => activity.sessions as Array<{ full: boolean }>);
    expect(sessions.some((session) => session.full)).toBe(true);
  });

  it('loads the programme in a small constant number of SQL statements', async () => {
    // Any mutation clears the response cache, so each count is of a real execution.
    const uncached = async (activityType: string) => {
      await t.graphql('mutation { logOut { __typename } }');
      return t.countQueries(() => t.graphql(PROGRAMME, { activityType }));
    };
    const workshops = await uncached('Workshop');
    const shows = await uncached('Show');
    expect(workshops.queries).toBeGreaterThan(0);
    expect(workshops.queries).toBeLessThanOrEqual(9);
    expect(shows.queries).toBe(workshops.queries);
  });

  it('gives a typed not-found for unknown ids and slugs', async () => {
    const response = await t.graphql<{ venue: { __typename: string; message: string } }>(
      '{ venue(id: "999999") { __typename ... on NotFoundError { message code } } }',
    );
    expect(response.data?.venue).toEqual({
      __typename: 'NotFoundError',
      message: 'Venue not found',
      code: 'NOT_FOUND',
    });
    const activity = await t.graphql<{ activity: { __typename: string } }>(
      '{ activity(type: Workshop, slug: "no-such-thing") { __typename } }',
    );
    expect(activity.data?.activity.__typename).toBe('NotFoundError');
  });

  it('accepts queries by GET [AP-1]', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ festival { id } }')}`,
    });
    expect(response.json().data.festival.id).toBe(String(DEMO_FESTIVAL_YEAR));
  });

  it('refuses queries deeper than the limit', async () => {
    const nested = `${'sessions { activity { '.repeat(7)}id${' } }'.repeat(7)}`;
    const deep = `{ festival { activities(type: Workshop) { ${nested} } } }`;
    const response = await t.graphql(deep);
    expect(response.errors?.[0]?.message).toMatch(/depth limit of 12 exceeded/);
    expect(response.data).toBeUndefined();
  });

  it('refuses queries that select too many fields', async () => {
    const wide = Array.from({ length: 600 }, (_, i) => `a${i}: id`).join(' ');
    const response = await t.graphql(
      `{ festival { ${wide} startDate endDate workshopPricing { ${wide} } } }`,
    );
    expect(response.errors?.[0]?.message).toMatch(/Token limit of \d+ exceeded/);
  });

  it('masks unexpected errors and names the request id instead', async () => {
    const { db } = t.services;
    const failing = new Proxy(db, {
      get: () => () => {
        throw new Error('connection string with a password in it');
      },
    });
    t.services.db = failing;
    try {
      const response = await t.graphql('{ venues { id } }');
      const message = response.errors?.[0]?.message ?? '';
      expect(message).toMatch(/^Unexpected error\. \(request [0-9a-f-]{36}\)$/);
      expect(message).not.toContain('password');
    } finally {
      t.services.db = db;
    }
  });
});
