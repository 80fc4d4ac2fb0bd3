import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinLeaveCutoff, sessionsClash } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import { emails, placements, registrationEvents, sessions, waitlistEntries } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED } from '#server/db/seed/demo';
import { type FestivalRow, findFestival } from '#server/domains/festival/index';
import type { Viewer } from '#server/graphql/context';
import { DomainError } from '#server/graphql/errors';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createPerson, createRegistration, makeTutor, type SessionInfo, workshopSessions } from './factories';
import { joinSession, joinWaitlist, leaveSession, leaveWaitlist, serveWaitlist } from './places.service';
import {
  staffAddPlace,
  staffAddToWaitlist,
  staffMovePlace,
  staffRemoveFromWaitlist,
  staffRemovePlace,
} from './staff-places.service';

/**
 * The place and waitlist engine as a state machine (issue 11). Random small festivals (a few
 * sessions of one day, full days included, small capacities, a tutor who also takes workshops)
 * get random sequences of participant and staff commands and clock moves; after every command the
 * database is checked against the invariants below and against what the command meant to do.
 *
 * PGlite in normal CI; with TEST_DATABASE_URL (PostgreSQL in .ci/run) a shorter run.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// About 0.5–2 s a run on a loaded 2-core machine; MODEL_RUNS raises it for a soak.
const RUNS = Number(process.env.MODEL_RUNS ?? (postgres ? 15 : 40));
const GENERAL = new Date('2027-09-01T00:00:00Z');

let t: TestApp;
let festival: FestivalRow;
let days: SessionInfo[][];
let staffViewer: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  const found = await findFestival(t.db, DEMO_FESTIVAL_YEAR);
  if (!found) throw new Error('no festival');
  festival = found;
  const all = (await workshopSessions(t.db, DEMO_FESTIVAL_YEAR)).filter(
    (s) => s.slug !== DEMO_SEED.fullWorkshopSlug,
  );
  const byDay = new Map<string, SessionInfo[]>();
  for (const s of all) {
    const day = s.startsAt.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  days = [...byDay.values()].filter((list) => list.length >= 3);
  const staff = await createPerson(t.db, { permissions: ['registrations'] });
  staffViewer = { id: staff.userId, email: staff.email, permissions: ['registrations'], client: 'model' };
}, 120_000);
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// The world of one run, and the invariant checker (also tested by breaking rules on purpose)

interface World {
  sessions: SessionInfo[];
  people: Array<{ registrationId: number; email: string; viewer: Viewer; teaching: number[] }>;
}

interface Snapshot {
  places: Array<{ registrationId: number; sessionId: number; over: boolean }>;
  waits: Array<{ registrationId: number; sessionId: number; position: number }>;
  events: Map<number, number>;
  emails: Map<string, number>;
}

async function snapshot(db: Database, world: World): Promise<Snapshot> {
  const ids = world.sessions.map((s) => s.id);
  const regs = world.people.map((p) => p.registrationId);
  const [placeRows, waitRows, eventRows, emailRows] = await Promise.all([
    db
      .select({
        registrationId: placements.registrationId,
        sessionId: placements.sessionId,
        reason: placements.overCapacityReason,
      })
      .from(placements)
      .where(inArray(placements.sessionId, ids)),
    db
      .select({
        registrationId: waitlistEntries.registrationId,
        sessionId: waitlistEntries.sessionId,
        position: waitlistEntries.position,
      })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.sessionId, ids)),
    db
      .select({ registrationId: registrationEvents.registrationId })
      .from(registrationEvents)
      .where(inArray(registrationEvents.registrationId, regs)),
    db
      .select({ to: emails.to })
      .from(emails)
      .where(
        inArray(
          emails.to,
          world.people.map((p) => p.email),
        ),
      ),
  ]);
  const events = new Map<number, number>();
  for (const row of eventRows) events.set(row.registrationId, (events.get(row.registrationId) ?? 0) + 1);
  const mail = new Map<string, number>();
  for (const row of emailRows) mail.set(row.to, (mail.get(row.to) ?? 0) + 1);
  return {
    places: placeRows.map((row) => ({ ...row, over: row.reason !== null })),
    waits: waitRows,
    events,
    emails: mail,
  };
}

/** Throws, naming the rule, when the state breaks an invariant. */
function checkInvariants(world: World, before: Snapshot, after: Snapshot, now: Date): void {
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  for (const s of world.sessions) {
    const here = after.places.filter((p) => p.sessionId === s.id);
    const ordinary = here.filter((p) => !p.over).length;
    const overs = here.length - ordinary;
    if (s.capacity !== null && here.length > s.capacity + overs)
      throw new Error(`capacity: ${s.id} has ${here.length} places for ${s.capacity}`);
    const queue = after.waits.filter((w) => w.sessionId === s.id).map((w) => w.position);
    const sorted = [...queue].sort((a, b) => a - b);
    if (sorted.some((position, i) => position !== i + 1))
      throw new Error(`positions: ${s.id} has waitlist positions ${sorted.join(',')}`);
    const free = s.capacity === null || here.length < s.capacity;
    if (free && queue.length > 0 && !isWithinLeaveCutoff(s, now))
      throw new Error(
        `free place with a queue: ${s.id} (${here.length}/${s.capacity}, ${queue.length} waiting)`,
      );
    for (const w of after.waits.filter((w) => w.sessionId === s.id)) {
      if (here.some((p) => p.registrationId === w.registrationId))
        throw new Error(`waiting for a session held: ${w.registrationId} in ${s.id}`);
    }
  }
  for (const person of world.people) {
    const held = after.places
      .filter((p) => p.registrationId === person.registrationId)
      .map((p) => byId.get(p.sessionId) as SessionInfo);
    for (const [i, a] of held.entries()) {
      for (const b of held.slice(i + 1)) {
        if (sessionsClash(a, b)) throw new Error(`two places in one slot: ${person.registrationId}`);
        if (a.activityId === b.activityId) throw new Error(`same workshop twice: ${person.registrationId}`);
      }
    }
    const lost =
      before.places.some(
        (p) =>
          p.registrationId === person.registrationId &&
          !after.places.some((q) => q.registrationId === p.registrationId && q.sessionId === p.sessionId),
      ) ||
      before.waits.some(
        (w) =>
          w.registrationId === person.registrationId &&
          !after.waits.some((v) => v.registrationId === w.registrationId && v.sessionId === w.sessionId) &&
          !after.places.some((q) => q.registrationId === w.registrationId && q.sessionId === w.sessionId),
      );
    const newEvents =
      (after.events.get(person.registrationId) ?? 0) - (before.events.get(person.registrationId) ?? 0);
    const newEmails = (after.emails.get(person.email) ?? 0) - (before.emails.get(person.email) ?? 0);
    if (lost && (newEvents < 1 || newEmails < 1))
      throw new Error(`left a place or waitlist silently: ${person.registrationId}`);
    if (newEmails > 1) throw new Error(`more than one email for one change: ${person.registrationId}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Commands

type Command =
  | { kind: 'join' | 'leave' | 'wait' | 'unwait'; who: number; session: number }
  | { kind: 'staff-add'; who: number; session: number; reason: boolean }
  | { kind: 'staff-remove' | 'staff-unwait'; who: number; session: number }
  | { kind: 'staff-move'; who: number; from: number; to: number; reason: boolean }
  | { kind: 'staff-wait'; who: number; session: number; position: number | null }
  | { kind: 'serve'; session: number }
  | { kind: 'clock'; session: number; hoursBefore: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('join' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('unwait' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('staff-add' as const),
      who: fc.nat(),
      session: fc.nat(),
      reason: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('staff-remove' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('staff-unwait' as const), who: fc.nat(), session: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('staff-move' as const),
      who: fc.nat(),
      from: fc.nat(),
      to: fc.nat(),
      reason: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('staff-wait' as const),
      who: fc.nat(),
      session: fc.nat(),
      position: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('serve' as const), session: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      session: fc.nat(),
      hoursBefore: fc.integer({ min: 1, max: 60 }),
    }),
  },
);

const scenarioArb = fc.record({
  day: fc.nat(),
  sessionCount: fc.integer({ min: 3, max: 5 }),
  capacities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }),
  people: fc.integer({ min: 3, max: 5 }),
  tutor: fc.option(fc.nat(), { nil: null }),
  commands: fc.array(commandArb, { minLength: 4, maxLength: 14 }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

async function setUp(scenario: Scenario): Promise<World> {
  const day = days[scenario.day % days.length] as SessionInfo[];
  const chosen = day
    .slice(0, scenario.sessionCount)
    .map((s, i) => ({ ...s, capacity: scenario.capacities[i] ?? 1 }));
  const ids = chosen.map((s) => s.id);
  await t.db.delete(placements).where(inArray(placements.sessionId, ids));
  await t.db.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, ids));
  for (const s of chosen)
    await t.db.update(sessions).set({ capacity: s.capacity }).where(eq(sessions.id, s.id));
  const people: World['people'] = [];
  for (let i = 0; i < scenario.people; i += 1) {
    const person = await createPerson(t.db);
    const registrationId = await createRegistration(t.db, {
      userId: person.userId,
      festivalId: DEMO_FESTIVAL_YEAR,
    });
    const teaching: number[] = [];
    if (scenario.tutor !== null && i === 0) {
      const taught = chosen[scenario.tutor % chosen.length] as SessionInfo;
      await makeTutor(t.db, { userId: person.userId, sessionId: taught.id });
      teaching.push(taught.id);
    }
    people.push({
      registrationId,
      email: person.email,
      viewer: { id: person.userId, email: person.email, permissions: [], client: 'model' },
      teaching,
    });
  }
  return { sessions: chosen, people };
}

async function run(world: World, command: Command, now: Date): Promise<Date> {
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const session = 'session' in command ? pick(world.sessions, command.session) : undefined;
  const person = 'who' in command ? pick(world.people, command.who) : undefined;
  const base = { festival, now };
  switch (command.kind) {
    case 'join':
      await joinSession(t.db, { ...base, viewer: person!.viewer, sessionId: session!.id });
      return now;
    case 'leave':
      await leaveSession(t.db, { ...base, viewer: person!.viewer, sessionId: session!.id });
      return now;
    case 'wait':
      await joinWaitlist(t.db, { ...base, viewer: person!.viewer, sessionId: session!.id });
      return now;
    case 'unwait':
      await leaveWaitlist(t.db, { ...base, viewer: person!.viewer, sessionId: session!.id });
      return now;
    case 'staff-add':
      await staffAddPlace(t.db, {
        viewer: staffViewer,
        registrationId: person!.registrationId,
        sessionId: session!.id,
        overCapacityReason: command.reason ? 'Model override' : null,
        now,
      });
      return now;
    case 'staff-remove':
      await staffRemovePlace(t.db, {
        viewer: staffViewer,
        registrationId: person!.registrationId,
        sessionId: session!.id,
        now,
      });
      return now;
    case 'staff-unwait':
      await staffRemoveFromWaitlist(t.db, {
        viewer: staffViewer,
        registrationId: person!.registrationId,
        sessionId: session!.id,
        now,
      });
      return now;
    case 'staff-wait':
      await staffAddToWaitlist(t.db, {
        viewer: staffViewer,
        registrationId: person!.registrationId,
        sessionId: session!.id,
        position: command.position,
        now,
      });
      return now;
    case 'staff-move':
      await staffMovePlace(t.db, {
        viewer: staffViewer,
        registrationId: person!.registrationId,
        fromSessionId: pick(world.sessions, command.from).id,
        toSessionId: pick(world.sessions, command.to).id,
        overCapacityReason: command.reason ? 'Model override' : null,
        now,
      });
      return now;
    case 'serve':
      await t.db.transaction((tx) =>
        serveWaitlist(tx, { festival, phase: 'general', now, sessionId: session!.id }),
      );
      return now;
    case 'clock': {
      // The clock only moves forward: to some hours before a session starts (maybe inside 48 h).
      const target = new Date(session!.startsAt.getTime() - command.hoursBefore * 3600_000);
      return target > now ? target : now;
    }
  }
}

const same = (a: Snapshot, b: Snapshot) =>
  JSON.stringify([a.places, a.waits].map((list) => [...list].map((x) => JSON.stringify(x)).sort())) ===
  JSON.stringify([b.places, b.waits].map((list) => [...list].map((x) => JSON.stringify(x)).sort()));

/** What the command meant: its own effect on the person it names, and nothing when refused. */
function checkEffect(world: World, command: Command, before: Snapshot, after: Snapshot, refused: boolean) {
  if (refused) {
    if (!same(before, after)) throw new Error(`a refused ${command.kind} changed places or waitlists`);
    return;
  }
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const person = 'who' in command ? pick(world.people, command.who) : undefined;
  const holds = (snap: Snapshot, sessionId: number) =>
    snap.places.some((p) => p.registrationId === person?.registrationId && p.sessionId === sessionId);
  const waits = (snap: Snapshot, sessionId: number) =>
    snap.waits.some((w) => w.registrationId === person?.registrationId && w.sessionId === sessionId);
  const delta = after.places.length - before.places.length;
  switch (command.kind) {
    case 'join':
    case 'staff-add':
      if (!holds(after, pick(world.sessions, command.session).id))
        throw new Error(`${command.kind} did not place`);
      if (delta < 0 || delta > 1) throw new Error(`${command.kind} changed places by ${delta}`);
      return;
    case 'leave':
    case 'staff-remove':
      if (holds(after, pick(world.sessions, command.session).id))
        throw new Error(`${command.kind} left the place`);
      if (delta < -1 || delta > 0) throw new Error(`${command.kind} changed places by ${delta}`);
      return;
    case 'wait':
    case 'staff-wait':
      if (!waits(after, pick(world.sessions, command.session).id))
        throw new Error(`${command.kind} did not queue`);
      return;
    case 'unwait':
    case 'staff-unwait':
      if (waits(after, pick(world.sessions, command.session).id))
        throw new Error(`${command.kind} still queued`);
      if (delta < 0) throw new Error(`${command.kind} lost places`);
      return;
    case 'staff-move': {
      if (!holds(after, pick(world.sessions, command.to).id)) throw new Error('move did not place');
      if (delta < -1 || delta > 1) throw new Error(`move changed places by ${delta}`);
      return;
    }
    default:
      return;
  }
}

async function runScenario(scenario: Scenario): Promise<void> {
  const world = await setUp(scenario);
  let now = GENERAL;
  let before = await snapshot(t.db, world);
  for (const command of scenario.commands) {
    let refused = false;
    try {
      now = await run(world, command, now);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused = true;
    }
    const after = await snapshot(t.db, world);
    checkInvariants(world, before, after, now);
    checkEffect(world, command, before, after, refused);
    before = after;
  }
}

describe('places and waitlists as a state machine [issue 11]', () => {
  it(`keeps every invariant through ${RUNS} random sequences of commands`, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, runScenario), {
      numRuns: RUNS,
      // Shrinking replays sequences on the database; a few hundred steps are enough to get a
      // readable counterexample.
      maxSkipsPerRun: 0,
      // On a loaded machine, stop starting new runs after 150 s rather than time out; the runs done
      // still count and any failure found still fails the test.
      interruptAfterTimeLimit: 150_000,
      markInterruptAsFailure: false,
    });
  }, 240_000);

  it('the checker fails when a rule is broken on purpose', async () => {
    const world = await setUp({
      day: 0,
      sessionCount: 3,
      capacities: [1, 1, 1, 1, 1],
      people: 3,
      tutor: null,
      commands: [],
    });
    const [a, b] = world.sessions as [SessionInfo, SessionInfo];
    const [p, q] = world.people as [World['people'][number], World['people'][number]];
    const empty = await snapshot(t.db, world);
    // A waitlist with a gap in its positions (written past the engine).
    await t.db.insert(placements).values({ registrationId: p.registrationId, sessionId: a.id });
    await t.db
      .insert(waitlistEntries)
      .values({ registrationId: q.registrationId, sessionId: a.id, position: 2 });
    expect(() => checkInvariants(world, empty, emptySnapshotLike(empty), GENERAL)).not.toThrow();
    const gap = await snapshot(t.db, world);
    expect(() => checkInvariants(world, empty, gap, GENERAL)).toThrow(/positions/);
    // Someone leaving a place with no history entry or email.
    await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, a.id));
    const placed = await snapshot(t.db, world);
    await t.db.delete(placements).where(eq(placements.sessionId, a.id));
    const silently = await snapshot(t.db, world);
    expect(() => checkInvariants(world, placed, silently, GENERAL)).toThrow(/silently/);
    // Over capacity without a staff reason (the trigger refuses writing it, so the snapshot is edited).
    await t.db.insert(placements).values({ registrationId: p.registrationId, sessionId: b.id });
    await t.db.insert(placements).values({
      registrationId: q.registrationId,
      sessionId: b.id,
      overCapacityReason: 'x',
    });
    const over = await snapshot(t.db, world);
    const tampered = { ...over, places: over.places.map((row) => ({ ...row, over: false })) };
    expect(() => checkInvariants(world, over, tampered, GENERAL)).toThrow(/capacity/);
    // A free place while people wait for it.
    await t.db.delete(placements).where(eq(placements.sessionId, b.id));
    await t.db
      .insert(waitlistEntries)
      .values({ registrationId: q.registrationId, sessionId: b.id, position: 1 });
    const freeWithQueue = await snapshot(t.db, world);
    expect(() => checkInvariants(world, freeWithQueue, freeWithQueue, GENERAL)).toThrow(/free place/);
    // A refused command that changed something.
    expect(() =>
      checkEffect(world, { kind: 'join', who: 0, session: 0 }, empty, freeWithQueue, true),
    ).toThrow(/refused/);
  }, 60_000);
});

function emptySnapshotLike(s: Snapshot): Snapshot {
  return { ...s, places: [], waits: [] };
}
