import type { FestivalRow } from '#server/domains/festival/index';
import type { Command } from './commands';
import { clash, mayChoose, phaseAt, withinLastTwoDays } from './reference';
import type { ModelSession, Snapshot, World } from './world';
import { pick } from './world';

// The model's expectations (server/domains/registrations/places.model.api.test.ts): what a command should do to the person it names.
// ---------------------------------------------------------------------------------------------
// The reference model: what the command should do to the person it names

export interface Expectation {
  /** true: must be refused; false: must succeed; null: the model does not say. */
  refused: boolean | null;
  /** Checked when it succeeded. */
  after?: (snap: Snapshot) => string | null;
}

export const key = (registrationId: number, sessionId: number) => `${registrationId}:${sessionId}`;

export function expectation(
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

export function sameRows(a: Snapshot, b: Snapshot): boolean {
  const rows = (s: Snapshot) =>
    JSON.stringify([
      s.places.map((p) => `${key(p.registrationId, p.sessionId)}:${p.over}`).sort(),
      s.waits.map((w) => `${key(w.registrationId, w.sessionId)}:${w.position}`).sort(),
    ]);
  return rows(a) === rows(b);
}
