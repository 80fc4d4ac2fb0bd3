import type { AllocationInstance } from './types';

/**
 * The instance turned into dense integer indices, with every within-slot rank worked out once.
 * Everything after validation works on this shape, so the hot loops never touch strings or maps.
 */
export type Choice = {
  session: number;
  position: number;
  /** Within-slot rank in each slot of the session, aligned with `ModelSession.slots`. */
  ranks: number[];
  /** Σ over the session's slots of 1 / within-slot rank: what a place here is worth to the registration. */
  utility: number;
};

export type ModelSession = {
  id: string;
  activity: number;
  capacity: number;
  slots: number[];
  day: number;
  fullDay: boolean;
  /** Registrations placed before the lottery. */
  fixed: number[];
};

export type ModelRegistration = {
  id: string;
  choices: Choice[];
  /** Slots the registration ranked anything in (its "demands"). */
  demandSlots: number[];
};

export type ModelDay = { date: string; am: number; pm: number };

/** Who ranked something in one slot: registrations in ascending order, each with its choices there. */
export type SlotDemand = { registrations: number[]; choices: number[][] };

export type Model = {
  sessions: ModelSession[];
  registrations: ModelRegistration[];
  /** Sorted slot keys; am before pm of the same date. */
  slots: string[];
  slotDay: number[];
  /** Per slot, so a slot's solve touches only the people who ranked something in it. */
  demand: SlotDemand[];
  days: ModelDay[];
  activityCount: number;
};

export function buildModel(instance: AllocationInstance): Model {
  const slots = [...new Set(instance.sessions.flatMap((s) => s.slots))].sort();
  const slotIndex = new Map(slots.map((slot, i) => [slot, i]));
  const days: ModelDay[] = [];
  const slotDay: number[] = [];
  for (const [i, slot] of slots.entries()) {
    const [date, half] = slot.split(':') as [string, string];
    let day = days[days.length - 1];
    if (!day || day.date !== date) {
      day = { date, am: -1, pm: -1 };
      days.push(day);
    }
    if (half === 'am') day.am = i;
    else day.pm = i;
    slotDay.push(days.length - 1);
  }

  const activityIndex = new Map<string, number>();
  const registrationIndex = new Map(instance.registrations.map((r, i) => [r.id, i]));
  const sessionIndex = new Map(instance.sessions.map((s, i) => [s.id, i]));
  const sessions: ModelSession[] = instance.sessions.map((s) => {
    let activity = activityIndex.get(s.activityId);
    if (activity === undefined) {
      activity = activityIndex.size;
      activityIndex.set(s.activityId, activity);
    }
    const sessionSlots = s.slots.map((slot) => slotIndex.get(slot) as number).sort((a, b) => a - b);
    return {
      id: s.id,
      activity,
      capacity: Math.max(0, s.capacity),
      slots: sessionSlots,
      day: slotDay[sessionSlots[0] as number] as number,
      fullDay: sessionSlots.length > 1,
      fixed: (s.placements ?? []).map((id) => registrationIndex.get(id) as number),
    };
  });

  const registrations = instance.registrations.map((r) => {
    const byPosition = r.preferences
      .map((p) => ({ session: sessionIndex.get(p.sessionId) as number, position: p.position }))
      .sort((a, b) => a.position - b.position || a.session - b.session);
    // Competition ranking: 1 + the number of sessions in the slot ranked strictly better. Choices
    // come sorted by position, so per slot: how many seen so far, and how many at a lower position.
    const seen = new Map<number, { count: number; position: number; better: number }>();
    const choices: Choice[] = byPosition.map(({ session, position }) => {
      const model = sessions[session] as ModelSession;
      const ranks = model.slots.map((slot) => {
        const inSlot = seen.get(slot) ?? { count: 0, position: Number.NEGATIVE_INFINITY, better: 0 };
        if (inSlot.position < position) {
          inSlot.better = inSlot.count;
          inSlot.position = position;
        }
        inSlot.count++;
        seen.set(slot, inSlot);
        return 1 + inSlot.better;
      });
      return { session, position, ranks, utility: ranks.reduce((sum, rank) => sum + 1 / rank, 0) };
    });
    const demandSlots = [
      ...new Set(choices.flatMap((c) => (sessions[c.session] as ModelSession).slots)),
    ].sort((a, b) => a - b);
    return { id: r.id, choices, demandSlots };
  });

  const demand: SlotDemand[] = slots.map(() => ({ registrations: [], choices: [] }));
  for (const [r, reg] of registrations.entries()) {
    for (const t of reg.demandSlots) {
      const inSlot = demand[t] as SlotDemand;
      inSlot.registrations.push(r);
      inSlot.choices.push(
        reg.choices.flatMap((c, i) => ((sessions[c.session] as ModelSession).slots.includes(t) ? [i] : [])),
      );
    }
  }

  return { sessions, registrations, slots, slotDay, demand, days, activityCount: activityIndex.size };
}

/** Within-slot rank of a session for a registration in one slot, or undefined when not ranked. */
export function rankIn(
  model: Model,
  registration: number,
  session: number,
  slot: number,
): number | undefined {
  const reg = model.registrations[registration] as ModelRegistration;
  const s = model.sessions[session] as ModelSession;
  const choice = reg.choices.find((c) => c.session === session);
  if (!choice) return undefined;
  return choice.ranks[s.slots.indexOf(slot)];
}
