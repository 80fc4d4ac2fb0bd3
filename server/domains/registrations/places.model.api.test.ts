import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import {
  activities,
  allocationRuns,
  castMembers,
  emails,
  festivals,
  placements,
  preferences,
  profiles,
  registrationEvents,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { updateSession } from '#server/domains/activities/index';
import {
  moveAllocationParticipant,
  publishAllocation,
  startAllocationRun,
  stepAllocationAdjustment,
} from '#server/domains/allocation/index';
import type { FestivalRow } from '#server/domains/festival/index';
import { setEmailEnqueuer } from '#server/lib/mail/outbox';
import type { JobQueue } from '#server/lib/queue/index';
import type { AppServices } from '#server/services/app-services';
import { DomainError } from '#server/services/errors';
import type { Viewer } from '#server/services/scope';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createPerson } from './factories';
import { joinSession, joinWaitlist, leaveSession, leaveWaitlist, serveWaitlists } from './places/index';
import {
  chargedWorkshops,
  clash,
  couldBeMovedIn,
  mayChoose,
  phaseAt,
  rankingOf,
  withinLastTwoDays,
} from './places.model.reference';
import { countChargedWorkshops } from './registration-reads';
import {
  staffAddPlace,
  staffAddToWaitlist,
  staffMovePlace,
  staffRemoveFromWaitlist,
  staffRemovePlace,
} from './staff-places.service';

/**
 * The place and waitlist engine as a state machine (issue 11, decision 009).
 *
 * Each run builds a random small festival of its own (a few workshop sessions over two days, at
 * least one full-day, sometimes one workshop with two sessions, a tutor who also takes workshops,
 * people with random rankings), starts it either in its lottery phase or with general
 * registration open, and drives a random sequence of participant commands, staff commands,
 * lottery publishes (through the allocation domain's own start and publish) and clock moves past
 * the 48-hour cutoff. After every command the database is compared with a plain reference model:
 * - the model predicts whether the command is refused, and what it does to the person it names;
 * - the invariants hold (capacity, one place per slot, one session per workshop, no free place
 *   beside a queue, positions 1..n in an unchanged order, nobody leaves a place or a queue
 *   without a history entry and an email, at most one email per person per command);
 * - every place or waitlist entry that appeared or disappeared is explained by the command's
 *   intended effect (its own change, a promotion, a skipped promotion, a waitlist made pointless
 *   by a new place, or the lottery's result), so totals change only as intended.
 *
 * Issue 24 added lottery runs with staff edits to their draft (move out, move in, waitlist, undo)
 * before publishing, joins that give up a clashing place with and without confirmSwap, capacity
 * edits through the programme's own service, explicit waitlist joins by people holding lottery
 * places, and three rules: every change to someone's places or queues has a history entry and
 * exactly one email, balances follow places once published, and the reference rules
 * (places.model.reference.ts) are written from the decision records, never imported from the code
 * under test, so a bug in a production rule cannot change the answer expected.
 *
 * A run is one transaction rolled back at its end, so runs cost only their own statements. CI
 * runs the first 2000 sequences of a fixed seed on PGlite and 500 on PostgreSQL (TEST_DATABASE_URL,
 * .ci/run); MODEL_SEED=random explores new ones, within a time budget (see BUDGET_MS).
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// CI's fixed seed runs the first 2000 / 500 sequences, all verified to pass on PGlite and on
// PostgreSQL (2000 each: 190 s and 87 s here), so red means a change broke something, never that a
// faster machine reached a sequence nobody has seen.
const exploring = process.env.MODEL_SEED === 'random';
const RUNS = Number(process.env.MODEL_RUNS ?? (postgres ? 500 : 2000));
/**
 * No run starts (and no shrinking goes on) after this, so the test has a bound on a loaded machine.
 * Measured on this 2-core machine: 21 runs/s on PGlite alone (a run is about 8 commands; a join
 * 6 ms, a lottery publish 12 ms), 10 runs/s beside another test, 23 runs/s on PostgreSQL; at load
 * averages of 27–48 it fell to 0.13–0.3 runs/s, so a loaded machine stops at the budget with fewer
 * runs, which must still reach MIN_RUNS.
 */
const BUDGET_MS = Number(process.env.MODEL_BUDGET_MS ?? (postgres ? 60_000 : 150_000));
const MIN_RUNS = Number(process.env.MODEL_MIN_RUNS ?? Math.min(RUNS, exploring ? 3 : 50));
/** The budget, one last run under heavy load, and the report. */
const TEST_TIMEOUT_MS = BUDGET_MS + 90_000;
/** After the fixed seed, new random seeds for this long (MODEL_EXPLORE_MS; 0 turns it off). */
const EXPLORE_MS = Number(process.env.MODEL_EXPLORE_MS ?? (postgres ? 15_000 : 20_000));

const YEAR = 2099;
const DAYS = ['2099-03-10', '2099-03-11'] as const;
/** Six days before the first session: the clock moves forward from here. */
const START = new Date(zonedInstant(DAYS[0], '10:00').getTime() - 6 * 24 * 3600_000);
const HOUR = 3600_000;

let t: TestApp;
let staffViewer: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  // Emails stay in the (rolled back) outbox: no delivery job per email for thousands of runs.
  setEmailEnqueuer(null);
  const staff = await createPerson(t.db, { permissions: ['registrations'] });
  staffViewer = { id: staff.userId, email: staff.email, permissions: ['registrations'], client: 'model' };
}, 120_000);
afterAll(async () => {
  if (process.env.MODEL_PROFILE)
    console.info(
      [...profile].map(([kind, { n, ms }]) => `${kind}: ${n} × ${(ms / n).toFixed(1)} ms`).join('\n'),
    );
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// The world of one run

interface ModelSession {
  id: number;
  activityId: number;
  startsAt: Date;
  endsAt: Date;
  /** Changed by the capacity command. */
  capacity: number;
  /** Its half days ('0:am'), from the layout: the reference rules never compute them from times. */
  slots: string[];
  day: string;
  part: keyof typeof PARTS;
}

interface ModelPerson {
  registrationId: number;
  email: string;
  viewer: Viewer;
  /** Sessions they teach (a tutor who also takes workshops). */
  teaching: ModelSession[];
  /** Their ranking: session id → position (1 is first). */
  ranks: Map<number, number>;
}

interface World {
  sessions: ModelSession[];
  people: ModelPerson[];
}

interface Snapshot {
  places: Array<{ registrationId: number; sessionId: number; over: boolean; since: Date }>;
  waits: Array<{
    registrationId: number;
    sessionId: number;
    position: number;
    /** When they joined it, if they joined it themselves (decision 009). */
    joinedThemselvesAt: Date | null;
  }>;
  events: Array<{ registrationId: number; kind: string; sessionId: number | null }>;
  emails: string[];
}

const PARTS = {
  am: ['10:00', '13:00'],
  pm: ['14:00', '17:00'],
  full: ['10:00', '17:00'],
} as const;

const layoutArb = fc.record({
  day: fc.integer({ min: 0, max: 1 }),
  part: fc.constantFrom('am', 'pm', 'full'),
});

const scenarioArb = fc.record({
  // The first session is always a full day; the others are random halves or full days.
  layout: fc.array(layoutArb, { minLength: 2, maxLength: 4 }),
  capacities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }),
  /** The last session is a second session of the first workshop. */
  repeatWorkshop: fc.boolean(),
  people: fc.integer({ min: 3, max: 6 }),
  rankings: fc.array(fc.array(fc.nat({ max: 9 }), { maxLength: 5 }), { minLength: 6, maxLength: 6 }),
  /** Person 0 teaches this session (and takes workshops too). */
  tutor: fc.option(fc.nat(), { nil: null }),
  /**
   * Start in the lottery phase (the first command publishes a lottery, after staff edits to its
   * draft) or with general open. Half the runs, so people often hold lottery places when they
   * join waitlists themselves.
   */
  lotteryFirst: fc.boolean(),
});

