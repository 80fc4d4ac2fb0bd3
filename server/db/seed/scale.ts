import { hash } from '@node-rs/argon2';
import { and, count, eq, sql } from 'drizzle-orm';
import { slotKeys } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import {
  activities,
  cities,
  payments,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
} from '#server/db/schema/index';
import { FIRST_NAMES, LAST_NAMES } from './data/participants';
import { WORKSHOPS } from './data/workshops';
import { DEMO_PARTICIPANT_PASSWORD, DEMO_SEED } from './demo';
import { choosePreferences, type Option } from './participants';
import { createRandom, pick, randomInt } from './random';

/**
 * The demo festival grown to convention size (issue 32): more completed registrations ranking the
 * same workshops as the demo participants do, and the workshops' capacities raised so that demand
 * (each participant's ranked half-day slots) is about `demand` times the places those slots offer.
 * Written with bulk inserts in a few statements per thousand rows, so 10,000 registrations take
 * seconds; the rows are the ones the registration wizard would have written.
 */
export interface ScaleOptions {
  registrations: number;
  /** Demand (participant-slots ranked) over places (capacity × slots), ≈1.17 as measured in issue 32. */
  demand?: number;
  seed?: number;
}

export interface ScaleReport {
  registrations: number;
  added: number;
  rankings: number;
  demandSlots: number;
  places: number;
}

const CHUNK = 1000;
const SCALE_EMAIL = (n: number) => `scale${n}@example.org`;

export async function growFestival(db: Database, options: ScaleOptions): Promise<ScaleReport> {
  const festivalId = DEMO_SEED.festivalId;
  const random = createRandom(options.seed ?? 20_320_032);
  const workshopRows = await db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      capacity: sessions.capacity,
      slug: activities.slug,
    })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.festivalId, festivalId), eq(activities.type, 'Workshop')))
    .orderBy(sessions.id);
  const popularity = new Map<string, number>(WORKSHOPS.map((w) => [w.slug, w.popularity]));
  const options_: Option[] = workshopRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    capacity: row.capacity ?? 0,
    popularity: popularity.get(row.slug) ?? 1,
    slots: slotKeys(row.startsAt, row.endsAt),
  }));
  // The demo's sold-out workshop stays sold out: nobody new ranks it and its capacity stays.
  const open = options_.filter((o) => o.slug !== DEMO_SEED.fullWorkshopSlug);

  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(registrations)
    .where(eq(registrations.festivalId, festivalId));
  const toAdd = Math.max(0, options.registrations - existing);
  const [passwordHash, cityRows] = await Promise.all([
    hash(DEMO_PARTICIPANT_PASSWORD),
    db.select({ id: cities.id }).from(cities),
  ]);
  const [{ numbered } = { numbered: 0 }] = await db
    .select({ numbered: count() })
    .from(users)
    .where(sql`${users.email} like 'scale%@example.org'`);

  for (let start = 0; start < toAdd; start += CHUNK) {
    const size = Math.min(CHUNK, toAdd - start);
    const plans = Array.from({ length: size }, (_, i) => {
      const number = numbered + start + i + 1;
      const day = randomInt(random, 0, 19);
      return {
        email: SCALE_EMAIL(number),
        // Names repeat in a big festival; the number keeps each one findable by search.
        name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)} ${number}`,
        completedAt: new Date(
          Date.UTC(2026, 10, 1 + day, randomInt(random, 0, 23), randomInt(random, 0, 59)),
        ),
        photoPermission: random() < 0.8,
        preferences: choosePreferences(random, open, undefined),
        paid: random() < 0.5,
      };
    });
    await db.transaction(async (tx) => {
      const userRows = await tx
        .insert(users)
        .values(plans.map((p) => ({ email: p.email, passwordHash, createdAt: p.completedAt })))
        .returning({ id: users.id });
      await tx.insert(profiles).values(
        plans.map((p, i) => ({
          name: p.name,
          phone: '021 555 0000',
          cityId: cityRows.length ? pick(random, cityRows).id : null,
          userId: userRows[i]?.id,
          createdAt: p.completedAt,
        })),
      );
      const registrationRows = await tx
        .insert(registrations)
        .values(
          plans.map((p, i) => ({
            festivalId,
            userId: userRows[i]?.id ?? 0,
            codeOfConductAcceptedAt: p.completedAt,
            photoPermission: p.photoPermission,
            completedAt: p.completedAt,
            createdAt: p.completedAt,
          })),
        )
        .returning({ id: registrations.id });
      const rankings = plans.flatMap((p, i) =>
        p.preferences.map((sessionId, index) => ({
          registrationId: registrationRows[i]?.id ?? 0,
          sessionId,
          position: index + 1,
          createdAt: p.completedAt,
        })),
      );
      for (let r = 0; r < rankings.length; r += 5000)
        await tx.insert(preferences).values(rankings.slice(r, r + 5000));
      // Half pay something by internet banking, so balances and the publish emails have payments to read.
      const paid = plans.flatMap((p, i) =>
        p.paid
          ? [
              {
                registrationId: registrationRows[i]?.id ?? 0,
                kind: 'InternetBankingPayment' as const,
                state: 'approved' as const,
                amount: 6500,
                reference: `SCALE-${i}`,
                createdAt: p.completedAt,
              },
            ]
          : [],
      );
      if (paid.length) await tx.insert(payments).values(paid);
    });
  }

  // Capacities: demand / places ≈ options.demand, spread over the open sessions by their size.
  const slotsOf = new Map(options_.map((o) => [o.id, o.slots]));
  const ranked = await db
    .select({ registrationId: preferences.registrationId, sessionId: preferences.sessionId })
    .from(preferences)
    .innerJoin(registrations, eq(registrations.id, preferences.registrationId))
    .where(eq(registrations.festivalId, festivalId));
  const demand = new Set<string>();
  for (const row of ranked)
    for (const slot of slotsOf.get(row.sessionId) ?? []) demand.add(`${row.registrationId}:${slot}`);
  const demandSlots = demand.size;
  const basePlaces = open.reduce((sum, o) => sum + o.capacity * o.slots.length, 0);
  const target = demandSlots / (options.demand ?? 1.17);
  const factor = basePlaces > 0 ? target / basePlaces : 1;
  let places = 0;
  for (const option of open) {
    const capacity = Math.max(option.capacity, Math.round(option.capacity * factor));
    places += capacity * option.slots.length;
    if (capacity !== option.capacity)
      await db.update(sessions).set({ capacity }).where(eq(sessions.id, option.id));
  }
  const rankings = ranked.length;
  return { registrations: existing + toAdd, added: toAdd, rankings, demandSlots, places };
}
