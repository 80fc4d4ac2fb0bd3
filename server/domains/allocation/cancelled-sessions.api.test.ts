import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities, preferences, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { loadAllocationInstance } from './allocation-inputs';

/** Issue 14: a cancelled session is not offered by the lottery, and nobody's ranking of it counts. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

it('leaves cancelled sessions and rankings of them out of the lottery', async () => {
  const [ranked] = await t.db
    .select({ sessionId: preferences.sessionId })
    .from(preferences)
    .innerJoin(sessions, eq(sessions.id, preferences.sessionId))
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')))
    .limit(1);
  if (!ranked) throw new Error('the demo festival has no rankings');
  const id = String(ranked.sessionId);
  const before = await loadAllocationInstance(t.db, DEMO_FESTIVAL_YEAR);
  expect(before.sessions.map((s) => s.id)).toContain(id);
  expect(before.registrations.some((r) => r.preferences.some((p) => p.sessionId === id))).toBe(true);

  await t.db.update(sessions).set({ cancelledAt: new Date() }).where(eq(sessions.id, ranked.sessionId));
  const after = await loadAllocationInstance(t.db, DEMO_FESTIVAL_YEAR);
  expect(after.sessions.map((s) => s.id)).not.toContain(id);
  expect(after.registrations.some((r) => r.preferences.some((p) => p.sessionId === id))).toBe(false);
});