async function setUp(tx: Database, scenario: Scenario): Promise<World> {
  const generalOpensAt = scenario.lotteryFirst ? null : new Date(START.getTime() - 24 * HOUR);
  await tx.insert(festivals).values({
    id: YEAR,
    startDate: DAYS[0],
    endDate: DAYS[1],
    earlybirdOpensAt: new Date(START.getTime() - 60 * 24 * HOUR),
    earlybirdClosesAt: new Date(START.getTime() - 20 * 24 * HOUR),
    generalOpensAt,
    baseWorkshopPrice: 9000,
    discountPerAdditionalWorkshop: 1000,
    discountLimit: 3,
  });
  const layout = [{ day: 0, part: 'full' as const }, ...scenario.layout];
  const repeat = scenario.repeatWorkshop && layout.length >= 3;
  const activityCount = repeat ? layout.length - 1 : layout.length;
  const activityRows = await tx
    .insert(activities)
    .values(
      Array.from({ length: activityCount }, (_, i) => ({
        festivalId: YEAR,
        type: 'Workshop' as const,
        name: `Model workshop ${i + 1}`,
        slug: `model-${i + 1}`,
      })),
    )
    .returning({ id: activities.id });
  const sessionRows = await tx
    .insert(sessions)
    .values(
      layout.map((slot, i) => {
        const [from, to] = PARTS[slot.part];
        const day = DAYS[slot.day] as string;
        const activity = repeat && i === layout.length - 1 ? activityRows[0] : activityRows[i];
        return {
          activityId: activity?.id as number,
          startsAt: zonedInstant(day, from),
          endsAt: zonedInstant(day, to),
          capacity: scenario.capacities[i] ?? 1,
        };
      }),
    )
    .returning();
  const modelSessions: ModelSession[] = sessionRows.map((row, i) => {
    const { day, part } = layout[i] as { day: number; part: keyof typeof PARTS };
    return {
      id: row.id,
      activityId: row.activityId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      capacity: row.capacity as number,
      slots: part === 'full' ? [`${day}:am`, `${day}:pm`] : [`${day}:${part}`],
      day: DAYS[day] as string,
      part,
    };
  });
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const userRows = await tx
    .insert(users)
    .values(
      Array.from({ length: scenario.people }, (_, i) => ({
        email: `model-${stamp}-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
        permissions: [],
      })),
    )
    .returning({ id: users.id, email: users.email });
  const profileRows = await tx
    .insert(profiles)
    .values(userRows.map((u, i) => ({ userId: u.id, name: `Model Person ${i + 1}` })))
    .returning({ id: profiles.id });
  const registrationRows = await tx
    .insert(registrations)
    .values(
      userRows.map((u) => ({
        userId: u.id,
        festivalId: YEAR,
        codeOfConductAcceptedAt: START,
        photoPermission: true,
        completedAt: START,
      })),
    )
    .returning({ id: registrations.id });
  const taught = scenario.tutor === null ? null : pick(modelSessions, scenario.tutor);
  const people: ModelPerson[] = [];
  const rankRows: Array<{ registrationId: number; sessionId: number; position: number }> = [];
  for (const [i, user] of userRows.entries()) {
    const registrationId = registrationRows[i]?.id as number;
    // Ranking refuses a workshop at a time the person teaches.
    const order = (scenario.rankings[i] ?? [])
      .map((n) => pick(modelSessions, n))
      .filter((s) => !(i === 0 && taught && clash(taught, s)));
    const ranks = rankingOf(order);
    for (const [sessionId, position] of ranks) rankRows.push({ registrationId, sessionId, position });
    people.push({
      registrationId,
      email: user.email,
      viewer: { id: user.id, email: user.email, permissions: [], client: 'model' },
      teaching: [],
      ranks,
    });
  }
  if (rankRows.length > 0) await tx.insert(preferences).values(rankRows);
  if (taught) {
    await tx
      .insert(castMembers)
      .values({ profileId: profileRows[0]?.id as number, sessionId: taught.id, role: 'tutor' });
    (people[0] as ModelPerson).teaching.push(taught);
  }
  return { sessions: modelSessions, people };
}

const asJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Everything the checker looks at, in one statement (the festival's rows are all this run's).
 * Events and emails are in the order written (by id): a step's new ones are the list's tail, and
 * heap order is not insertion order once earlier runs' rolled-back rows leave free space.
 */
async function snapshot(tx: Database): Promise<Snapshot> {
  const result = await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(${placements.registrationId}, ${placements.sessionId},
          ${placements.overCapacityReason} is not null, ${placements.createdAt})), '[]'::json)
        from ${placements} join ${sessions} on ${sessions.id} = ${placements.sessionId}
        join ${activities} on ${activities.id} = ${sessions.activityId}
        where ${activities.festivalId} = ${YEAR}) as places,
      (select coalesce(json_agg(json_build_array(${waitlistEntries.registrationId}, ${waitlistEntries.sessionId},
          ${waitlistEntries.position}, case when ${waitlistEntries.joinedThemselves} then ${waitlistEntries.createdAt} end)), '[]'::json)
        from ${waitlistEntries} join ${sessions} on ${sessions.id} = ${waitlistEntries.sessionId}
        join ${activities} on ${activities.id} = ${sessions.activityId}
        where ${activities.festivalId} = ${YEAR}) as waits,
      (select coalesce(json_agg(json_build_array(${registrationEvents.registrationId}, ${registrationEvents.kind},
          ${registrationEvents.data}->>'sessionId') order by ${registrationEvents.id}), '[]'::json)
        from ${registrationEvents} join ${registrations} on ${registrations.id} = ${registrationEvents.registrationId}
        where ${registrations.festivalId} = ${YEAR}) as events,
      (select coalesce(json_agg(${emails.to} order by ${emails.id}), '[]'::json) from ${emails}
        where ${emails.to} in (select ${users.email} from ${users}
          join ${registrations} on ${registrations.userId} = ${users.id}
          where ${registrations.festivalId} = ${YEAR})) as emails`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    places: asJson<Array<[number, number, boolean, string]>>(row.places).map(([r, s, over, since]) => ({
      registrationId: Number(r),
      sessionId: Number(s),
      over,
      since: new Date(since),
    })),
    waits: asJson<Array<[number, number, number, string | null]>>(row.waits).map(([r, s, position, at]) => ({
      registrationId: Number(r),
      sessionId: Number(s),
      position: Number(position),
      joinedThemselvesAt: at === null ? null : new Date(at),
    })),
    events: asJson<Array<[number, string, string | null]>>(row.events).map(([r, kind, s]) => ({
      registrationId: Number(r),
      kind,
      sessionId: s === null ? null : Number(s),
    })),
    emails: asJson<string[]>(row.emails),
  };
}

// ---------------------------------------------------------------------------------------------
// Commands

/** A staff edit to the lottery's draft before it is published (refused edits are skipped). */
type DraftEdit =
  | { kind: 'move-out' | 'move-in' | 'waitlist'; who: number; session: number }
  | { kind: 'undo' };

type Command =
  | { kind: 'join'; who: number; session: number; confirm: boolean }
  | { kind: 'leave' | 'wait' | 'unwait'; who: number; session: number }
  | { kind: 'capacity'; session: number; capacity: number }
  | { kind: 'staff-add'; who: number; session: number; reason: boolean }
  | { kind: 'staff-remove' | 'staff-unwait'; who: number; session: number }
  | { kind: 'staff-move'; who: number; from: number; to: number; reason: boolean }
  | { kind: 'staff-wait'; who: number; session: number; position: number | null }
  | { kind: 'serve'; session: number }
  | { kind: 'clock'; session: number; hoursBefore: number }
  | { kind: 'lottery'; mode: 'full' | 'unplaced-only'; seed: number; edits?: DraftEdit[] };

const person3 = <K extends string>(kind: K) =>
  fc.record({ kind: fc.constant(kind), who: fc.nat({ max: 5 }), session: fc.nat({ max: 4 }) });

const editArb: fc.Arbitrary<DraftEdit> = fc.oneof(
  { weight: 3, arbitrary: person3('move-out') },
  { weight: 3, arbitrary: person3('move-in') },
  { weight: 2, arbitrary: person3('waitlist') },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
);

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    // A join that gives up a clashing place is confirmed (confirmSwap) most of the time.
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      who: fc.nat({ max: 5 }),
      session: fc.nat({ max: 4 }),
      confirm: fc.nat({ max: 3 }).map((n) => n > 0),
    }),
  },
  { weight: 3, arbitrary: person3('leave') },
  { weight: 4, arbitrary: person3('wait') },
  { weight: 2, arbitrary: person3('unwait') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('staff-add' as const),
      who: fc.nat({ max: 5 }),
      session: fc.nat({ max: 4 }),
      reason: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: person3('staff-remove') },
  { weight: 1, arbitrary: person3('staff-unwait') },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('staff-move' as const),
      who: fc.nat({ max: 5 }),
      from: fc.nat({ max: 4 }),
      to: fc.nat({ max: 4 }),
      reason: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('staff-wait' as const),
      who: fc.nat({ max: 5 }),
      session: fc.nat({ max: 4 }),
      position: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('serve' as const), session: fc.nat({ max: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('capacity' as const),
      session: fc.nat({ max: 4 }),
      capacity: fc.integer({ min: 0, max: 4 }),
    }),
  },
  {
    // Moves the clock to some hours before a session starts: often inside its last 48 hours.
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      session: fc.nat({ max: 4 }),
      hoursBefore: fc.integer({ min: 1, max: 60 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('lottery' as const),
      mode: fc.constantFrom('full' as const, 'unplaced-only' as const),
      seed: fc.nat({ max: 1000 }),
      edits: fc.array(editArb, { maxLength: 4 }),
    }),
  },
);

