import highsLoader from 'highs';
import { buildModel } from '../../core/allocation/model';
import type { AllocationInstance } from '../../core/allocation/types';

/**
 * The linear-programming upper bound U*: the assignment with fractional places allowed, under the
 * same capacity, one-session-per-slot (a full day counting in both halves) and one-per-activity
 * constraints. Existing placements are constants. Written in CPLEX LP format for HiGHS.
 */
export function upperBoundLp(instance: AllocationInstance): { lp: string; constant: number } {
  const model = buildModel(instance);
  const objective: string[] = [];
  const rows: string[] = [];
  const bySession: string[][] = model.sessions.map(() => []);
  let constant = 0;
  let variables = 0;
  for (const [r, reg] of model.registrations.entries()) {
    const fixed = model.sessions.flatMap((s, i) => (s.fixed.includes(r) ? [i] : []));
    const blockedSlots = new Set(fixed.flatMap((s) => model.sessions[s]?.slots ?? []));
    const blockedActivities = new Set(fixed.map((s) => model.sessions[s]?.activity));
    const bySlot = new Map<number, string[]>();
    const byActivity = new Map<number, string[]>();
    for (const choice of reg.choices) {
      const session = model.sessions[choice.session];
      if (!session) continue;
      if (fixed.includes(choice.session)) {
        constant += choice.utility;
        continue;
      }
      if (session.slots.some((t) => blockedSlots.has(t)) || blockedActivities.has(session.activity)) continue;
      if (session.capacity - session.fixed.length <= 0) continue;
      const x = `x${variables++}`;
      objective.push(`+ ${choice.utility} ${x}`);
      bySession[choice.session]?.push(x);
      for (const t of session.slots) bySlot.set(t, [...(bySlot.get(t) ?? []), x]);
      byActivity.set(session.activity, [...(byActivity.get(session.activity) ?? []), x]);
    }
    for (const [t, xs] of bySlot) if (xs.length > 1) rows.push(`r${r}t${t}: ${xs.join(' + ')} <= 1`);
    for (const [a, xs] of byActivity) if (xs.length > 1) rows.push(`r${r}a${a}: ${xs.join(' + ')} <= 1`);
  }
  for (const [s, xs] of bySession.entries()) {
    const room = (model.sessions[s]?.capacity ?? 0) - (model.sessions[s]?.fixed.length ?? 0);
    if (xs.length > room) rows.push(`cap${s}: ${xs.join(' + ')} <= ${room}`);
  }
  const bounds = Array.from({ length: variables }, (_, i) => ` x${i} <= 1`);
  // One term per line keeps every line short, which the LP reader prefers.
  const lp = [
    'Maximize',
    ' obj:',
    ...(objective.length > 0 ? objective : ['0 dummy']),
    'Subject To',
    ...(rows.length > 0 ? rows : [' none: dummy >= 0']),
    'Bounds',
    ...bounds,
    'End',
  ].join('\n');
  return { lp, constant };
}

export async function solveUpperBound(
  instance: AllocationInstance,
): Promise<{ value: number; seconds: number }> {
  const { lp, constant } = upperBoundLp(instance);
  const highs = await highsLoader();
  const started = performance.now();
  const solution = highs.solve(lp, { presolve: 'on' });
  const seconds = (performance.now() - started) / 1000;
  if (solution.Status !== 'Optimal') throw new Error(`LP not solved: ${solution.Status}`);
  return { value: solution.ObjectiveValue + constant, seconds };
}
