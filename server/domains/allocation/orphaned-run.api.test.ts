import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationRuns, users } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF } from '#server/db/seed/demo';
import { PAUSED } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { waitForAllocationJobs } from './index';

let t: TestApp;
let staff: Record<string, string>;
// A festival's id is its year.
const festivalId = DEMO_FESTIVAL_YEAR;

const START = `mutation { startAllocation(seed: 5) {
  __typename ... on Error { message } ... on AllocationRun { id state } } }`;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(PAUSED);
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  staff = await t.headersFor(admin?.id as number);
}, 60_000);

afterAll(async () => {
  await waitForAllocationJobs();
  await t.close();
});

async function orphanedRun(startedSecondsAgo: number): Promise<number> {
  const [row] = await t.db
    .insert(allocationRuns)
    .values({
      festivalId,
      seed: 1,
      state: 'running',
      startedAt: new Date(PAUSED.getTime() - startedSecondsAgo * 1000),
    })
    .returning({ id: allocationRuns.id });
  return row?.id as number;
}

describe('a lottery run whose process died', () => {
  it('no longer blocks a new run for minutes: a running run with no queued job is failed at the next start', async () => {
    const orphan = await orphanedRun(15);
    const response = await t.graphql<{ startAllocation: { __typename: string } }>(
      START,
      {},
      { headers: staff },
    );
    expect(response.data?.startAllocation.__typename).toBe('AllocationRun');
    const [row] = await t.db.select().from(allocationRuns).where(eq(allocationRuns.id, orphan));
    expect(row?.state).toBe('failed');
    expect(row?.error).toBe('Interrupted');
    await waitForAllocationJobs();
  }, 60_000);

  it('a run that has only just started (its job may be on its way) still refuses a second start', async () => {
    const fresh = await orphanedRun(2);
    const response = await t.graphql<{ startAllocation: { __typename: string } }>(
      START,
      {},
      { headers: staff },
    );
    expect(response.data?.startAllocation.__typename).toBe('AllocationRunningError');
    const [row] = await t.db.select().from(allocationRuns).where(eq(allocationRuns.id, fresh));
    expect(row?.state).toBe('running');
    await t.db.update(allocationRuns).set({ state: 'failed' }).where(eq(allocationRuns.id, fresh));
  }, 60_000);
});
