import { createRandom } from './random';
import type { AllocationInstance, AllocationSession, Preference } from './types';

/** A session for a hand-made instance; it is its own activity unless one is given. */
export const session = (
  id: string,
  slots: string[],
  capacity = 1,
  activityId = `a-${id}`,
): AllocationSession => ({ id, activityId, capacity, slots });

/** Preferences for the sessions in the order given, ranked 1, 2, 3… */
export const prefs = (...ids: string[]): Preference[] =>
  ids.map((sessionId, i) => ({ sessionId, position: i + 1 }));

export type InstanceShape = {
  seed: number;
  days: number;
  registrations: number;
  /** Upper bound on capacities (0 makes every session full from the start). */
  maxCapacity: number;
  /** Share of registrations given an existing placement attempt. */
  existingShare: number;
};

/**
 * Small random instances for property tests: half-day and full-day sessions, activities that run
 * more than once, zero capacities, ties and gaps in positions, people with no preferences, and
 * existing placements (kept only where they are themselves valid).
 */
export function randomInstance(shape: InstanceShape): AllocationInstance {
  const random = createRandom(shape.seed, 3);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sessions: AllocationSession[] = [];
  const activityPool = Math.max(1, shape.days * 3);
  const add = (slots: string[]) =>
    sessions.push({
      id: `s${sessions.length + 1}`,
      activityId: `a${int(1, activityPool)}`,
      capacity: int(0, shape.maxCapacity),
      slots,
    });
  for (let d = 0; d < shape.days; d++) {
    const date = `2026-10-${String(5 + d).padStart(2, '0')}`;
    for (let i = int(0, 2); i > 0; i--) add([`${date}:am`, `${date}:pm`]);
    for (let i = int(0, 3); i > 0; i--) add([`${date}:am`]);
    for (let i = int(0, 3); i > 0; i--) add([`${date}:pm`]);
  }
  const registrations = Array.from({ length: shape.registrations }, (_, r) => {
    const count = random() < 0.15 || sessions.length === 0 ? 0 : int(1, Math.min(sessions.length, 7));
    const picked = new Set<number>();
    while (picked.size < count) picked.add(int(0, sessions.length - 1));
    return {
      id: `r${r + 1}`,
      preferences: [...picked].map((s) => ({
        sessionId: (sessions[s] as AllocationSession).id,
        position: int(1, 6),
      })),
    };
  });
  // Existing placements, added only where they break no rule themselves.
  const held = new Map<string, Set<string>>();
  for (const registration of registrations) {
    if (random() >= shape.existingShare || sessions.length === 0) continue;
    const session = sessions[int(0, sessions.length - 1)] as AllocationSession;
    const mine = held.get(registration.id) ?? new Set<string>();
    const clash = [...mine].some(
      (key) => session.slots.includes(key) || key === `activity:${session.activityId}`,
    );
    if (clash || (session.placements?.length ?? 0) >= session.capacity) continue;
    session.placements = [...(session.placements ?? []), registration.id];
    for (const slot of session.slots) mine.add(slot);
    mine.add(`activity:${session.activityId}`);
    held.set(registration.id, mine);
  }
  return { sessions, registrations };
}