const fullScenarioArb: fc.Arbitrary<Scenario> = fc
  .tuple(
    scenarioArb,
    fc.array(commandArb, { minLength: 5, maxLength: 12 }),
    fc.array(editArb, { maxLength: 4 }),
  )
  .map(([base, commands, edits]) => ({
    ...base,
    commands: base.lotteryFirst ? [{ kind: 'lottery', mode: 'full', seed: 7, edits }, ...commands] : commands,
  }));

type Scenario = (typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never) & { commands: Command[] };

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** Jobs run at once, inside the run's transaction (the lottery's job included). */
function runAtOnce(services: () => AppServices): JobQueue<AppServices> {
  return {
    kind: 'inline',
    async send(job, data) {
      await job.run(services(), data, { retryCount: 0, final: true });
    },
    isPending: async () => false,
    stop: async () => undefined,
  };
}

interface RunState {
  tx: Database;
  festival: FestivalRow;
  now: Date;
  services: AppServices;
}

async function loadFestival(tx: Database): Promise<FestivalRow> {
  const [row] = await tx.select().from(festivals).where(eq(festivals.id, YEAR));
  if (!row) throw new Error('no model festival');
  return row;
}

async function run(world: World, command: Command, state: RunState): Promise<void> {
  const { tx, festival, now } = state;
  // Only read by the commands that name them.
  const session = pick(world.sessions, 'session' in command ? command.session : 0);
  const person = pick(world.people, 'who' in command ? command.who : 0);
  const base = { festival, now };
  const staff = { viewer: staffViewer, now };
  switch (command.kind) {
    case 'join':
      await joinSession(
        tx,
        { ...base, viewer: person.viewer },
        { sessionId: session.id, confirmSwap: command.confirm },
      );
      return;
    case 'capacity': {
      // The programme's own path (the activities domain), which reaches the engine.
      const [from, to] = PARTS[session.part];
      const input = {
        date: session.day,
        startTime: from,
        endTime: to,
        venueId: null,
        capacity: command.capacity,
      };
      await updateSession(
        tx,
        { ...staff, festival, publicUrl: 'http://festival.test' },
        { sessionId: session.id, session: input },
      );
      session.capacity = command.capacity;
      return;
    }
    case 'leave':
      await leaveSession(tx, { ...base, viewer: person.viewer }, { sessionId: session.id });
      return;
    case 'wait':
      await joinWaitlist(tx, { ...base, viewer: person.viewer }, { sessionId: session.id });
      return;
    case 'unwait':
      await leaveWaitlist(tx, { ...base, viewer: person.viewer }, { sessionId: session.id });
      return;
    case 'staff-add':
      await staffAddPlace(tx, staff, {
        registrationId: person.registrationId,
        sessionId: session.id,
        overCapacityReason: command.reason ? 'Model override' : null,
      });
      return;
    case 'staff-remove':
      await staffRemovePlace(tx, staff, {
        registrationId: person.registrationId,
        sessionId: session.id,
      });
      return;
    case 'staff-unwait':
      await staffRemoveFromWaitlist(tx, staff, {
        registrationId: person.registrationId,
        sessionId: session.id,
      });
      return;
    case 'staff-wait':
      await staffAddToWaitlist(tx, staff, {
        registrationId: person.registrationId,
        sessionId: session.id,
        position: command.position,
      });
      return;
    case 'staff-move':
      await staffMovePlace(tx, staff, {
        registrationId: person.registrationId,
        fromSessionId: pick(world.sessions, command.from).id,
        toSessionId: pick(world.sessions, command.to).id,
        overCapacityReason: command.reason ? 'Model override' : null,
      });
      return;
    case 'serve':
      await tx.transaction((inner) =>
        serveWaitlists(inner, {
          festival,
          phase: phaseAt(festival, now),
          now,
          sessionIds: [session.id],
        }),
      );
      return;
    case 'clock': {
      const target = new Date(session.startsAt.getTime() - command.hoursBefore * HOUR);
      if (target > now) state.now = target;
      return;
    }
    case 'lottery': {
      // The allocation domain's own path: start (the job runs at once), staff edits to the draft,
      // then publish.
      const phase = phaseAt(festival, now);
      const scope = {
        viewer: staffViewer,
        festival,
        now,
        pubsub: state.services.pubsub,
        jobs: state.services.jobs,
      };
      const started = await startAllocationRun(state.services.db, scope, {
        seed: command.seed,
        mode: command.mode,
      });
      const [done] = await tx.select().from(allocationRuns).where(eq(allocationRuns.id, started.id));
      if (done?.state !== 'draft') throw new Error(`lottery run ended ${done?.state}: ${done?.error}`);
      for (const edit of command.edits ?? [])
        await editDraft(state.services.db, world, scope, started.id, edit);
      try {
        await publishAllocation(state.services.db, scope, {
          runId: started.id,
          moveToGeneralPhase: phase === 'paused',
        });
      } finally {
        state.festival = await loadFestival(tx);
      }
      return;
    }
  }
}

/** One staff edit to a draft, as the admin screen makes it; a refused edit changes nothing. */
async function editDraft(
  db: Database,
  world: World,
  scope: Parameters<typeof moveAllocationParticipant>[1],
  runId: number,
  edit: DraftEdit,
): Promise<void> {
  try {
    if (edit.kind === 'undo') {
      await stepAllocationAdjustment(db, scope, { runId, direction: 'undo' });
      spent('draft undo', 0);
      return;
    }
    const registrationId = String(pick(world.people, edit.who).registrationId);
    const sessionId = String(pick(world.sessions, edit.session).id);
    const move =
      edit.kind === 'move-out'
        ? { registrationId, fromSessionId: sessionId, toSessionId: null, waitlist: false }
        : { registrationId, fromSessionId: null, toSessionId: sessionId, waitlist: edit.kind === 'waitlist' };
    await moveAllocationParticipant(db, scope, { runId, move });
    spent(`draft ${edit.kind} done`, 0);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    spent(`draft ${edit.kind} refused`, 0);
  }
}

