import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalPhase } from '#core/registrations/phase';
import { createTestApp, type TestApp } from '#server/test/harness';
import { placedSessionIds, setCapacity, waitlistOf } from '../factories';
import { type SmallFestival, smallFestival } from '../small-festival';
import { joinWaitlist } from './index';
import { serveWaitlists } from './serve-queues';

/**
 * Serving queues after a wholesale change (the lottery's publish, thousands of sessions at a big
 * festival) visits only the sessions with someone waiting beside a free place (issue 32): a
 * festival whose queues all wait behind full sessions is served in statements that do not grow
 * with its sessions, and a free place beside a queue is still found and given.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Six one-place sessions, each held by someone and waited for by someone else. */
async function fullWithQueues(year: number) {
  const f = await smallFestival(t.db, year, {
    phase: 'general',
    sessions: {
      A: { part: 'am', capacity: 1 },
      B: { part: 'pm', capacity: 1 },
      C: { day: 1, part: 'am', capacity: 1 },
      D: { day: 1, part: 'pm', capacity: 1 },
      E: { part: 'full', capacity: 1 },
      F: { day: 1, part: 'full', capacity: 1 },
    },
  });
  const waiting = new Map<string, number>();
  for (const name of NAMES) {
    await f.place(await f.person([name]), name);
    const waiter = await f.person([name]);
    await joinWaitlist(
      t.db,
      { viewer: waiter.viewer, festival: f.festival, now: f.now },
      { sessionId: idOf(f, name) },
    );
    waiting.set(name, waiter.registrationId);
  }
  return { f, waiting };
}

function idOf(f: SmallFestival, name: string): number {
  const session = f.sessions[name];
  if (!session) throw new Error(`no session ${name}`);
  return session.id;
}

function serve(f: SmallFestival, sessionIds: number[]) {
  return t.countQueries(() =>
    t.db.transaction((tx) =>
      serveWaitlists(tx, {
        festival: f.festival,
        phase: festivalPhase(f.festival, f.now),
        now: f.now,
        sessionIds,
      }),
    ),
  );
}

describe('serving many queues at once [issue 32]', () => {
  it('costs the same for six full sessions with queues as for one, and moves nobody', async () => {
    const { f, waiting } = await fullWithQueues(2301);
    const all = NAMES.map((name) => idOf(f, name));
    const one = await serve(f, all.slice(0, 1));
    const six = await serve(f, all);
    expect(one.result).toEqual([]);
    expect(six.result).toEqual([]);
    expect(six.queries).toBe(one.queries);
    for (const name of NAMES) expect(await waitlistOf(t.db, idOf(f, name))).toEqual([waiting.get(name)]);
  });

  it('still gives a place that came free beside a queue to the first person waiting', async () => {
    const { f, waiting } = await fullWithQueues(2302);
    const D = idOf(f, 'D');
    await setCapacity(t.db, D, 2);
    const served = await serve(
      f,
      NAMES.map((name) => idOf(f, name)),
    );
    const waiter = waiting.get('D') as number;
    expect(served.result).toEqual([waiter]);
    expect(await placedSessionIds(t.db, waiter)).toEqual([D]);
    expect(await waitlistOf(t.db, D)).toEqual([]);
    for (const name of NAMES.filter((n) => n !== 'D'))
      expect(await waitlistOf(t.db, idOf(f, name))).toEqual([waiting.get(name)]);
  });
});
