import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, festivals, sessions, venues } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';

/**
 * Issue 26: the signage screen (and a venue's page) listed another festival's events under the
 * current one. A venue's sessions are the current festival's only, cancelled ones marked.
 */

let t: TestApp;
let venueId: number;
const NEXT_YEAR = DEMO_FESTIVAL_YEAR + 1;

beforeAll(async () => {
  t = await createTestApp();
  const [venue] = await t.db.select({ id: venues.id }).from(venues).limit(1);
  if (!venue) throw new Error('no venue in the demo');
  venueId = venue.id;
  await t.db.insert(festivals).values({
    id: NEXT_YEAR,
    startDate: `${NEXT_YEAR}-10-02`,
    endDate: `${NEXT_YEAR}-10-09`,
    baseWorkshopPrice: 6500,
  });
  const [other] = await t.db
    .insert(activities)
    .values({ festivalId: NEXT_YEAR, type: 'Workshop', name: 'Next Year Only', slug: 'next-year-only' })
    .returning({ id: activities.id });
  await t.db.insert(sessions).values({
    activityId: other?.id ?? 0,
    venueId,
    startsAt: new Date(`${NEXT_YEAR}-10-03T10:00:00+13:00`),
    endsAt: new Date(`${NEXT_YEAR}-10-03T12:00:00+13:00`),
  });
}, 60_000);
afterAll(() => t?.close());

type VenueSessions = {
  venues: Array<{
    id: string;
    sessions: Array<{ id: string; cancelled: boolean; activity: { name: string } }>;
  }>;
};
// Each test names its query: the public response cache (cleared by mutations, not by these
// direct writes) must not answer one test with another's result.
const signage = (name: string) =>
  `query ${name} { venues { id sessions { id cancelled activity { name } } } }`;

describe('a venue’s sessions [issue 26]', () => {
  it('are the current festival’s only, whichever festival has more at that venue', async () => {
    const response = await t.graphql<VenueSessions>(signage('CurrentOnly'));
    const names = response.data?.venues.flatMap((venue) => venue.sessions.map((s) => s.activity.name)) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Next Year Only');

    const demoSessions = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR));
    const shown = response.data?.venues.flatMap((venue) => venue.sessions.map((s) => Number(s.id))) ?? [];
    expect(shown.every((id) => demoSessions.some((s) => s.id === id))).toBe(true);
  });

  it('follow the festival staff make current', async () => {
    await t.db.update(festivals).set({ isCurrent: false }).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
    await t.db.update(festivals).set({ isCurrent: true }).where(eq(festivals.id, NEXT_YEAR));
    try {
      const response = await t.graphql<VenueSessions>(signage('AfterSwitch'));
      const here = response.data?.venues.find((venue) => venue.id === String(venueId));
      expect(here?.sessions.map((s) => s.activity.name)).toEqual(['Next Year Only']);
    } finally {
      await t.db.update(festivals).set({ isCurrent: false }).where(eq(festivals.id, NEXT_YEAR));
      await t.db.update(festivals).set({ isCurrent: true }).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
    }
  });

  it('mark a cancelled session', async () => {
    const [first] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(activities, eq(activities.id, sessions.activityId))
      .where(eq(activities.festivalId, DEMO_FESTIVAL_YEAR))
      .limit(1);
    await t.db
      .update(sessions)
      .set({ cancelledAt: new Date() })
      .where(eq(sessions.id, first?.id ?? 0));
    const response = await t.graphql<VenueSessions>(signage('Cancelled'));
    const session = response.data?.venues
      .flatMap((venue) => venue.sessions)
      .find((s) => s.id === String(first?.id));
    expect(session?.cancelled).toBe(true);
  });
});