// ---------------------------------------------------------------------------------------------
// The reference model: what the command should do to the person it names

interface Expectation {
  /** true: must be refused; false: must succeed; null: the model does not say. */
  refused: boolean | null;
  /** Checked when it succeeded. */
  after?: (snap: Snapshot) => string | null;
}

const key = (registrationId: number, sessionId: number) => `${registrationId}:${sessionId}`;

function expectation(
  world: World,
  command: Command,
  before: Snapshot,
  festival: FestivalRow,
  now: Date,
): Expectation {
  const phase = phaseAt(festival, now);
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  const person = 'who' in command ? pick(world.people, command.who) : undefined;
  const s = pick(world.sessions, 'session' in command ? command.session : 0);
  const r = person?.registrationId ?? -1;
  const held = before.places
    .filter((p) => p.registrationId === r)
    .map((p) => byId.get(p.sessionId) as ModelSession);
  const holds = (snap: Snapshot, s: ModelSession) =>
    snap.places.some((p) => p.registrationId === r && p.sessionId === s.id);
  const waiting = (snap: Snapshot, s: ModelSession) =>
    snap.waits.some((w) => w.registrationId === r && w.sessionId === s.id);
  const taken = (s: ModelSession) => before.places.filter((p) => p.sessionId === s.id).length;
  const queue = (s: ModelSession) =>
    before.waits
      .filter((w) => w.sessionId === s.id)
      .sort((a, b) => a.position - b.position)
      .map((w) => w.registrationId);
  const teachesThen = (s: ModelSession) => (person?.teaching ?? []).some((x) => clash(x, s));
  const sameWorkshop = (s: ModelSession, among = held) => among.some((x) => x.activityId === s.activityId);
  // Staff change places once the lottery has run (paused or general; the model never closes).
  const staffPhase = true;
  const placed = (s: ModelSession) => (snap: Snapshot) => (holds(snap, s) ? null : 'no place');
  const notPlaced = (s: ModelSession) => (snap: Snapshot) => (holds(snap, s) ? 'still placed' : null);
  // Giving up a place can open a queue they wait in, ranked above the place they just took, whose
  // free place only what they gave up had blocked: they move up into it at once (decision 009),
  // so a join or a staff move may end in that session instead of the one named.
  const movedUp = (taken: ModelSession, snap: Snapshot) =>
    world.sessions.some((x) => x.id !== taken.id && waiting(before, x) && holds(snap, x) && clash(x, taken));
  switch (command.kind) {
    case 'join': {
      if (holds(before, s)) return { refused: false, after: placed(s) };
      const clashing = held.filter((x) => clash(x, s));
      const first = queue(s)[0];
      const ruled =
        !mayChoose(phase) ||
        s.startsAt <= now ||
        sameWorkshop(s) ||
        teachesThen(s) ||
        clashing.some((x) => withinLastTwoDays(x, now)) ||
        taken(s) >= s.capacity;
      // A free place behind someone else's queue: the queue is served first (people who cannot
      // take it are skipped), so whether a place is left for this person is the engine's to say.
      const behindQueue = !withinLastTwoDays(s, now) && first !== undefined && first !== r;
      // "Swaps ask first": giving up a clashing place needs the participant's confirmation.
      const unconfirmed = clashing.length > 0 && !command.confirm;
      const refused = ruled ? true : behindQueue ? null : unconfirmed;
      return {
        refused,
        after: (snap) =>
          (movedUp(s, snap) ? null : placed(s)(snap)) ??
          (clashing.some((x) => holds(snap, x)) ? 'kept a clashing place' : null) ??
          (snap.waits.some((w) => w.registrationId === r && w.sessionId === s.id) ? 'still queued' : null),
      };
    }
    case 'leave': {
      return {
        refused: !mayChoose(phase) || !holds(before, s) || withinLastTwoDays(s, now),
        after: notPlaced(s),
      };
    }
    case 'wait': {
      const refused =
        !mayChoose(phase) ||
        s.startsAt <= now ||
        sameWorkshop(s) ||
        teachesThen(s) ||
        withinLastTwoDays(s, now) ||
        taken(s) < s.capacity;
      return { refused, after: (snap) => (waiting(snap, s) ? null : 'not queued') };
    }
    case 'unwait':
    case 'staff-unwait': {
      const allowed = command.kind === 'unwait' ? mayChoose(phase) : staffPhase;
      return {
        refused: !allowed || !waiting(before, s),
        after: (snap) => (waiting(snap, s) ? 'still queued' : null),
      };
    }
    case 'staff-add': {
      const refused =
        !staffPhase ||
        sameWorkshop(s) ||
        teachesThen(s) ||
        held.some((x) => clash(x, s)) ||
        (taken(s) >= s.capacity && !command.reason);
      return { refused, after: placed(s) };
    }
    case 'staff-remove':
      return { refused: !staffPhase || !holds(before, s), after: notPlaced(s) };
    case 'staff-move': {
      const from = pick(world.sessions, command.from);
      const to = pick(world.sessions, command.to);
      const others = held.filter((x) => x.id !== from.id);
      const refused =
        from.id === to.id ||
        !staffPhase ||
        !holds(before, from) ||
        sameWorkshop(to, others) ||
        teachesThen(to) ||
        others.some((x) => clash(x, to)) ||
        (taken(to) >= to.capacity && !command.reason);
      return {
        refused,
        after: (snap) =>
          (movedUp(to, snap) ? null : placed(to)(snap)) ??
          (holds(snap, from) ? 'still in the old session' : null),
      };
    }
    case 'staff-wait': {
      const refused = !staffPhase || sameWorkshop(s) || teachesThen(s) || taken(s) < s.capacity;
      const others = queue(s).filter((id) => id !== r);
      const at = Math.min(Math.max(command.position ?? others.length + 1, 1), others.length + 1);
      return {
        refused,
        after: (snap) => {
          const entry = snap.waits.find((w) => w.registrationId === r && w.sessionId === s.id);
          return entry?.position === at ? null : `queued at ${entry?.position}, not ${at}`;
        },
      };
    }
    case 'serve':
      // Only people who could not take a free place may go (skipped, told why): nobody is placed.
      return {
        refused: false,
        after: (snap) => (snap.places.length === before.places.length ? null : 'serving placed someone'),
      };
    case 'clock':
      return { refused: false, after: (snap) => (sameRows(before, snap) ? null : 'the clock changed rows') };
    case 'capacity':
      // Never below the places taken (staff over-capacity places included); a raise serves the
      // queue, which the invariants check.
      return { refused: command.capacity < taken(s), after: () => null };
    case 'lottery': {
      const open = phase === 'general';
      return {
        refused: command.mode === 'full' && open,
        after: (snap) => {
          const kept = new Set(snap.places.map((p) => key(p.registrationId, p.sessionId)));
          return before.places.every((p) => kept.has(key(p.registrationId, p.sessionId)))
            ? null
            : 'the lottery took a place away';
        },
      };
    }
  }
}

function sameRows(a: Snapshot, b: Snapshot): boolean {
  const rows = (s: Snapshot) =>
    JSON.stringify([
      s.places.map((p) => `${key(p.registrationId, p.sessionId)}:${p.over}`).sort(),
      s.waits.map((w) => `${key(w.registrationId, w.sessionId)}:${w.position}`).sort(),
    ]);
  return rows(a) === rows(b);
}

// ---------------------------------------------------------------------------------------------
// The invariants (each also broken on purpose in the tests at the end)

