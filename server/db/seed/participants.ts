import { addDays, slotKeys, zonedInstant } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { placements, preferences, profiles, registrations, users } from '#server/db/schema/index';
import { FIRST_NAMES, LAST_NAMES, PARTICIPANT_CITIES } from './data/participants';
import { idOf } from './ids';
import type { WorkshopSessionRow } from './programme';
import { createRandom, pick, type Random, randomInt, weightedSample } from './random';

export const PARTICIPANT_COUNT = 80;
/** Participants from this number on are the ones placed in the full workshop. */
export const FIRST_PLACED_PARTICIPANT = 61;
const PARTICIPANT_SEED = 20271002;
/** Registrations are completed during the earlybird phase, before the demo was written. */
const REGISTRATIONS_FROM = '2026-11-01';
const REGISTRATION_DAYS = 20;

export interface ParticipantPlan {
  number: number;
  email: string;
  name: string;
  city: string;
  phone: string;
  photoPermission: boolean;
  completedAt: Date;
  /** Session ids in order of wish: position 1 first. */
  preferences: number[];
  placement: number | null;
}

export function participantEmail(number: number): string {
  return `participant${number}@example.org`;
}

function uniqueNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`);
  return [...names];
}

function completionTime(random: Random): Date {
  const date = addDays(REGISTRATIONS_FROM, randomInt(random, 0, REGISTRATION_DAYS - 1));
  const time = `${String(randomInt(random, 9, 22)).padStart(2, '0')}:${String(randomInt(random, 0, 59)).padStart(2, '0')}`;
  return zonedInstant(date, time);
}

export interface Option extends WorkshopSessionRow {
  slots: string[];
}

/**
 * Ranks 1–4 sessions in each of 3–6 slots. Each slot is opened by a workshop drawn by popularity
 * (so the popular ones are oversubscribed), then filled with other sessions touching that slot.
 */
export function choosePreferences(
  random: Random,
  options: readonly Option[],
  first: Option | undefined,
): number[] {
  const slotTarget = randomInt(random, 3, 6);
  const slots = new Set<string>();
  const ranked: Option[] = [];
  const isFree = (option: Option) =>
    !ranked.some((other) => other.id === option.id || other.slug === option.slug) &&
    option.slots.every((slot) => !slots.has(slot));
  const wishes = weightedSample(random, options, (option) => option.popularity, options.length);
  for (const wish of first ? [first, ...wishes] : wishes) {
    if (slots.size >= slotTarget) break;
    if (!isFree(wish) || slots.size + wish.slots.length > slotTarget) continue;
    const group = [wish, ...fillSlot(random, options, wish, ranked)];
    for (const option of group) {
      ranked.push(option);
      for (const slot of option.slots) slots.add(slot);
    }
  }
  return ranked.map((option) => option.id);
}

function fillSlot(
  random: Random,
  options: readonly Option[],
  wish: Option,
  ranked: readonly Option[],
): Option[] {
  const taken = new Set([wish.slug, ...ranked.map((option) => option.slug)]);
  const rankedSlots = new Set(ranked.flatMap((option) => option.slots));
  // Only sessions within the wish's slots or free ones, so each slot's ranking stays one group.
  const candidates = options.filter(
    (option) =>
      !taken.has(option.slug) &&
      option.slots.some((slot) => wish.slots.includes(slot)) &&
      option.slots.every((slot) => wish.slots.includes(slot) || !rankedSlots.has(slot)),
  );
  return weightedSample(random, candidates, (option) => option.popularity, randomInt(random, 0, 3));
}

/** The demo participants, their registrations' details and preferences, the same on every run. */
export function planParticipants(
  workshopSessions: readonly WorkshopSessionRow[],
  fullSessionId: number,
): ParticipantPlan[] {
  const random = createRandom(PARTICIPANT_SEED);
  const options = workshopSessions.map((session) => ({
    ...session,
    slots: slotKeys(session.startsAt, session.endsAt),
  }));
  const full = options.find((option) => option.id === fullSessionId);
  if (!full) throw new Error('Demo seed: the full workshop session is not a workshop session');
  const open = options.filter((option) => option !== full);
  const names = uniqueNames(random, PARTICIPANT_COUNT);
  return names.map((name, index) => {
    const number = index + 1;
    const placed = number >= FIRST_PLACED_PARTICIPANT && number < FIRST_PLACED_PARTICIPANT + full.capacity;
    return {
      number,
      email: participantEmail(number),
      name,
      city: weightedSample(random, PARTICIPANT_CITIES, (entry) => entry.weight, 1)[0]?.city ?? 'Wellington',
      phone: `02${randomInt(random, 0, 9)} ${randomInt(random, 200, 999)} ${randomInt(random, 1000, 9999)}`,
      photoPermission: random() < 0.8,
      completedAt: completionTime(random),
      preferences: choosePreferences(random, open, placed ? full : undefined),
      placement: placed ? full.id : null,
    };
  });
}

/** Users, profiles and completed registrations with preferences; placements only in the full session. */
export async function insertParticipants(
  db: Database,
  festivalId: number,
  plans: readonly ParticipantPlan[],
  passwordHash: string,
  cityIds: ReadonlyMap<string, number>,
): Promise<void> {
  const userRows = await db
    .insert(users)
    .values(plans.map((plan) => ({ email: plan.email, passwordHash, createdAt: plan.completedAt })))
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(userRows.map((row) => [row.email, row.id]));
  const userIdOf = (plan: ParticipantPlan) => idOf(userIds, plan.email, 'user');

  await db.insert(profiles).values(
    plans.map((plan) => ({
      name: plan.name,
      phone: plan.phone,
      cityId: idOf(cityIds, plan.city, 'city'),
      userId: userIdOf(plan),
      createdAt: plan.completedAt,
    })),
  );

  const registrationRows = await db
    .insert(registrations)
    .values(
      plans.map((plan) => ({
        festivalId,
        userId: userIdOf(plan),
        codeOfConductAcceptedAt: plan.completedAt,
        photoPermission: plan.photoPermission,
        completedAt: plan.completedAt,
        createdAt: plan.completedAt,
      })),
    )
    .returning({ id: registrations.id, userId: registrations.userId });
  const registrationIds = new Map(registrationRows.map((row) => [row.userId, row.id]));
  const registrationIdOf = (plan: ParticipantPlan) => idOf(registrationIds, userIdOf(plan), 'registration');

  await db.insert(preferences).values(
    plans.flatMap((plan) =>
      plan.preferences.map((sessionId, index) => ({
        registrationId: registrationIdOf(plan),
        sessionId,
        position: index + 1,
        createdAt: plan.completedAt,
      })),
    ),
  );

  await db.insert(placements).values(
    plans.flatMap((plan) =>
      plan.placement === null
        ? []
        : [
            {
              registrationId: registrationIdOf(plan),
              sessionId: plan.placement,
              createdAt: plan.completedAt,
            },
          ],
    ),
  );
}
