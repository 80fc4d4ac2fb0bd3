import { asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocationRuns,
  emails,
  placements,
  registrationEvents,
  waitlistEntries,
} from '#server/db/schema/index';
import {
  draftOf,
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from '#server/domains/allocation/index';
import type { Viewer } from '#server/services/scope';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createStaffViewer, type Participant } from './factories';
import { smallFestival } from './small-festival';

/**
 * Publishing serves every queue beside a free place, and offers go out in rounds (issue 32): the
 * head of a queue is read at once and everyone who cannot take the place is refused together. The
 * outcome must be what offering the place to one person after another gives, by decision 009's
 * rule. The expectations below are worked out by hand from that rule, queue by queue; they do not
 * come from the engine.
 */

let t: TestApp;
let staff: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffViewer(t.db, ['registrations', 'allocation']);
}, 60_000);
afterAll(() => t?.close());

const FULL_DAY_REASON = 'Taking it would mean giving up FullDay, which also covers another part of the day.';

describe('publishing with queues beside free places [issue 32]', () => {
  it('refuses full-day holders in rounds and promotes whoever can move, exactly as one offer at a time would', async () => {
    // One morning; FullDay covers it and the afternoon. Sessions are served in id order (layout order).
    const f = await smallFestival(t.db, 2140, {
      phase: 'paused',
      sessions: {
        FullDay: { part: 'full', capacity: 30 },
        Masks: { part: 'am', capacity: 4 },
        Narrative: { part: 'am', capacity: 3 },
        Status: { part: 'am', capacity: 1 },
        Clown: { part: 'am', capacity: 5 },
      },
    });
    const id = (name: string) => (f.sessions[name] as { id: number }).id;
    const people = async (n: number, ranked: string[]) => {
      const made: Participant[] = [];
      for (let i = 0; i < n; i += 1) made.push(await f.person(ranked));
      return made;
    };
    // Placed in FullDay, waiting for the morning they ranked first: refused (a full day for half).
    const h = await people(7, ['Masks', 'FullDay']);
    const g = await people(3, ['Narrative', 'FullDay']);
    // Placed in Clown, which they ranked above Masks: refused (ranked higher).
    const [k] = await people(1, ['Clown', 'Masks']);
    // Placed in Status, ranked below Masks: moves, and Status's place goes to q.
    const [s] = await people(1, ['Masks', 'Status']);
    const [q] = await people(1, ['Status']);
    // Holding nothing at that time: each takes a place when offered.
    const [a, t1, t2] = await people(3, ['Masks']);
    const [u1, u2] = await people(2, ['Narrative']);
    const reg = (p: Participant | undefined) => String((p as Participant).registrationId);

    const scope = {
      viewer: staff,
      festival: f.festival,
      now: f.now,
      pubsub: t.services.pubsub,
      jobs: t.services.jobs,
    };
    const run = await startAllocationRun(t.db, scope, { seed: 5, mode: 'full' });
    await waitForAllocationJobs();
    const [row] = await t.db.select().from(allocationRuns).where(eq(allocationRuns.id, run.id));
    const draft = row && draftOf(row);
    if (!draft) throw new Error(`lottery ended ${row?.state}: ${row?.error}`);
    // The draft as staff might leave it, with the queues in the order this test needs (the draw's
    // own order among equals is a lottery).
    const lists = (entries: Record<string, Array<Participant | undefined>>) =>
      Object.fromEntries(
        Object.keys(f.sessions).map((name) => [String(id(name)), (entries[name] ?? []).map(reg)]),
      );
    draft.current = {
      placements: lists({ FullDay: [...h, ...g], Masks: [a], Narrative: [u1], Status: [s], Clown: [k] }),
      waitlists: lists({
        Masks: [h[0], k, h[1], h[2], h[3], t1, h[4], s, h[5], t2, h[6]],
        Narrative: [g[0], u2, g[1], g[2]],
        Status: [q],
      }),
    };
    await t.db.update(allocationRuns).set({ result: draft }).where(eq(allocationRuns.id, run.id));
    const [lastEmail] = await t.db.select({ id: emails.id }).from(emails).orderBy(asc(emails.id));
    const [lastEvent] = await t.db
      .select({ id: registrationEvents.id })
      .from(registrationEvents)
      .orderBy(asc(registrationEvents.id));

    await publishAllocation(t.db, scope, { runId: run.id, moveToGeneralPhase: false });

    // Masks (3 free): h0 refused; k, h1 refused; h2, h3 refused, t1 moves in; h4 refused; s moves
    // in (giving up Status, whose queue q then takes); h5 refused; t2 moves in and Masks is full,
    // so h6 stays first in line. Narrative (2 free): g0 refused, u2 moves in, g1 and g2 refused,
    // and a place is still free when the queue runs out.
    const sessionIds = Object.keys(f.sessions).map(id);
    const held = await t.db
      .select({ sessionId: placements.sessionId, registrationId: placements.registrationId })
      .from(placements)
      .where(inArray(placements.sessionId, sessionIds));
    const placedIn = (name: string) =>
      held
        .filter((p) => p.sessionId === id(name))
        .map((p) => p.registrationId)
        .sort((x, y) => x - y);
    const ids = (...who: Array<Participant | undefined>) =>
      who.map((p) => (p as Participant).registrationId).sort((x, y) => x - y);
    expect(placedIn('FullDay')).toEqual(ids(...h, ...g));
    expect(placedIn('Masks')).toEqual(ids(a, t1, s, t2));
    expect(placedIn('Narrative')).toEqual(ids(u1, u2));
    expect(placedIn('Status')).toEqual(ids(q));
    expect(placedIn('Clown')).toEqual(ids(k));
    const queued = await t.db
      .select({
        sessionId: waitlistEntries.sessionId,
        registrationId: waitlistEntries.registrationId,
        position: waitlistEntries.position,
      })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.sessionId, sessionIds));
    expect(queued).toEqual([{ sessionId: id('Masks'), registrationId: h[6]?.registrationId, position: 1 }]);

    // The history, in the order the offers were made.
    const history = await t.db
      .select({
        registrationId: registrationEvents.registrationId,
        kind: registrationEvents.kind,
        data: registrationEvents.data,
      })
      .from(registrationEvents)
      .where(gt(registrationEvents.id, lastEvent?.id ?? 0))
      .orderBy(asc(registrationEvents.id));
    const skipped = (p: Participant | undefined, session: string, reason = FULL_DAY_REASON) => ({
      registrationId: p?.registrationId,
      kind: 'waitlist-skipped',
      data: { sessionId: id(session), workshop: session, reason },
    });
    const promoted = (p: Participant | undefined, session: string, removedFrom: number[] = []) => ({
      registrationId: p?.registrationId,
      kind: 'promoted',
      data: { sessionId: id(session), workshop: session, removedFrom },
    });
    expect(history.filter((e) => e.kind !== 'allocation-published')).toEqual([
      skipped(h[0], 'Masks'),
      skipped(k, 'Masks', 'Taking it would mean giving up Clown, which you ranked higher.'),
      skipped(h[1], 'Masks'),
      skipped(h[2], 'Masks'),
      skipped(h[3], 'Masks'),
      promoted(t1, 'Masks'),
      skipped(h[4], 'Masks'),
      promoted(s, 'Masks', [id('Status')]),
      promoted(q, 'Status'),
      skipped(h[5], 'Masks'),
      promoted(t2, 'Masks'),
      skipped(g[0], 'Narrative'),
      promoted(u2, 'Narrative'),
      skipped(g[1], 'Narrative'),
      skipped(g[2], 'Narrative'),
    ]);
    expect(history.filter((e) => e.kind === 'allocation-published')).toHaveLength(18);

    // One email each, the allocation's, saying what happened since the draw.
    const sent = await t.db
      .select({ to: emails.to, kind: emails.kind, text: emails.text })
      .from(emails)
      .where(gt(emails.id, lastEmail?.id ?? 0));
    expect(sent).toHaveLength(18);
    expect(new Set(sent.map((e) => e.kind))).toEqual(new Set(['allocation-result']));
    const textTo = (p: Participant | undefined) => {
      const mine = sent.filter((e) => e.to === p?.email);
      expect(mine).toHaveLength(1);
      return mine[0]?.text ?? '';
    };
    const cameUp = (reason: string) =>
      `A place came up, but you could not take it: ${reason} Join the waitlist again if you still want it.`;
    for (const p of [h[0], h[1], h[2], h[3], h[4], h[5]])
      expect(textTo(p)).toContain(cameUp(FULL_DAY_REASON));
    expect(textTo(k)).toContain(cameUp('Taking it would mean giving up Clown, which you ranked higher.'));
    expect(textTo(h[6])).toContain('Masks (number 1 in line)');
    expect(textTo(h[6])).not.toContain('Since the draw');
    for (const p of g)
      expect(textTo(p)).toContain(
        `Narrative has free places, but we could not move you in: ${FULL_DAY_REASON} To switch anyway, add Narrative on the Register page.`,
      );
    for (const p of [t1, t2, s, q, u2])
      expect(textTo(p)).toContain('A place came up, so we moved you off the waitlist into');
    expect(textTo(s)).toContain('It replaces what you had at the same time, which you ranked lower:');
    for (const p of [a, u1]) expect(textTo(p)).not.toContain('Since the draw');
  });
});
