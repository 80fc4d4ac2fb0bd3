import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createParticipant, placementCount, sessionBySlug, setCapacity } from './factories';

/**
 * In a registration rush most joins find the workshop full. Their cost is what bounds joins per
 * second (issue 13 item 6), so it is pinned here: credentials, the festival, and one statement for
 * the registration and the session together. A join that takes a place costs more, and is pinned
 * too, at two numbers of places taken: it must not grow with the session.
 */
const GENERAL = new Date('2027-09-01T00:00:00Z');
const JOIN = 'mutation($s: ID!) { joinSession(sessionId: $s) { __typename } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
}, 60_000);
afterAll(() => t.close());

describe('a join in the rush', () => {
  it('is told the workshop is full after three statements, at any number of places taken', async () => {
    const [popular] = DEMO_SEED.popularWorkshopSlugs;
    if (!popular) throw new Error('the demo festival has a popular workshop');
    const session = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, popular);
    const costs: number[] = [];
    for (const free of [1, 5]) {
      await setCapacity(t.db, session.id, (await placementCount(t.db, session.id)) + free);
      for (let i = 0; i < free; i += 1) {
        const taker = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
        const placed = await t.graphql(
          JOIN,
          { s: String(session.id) },
          { headers: await t.headersFor(taker.userId) },
        );
        expect(placed.data).toMatchObject({ joinSession: { __typename: 'PlaceChange' } });
      }
      const late = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
      const headers = await t.headersFor(late.userId);
      const refused = await t.countQueries(() => t.graphql(JOIN, { s: String(session.id) }, { headers }));
      expect(refused.result.data).toMatchObject({ joinSession: { __typename: 'WorkshopFullError' } });
      costs.push(refused.queries);
    }
    expect(costs).toEqual([3, 3]);
  });

  it('takes a free place in fourteen statements (and a transaction), at any number of places taken', async () => {
    const [, popular] = DEMO_SEED.popularWorkshopSlugs;
    if (!popular) throw new Error('the demo festival has two popular workshops');
    const session = await sessionBySlug(t.db, DEMO_FESTIVAL_YEAR, popular);
    await setCapacity(t.db, session.id, null);
    const costs: number[] = [];
    for (const before of [1, 6]) {
      while ((await placementCount(t.db, session.id)) < before) {
        const taker = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
        await t.graphql(JOIN, { s: String(session.id) }, { headers: await t.headersFor(taker.userId) });
      }
      const joiner = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
      const headers = await t.headersFor(joiner.userId);
      const placed = await t.countQueries(() => t.graphql(JOIN, { s: String(session.id) }, { headers }));
      expect(placed.result.data).toMatchObject({ joinSession: { __typename: 'PlaceChange' } });
      costs.push(placed.queries);
    }
    // Credentials, festival, registration with a glance, teaching, addressee; then in the
    // transaction: lock the registration, places held, the session wanted, rankings, waitlists,
    // the history row, the email, the session lock, the insert.
    expect(costs).toEqual([14, 14]);
  });
});