/** Throws, naming the rule, when a step breaks an invariant or does more than it meant. */
function checkStep(
  world: World,
  command: Command,
  before: Snapshot,
  after: Snapshot,
  now: Date,
  refused: boolean,
): void {
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  const session = (id: number) => byId.get(id) as ModelSession;

  for (const s of world.sessions) {
    const here = after.places.filter((p) => p.sessionId === s.id);
    const ordinary = here.filter((p) => !p.over).length;
    if (ordinary > s.capacity) throw new Error(`capacity: ${s.id} has ${ordinary} places for ${s.capacity}`);
    const queue = after.waits.filter((w) => w.sessionId === s.id).sort((a, b) => a.position - b.position);
    if (queue.some((w, i) => w.position !== i + 1))
      throw new Error(`positions: ${s.id} has waitlist positions ${queue.map((w) => w.position).join(',')}`);
    const taker = queue.find((w) => couldTake(world, after, w.registrationId, s, now));
    if (here.length < s.capacity && taker)
      throw new Error(
        `free place with a queue: ${s.id} (${here.length}/${s.capacity}) while ${taker.registrationId} waits`,
      );
    for (const w of queue) {
      if (here.some((p) => p.registrationId === w.registrationId))
        throw new Error(`queued for a session held: ${w.registrationId} in ${s.id}`);
    }
    // Order: the people still waiting keep their order (staff may place the one they name).
    if (command.kind !== 'lottery') {
      const named = command.kind === 'staff-wait' ? pick(world.people, command.who).registrationId : null;
      const stayed = (list: Snapshot['waits'], other: Snapshot['waits']) =>
        list
          .filter((w) => w.sessionId === s.id && w.registrationId !== named)
          .filter((w) => other.some((v) => v.sessionId === s.id && v.registrationId === w.registrationId))
          .sort((a, b) => a.position - b.position)
          .map((w) => w.registrationId)
          .join(',');
      if (stayed(before.waits, after.waits) !== stayed(after.waits, before.waits))
        throw new Error(`queue order: ${s.id} changed the order of the people waiting`);
    }
  }

  const newEvents = after.events.slice(before.events.length);
  const newEmails = after.emails.slice(before.emails.length);
  // Checked last, so a more specific rule names a broken step first.
  let untold: string | undefined;
  for (const person of world.people) {
    const r = person.registrationId;
    const held = after.places.filter((p) => p.registrationId === r).map((p) => session(p.sessionId));
    for (const a of held) {
      const teaching = person.teaching.find((x) => clash(x, a));
      if (teaching)
        throw new Error(`two places in one slot: ${r} takes ${a.id} while teaching ${teaching.id}`);
    }
    for (const [i, a] of held.entries()) {
      for (const b of held.slice(i + 1)) {
        if (clash(a, b)) throw new Error(`two places in one slot: ${r} in ${a.id} and ${b.id}`);
        if (a.activityId === b.activityId)
          throw new Error(`same workshop twice: ${r} in ${a.id} and ${b.id}`);
      }
    }
    const mails = newEmails.filter((to) => to === person.email).length;
    if (mails > 1) throw new Error(`more than one email for one change: ${r} got ${mails}`);
    // Every change to someone's places or queues has a history entry and exactly one email.
    const mine = (snap: Snapshot) =>
      JSON.stringify([
        snap.places
          .filter((p) => p.registrationId === r)
          .map((p) => p.sessionId)
          .sort(),
        snap.waits
          .filter((w) => w.registrationId === r)
          .map((w) => w.sessionId)
          .sort(),
      ]);
    if (mine(before) !== mine(after) && !(mails === 1 && newEvents.some((e) => e.registrationId === r)))
      untold ??= `a change without its history entry and one email: ${r} (${mails} emails)`;
    const told = mails === 1 && newEvents.some((e) => e.registrationId === r);
    const lostPlace = before.places.some(
      (p) =>
        p.registrationId === r &&
        !after.places.some((q) => q.registrationId === r && q.sessionId === p.sessionId),
    );
    const lostWait = before.waits.some(
      (w) =>
        w.registrationId === r &&
        !after.waits.some((v) => v.registrationId === r && v.sessionId === w.sessionId) &&
        !after.places.some((q) => q.registrationId === r && q.sessionId === w.sessionId),
    );
    if ((lostPlace || lostWait) && !told) throw new Error(`left a place or waitlist silently: ${r}`);
  }

  if (refused) {
    // A refused join may first have served a queue in front of it (its own transaction): only
    // what serving explains may have changed.
    if (command.kind === 'join')
      checkExplained(world, { kind: 'serve', session: command.session }, before, after);
    else if (!sameRows(before, after))
      throw new Error(`a refused ${command.kind} changed places or waitlists`);
  } else {
    checkExplained(world, command, before, after);
    checkPromotionsAllowed(world, command, before, after, now);
  }
  if (untold) throw new Error(untold);
}

/**
 * Every promotion is one the reference allows (decision 009: never worse off by their own ranking,
 * nothing clashing too late to leave, no teaching clash). Judged on what they held before the step;
 * the person a command names, and the lottery's result, are judged by the rules above instead.
 */
function checkPromotionsAllowed(
  world: World,
  command: Command,
  before: Snapshot,
  after: Snapshot,
  now: Date,
) {
  if (command.kind === 'lottery') return;
  const named = 'who' in command ? pick(world.people, command.who).registrationId : null;
  const session = (id: number) => world.sessions.find((x) => x.id === id) as ModelSession;
  for (const gained of after.places) {
    const r = gained.registrationId;
    if (r === named) continue;
    if (before.places.some((p) => p.registrationId === r && p.sessionId === gained.sessionId)) continue;
    const entry = before.waits.find((w) => w.registrationId === r && w.sessionId === gained.sessionId);
    const person = world.people.find((p) => p.registrationId === r);
    if (!entry || !person) continue;
    const held = before.places
      .filter((p) => p.registrationId === r)
      .map((p) => ({ ...session(p.sessionId), since: p.since }));
    const waiting = {
      teaching: person.teaching,
      held,
      ranks: person.ranks,
      joinedThemselvesAt: entry.joinedThemselvesAt,
    };
    if (!couldBeMovedIn(session(gained.sessionId), waiting, now))
      throw new Error(`a promotion the rules refuse: ${r} into ${gained.sessionId}`);
  }
  // And nobody is skipped (taken off a queue, told they could not take the place) who could.
  for (const event of after.events.slice(before.events.length)) {
    const r = event.registrationId;
    if (event.kind !== 'waitlist-skipped' || event.sessionId === null || r === named) continue;
    const entry = before.waits.find((w) => w.registrationId === r && w.sessionId === event.sessionId);
    const person = world.people.find((p) => p.registrationId === r);
    if (!entry || !person) continue;
    const held = before.places
      .filter((p) => p.registrationId === r)
      .map((p) => ({ ...session(p.sessionId), since: p.since }));
    const waiting = {
      teaching: person.teaching,
      held,
      ranks: person.ranks,
      joinedThemselvesAt: entry.joinedThemselvesAt,
    };
    if (couldBeMovedIn(session(event.sessionId), waiting, now))
      throw new Error(`skipped someone the rules would move in: ${r} for ${event.sessionId}`);
  }
}

/**
 * Whether someone waiting could be moved into a free place now (decision 009): outside its last 48
 * hours, not teaching then, not holding the workshop, nothing clashing that is too late to leave,
 * and no worse off by their own ranking.
 */
function couldTake(world: World, snap: Snapshot, registrationId: number, s: ModelSession, now: Date) {
  const person = world.people.find((p) => p.registrationId === registrationId);
  if (!person) return false;
  const held = snap.places
    .filter((p) => p.registrationId === registrationId)
    .map((p) => ({ ...(world.sessions.find((x) => x.id === p.sessionId) as ModelSession), since: p.since }));
  const entry = snap.waits.find((w) => w.registrationId === registrationId && w.sessionId === s.id);
  const joinedThemselvesAt = entry?.joinedThemselvesAt ?? null;
  return couldBeMovedIn(s, { teaching: person.teaching, held, ranks: person.ranks, joinedThemselvesAt }, now);
}

