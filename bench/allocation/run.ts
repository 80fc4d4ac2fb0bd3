/**
 * Allocation benchmark: `npx tsx bench/allocation/run.ts [sizes…]` (default 150 600 2000 6000
 * 2000x460 10000x1500). A size is a registration count (the festival grows with it) or the name of
 * a convention-sized instance in `CONVENTIONS`. For each: the allocator and random serial
 * dictatorship on the same generated instance, the LP upper bound U* (HiGHS), and a table of the
 * contract's measures. Time and peak memory of the allocator are measured in a child process per
 * size so that nothing else inflates them. Time is printed three ways: wall clock, CPU time of the
 * main thread (what the wall clock would be on an idle machine: the allocator is single-threaded)
 * and CPU time of the whole process (adds V8's compiler and GC helper threads). On a shared machine
 * the wall clock mostly measures the neighbours.
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
import { CONVENTIONS, generateInstance } from './generate';
import { solveUpperBound } from './upper-bound';

const SEED = 2026;

type Timing = { seconds: number; threadSeconds: number; cpuSeconds: number; peakMb: number };

/** The instance for a size: a plain registration count or a convention's name. */
function instanceFor(size: string) {
  const convention = CONVENTIONS[size];
  if (convention)
    return generateInstance(convention.registrations, SEED + convention.registrations, convention.shape);
  const count = Number(size);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`unknown size "${size}" (a number or one of ${Object.keys(CONVENTIONS).join(', ')})`);
  return generateInstance(count, SEED + count);
}

/** Child mode: allocate one size and report wall time, CPU time and peak resident memory. */
function timeAllocation(size: string): Timing {
  const instance = instanceFor(size);
  const cpu = process.cpuUsage();
  const thread = process.threadCpuUsage();
  const started = performance.now();
  allocate(instance, { seed: SEED });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const own = process.threadCpuUsage(thread);
  return {
    seconds,
    threadSeconds: (own.user + own.system) / 1e6,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakMb: process.resourceUsage().maxRSS / 1024,
  };
}

function measureInChild(size: string): Timing {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--time', size],
    { encoding: 'utf8' },
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
    process.stdout.write(JSON.stringify(timeAllocation(String(args[1]))));
    return;
  }
  const sizes = args.length > 0 ? args : ['150', '600', '2000', '6000', ...Object.keys(CONVENTIONS)];
  const header =
    '| method | 1st | 2nd | 3rd | later | none | mean | mean² | min | p10 | with nothing | U/U* | stranded | time: wall (main thread, process CPU) | peak RSS |';
  const lines: string[] = [];
  for (const size of sizes) {
    const instance = instanceFor(size);
    const perSlot = new Map<string, number>();
    for (const s of instance.sessions) for (const t of s.slots) perSlot.set(t, (perSlot.get(t) ?? 0) + 1);
    const fullDays = instance.sessions.filter((s) => s.slots.length > 1).length;
    const seats = instance.sessions.reduce((sum, s) => sum + s.capacity * s.slots.length, 0);
    const demands = computeMeasures(instance, {}).demands;
    const timing = measureInChild(size);
    const ours = allocate(instance, { seed: SEED });
    const rsdCpu = process.threadCpuUsage();
    const rsdStarted = performance.now();
    const rsd = randomSerialDictatorship(instance, { seed: SEED });
    const rsdSeconds = (performance.now() - rsdStarted) / 1000;
    const rsdUsed = process.threadCpuUsage(rsdCpu);
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
      `\n**${size}** — ${instance.registrations.length} registrations, ${instance.sessions.length} sessions (${fullDays} full-day, up to ${Math.max(0, ...perSlot.values())} a slot), ${seats} seat-slots for ${demands} slot demands; ${lpNote}\n`,
      header,
      `|${'---|'.repeat(15)}`,
      `| ${row('allocator', mOurs, upper, [String(strandedWithRoom(instance, ours.placements)), `${timing.seconds.toFixed(2)} s (${timing.threadSeconds.toFixed(2)} s, ${timing.cpuSeconds.toFixed(2)} s)`, `${timing.peakMb.toFixed(0)} MB`])} |`,
      `| ${row('RSD', mRsd, upper, [String(strandedWithRoom(instance, rsd.placements)), `${rsdSeconds.toFixed(2)} s (${((rsdUsed.user + rsdUsed.system) / 1e6).toFixed(2)} s, –)`, '–'])} |`,
    );
    process.stdout.write(`${lines.splice(0).join('\n')}\n`);
  }
}

await main();
