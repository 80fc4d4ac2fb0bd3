import type {
  AllocationInstance,
  AllocationResult,
  AllocationSession,
  SessionLists,
} from '#core/allocation/index';

/**
 * The draft of one lottery run as stored in `allocation_runs.result`: the inputs it was drawn from,
 * what the engine gave, the current lists after staff adjustments, and the adjustments themselves
 * (for undo and redo). Everything here is pure, so the rules staff moves must keep are unit-tested
 * without a database.
 */
export interface AllocationDraft {
  version: 1;
  instance: AllocationInstance;
  engine: AllocationResult;
  current: DraftLists;
  /** Applied adjustments, oldest first. */
  adjustments: Adjustment[];
  /** Undone adjustments, most recently undone last; cleared by a new move. */
  undone: Adjustment[];
}

export interface DraftLists {
  placements: SessionLists;
  waitlists: SessionLists;
}

export interface Move {
  registrationId: string;
  /** The session the person is taken out of (omit when they hold nothing relevant). */
  fromSessionId: string | null;
  /** Where they go: a session (placed, or its waitlist), or null for unassigned. */
  toSessionId: string | null;
  waitlist: boolean;
}

export interface Adjustment extends Move {
  at: string;
  byUserId: number | null;
  /** Lists of the sessions the move changed, before and after, so undo/redo restore them exactly. */
  before: DraftLists;
  after: DraftLists;
}

export type MoveRefusal =
  | 'unknown-registration'
  | 'unknown-session'
  | 'not-ranked'
  | 'full'
  | 'slot-clash'
  | 'same-activity'
  | 'not-placed'
  | 'placed-before'
  | 'no-change';

export const MOVE_REFUSAL_MESSAGES: Record<MoveRefusal, string> = {
  'unknown-registration': 'That person is not part of this allocation',
  'unknown-session': 'That session is not part of this allocation',
  'not-ranked': 'They did not rank that workshop',
  full: 'That workshop is full',
  'slot-clash': 'They already have a workshop at that time',
  'same-activity': 'They already have a session of that workshop',
  'not-placed': 'They are not placed in the session they are being moved from',
  'placed-before': 'They held that place before the lottery; change it from their registration',
  'no-change': 'That move changes nothing',
};

export class DraftMoveError extends Error {
  constructor(readonly reason: MoveRefusal) {
    super(MOVE_REFUSAL_MESSAGES[reason]);
    this.name = 'DraftMoveError';
  }
}

export function createDraft(instance: AllocationInstance, engine: AllocationResult): AllocationDraft {
  return {
    version: 1,
    instance,
    engine,
    current: { placements: cloneLists(engine.placements), waitlists: cloneLists(engine.waitlists) },
    adjustments: [],
    undone: [],
  };
}

function cloneLists(lists: SessionLists): SessionLists {
  return Object.fromEntries(Object.entries(lists).map(([id, list]) => [id, [...list]]));
}

function sharesSlot(a: AllocationSession, b: AllocationSession): boolean {
  return a.slots.some((slot) => b.slots.includes(slot));
}

/**
 * Applies one staff move, checking the hard rules of docs/allocation.md on the way: only ranked
 * sessions, capacity, one session per slot, one session per activity. The person's waitlists are
 * then recomputed by rule 5 (every ranked session better than what they now hold in its slot), so
 * the draft stays a valid result after any sequence of moves. Returns a new draft; throws
 * `DraftMoveError` and leaves the draft untouched when a rule would break.
 */
