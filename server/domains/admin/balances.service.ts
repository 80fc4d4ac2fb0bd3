import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Balance, type BalancePayment, calculateBalance } from '#core/payments/balance';
import { displayName } from '#core/people/names';
import { chargesFollowPlaces, festivalPhase } from '#core/registrations/phase';
import { placementWorkshopCount, preferenceWorkshopCount, sessionSlots } from '#core/registrations/rules';
import type { Database } from '#server/db/client';
import {
  payments,
  placements,
  preferences,
  profiles,
  registrations,
  sessions,
  users,
  waitlistEntries,
} from '#server/db/schema/index';
import { sessionTimesOf } from '#server/domains/registrations/index';
import { groupBy } from '#server/lib/group-by';
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

  const placedBy = groupBy(placed, (row) => row.registrationId);
  const preferredBy = groupBy(preferred, (row) => row.registrationId);
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

interface MoneyCase {
  donateDiscount: boolean;
  workshops: number;
  /** [kind, state, sum of amounts], one per kind and state the registration has payments in. */
  payments: Array<[BalancePayment['kind'], BalancePayment['state'], number]>;
  /** Registrations with exactly these inputs. */
  registrations: number;
}

/**
 * The festival's money: what totalling every registration's balance gives, without reading each
 * registration (the dashboard took 0.25 s of reads and arithmetic at 2,000, issue 32). SQL counts
 * each registration's workshops, from session slots core works out, and sums its payments by kind
 * and state; registrations with the same inputs are counted together, and core's
 * calculateBalance (which only sums payments by kind and state) works out each case once.
 */
export async function festivalMoneyTotals(
  db: Database,
  { festival, now }: ServiceScope<unknown>,
): Promise<MoneyTotals> {
  // The same rule as the registration's own balance: ranked slots while preferences are what exist.
  const estimating = !chargesFollowPlaces(festivalPhase(festival, now), festival.placesPublishedAt !== null);
  const counted = estimating ? preferences : placements;
  const ofFestival = db
    .select({ id: counted.sessionId })
    .from(counted)
    .innerJoin(registrations, eq(registrations.id, counted.registrationId))
    .where(eq(registrations.festivalId, festival.id));
  const used = await db
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(inArray(sessions.id, ofFestival));
  const slots = JSON.stringify(
    used.flatMap((session) => sessionSlots(session).map((slot) => ({ session_id: session.id, slot }))),
  );
  // Ranked: the distinct slots ranked in (preferenceWorkshopCount). Held: every slot of every
  // place, a full day counting twice (placementWorkshopCount).
  const workshops = estimating ? sql`count(distinct s.slot)` : sql`count(*)`;
  const result = await db.execute(sql`
    with slots as (select * from jsonb_to_recordset(${slots}::jsonb) as s(session_id int, slot text)),
    festival_registrations as (select id, donate_discount from ${registrations} where festival_id = ${festival.id}),
    counted as (
      select c.registration_id, ${workshops}::int as workshops
      from ${counted} c join festival_registrations r on r.id = c.registration_id
        join slots s on s.session_id = c.session_id
      group by c.registration_id),
    sums as (
      select p.registration_id, p.kind, p.state, sum(p.amount)::bigint as total
      from ${payments} p join festival_registrations r on r.id = p.registration_id
      group by p.registration_id, p.kind, p.state),
    paid as (
      select registration_id, jsonb_agg(jsonb_build_array(kind, state, total) order by kind, state) as payments
      from sums group by registration_id)
    select r.donate_discount as "donateDiscount", coalesce(c.workshops, 0) as workshops,
      coalesce(p.payments, '[]'::jsonb) as payments, count(*)::int as registrations
    from festival_registrations r
      left join counted c on c.registration_id = r.id
      left join paid p on p.registration_id = r.id
    group by 1, 2, 3`);
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
  for (const inputs of (result as unknown as { rows: MoneyCase[] }).rows) {
    const balance = calculateBalance({
      pricing: festival,
      workshopsCount: inputs.workshops,
      isEstimate: estimating,
      donateDiscount: inputs.donateDiscount,
      payments: inputs.payments.map(([kind, state, amount]) => ({ kind, state, amount })),
    });
    const n = inputs.registrations;
    totals.owed += n * balance.outstanding;
    totals.paid += n * (balance.paid - balance.refunded);
    totals.pending += n * balance.pending;
    totals.vouchers += n * balance.vouchers;
    totals.refunded += n * balance.refunded;
    totals.credit += n * balance.credit;
    if (balance.outstanding > 0) totals.owing += n;
    if (balance.isEstimate) totals.isEstimate = true;
  }
  return totals;
}
