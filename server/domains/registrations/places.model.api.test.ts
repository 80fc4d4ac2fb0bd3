import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEmailEnqueuer } from '#server/lib/mail/outbox';
import type { AppServices } from '#server/services/app-services';
import { DomainError } from '#server/services/errors';
import type { Viewer } from '#server/services/scope';
import { createTestApp, type TestApp } from '#server/test/harness';
import {
  fullScenarioArb,
  loadFestival,
  profile,
  type RunState,
  run,
  runAtOnce,
  type Scenario,
  spent,
} from '#server/test/places-model/commands';
import { expectation } from '#server/test/places-model/expectations';
import { checkBalances, checkStep } from '#server/test/places-model/invariants';
import { RECORDED } from '#server/test/places-model/recorded';
import { START, setUp, snapshot } from '#server/test/places-model/world';
import { createPerson } from './factories';

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
 * (server/test/places-model/reference.ts) are written from the decision records, never imported from the code
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
// One run: a festival, a sequence, a rollback

class Rollback extends Error {}

async function runScenario(scenario: Scenario): Promise<void> {
  try {
    await t.db.transaction(async (tx) => {
      const began = performance.now();
      const world = await setUp(tx, scenario);
      spent('setUp', performance.now() - began);
      const state: RunState = {
        tx,
        staff: staffViewer,
        festival: await loadFestival(tx),
        now: START,
        services: t.services,
      };
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
