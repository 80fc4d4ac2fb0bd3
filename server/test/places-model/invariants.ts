import type { Database } from '#server/db/client';
import type { FestivalRow } from '#server/domains/festival/index';
import { countChargedWorkshops } from '#server/domains/registrations/registration-reads';
import type { Command } from './commands';
import { key, sameRows } from './expectations';
import { chargedWorkshops, clash, couldBeMovedIn, phaseAt } from './reference';
import type { ModelSession, Snapshot, World } from './world';
import { pick } from './world';

// The model's invariants (server/domains/registrations/places.model.api.test.ts), checked after every step.
// ---------------------------------------------------------------------------------------------
// The invariants (each also broken on purpose in the tests at the end)

/** Throws, naming the rule, when a step breaks an invariant or does more than it meant. */
export function checkStep(
  world: World,
  command: Command,
  before: Snapshot,
  after: Snapshot,
  now: Date,
  refused: boolean,
): void {
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  const session = (id: number) => byId.get(id) as ModelSession;

  for (const s of world.sessions) {
    const here = after.places.filter((p) => p.sessionId === s.id);
    const ordinary = here.filter((p) => !p.over).length;
    if (ordinary > s.capacity) throw new Error(`capacity: ${s.id} has ${ordinary} places for ${s.capacity}`);
    const queue = after.waits.filter((w) => w.sessionId === s.id).sort((a, b) => a.position - b.position);
    if (queue.some((w, i) => w.position !== i + 1))
      throw new Error(`positions: ${s.id} has waitlist positions ${queue.map((w) => w.position).join(',')}`);
    const taker = queue.find((w) => couldTake(world, after, w.registrationId, s, now));
    if (here.length < s.capacity && taker)
      throw new Error(
        `free place with a queue: ${s.id} (${here.length}/${s.capacity}) while ${taker.registrationId} waits`,
      );
    for (const w of queue) {
      if (here.some((p) => p.registrationId === w.registrationId))
        throw new Error(`queued for a session held: ${w.registrationId} in ${s.id}`);
    }
    // Order: the people still waiting keep their order (staff may place the one they name).
    if (command.kind !== 'lottery') {
      const named = command.kind === 'staff-wait' ? pick(world.people, command.who).registrationId : null;
      const stayed = (list: Snapshot['waits'], other: Snapshot['waits']) =>
        list
          .filter((w) => w.sessionId === s.id && w.registrationId !== named)
          .filter((w) => other.some((v) => v.sessionId === s.id && v.registrationId === w.registrationId))
          .sort((a, b) => a.position - b.position)
          .map((w) => w.registrationId)
          .join(',');
      if (stayed(before.waits, after.waits) !== stayed(after.waits, before.waits))
        throw new Error(`queue order: ${s.id} changed the order of the people waiting`);
    }
  }

  const newEvents = after.events.slice(before.events.length);
  const newEmails = after.emails.slice(before.emails.length);
  // Checked last, so a more specific rule names a broken step first.
  let untold: string | undefined;
  for (const person of world.people) {
    const r = person.registrationId;
    const held = after.places.filter((p) => p.registrationId === r).map((p) => session(p.sessionId));
    for (const a of held) {
      const teaching = person.teaching.find((x) => clash(x, a));
      if (teaching)
        throw new Error(`two places in one slot: ${r} takes ${a.id} while teaching ${teaching.id}`);
    }
    for (const [i, a] of held.entries()) {
      for (const b of held.slice(i + 1)) {
        if (clash(a, b)) throw new Error(`two places in one slot: ${r} in ${a.id} and ${b.id}`);
        if (a.activityId === b.activityId)
          throw new Error(`same workshop twice: ${r} in ${a.id} and ${b.id}`);
      }
    }
    const mails = newEmails.filter((to) => to === person.email).length;
    if (mails > 1) throw new Error(`more than one email for one change: ${r} got ${mails}`);
    // Every change to someone's places or queues has a history entry and exactly one email.
    const mine = (snap: Snapshot) =>
      JSON.stringify([
        snap.places
          .filter((p) => p.registrationId === r)
          .map((p) => p.sessionId)
          .sort(),
        snap.waits
          .filter((w) => w.registrationId === r)
          .map((w) => w.sessionId)
          .sort(),
      ]);
    if (mine(before) !== mine(after) && !(mails === 1 && newEvents.some((e) => e.registrationId === r)))
      untold ??= `a change without its history entry and one email: ${r} (${mails} emails)`;
    const told = mails === 1 && newEvents.some((e) => e.registrationId === r);
    const lostPlace = before.places.some(
      (p) =>
        p.registrationId === r &&
        !after.places.some((q) => q.registrationId === r && q.sessionId === p.sessionId),
    );
    const lostWait = before.waits.some(
      (w) =>
        w.registrationId === r &&
        !after.waits.some((v) => v.registrationId === r && v.sessionId === w.sessionId) &&
        !after.places.some((q) => q.registrationId === r && q.sessionId === w.sessionId),
    );
    if ((lostPlace || lostWait) && !told) throw new Error(`left a place or waitlist silently: ${r}`);
  }

  if (refused) {
    // A refused join may first have served a queue in front of it (its own transaction): only
    // what serving explains may have changed.
    if (command.kind === 'join')
      checkExplained(world, { kind: 'serve', session: command.session }, before, after);
    else if (!sameRows(before, after))
      throw new Error(`a refused ${command.kind} changed places or waitlists`);
  } else {
    checkExplained(world, command, before, after);
    checkPromotionsAllowed(world, command, before, after, now);
  }
  if (untold) throw new Error(untold);
}

