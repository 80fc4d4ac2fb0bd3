/**
 * Allocation benchmark: `npx tsx bench/allocation/run.ts [sizes…]` (default 150 600 2000 6000).
 * For each size: the allocator and random serial dictatorship on the same generated instance, the
 * LP upper bound U* (HiGHS), and a table of the contract's measures. Timing and peak memory of the
 * allocator are measured in a child process per size so that nothing else inflates them.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type AllocationMeasures,
  allocate,
  checkHardRules,
  computeMeasures,
  randomSerialDictatorship,
} from '../../core/allocation';
import { generateInstance } from './generate';
import { solveUpperBound } from './upper-bound';

const SEED = 2026;

type Timing = { seconds: number; peakMb: number };

/** Child mode: allocate one size and report wall time and peak resident memory. */
function timeAllocation(size: number): Timing {
  const instance = generateInstance(size, SEED + size);
  const started = performance.now();
  allocate(instance, { seed: SEED });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, peakMb: process.resourceUsage().maxRSS / 1024 };
}

function measureInChild(size: number): Timing {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--time', String(size)],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Timing;
}

/** Registrations left with nothing although a session they ranked still has a free place. */
function strandedWithRoom(
  instance: ReturnType<typeof generateInstance>,
  placements: Record<string, string[]>,
): number {
  const placed = new Set(Object.values(placements).flat());
  const room = new Set(
    instance.sessions.filter((s) => (placements[s.id]?.length ?? 0) < s.capacity).map((s) => s.id),
  );
  return instance.registrations.filter(
    (r) => r.preferences.length > 0 && !placed.has(r.id) && r.preferences.some((p) => room.has(p.sessionId)),
  ).length;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => x.toFixed(3);

function row(name: string, m: AllocationMeasures, upper: number | undefined, extra: string[]): string {
  const s = m.rankShares;
  return [
    name,
    pct(s.first),
    pct(s.second),
    pct(s.third),
    pct(s.later),
    pct(s.none),
    num(m.meanSatisfaction),
    num(m.meanSquaredSatisfaction),
    num(m.minSatisfaction),
    num(m.p10Satisfaction),
    String(m.withNothing),
    upper === undefined ? 'n/a' : num(m.utility / upper),
    ...extra,
  ].join(' | ');
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--time') {
    process.stdout.write(JSON.stringify(timeAllocation(Number(args[1]))));
    return;
  }
  const sizes = args.length > 0 ? args.map(Number) : [150, 600, 2000, 6000];
  const header =
    '| method | 1st | 2nd | 3rd | later | none | mean | mean² | min | p10 | with nothing | U/U* | stranded | time | peak RSS |';
  const lines: string[] = [];
  for (const size of sizes) {
    const instance = generateInstance(size, SEED + size);
    const seats = instance.sessions.reduce((sum, s) => sum + s.capacity * s.slots.length, 0);
    const demands = computeMeasures(instance, {}).demands;
    const timing = measureInChild(size);
    const ours = allocate(instance, { seed: SEED });
    const rsdStarted = performance.now();
    const rsd = randomSerialDictatorship(instance, { seed: SEED });
    const rsdSeconds = (performance.now() - rsdStarted) / 1000;
    for (const [name, result] of [
      ['allocator', ours],
      ['RSD', rsd],
    ] as const) {
      const violations = checkHardRules(instance, result);
      if (violations.length > 0)
        throw new Error(`${name} broke hard rules at ${size}: ${violations.slice(0, 5).join('; ')}`);
    }
    let upper: number | undefined;
    let lpNote = '';
    try {
      const bound = await solveUpperBound(instance);
      upper = bound.value;
      lpNote = `U* = ${bound.value.toFixed(1)} (LP ${bound.seconds.toFixed(1)} s)`;
    } catch (error) {
      lpNote = `LP failed: ${(error as Error).message}`;
    }
    const mOurs = computeMeasures(instance, ours.placements);
    const mRsd = computeMeasures(instance, rsd.placements);
    lines.push(
      `\n**${size} registrations** — ${instance.sessions.length} sessions, ${seats} seat-slots for ${demands} slot demands; ${lpNote}\n`,
      header,
      `|${'---|'.repeat(15)}`,
      `| ${row('allocator', mOurs, upper, [String(strandedWithRoom(instance, ours.placements)), `${timing.seconds.toFixed(2)} s`, `${timing.peakMb.toFixed(0)} MB`])} |`,
      `| ${row('RSD', mRsd, upper, [String(strandedWithRoom(instance, rsd.placements)), `${rsdSeconds.toFixed(2)} s`, '–'])} |`,
    );
    process.stdout.write(`${lines.splice(0).join('\n')}\n`);
  }
}

await main();