/**
 * Totals change only by the command's intended effect: every place or waitlist entry that appeared
 * or went is the command's own change on the person it names, a promotion (someone first in a
 * queue takes the free place and gives up what clashes), a skipped promotion (told why), a queue
 * made pointless by a new place, or the lottery's result for someone who ranked that session.
 */
function checkExplained(world: World, command: Command, before: Snapshot, after: Snapshot): void {
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  const named = 'who' in command ? pick(world.people, command.who).registrationId : null;
  const target =
    command.kind === 'staff-move'
      ? pick(world.sessions, command.to).id
      : 'session' in command
        ? pick(world.sessions, command.session).id
        : null;
  const from = command.kind === 'staff-move' ? pick(world.sessions, command.from).id : null;
  const keys = <T extends { registrationId: number; sessionId: number }>(rows: T[]) =>
    new Set(rows.map((row) => key(row.registrationId, row.sessionId)));
  const [placesBefore, placesAfter, waitsBefore, waitsAfter] = [
    keys(before.places),
    keys(after.places),
    keys(before.waits),
    keys(after.waits),
  ];
  const split = (k: string) => k.split(':').map(Number) as [number, number];
  const ranked = (r: number, s: number) => world.people.find((p) => p.registrationId === r)?.ranks.has(s);
  const gainedPlaces = [...placesAfter].filter((k) => !placesBefore.has(k)).map(split);
  const gainedIn = (r: number) =>
    gainedPlaces.filter(([who]) => who === r).map(([, s]) => byId.get(s) as ModelSession);

  for (const [r, s] of gainedPlaces) {
    const own = r === named && s === target && ['join', 'staff-add', 'staff-move'].includes(command.kind);
    const promoted = waitsBefore.has(key(r, s));
    const lottery = command.kind === 'lottery' && ranked(r, s);
    if (!own && !promoted && !lottery)
      throw new Error(`unexplained place: ${r} in ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...placesBefore].filter((k) => !placesAfter.has(k)).map(split)) {
    const own =
      r === named &&
      ((s === target && ['leave', 'staff-remove'].includes(command.kind)) ||
        (s === from && command.kind === 'staff-move'));
    const swapped = gainedIn(r).some((x) => clash(x, byId.get(s) as ModelSession));
    if (!own && !swapped) throw new Error(`unexplained loss of a place: ${r} in ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...waitsAfter].filter((k) => !waitsBefore.has(k)).map(split)) {
    const own = r === named && s === target && ['wait', 'staff-wait'].includes(command.kind);
    const lottery = command.kind === 'lottery' && ranked(r, s);
    if (!own && !lottery) throw new Error(`unexplained waitlist entry: ${r} for ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...waitsBefore].filter((k) => !waitsAfter.has(k)).map(split)) {
    const session = byId.get(s) as ModelSession;
    const own = r === named && s === target && ['unwait', 'staff-unwait'].includes(command.kind);
    const placedNow = gainedIn(r).some(
      (x) => x.id === s || x.activityId === session.activityId || clash(x, session),
    );
    const skipped = after.events
      .slice(before.events.length)
      .some((e) => e.registrationId === r && e.sessionId === s && e.kind === 'waitlist-skipped');
    const lottery = command.kind === 'lottery' && command.mode === 'full';
    if (!own && !placedNow && !skipped && !lottery)
      throw new Error(`unexplained loss of a waitlist place: ${r} for ${s} after ${command.kind}`);
  }
}

/** "Balances follow places once published" (issue 24): what is charged is what is held. */
async function checkBalances(tx: Database, world: World, snap: Snapshot, festival: FestivalRow, now: Date) {
  if (!festival.placesPublishedAt) return;
  const phase = phaseAt(festival, now);
  for (const person of world.people) {
    const held = snap.places
      .filter((p) => p.registrationId === person.registrationId)
      .map((p) => world.sessions.find((x) => x.id === p.sessionId) as ModelSession);
    const charged = await countChargedWorkshops(tx, person.registrationId, { festival, phase });
    if (charged !== chargedWorkshops(held))
      throw new Error(
        `balance: ${person.registrationId} charged ${charged} workshops, holds ${chargedWorkshops(held)}`,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// One run: a festival, a sequence, a rollback

class Rollback extends Error {}

/** Time spent per command kind (MODEL_PROFILE=1 prints it): where a slow run goes. */
const profile = new Map<string, { n: number; ms: number }>();
function spent(kind: string, ms: number) {
  const entry = profile.get(kind) ?? { n: 0, ms: 0 };
  profile.set(kind, { n: entry.n + 1, ms: entry.ms + ms });
}

async function runScenario(scenario: Scenario): Promise<void> {
  try {
    await t.db.transaction(async (tx) => {
      const began = performance.now();
      const world = await setUp(tx, scenario);
      spent('setUp', performance.now() - began);
      const state: RunState = { tx, festival: await loadFestival(tx), now: START, services: t.services };
      const services: AppServices = {
        ...t.services,
        db: tx,
        now: () => state.now,
        jobs: runAtOnce(() => services),
      };
      state.services = services;
      let before = await snapshot(tx);
      for (const [step, command] of scenario.commands.entries()) {
        const expected = expectation(world, command, before, state.festival, state.now);
        let refused = false;
        let refusal = '';
        const began = performance.now();
        try {
          await run(world, command, state);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          refused = true;
          refusal = error.message;
        }
        const ran = performance.now();
        const after = await snapshot(tx);
        spent(command.kind, ran - began);
        spent('snapshot', performance.now() - ran);
        const where = `step ${step + 1} (${JSON.stringify(command)})`;
        try {
          if (expected.refused !== null && expected.refused !== refused)
            throw new Error(
              `model: expected ${command.kind} to be ${expected.refused ? 'refused' : `done (refused: ${refusal})`}`,
            );
          if (!refused) {
            const wrong = expected.after?.(after);
            if (wrong) throw new Error(`model: ${command.kind} ${wrong}`);
          }
          checkStep(world, command, before, after, state.now, refused);
          await checkBalances(tx, world, after, state.festival, state.now);
        } catch (error) {
          const state = {
            sessions: world.sessions,
            people: world.people.map((p) => p.registrationId),
            before,
          };
          throw new Error(`${where}: ${(error as Error).message}\n${JSON.stringify(state)}`);
        }
        before = after;
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/**
 * Counterexamples the model found, replayed on every run: each failed before its fix.
 * - serve-own-queue: a lottery puts someone (ranking the half day first) in the full day and on
 *   the half day's waitlist; staff remove their full-day place, and the half day's free place
 *   must now reach them (it stayed empty beside them).
 */
const RECORDED: Record<string, Scenario> = {
  'joined-themselves-beats-ranking': {
    // Issue 24 defect 2, as the model sees it: the lottery gives someone S, ranked above T at the
    // same time; in general they join T's waitlist themselves; T's place frees and must reach them
    // (they chose the queue over S). Broken, they are skipped and T's place stays free.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [2], [1, 2], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'wait', who: 2, session: 2 },
      { kind: 'leave', who: 1, session: 2 },
    ],
  },
  'serve-own-queue': {
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [2, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [1, 0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-remove', who: 2, session: 0 },
      { kind: 'join', who: 0, session: 0, confirm: true },
      { kind: 'unwait', who: 0, session: 0 },
    ],
  },
  'serve-own-queue-same-workshop': {
    // The full day's workshop also runs on day two (ranked first, with free places after the
    // lottery put them in the full day): leaving the full day must give them the day-two place.
    layout: [
      { day: 0, part: 'am' },
      { day: 1, part: 'am' },
    ],
    capacities: [2, 1, 2, 1, 1],
    repeatWorkshop: true,
    people: 3,
    rankings: [[], [], [5, 0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'leave', who: 2, session: 0 },
      { kind: 'staff-add', who: 0, session: 0, reason: false },
    ],
  },
  'unplaced-only-beside-an-override': {
    // Staff put someone in a full session over its capacity (with a reason); an unplaced-only
    // lottery that adds nobody there was refused as "fewer free places than the draft used".
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-add', who: 0, session: 0, reason: true },
      { kind: 'lottery', mode: 'unplaced-only', seed: 0 },
    ],
  },
  'join-then-moved-up': {
    // Someone in a full day waits for a half day they ranked first, with a free place they could
    // not take without losing the full day; joining another half day gives the full day up, so the
    // first choice's place reaches them (the join ends in the session they ranked higher).
    layout: [
      { day: 0, part: 'pm' },
      { day: 0, part: 'pm' },
    ],
    capacities: [3, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [5, 0, 4], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-move', who: 0, from: 0, to: 0, reason: false },
      { kind: 'wait', who: 0, session: 0 },
      { kind: 'join', who: 2, session: 1, confirm: true },
    ],
  },
  'staff-move-then-moved-up': {
    // Staff move someone out of a full day into a half day; the other half day at that time, which
    // they ranked first and wait for, has a free place the full day blocked: they move up into it.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'pm' },
      { day: 0, part: 'pm' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 4,
    rankings: [[], [], [], [2, 0, 8], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'lottery', mode: 'full', seed: 0 },
      { kind: 'wait', who: 0, session: 0 },
      { kind: 'staff-move', who: 3, from: 0, to: 3, reason: false },
    ],
  },
  'join-behind-a-queue-one-email': {
    // A join found free places behind a queue, served it (skipping someone who would be worse
    // off), then swapped the joiner out of a full day whose queue skipped the same person: two
    // transactions sent them two emails; now one transaction sends one.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'full' },
    ],
    capacities: [1, 1, 3, 1, 1],
    repeatWorkshop: false,
    people: 5,
    rankings: [[], [5], [0], [], [4, 0, 2], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'join', who: 2, session: 2, confirm: true },
    ],
  },
};

/** The fixed seed of the sequences CI runs (see the test below). */
const CI_SEED = 20261124;

describe('places and waitlists as a state machine [issue 11] [RG-1]', () => {
  it.each(Object.keys(RECORDED))(
    'replays the counterexample %s',
    async (name) => {
      await runScenario(RECORDED[name] as Scenario);
    },
    60_000,
  );

  // MODEL_CASE='{"layout":…,"commands":[…]}' replays one reported counterexample as it is printed.
  it.runIf(process.env.MODEL_CASE)(
    'replays MODEL_CASE',
    async () => {
      const scenario = JSON.parse(process.env.MODEL_CASE as string) as Scenario;
      for (let i = 0; i < Number(process.env.MODEL_REPEAT ?? 1); i += 1) await runScenario(scenario);
    },
    120_000,
  );

  it(
    `keeps every invariant and the reference model through up to ${RUNS} random sequences`,
    async () => {
      const started = performance.now();
      const details = await fc.check(fc.asyncProperty(fullScenarioArb, runScenario), {
        numRuns: RUNS,
        interruptAfterTimeLimit: BUDGET_MS,
        markInterruptAsFailure: false,
        // CI draws the same sequences every time, so red always means a change broke something;
        // MODEL_SEED=random explores new ones, MODEL_SEED=… MODEL_PATH=… replays a reported failure.
        ...(process.env.MODEL_SEED === 'random'
          ? {}
          : { seed: Number(process.env.MODEL_SEED ?? CI_SEED), path: process.env.MODEL_PATH }),
      });
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `places model: ${details.numRuns} of ${RUNS} runs in ${seconds.toFixed(1)} s (${(details.numRuns / seconds).toFixed(2)} runs/s, ${postgres ? 'PostgreSQL' : 'PGlite'})${details.interrupted ? ', stopped at the time budget' : ''}`,
      );
      if (details.failed)
        throw new Error(
          `${(details.errorInstance as Error | null)?.message}\n${fc.defaultReportMessage(details)}`,
        );
      expect(details.numRuns).toBeGreaterThanOrEqual(MIN_RUNS);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('places and waitlists on new random seeds [issue 24]', () => {
  it.runIf(EXPLORE_MS > 0 && !exploring)(
    `explores new random sequences for ${EXPLORE_MS / 1000} s after the fixed seed`,
    async () => {
      const seed = Date.now() % 2_147_483_647;
      const details = await fc.check(fc.asyncProperty(fullScenarioArb, runScenario), {
        numRuns: 100_000,
        seed,
        interruptAfterTimeLimit: EXPLORE_MS,
        markInterruptAsFailure: false,
      });
      console.info(`places model, exploring: ${details.numRuns} runs of seed ${seed}`);
      // Replay a failure with MODEL_SEED=<seed> MODEL_PATH=<path> (printed in the report).
      if (details.failed)
        throw new Error(
          `${(details.errorInstance as Error | null)?.message}\n${fc.defaultReportMessage(details)}`,
        );
      expect(details.numRuns).toBeGreaterThanOrEqual(1);
    },
    EXPLORE_MS + 90_000,
  );
});

// ---------------------------------------------------------------------------------------------
// The checker breaks when a rule is broken on purpose (no database: snapshots written by hand)

describe('the model checker fails when a rule is broken on purpose [issue 11]', () => {
  const at = (hour: number) => new Date(Date.UTC(2099, 2, 9, hour));
  const half = (part: 'am' | 'pm') => ({ slots: [`0:${part}`], day: DAYS[0] as string, part });
  // a: 09–12, b: 10–11 (clashes with a), c: 13–15, d: a second session of a's workshop.
  const sessionsOf: ModelSession[] = [
    { id: 1, activityId: 10, startsAt: at(9), endsAt: at(12), capacity: 1, ...half('am') },
    { id: 2, activityId: 20, startsAt: at(10), endsAt: at(11), capacity: 1, ...half('am') },
    { id: 3, activityId: 30, startsAt: at(13), endsAt: at(15), capacity: 2, ...half('pm') },
    { id: 4, activityId: 10, startsAt: at(13), endsAt: at(15), capacity: 2, ...half('pm') },
  ];
  const personOf = (i: number): ModelPerson => ({
    registrationId: 100 + i,
    email: `p${i}@example.test`,
    viewer: { id: i, email: `p${i}@example.test`, permissions: [], client: 'model' },
    teaching: [],
    ranks: new Map([
      [1, 1],
      [2, 2],
      [3, 1],
    ]),
  });
  const world: World = { sessions: sessionsOf, people: [personOf(0), personOf(1), personOf(2)] };
  const early = new Date(Date.UTC(2099, 1, 1));
  const empty: Snapshot = { places: [], waits: [], events: [], emails: [] };
  const place = (r: number, s: number, over = false) => ({
    registrationId: r,
    sessionId: s,
    over,
    since: early,
  });
  const wait = (r: number, s: number, position: number) => ({
    registrationId: r,
    sessionId: s,
    position,
    joinedThemselvesAt: null,
  });
  const serve: Command = { kind: 'serve', session: 0 };
  const check =
    (command: Command, before: Snapshot, after: Snapshot, refused = false) =>
    () =>
      checkStep(world, command, before, after, early, refused);

  it('accepts a correct step (a join, and a promotion after a leave)', () => {
    const joined = {
      ...empty,
      places: [place(100, 1)],
      events: [{ registrationId: 100, kind: 'joined', sessionId: 1 }],
      emails: ['p0@example.test'],
    };
    expect(check({ kind: 'join', who: 0, session: 0, confirm: true }, empty, joined)).not.toThrow();
    const queued = { ...joined, waits: [wait(101, 1, 1)] };
    const promoted = {
      places: [place(101, 1)],
      waits: [],
      events: [
        { registrationId: 100, kind: 'joined', sessionId: 1 },
        { registrationId: 100, kind: 'left', sessionId: 1 },
        { registrationId: 101, kind: 'promoted', sessionId: 1 },
      ],
      emails: ['p0@example.test', 'p0@example.test', 'p1@example.test'],
    };
    expect(check({ kind: 'leave', who: 0, session: 0 }, queued, promoted)).not.toThrow();
  });
  it('capacity', () => {
    const over = { ...empty, places: [place(100, 1), place(101, 1)] };
    expect(check(serve, over, over)).toThrow(/^capacity/);
    // A staff place over capacity (with a reason) is allowed.
    const staffOver = { ...empty, places: [place(100, 1), place(101, 1, true)] };
    expect(check(serve, staffOver, staffOver)).not.toThrow();
  });
  it('no two places in one slot', () => {
    const both = { ...empty, places: [place(100, 1), place(100, 2)] };
    expect(check(serve, both, both)).toThrow(/two places in one slot/);
  });
  it('the same workshop once', () => {
    const twice = { ...empty, places: [place(100, 1), place(100, 4)] };
    expect(check(serve, twice, twice)).toThrow(/same workshop twice/);
  });
  it('no free place beside a queue (outside the last 48 hours)', () => {
    const free = { ...empty, waits: [wait(101, 1, 1)] };
    expect(check(serve, free, free)).toThrow(/free place with a queue/);
    const late = new Date(Date.UTC(2099, 2, 8, 12));
    expect(() => checkStep(world, serve, free, free, late, false)).not.toThrow();
  });
  it('waitlist positions 1..n', () => {
    const gap = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1), wait(101, 1, 3)] };
    expect(check(serve, gap, gap)).toThrow(/positions/);
  });
  it('the people waiting keep their order', () => {
    const queued = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1), wait(101, 1, 2)] };
    const swapped = { ...queued, waits: [wait(100, 1, 2), wait(101, 1, 1)] };
    expect(check(serve, queued, swapped)).toThrow(/queue order/);
  });
  it('nobody leaves a place or a waitlist without a history entry and an email', () => {
    const held = { ...empty, places: [place(100, 3)] };
    const noMail = { ...empty, events: [{ registrationId: 100, kind: 'left', sessionId: 3 }] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, held, noMail)).toThrow(/silently/);
    const noEvent = { ...empty, emails: ['p0@example.test'] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, held, noEvent)).toThrow(/silently/);
    const queued = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1)] };
    const dropped = { ...queued, waits: [] };
    expect(check({ kind: 'unwait', who: 0, session: 0 }, queued, dropped)).toThrow(/silently/);
  });
  it('every change has a history entry and exactly one email [issue 24]', () => {
    const full = { ...empty, places: [place(102, 1)] };
    const queued = {
      ...full,
      waits: [wait(100, 1, 1)],
      events: [{ registrationId: 100, kind: 'waitlist-joined', sessionId: 1 }],
    };
    expect(check({ kind: 'wait', who: 0, session: 0 }, full, queued)).toThrow(/history entry and one email/);
    expect(
      check({ kind: 'wait', who: 0, session: 0 }, full, { ...queued, emails: ['p0@example.test'] }),
    ).not.toThrow();
  });
  it('a waitlist joined themselves outranks a higher-ranked place held then [issue 24]', () => {
    // 100 holds session 1 (ranked 1) and waits for session 2 (ranked 2), which has a free place.
    const since = new Date(early.getTime() - 1000);
    const heldThen = { ...empty, places: [{ ...place(100, 1), since }], waits: [wait(100, 2, 1)] };
    expect(check(serve, heldThen, heldThen)).not.toThrow();
    const joined = { ...heldThen, waits: [{ ...wait(100, 2, 1), joinedThemselvesAt: early }] };
    expect(check(serve, joined, joined)).toThrow(/free place with a queue/);
  });
  it('one email per person per change', () => {
    const twice = {
      ...empty,
      places: [place(100, 3)],
      events: [],
      emails: ['p0@example.test', 'p0@example.test'],
    };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, twice)).toThrow(
      /more than one email/,
    );
  });
  it('a refused command changes nothing', () => {
    const held = { ...empty, places: [place(100, 3)] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, empty, held, true)).toThrow(/refused/);
    // A refused join may only have served the queue in front of it.
    const joined = { ...empty, places: [place(100, 3)] };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, joined, true)).toThrow(
      /unexplained place/,
    );
  });
  it('totals change only by the intended effect', () => {
    const mail = (...who: number[]) => who.map((i) => `p${i}@example.test`);
    // A join that also places someone else, from nowhere.
    const extra = { ...empty, places: [place(100, 3), place(101, 3)], emails: mail(0, 1) };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, extra)).toThrow(
      /unexplained place/,
    );
    // A leave that also takes someone else's place away (told, but not a swap up).
    const two = { ...empty, places: [place(100, 3), place(101, 1)] };
    const gone = {
      ...empty,
      events: [
        { registrationId: 100, kind: 'left', sessionId: 3 },
        { registrationId: 101, kind: 'left', sessionId: 1 },
      ],
      emails: mail(0, 1),
    };
    expect(check({ kind: 'leave', who: 0, session: 2 }, two, gone)).toThrow(/unexplained loss of a place/);
    // Someone queued who asked for nothing.
    const full = { ...empty, places: [place(102, 1)] };
    const queuedToo = { ...full, waits: [wait(100, 1, 1), wait(101, 1, 2)], emails: [] };
    expect(check({ kind: 'wait', who: 0, session: 0 }, full, queuedToo)).toThrow(
      /unexplained waitlist entry/,
    );
    // Someone taken off a queue with an email but for no reason the command explains.
    const queued = { ...full, waits: [wait(100, 1, 1), wait(101, 1, 2)] };
    const cut = {
      ...full,
      waits: [wait(100, 1, 1)],
      events: [{ registrationId: 101, kind: 'waitlist-left', sessionId: 1 }],
      emails: mail(1),
    };
    expect(check(serve, queued, cut)).toThrow(/unexplained loss of a waitlist place/);
  });
  it('the reference model predicts refusals and effects', () => {
    const festival = {
      id: YEAR,
      earlybirdOpensAt: new Date(Date.UTC(2099, 0, 1)),
      earlybirdClosesAt: new Date(Date.UTC(2099, 0, 10)),
      generalOpensAt: new Date(Date.UTC(2099, 0, 20)),
      registrationsCloseAt: null,
      endDate: DAYS[1],
    } as unknown as FestivalRow;
    const full = { ...empty, places: [place(102, 1)], waits: [wait(101, 1, 1)] };
    // Joining a full session is refused; so is jumping its queue.
    expect(
      expectation(world, { kind: 'join', who: 0, session: 0, confirm: true }, full, festival, early).refused,
    ).toBe(true);
    // Joining a session with room succeeds, and must leave the person placed.
    const join = expectation(
      world,
      { kind: 'join', who: 0, session: 2, confirm: true },
      full,
      festival,
      early,
    );
    expect(join.refused).toBe(false);
    expect(join.after?.(full)).toMatch(/no place/);
    // A full re-run of the lottery once general registration opened is refused.
    expect(
      expectation(world, { kind: 'lottery', mode: 'full', seed: 1 }, full, festival, early).refused,
    ).toBe(true);
    // Staff waitlisting at position 1 must put them first.
    const staffWait = expectation(
      world,
      { kind: 'staff-wait', who: 0, session: 0, position: 1 },
      full,
      festival,
      early,
    );
    expect(staffWait.after?.({ ...full, waits: [wait(101, 1, 1), wait(100, 1, 2)] })).toMatch(/queued at 2/);
  });
});