/**
 * Every promotion is one the reference allows (decision 009: never worse off by their own ranking,
 * nothing clashing too late to leave, no teaching clash). Judged on what they held before the step;
 * the person a command names, and the lottery's result, are judged by the rules above instead.
 */
export function checkPromotionsAllowed(
  world: World,
  command: Command,
  before: Snapshot,
  after: Snapshot,
  now: Date,
) {
  if (command.kind === 'lottery') return;
  const named = 'who' in command ? pick(world.people, command.who).registrationId : null;
  const session = (id: number) => world.sessions.find((x) => x.id === id) as ModelSession;
  for (const gained of after.places) {
    const r = gained.registrationId;
    if (r === named) continue;
    if (before.places.some((p) => p.registrationId === r && p.sessionId === gained.sessionId)) continue;
    const entry = before.waits.find((w) => w.registrationId === r && w.sessionId === gained.sessionId);
    const person = world.people.find((p) => p.registrationId === r);
    if (!entry || !person) continue;
    const held = before.places
      .filter((p) => p.registrationId === r)
      .map((p) => ({ ...session(p.sessionId), since: p.since }));
    const waiting = {
      teaching: person.teaching,
      held,
      ranks: person.ranks,
      joinedThemselvesAt: entry.joinedThemselvesAt,
    };
    if (!couldBeMovedIn(session(gained.sessionId), waiting, now))
      throw new Error(`a promotion the rules refuse: ${r} into ${gained.sessionId}`);
  }
  // And nobody is skipped (taken off a queue, told they could not take the place) who could.
  for (const event of after.events.slice(before.events.length)) {
    const r = event.registrationId;
    if (event.kind !== 'waitlist-skipped' || event.sessionId === null || r === named) continue;
    const entry = before.waits.find((w) => w.registrationId === r && w.sessionId === event.sessionId);
    const person = world.people.find((p) => p.registrationId === r);
    if (!entry || !person) continue;
    const held = before.places
      .filter((p) => p.registrationId === r)
      .map((p) => ({ ...session(p.sessionId), since: p.since }));
    const waiting = {
      teaching: person.teaching,
      held,
      ranks: person.ranks,
      joinedThemselvesAt: entry.joinedThemselvesAt,
    };
    if (couldBeMovedIn(session(event.sessionId), waiting, now))
      throw new Error(`skipped someone the rules would move in: ${r} for ${event.sessionId}`);
  }
}

/**
 * Whether someone waiting could be moved into a free place now (decision 009): outside its last 48
 * hours, not teaching then, not holding the workshop, nothing clashing that is too late to leave,
 * and no worse off by their own ranking.
 */
export function couldTake(world: World, snap: Snapshot, registrationId: number, s: ModelSession, now: Date) {
  const person = world.people.find((p) => p.registrationId === registrationId);
  if (!person) return false;
  const held = snap.places
    .filter((p) => p.registrationId === registrationId)
    .map((p) => ({ ...(world.sessions.find((x) => x.id === p.sessionId) as ModelSession), since: p.since }));
  const entry = snap.waits.find((w) => w.registrationId === registrationId && w.sessionId === s.id);
  const joinedThemselvesAt = entry?.joinedThemselvesAt ?? null;
  return couldBeMovedIn(s, { teaching: person.teaching, held, ranks: person.ranks, joinedThemselvesAt }, now);
}

