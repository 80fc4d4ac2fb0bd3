import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Balance, type BalancePayment, calculateBalance } from '#core/payments/balance';
import { displayName } from '#core/people/names';
import { chargesFollowPlaces, festivalPhase } from '#core/registrations/phase';
import { placementWorkshopCount, preferenceWorkshopCount } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import {
  placements,
  preferences,
  profiles,
  registrations,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { sessionTimesOf } from '#server/domains/registrations/index';
import { balancePaymentsOf } from '#server/services/balance-payments';
import type { ServiceScope } from '#server/services/scope';

/**
 * Every registration of a festival with its places, waitlists and balance, for staff reports
 * (issue 15). Five SQL statements however many registrations there are: the balance is core's one
 * calculation, fed from bulk reads instead of one registration at a time.
 */

export interface RegistrationFigures {
  registrationId: number;
  userId: number;
  name: string;
  email: string;
  pronouns: string;
  phone: string;
  photoPermission: boolean | null;
  completedAt: Date | null;
  /** Workshop sessions with a place. */
  places: number;
  /** Workshops with a place, a full day counting as two. */
  placedWorkshops: number;
  /** Slots with at least one ranked preference. */
  preferredSlots: number;
  waitlists: number;
  balance: Balance;
}

export interface RegistrationScope {
  /** Only these registrations (e.g. the ones a reminder is for). */
  registrationIds?: readonly number[];
  /** Part of the name or email. */
  search?: string | null;
  /** One page of the list, in its order (by name): only these rows are read and figured. */
  page?: { offset: number; limit: number };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function groupBy<T extends { registrationId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.registrationId);
    if (list) list.push(row);
    else map.set(row.registrationId, [row]);
  }
  return map;
}

/** Registrations whose person's name or email contains the search (everyone without one). */
function matchingPeople(search: string | null | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(users.email, pattern), ilike(profiles.name, pattern));
}

/** How many of the festival's registrations the search matches (the paged list's total). */
export async function countRegistrations(
  db: Database,
  { festival }: ServiceScope<unknown>,
  { search }: { search?: string | null } = {},
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(and(eq(registrations.festivalId, festival.id), matchingPeople(search)));
  return row?.n ?? 0;
}

export async function listRegistrationFigures(
  db: Database,
  { festival, now }: ServiceScope<unknown>,
  which: RegistrationScope = {},
): Promise<RegistrationFigures[]> {
  const ofFestival: SQL[] = [eq(registrations.festivalId, festival.id)];
  if (which.registrationIds) {
    if (which.registrationIds.length === 0) return [];
    ofFestival.push(inArray(registrations.id, [...which.registrationIds]));
  }
  const people = and(...ofFestival, matchingPeople(which.search));

  // One after another: inside a transaction they share one connection (pg would queue them anyway).
  const query = db
    .select({
      registrationId: registrations.id,
      userId: registrations.userId,
      donateDiscount: registrations.donateDiscount,
      photoPermission: registrations.photoPermission,
      completedAt: registrations.completedAt,
      email: users.email,
      name: profiles.name,
      pronouns: profiles.pronouns,
      phone: profiles.phone,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(people)
    .orderBy(asc(sql`lower(coalesce(${profiles.name}, ${users.email}))`), asc(registrations.id));
  const rows = which.page ? await query.limit(which.page.limit).offset(which.page.offset) : await query;
  // A page reads the figures of its own rows only, so a long list costs what one page does.
  if (which.page) {
    if (rows.length === 0) return [];
    ofFestival.push(
      inArray(
        registrations.id,
        rows.map((row) => row.registrationId),
      ),
    );
  }
  const within = and(...ofFestival);
  const placed = await sessionTimesOf(db, placements, within);
  const preferred = await sessionTimesOf(db, preferences, within);
  const waiting = await db
    .select({ registrationId: waitlistEntries.registrationId, waitlists: count() })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(within)
    .groupBy(waitlistEntries.registrationId);
  const paymentsBy = await balancePaymentsOf(db, within);

  const placedBy = groupBy(placed);
  const preferredBy = groupBy(preferred);
  const waitingBy = new Map(waiting.map((row) => [row.registrationId, row.waitlists]));
  // The same rule as the registration's own balance: ranked slots while preferences are what exist.
  const estimating = !chargesFollowPlaces(festivalPhase(festival, now), festival.placesPublishedAt !== null);

  return rows.map((row) => {
    const held = placedBy.get(row.registrationId) ?? [];
    const placedWorkshops = placementWorkshopCount(held);
    const preferredSlots = preferenceWorkshopCount(preferredBy.get(row.registrationId) ?? []);
    const balancePayments: BalancePayment[] = paymentsBy.get(row.registrationId) ?? [];
    return {
      registrationId: row.registrationId,
      userId: row.userId,
      name: displayName(row.name, row.email),
      email: row.email,
      pronouns: row.pronouns ?? '',
      phone: row.phone ?? '',
      photoPermission: row.photoPermission,
      completedAt: row.completedAt,
      places: held.length,
      placedWorkshops,
      preferredSlots,
      waitlists: waitingBy.get(row.registrationId) ?? 0,
      balance: calculateBalance({
        pricing: festival,
        workshopsCount: estimating ? preferredSlots : placedWorkshops,
        isEstimate: estimating,
        donateDiscount: row.donateDiscount,
        payments: balancePayments,
      }),
    };
  });
}

export interface MoneyTotals {
  /** What people still owe, summed over registrations (never less than zero each). */
  owed: number;
  /** Approved card and banking payments less approved refunds. */
  paid: number;
  /** Card and banking payments promised but not yet approved. */
  pending: number;
  vouchers: number;
  refunded: number;
  /** What the festival owes people who overpaid. */
  credit: number;
  /** Registrations that still owe something. */
  owing: number;
  /** True while the amounts owed are estimates from ranked preferences. */
  isEstimate: boolean;
}

export function totalMoney(figures: readonly RegistrationFigures[]): MoneyTotals {
  const totals: MoneyTotals = {
    owed: 0,
    paid: 0,
    pending: 0,
    vouchers: 0,
    refunded: 0,
    credit: 0,
    owing: 0,
    isEstimate: false,
  };
  for (const { balance } of figures) {
    totals.owed += balance.outstanding;
    totals.paid += balance.paid - balance.refunded;
    totals.pending += balance.pending;
    totals.vouchers += balance.vouchers;
    totals.refunded += balance.refunded;
    totals.credit += balance.credit;
    if (balance.outstanding > 0) totals.owing += 1;
    if (balance.isEstimate) totals.isEstimate = true;
  }
  return totals;
}
