import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '#server/db/client';
import { allocationRuns, festivals } from '#server/db/schema/index';
import { updateSession } from '#server/domains/activities/index';
import {
  moveAllocationParticipant,
  publishAllocation,
  startAllocationRun,
  stepAllocationAdjustment,
} from '#server/domains/allocation/index';
import type { FestivalRow } from '#server/domains/festival/index';
import {
  joinSession,
  joinWaitlist,
  leaveSession,
  leaveWaitlist,
  serveWaitlists,
} from '#server/domains/registrations/places/index';
import {
  staffAddPlace,
  staffAddToWaitlist,
  staffMovePlace,
  staffRemoveFromWaitlist,
  staffRemovePlace,
} from '#server/domains/registrations/staff-places.service';
import type { JobQueue } from '#server/lib/queue/index';
import type { AppServices } from '#server/services/app-services';
import { DomainError } from '#server/services/errors';
import type { Viewer } from '#server/services/scope';
import { phaseAt } from './reference';
import { HOUR, PARTS, pick, type ScenarioLayout, scenarioArb, type World, YEAR } from './world';

// The model's commands (server/domains/registrations/places.model.api.test.ts): what participants, staff and the lottery do, and running one.
// ---------------------------------------------------------------------------------------------
// Commands

/** A staff edit to the lottery's draft before it is published (refused edits are skipped). */
export type DraftEdit =
  | { kind: 'move-out' | 'move-in' | 'waitlist'; who: number; session: number }
  | { kind: 'undo' };

export type Command =
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

export const person3 = <K extends string>(kind: K) =>
  fc.record({ kind: fc.constant(kind), who: fc.nat({ max: 5 }), session: fc.nat({ max: 4 }) });

export const editArb: fc.Arbitrary<DraftEdit> = fc.oneof(
  { weight: 3, arbitrary: person3('move-out') },
  { weight: 3, arbitrary: person3('move-in') },
  { weight: 2, arbitrary: person3('waitlist') },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
);

export const commandArb: fc.Arbitrary<Command> = fc.oneof(
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

export const fullScenarioArb: fc.Arbitrary<Scenario> = fc
  .tuple(
    scenarioArb,
    fc.array(commandArb, { minLength: 5, maxLength: 12 }),
    fc.array(editArb, { maxLength: 4 }),
  )
  .map(([base, commands, edits]) => ({
    ...base,
    commands: base.lotteryFirst ? [{ kind: 'lottery', mode: 'full', seed: 7, edits }, ...commands] : commands,
  }));

export type Scenario = ScenarioLayout & {
  commands: Command[];
};

/** Jobs run at once, inside the run's transaction (the lottery's job included). */
export function runAtOnce(services: () => AppServices): JobQueue<AppServices> {
  return {
    kind: 'inline',
    async send(job, data) {
      await job.run(services(), data, { retryCount: 0, final: true });
    },
    isPending: async () => false,
    stop: async () => undefined,
  };
}

export interface RunState {
  tx: Database;
  /** Staff acting in the run (staff commands, lottery runs). */
  staff: Viewer;
  festival: FestivalRow;
  now: Date;
  services: AppServices;
}

export async function loadFestival(tx: Database): Promise<FestivalRow> {
  const [row] = await tx.select().from(festivals).where(eq(festivals.id, YEAR));
  if (!row) throw new Error('no model festival');
  return row;
}

export async function run(world: World, command: Command, state: RunState): Promise<void> {
  const { tx, festival, now } = state;
  // Only read by the commands that name them.
  const session = pick(world.sessions, 'session' in command ? command.session : 0);
  const person = pick(world.people, 'who' in command ? command.who : 0);
  const base = { festival, now };
  const staff = { viewer: state.staff, now };
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
        viewer: state.staff,
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
export async function editDraft(
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

/** Time spent per command kind (MODEL_PROFILE=1 prints it): where a slow run goes. */
export const profile = new Map<string, { n: number; ms: number }>();
export function spent(kind: string, ms: number) {
  const entry = profile.get(kind) ?? { n: 0, ms: 0 };
  profile.set(kind, { n: entry.n + 1, ms: entry.ms + ms });
}