/**
 * Totals change only by the command's intended effect: every place or waitlist entry that appeared
 * or went is the command's own change on the person it names, a promotion (someone first in a
 * queue takes the free place and gives up what clashes), a skipped promotion (told why), a queue
 * made pointless by a new place, or the lottery's result for someone who ranked that session.
 */
export function checkExplained(world: World, command: Command, before: Snapshot, after: Snapshot): void {
  const byId = new Map(world.sessions.map((s) => [s.id, s]));
  const named = 'who' in command ? pick(world.people, command.who).registrationId : null;
  const target =
    command.kind === 'staff-move'
      ? pick(world.sessions, command.to).id
      : 'session' in command
        ? pick(world.sessions, command.session).id
        : null;
  const from = command.kind === 'staff-move' ? pick(world.sessions, command.from).id : null;
  const keys = <T extends { registrationId: number; sessionId: number }>(rows: T[]) =>
    new Set(rows.map((row) => key(row.registrationId, row.sessionId)));
  const [placesBefore, placesAfter, waitsBefore, waitsAfter] = [
    keys(before.places),
    keys(after.places),
    keys(before.waits),
    keys(after.waits),
  ];
  const split = (k: string) => k.split(':').map(Number) as [number, number];
  const ranked = (r: number, s: number) => world.people.find((p) => p.registrationId === r)?.ranks.has(s);
  const gainedPlaces = [...placesAfter].filter((k) => !placesBefore.has(k)).map(split);
  const gainedIn = (r: number) =>
    gainedPlaces.filter(([who]) => who === r).map(([, s]) => byId.get(s) as ModelSession);

  for (const [r, s] of gainedPlaces) {
    const own = r === named && s === target && ['join', 'staff-add', 'staff-move'].includes(command.kind);
    const promoted = waitsBefore.has(key(r, s));
    const lottery = command.kind === 'lottery' && ranked(r, s);
    if (!own && !promoted && !lottery)
      throw new Error(`unexplained place: ${r} in ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...placesBefore].filter((k) => !placesAfter.has(k)).map(split)) {
    const own =
      r === named &&
      ((s === target && ['leave', 'staff-remove'].includes(command.kind)) ||
        (s === from && command.kind === 'staff-move'));
    const swapped = gainedIn(r).some((x) => clash(x, byId.get(s) as ModelSession));
    if (!own && !swapped) throw new Error(`unexplained loss of a place: ${r} in ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...waitsAfter].filter((k) => !waitsBefore.has(k)).map(split)) {
    const own = r === named && s === target && ['wait', 'staff-wait'].includes(command.kind);
    const lottery = command.kind === 'lottery' && ranked(r, s);
    if (!own && !lottery) throw new Error(`unexplained waitlist entry: ${r} for ${s} after ${command.kind}`);
  }
  for (const [r, s] of [...waitsBefore].filter((k) => !waitsAfter.has(k)).map(split)) {
    const session = byId.get(s) as ModelSession;
    const own = r === named && s === target && ['unwait', 'staff-unwait'].includes(command.kind);
    const placedNow = gainedIn(r).some(
      (x) => x.id === s || x.activityId === session.activityId || clash(x, session),
    );
    const skipped = after.events
      .slice(before.events.length)
      .some((e) => e.registrationId === r && e.sessionId === s && e.kind === 'waitlist-skipped');
    const lottery = command.kind === 'lottery' && command.mode === 'full';
    if (!own && !placedNow && !skipped && !lottery)
      throw new Error(`unexplained loss of a waitlist place: ${r} for ${s} after ${command.kind}`);
  }
}

/** "Balances follow places once published" (issue 24): what is charged is what is held. */
export async function checkBalances(
  tx: Database,
  world: World,
  snap: Snapshot,
  festival: FestivalRow,
  now: Date,
) {
  if (!festival.placesPublishedAt) return;
  const phase = phaseAt(festival, now);
  for (const person of world.people) {
    const held = snap.places
      .filter((p) => p.registrationId === person.registrationId)
      .map((p) => world.sessions.find((x) => x.id === p.sessionId) as ModelSession);
    const charged = await countChargedWorkshops(tx, person.registrationId, { festival, phase });
    if (charged !== chargedWorkshops(held))
      throw new Error(
        `balance: ${person.registrationId} charged ${charged} workshops, holds ${chargedWorkshops(held)}`,
      );
  }
}
