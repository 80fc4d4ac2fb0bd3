import type { AllocationInstance, SessionLists } from './types';

/**
 * Checks a result against hard rules 1–5 of the allocation contract, straight from the instance's
 * strings (deliberately not reusing the allocator's model, so it is an independent check).
 * Returns human-readable violations; an empty list means the result is valid.
 * Rule 6 (determinism) is about pairs of runs and is tested separately.
 */
export function checkHardRules(
  instance: AllocationInstance,
  result: { placements: SessionLists; waitlists: SessionLists },
): string[] {
  const violations: string[] = [];
  const sessions = new Map(instance.sessions.map((s) => [s.id, s]));
  const registrations = new Map(instance.registrations.map((r) => [r.id, r]));

  // Which session each registration holds in each slot.
  const holds = new Map<string, Map<string, string>>();
  for (const session of instance.sessions) {
    const placed = result.placements[session.id];
    if (!placed) {
      violations.push(`session ${session.id} is missing from placements`);
      continue;
    }
    if (placed.length > Math.max(0, session.capacity)) {
      violations.push(`rule 1: ${session.id} holds ${placed.length} > capacity ${session.capacity}`);
    }
    if (new Set(placed).size !== placed.length)
      violations.push(`${session.id}: a registration is placed twice`);
    for (const id of session.placements ?? []) {
      if (!placed.includes(id)) violations.push(`existing placement of ${id} in ${session.id} was not kept`);
    }
    for (const id of placed) {
      const registration = registrations.get(id);
      if (!registration) {
        violations.push(`${session.id}: unknown registration ${id}`);
        continue;
      }
      const existing = session.placements?.includes(id) ?? false;
      if (!existing && !registration.preferences.some((p) => p.sessionId === session.id)) {
        violations.push(`rule 4: ${id} placed in unranked ${session.id}`);
      }
      const mine = holds.get(id) ?? new Map<string, string>();
      holds.set(id, mine);
      for (const slot of session.slots) {
        const other = mine.get(slot);
        if (other !== undefined) violations.push(`rule 2: ${id} holds ${other} and ${session.id} at ${slot}`);
        mine.set(slot, session.id);
      }
    }
  }
  for (const key of Object.keys(result.placements)) {
    if (!sessions.has(key)) violations.push(`placements lists unknown session ${key}`);
  }

  for (const [id, mine] of holds) {
    const activities = new Map<string, string>();
    for (const sessionId of new Set(mine.values())) {
      const activity = sessions.get(sessionId)?.activityId as string;
      const other = activities.get(activity);
      if (other !== undefined)
        violations.push(`rule 3: ${id} holds ${other} and ${sessionId} of ${activity}`);
      activities.set(activity, sessionId);
    }
  }

  // Rule 5: expected waitlist membership, and least satisfied first.
  const expected = new Map<string, Set<string>>(instance.sessions.map((s) => [s.id, new Set<string>()]));
  const satisfaction = new Map<string, number>();
  for (const registration of instance.registrations) {
    const mine = holds.get(registration.id) ?? new Map<string, string>();
    const slots = new Set(registration.preferences.flatMap((p) => sessions.get(p.sessionId)?.slots ?? []));
    let total = 0;
    for (const slot of slots) {
      const inSlot = registration.preferences.filter((p) => sessions.get(p.sessionId)?.slots.includes(slot));
      const rank = (sessionId: string) => {
        const position = inSlot.find((p) => p.sessionId === sessionId)?.position;
        return position === undefined ? undefined : 1 + inSlot.filter((p) => p.position < position).length;
      };
      const got = mine.get(slot);
      const gotRank = got === undefined ? undefined : rank(got);
      if (gotRank !== undefined) total += 1 / gotRank;
      for (const p of inSlot) {
        if (p.sessionId === got) continue;
        if (gotRank === undefined || (rank(p.sessionId) as number) < gotRank) {
          expected.get(p.sessionId)?.add(registration.id);
        }
      }
    }
    if (slots.size > 0) satisfaction.set(registration.id, Math.min(1, total / slots.size));
  }
  for (const session of instance.sessions) {
    const list = result.waitlists[session.id];
    if (!list) {
      violations.push(`session ${session.id} is missing from waitlists`);
      continue;
    }
    const want = expected.get(session.id) as Set<string>;
    const have = new Set(list);
    if (have.size !== list.length) violations.push(`rule 5: ${session.id} waitlist lists someone twice`);
    for (const id of want)
      if (!have.has(id)) violations.push(`rule 5: ${id} missing from waitlist of ${session.id}`);
    for (const id of have)
      if (!want.has(id)) violations.push(`rule 5: ${id} wrongly on waitlist of ${session.id}`);
    for (let i = 1; i < list.length; i++) {
      const before = satisfaction.get(list[i - 1] as string) ?? 0;
      const after = satisfaction.get(list[i] as string) ?? 0;
      if (after < before - 1e-9)
        violations.push(`rule 5: waitlist of ${session.id} is not least satisfied first`);
    }
  }
  return violations;
}
