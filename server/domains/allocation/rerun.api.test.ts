import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocationRuns,
  auditEntries,
  festivals,
  placements,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { waitForAllocationJobs } from './index';

// This test opens general registration half a day after PAUSED, so a day after PAUSED it is open.
const OPENED = new Date('2027-08-05T12:00:00Z');
const GENERAL = new Date('2027-08-06T00:00:00Z');

let t: TestApp;
let staff: Record<string, string>;

type Payload = { __typename: string; message?: string; id?: string; state?: string; mode?: string };
type Participant = { registrationId: string; placements: string[]; waitlists: string[] };

async function start(mode?: 'FULL' | 'UNPLACED_ONLY'): Promise<Payload> {
  const response = await t.graphql<{ startAllocation: Payload }>(
    `mutation($mode: AllocationRunMode) { startAllocation(seed: 5, mode: $mode) {
      __typename ... on Error { message } ... on AllocationRun { id state mode } } }`,
    { mode },
    { headers: staff },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.startAllocation;
}

async function publish(runId: string, moveToGeneralPhase = false): Promise<Payload> {
  const response = await t.graphql<{ publishAllocation: Payload }>(
    `mutation($runId: ID!, $open: Boolean) { publishAllocation(runId: $runId, moveToGeneralPhase: $open) {
      __typename ... on Error { message } ... on AllocationRun { id state mode } } }`,
    { runId, open: moveToGeneralPhase },
    { headers: staff },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.publishAllocation;
}

async function draftParticipants(): Promise<{ id: string; mode: string; participants: Participant[] }> {
  const response = await t.graphql<{
    allocationRun: { id: string; mode: string; participants: Participant[] };
  }>(
    '{ allocationRun { id mode participants { registrationId placements waitlists } } }',
    {},
    { headers: staff },
  );
  if (!response.data?.allocationRun) throw new Error(JSON.stringify(response.errors));
  return response.data.allocationRun;
}

async function allPlaces() {
  return t.db.select({ r: placements.registrationId, s: placements.sessionId }).from(placements);
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(PAUSED);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  staff = await t.headersFor(user?.id as number);
});
afterAll(async () => {
  await waitForAllocationJobs();
  await t.close();
});

describe('re-running the lottery after general registration opened [issue 11]', () => {
  let firstRunId: string;
  let staleDraftId: string;

  it('publishes the first lottery; a second full draft is drawn; general registration opens', async () => {
    const first = await start();
    expect(first.__typename).toBe('AllocationRun');
    await waitForAllocationJobs();
    firstRunId = first.id as string;
    expect((await publish(firstRunId)).__typename).toBe('AllocationRun');
    // A second full draft drawn before general opened, left unpublished.
    const second = await start('FULL');
    expect(second.__typename).toBe('AllocationRun');
    await waitForAllocationJobs();
    staleDraftId = second.id as string;
    await t.db.update(festivals).set({ generalOpensAt: OPENED }).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
    t.setNow(GENERAL);
  });

  it('refuses a full re-run once general registration has opened, naming the unplaced-only mode', async () => {
    for (const mode of [undefined, 'FULL'] as const) {
      const refused = await start(mode);
      expect(refused.__typename).toBe('AllocationRerunRefusedError');
      expect(refused.message).toMatch(/General registration has opened/);
      expect(refused.message).toMatch(/unplaced people only/);
    }
    const [running] = await t.db
      .select({ id: allocationRuns.id })
      .from(allocationRuns)
      .where(eq(allocationRuns.state, 'running'));
    expect(running).toBeUndefined();
  });

  it('refuses to publish a full draft once general registration has opened, and writes nothing', async () => {
    const before = await allPlaces();
    const refused = await publish(staleDraftId);
    expect(refused.__typename).toBe('AllocationRerunRefusedError');
    expect(await allPlaces()).toEqual(before);
    const [row] = await t.db
      .select({ state: allocationRuns.state })
      .from(allocationRuns)
      .where(eq(allocationRuns.id, Number(staleDraftId)));
    expect(row?.state).toBe('draft');
  });

  it('re-runs for unplaced people only: places them in what is left and never touches existing places', async () => {
    // Two people lose all their places (as if they had given them up), so they are unplaced.
    const published = await t.db
      .select({ r: placements.registrationId })
      .from(placements)
      .groupBy(placements.registrationId);
    const unplaced = published.slice(0, 2).map((p) => p.r);
    expect(unplaced).toHaveLength(2);
    await t.db.delete(placements).where(inArray(placements.registrationId, unplaced));
    const waitlistsBefore = await t.db
      .select()
      .from(waitlistEntries)
      .orderBy(waitlistEntries.sessionId, waitlistEntries.position);
    const placesBefore = await allPlaces();

    const run = await start('UNPLACED_ONLY');
    expect(run.__typename).toBe('AllocationRun');
    expect(run.mode).toBe('UNPLACED_ONLY');
    await waitForAllocationJobs();
    const draft = await draftParticipants();
    expect(draft.mode).toBe('UNPLACED_ONLY');
    // Only people holding no place are in the draft.
    const placedIds = new Set(placesBefore.map((p) => String(p.r)));
    expect(draft.participants.length).toBeGreaterThanOrEqual(2);
    for (const p of draft.participants) expect(placedIds.has(p.registrationId)).toBe(false);
    for (const id of unplaced) expect(draft.participants.map((p) => p.registrationId)).toContain(String(id));

    const result = await publish(draft.id);
    expect(result.__typename).toBe('AllocationRun');
    const placesAfter = await allPlaces();
    const key = (p: { r: number; s: number }) => `${p.s}:${p.r}`;
    const after = new Set(placesAfter.map(key));
    // Every place held before is still held.
    for (const p of placesBefore) expect(after.has(key(p))).toBe(true);
    // New places only for the draft's (unplaced) people, and the two who lost theirs got some back.
    const added = placesAfter.filter((p) => !placesBefore.some((b) => key(b) === key(p)));
    expect(added.length).toBeGreaterThan(0);
    for (const p of added) expect(placedIds.has(String(p.r))).toBe(false);
    expect(unplaced.some((id) => added.some((p) => p.r === id))).toBe(true);
    // Capacity holds everywhere.
    const caps = await t.db.select({ id: sessions.id, capacity: sessions.capacity }).from(sessions);
    for (const session of caps) {
      const held = placesAfter.filter((p) => p.s === session.id).length;
      if (session.capacity !== null) expect(held).toBeLessThanOrEqual(session.capacity);
    }
    // Waitlists keep their order; positions run 1..n; nobody waits for a session they hold.
    const waitlistsAfter = await t.db
      .select()
      .from(waitlistEntries)
      .orderBy(waitlistEntries.sessionId, waitlistEntries.position);
    const bySession = new Map<number, number[]>();
    for (const w of waitlistsAfter)
      bySession.set(w.sessionId, [...(bySession.get(w.sessionId) ?? []), w.position]);
    for (const positions of bySession.values()) expect(positions).toEqual(positions.map((_, i) => i + 1));
    for (const w of waitlistsAfter) expect(after.has(`${w.sessionId}:${w.registrationId}`)).toBe(false);
    for (const [sessionId] of bySession) {
      const was = waitlistsBefore.filter((w) => w.sessionId === sessionId).map((w) => w.registrationId);
      const now = waitlistsAfter.filter((w) => w.sessionId === sessionId).map((w) => w.registrationId);
      expect(now.slice(0, was.length).filter((r) => was.includes(r))).toEqual(
        was.filter((r) => now.includes(r)),
      );
    }
  });

  it('records who started and published each run in the audit log', async () => {
    const entries = await t.db
      .select({ action: auditEntries.action, after: auditEntries.after, actor: auditEntries.actorName })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.festivalId, DEMO_FESTIVAL_YEAR), eq(auditEntries.targetType, 'allocation_run')),
      );
    expect(entries.filter((e) => e.action === 'allocation.start')).toHaveLength(3);
    expect(
      entries.filter((e) => e.action === 'allocation.publish').map((e) => (e.after as { mode: string }).mode),
    ).toEqual(['full', 'unplaced-only']);
    expect(entries.every((e) => e.actor === DEMO_STAFF.email)).toBe(true);
  });

  it('keeps the festival in general registration throughout', async () => {
    const [festival] = await t.db.select().from(festivals).where(eq(festivals.id, DEMO_FESTIVAL_YEAR));
    expect(festival?.generalOpensAt?.getTime()).toBe(OPENED.getTime());
  });
});