export function applyMove(
  draft: AllocationDraft,
  move: Move,
  meta: { at: Date; byUserId: number | null },
): AllocationDraft {
  const { instance } = draft;
  const sessions = new Map(instance.sessions.map((s) => [s.id, s]));
  const registration = instance.registrations.find((r) => r.id === move.registrationId);
  if (!registration) throw new DraftMoveError('unknown-registration');
  const positions = new Map(registration.preferences.map((p) => [p.sessionId, p.position]));
  const placements = cloneLists(draft.current.placements);
  const waitlists = cloneLists(draft.current.waitlists);
  const id = registration.id;
  const held = () => instance.sessions.filter((s) => placements[s.id]?.includes(id));

  const from = move.fromSessionId === null ? null : sessions.get(move.fromSessionId);
  if (from === undefined) throw new DraftMoveError('unknown-session');
  if (from && !placements[from.id]?.includes(id)) throw new DraftMoveError('not-placed');
  // Places held before the lottery are real already; publishing only adds places, never takes them.
  const isPlacedBefore = (s: AllocationSession) => s.placements?.includes(id) ?? false;
  if (from && isPlacedBefore(from)) throw new DraftMoveError('placed-before');
  const to = move.toSessionId === null ? null : sessions.get(move.toSessionId);
  if (to === undefined) throw new DraftMoveError('unknown-session');

  if (to === null) {
    if (!from) throw new DraftMoveError('not-placed');
  } else if (!positions.has(to.id)) {
    throw new DraftMoveError('not-ranked');
  } else if (!move.waitlist) {
    if (placements[to.id]?.includes(id)) throw new DraftMoveError('no-change');
    if ((placements[to.id]?.length ?? 0) >= Math.max(0, to.capacity)) throw new DraftMoveError('full');
    const others = held().filter((s) => s.id !== from?.id);
    if (others.some((s) => sharesSlot(s, to))) throw new DraftMoveError('slot-clash');
    if (others.some((s) => s.activityId === to.activityId)) throw new DraftMoveError('same-activity');
  } else {
    // Onto a waitlist: whatever they hold at that time must be the session they come from, so a
    // drop never silently costs them a second place.
    const clashing = held().filter((s) => sharesSlot(s, to));
    if (clashing.some((s) => s.id !== from?.id)) throw new DraftMoveError('slot-clash');
    if (clashing.some(isPlacedBefore)) throw new DraftMoveError('placed-before');
    if (clashing.length === 0 && !from && waitlists[to.id]?.includes(id))
      throw new DraftMoveError('no-change');
  }

  if (from) placements[from.id] = (placements[from.id] ?? []).filter((r) => r !== id);
  if (to && !move.waitlist) placements[to.id] = [...(placements[to.id] ?? []), id];
  recomputeWaitlists(instance, placements, waitlists, id);

  const changed = instance.sessions
    .map((s) => s.id)
    .filter(
      (sid) =>
        !sameList(placements[sid], draft.current.placements[sid]) ||
        !sameList(waitlists[sid], draft.current.waitlists[sid]),
    );
  if (changed.length === 0) throw new DraftMoveError('no-change');
  const pick = (lists: DraftLists): DraftLists => ({
    placements: Object.fromEntries(changed.map((sid) => [sid, [...(lists.placements[sid] ?? [])]])),
    waitlists: Object.fromEntries(changed.map((sid) => [sid, [...(lists.waitlists[sid] ?? [])]])),
  });
  const adjustment: Adjustment = {
    ...move,
    at: meta.at.toISOString(),
    byUserId: meta.byUserId,
    before: pick(draft.current),
    after: pick({ placements, waitlists }),
  };
  return {
    ...draft,
    current: { placements, waitlists },
    adjustments: [...draft.adjustments, adjustment],
    undone: [],
  };
}

/**
 * Rule 5 for one registration: on the waitlist of every ranked session better (by position) than
 * what they hold in one of its slots, or of every ranked session in a slot where they hold nothing.
 * Entries that stay keep their place in line; new ones join the end.
 */
function recomputeWaitlists(
  instance: AllocationInstance,
  placements: SessionLists,
  waitlists: SessionLists,
  registrationId: string,
): void {
  const registration = instance.registrations.find((r) => r.id === registrationId);
  if (!registration) return;
  const positions = new Map(registration.preferences.map((p) => [p.sessionId, p.position]));
  const heldBySlot = new Map<string, number>();
  for (const session of instance.sessions) {
    if (!placements[session.id]?.includes(registrationId)) continue;
    // A place they did not rank counts as worse than anything ranked.
    const position = positions.get(session.id) ?? Number.POSITIVE_INFINITY;
    for (const slot of session.slots) heldBySlot.set(slot, position);
  }
  for (const session of instance.sessions) {
    const list = waitlists[session.id] ?? [];
    const position = positions.get(session.id);
    const placed = placements[session.id]?.includes(registrationId) ?? false;
    const wanted =
      position !== undefined &&
      !placed &&
      session.slots.some((slot) => {
        const heldPosition = heldBySlot.get(slot);
        return heldPosition === undefined || position < heldPosition;
      });
    const present = list.includes(registrationId);
    if (wanted && !present) waitlists[session.id] = [...list, registrationId];
    if (!wanted && present) waitlists[session.id] = list.filter((r) => r !== registrationId);
  }
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function restore(current: DraftLists, lists: DraftLists): DraftLists {
  return {
    placements: { ...cloneLists(current.placements), ...cloneLists(lists.placements) },
    waitlists: { ...cloneLists(current.waitlists), ...cloneLists(lists.waitlists) },
  };
}

/** Takes back the latest adjustment; null when there is nothing to undo. */
export function undoAdjustment(draft: AllocationDraft): AllocationDraft | null {
  const last = draft.adjustments.at(-1);
  if (!last) return null;
  return {
    ...draft,
    current: restore(draft.current, last.before),
    adjustments: draft.adjustments.slice(0, -1),
    undone: [...draft.undone, last],
  };
}

/** Applies again the adjustment undone last; null when there is nothing to redo. */
export function redoAdjustment(draft: AllocationDraft): AllocationDraft | null {
  const next = draft.undone.at(-1);
  if (!next) return null;
  return {
    ...draft,
    current: restore(draft.current, next.after),
    adjustments: [...draft.adjustments, next],
    undone: draft.undone.slice(0, -1),
  };
}

/** Each registration's sessions in the current lists, for reviews and emails. */
export function sessionsByRegistration(lists: SessionLists): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [sessionId, ids] of Object.entries(lists)) {
    for (const id of ids) result.set(id, [...(result.get(id) ?? []), sessionId]);
  }
  return result;
}
