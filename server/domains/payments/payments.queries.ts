import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import { type Balance, calculateBalance, type PaymentKind, type PaymentState } from '#core/payments/balance';
import { displayName } from '#core/people/names';
import { chargesFollowPlaces, festivalPhase } from '#core/registrations/phase';
import type { Database } from '#server/db/client';
import { festivals, payments, profiles, registrations, users } from '#server/db/schema/index';
import { countChargedWorkshops } from '#server/domains/registrations/index';
import type { Env } from '#server/env';
import { NotAllowedError } from '#server/services/errors';
import type { ViewerScope } from '#server/services/scope';
import { canManagePayments, canSeeRegistrationPayments } from './payments.policy';

export type PaymentRow = typeof payments.$inferSelect;
type FestivalRow = typeof festivals.$inferSelect;

export interface Actor {
  id: number;
  email: string;
  permissions: readonly string[];
}

/** What payments need to know about a registration: its owner, their name and email, the festival. */
export interface PaymentRegistration {
  id: number;
  userId: number;
  donateDiscount: boolean;
  name: string;
  email: string;
  festival: FestivalRow;
}

// One registration's payments and balance

export async function findPaymentRegistration(
  db: Database,
  registrationId: number,
): Promise<PaymentRegistration | null> {
  const [row] = await db
    .select({
      id: registrations.id,
      userId: registrations.userId,
      donateDiscount: registrations.donateDiscount,
      email: users.email,
      name: profiles.name,
      festival: festivals,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(festivals, eq(festivals.id, registrations.festivalId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(eq(registrations.id, registrationId));
  return row ? { ...row, name: displayName(row.name, row.email) } : null;
}

/**
 * The registration as the viewer may see it: `not yours` and `not found` look the same. Without an
 * id, the viewer's own registration for the given festival.
 */
export async function findVisibleRegistration(
  db: Database,
  { viewer }: ViewerScope<Actor | null>,
  input: { registrationId?: number | null; festivalId?: number | null },
): Promise<PaymentRegistration | null> {
  if (!viewer) return null;
  let id = input.registrationId ?? null;
  if (id === null) {
    if (input.festivalId == null) return null;
    const [own] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.userId, viewer.id), eq(registrations.festivalId, input.festivalId)));
    id = own?.id ?? null;
  }
  if (id === null || !Number.isSafeInteger(id)) return null;
  const registration = await findPaymentRegistration(db, id);
  return registration && canSeeRegistrationPayments(viewer, registration) ? registration : null;
}

export function listRegistrationPayments(db: Database, registrationId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.registrationId, registrationId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Workshops charged for: places held, or (while ranking) the slots ranked, as an estimate. */
async function workshopsForBalance(
  db: Database,
  registration: PaymentRegistration,
  now: Date,
): Promise<{ count: number; isEstimate: boolean }> {
  // The registration's cart counts the same way.
  const phase = festivalPhase(registration.festival, now);
  const { festival } = registration;
  return {
    count: await countChargedWorkshops(db, registration.id, { festival, phase }),
    isEstimate: !chargesFollowPlaces(phase, festival.placesPublishedAt !== null),
  };
}

/** The registration's balance, from core's one calculation. */
export async function getRegistrationBalance(
  db: Database,
  registration: PaymentRegistration,
  now: Date,
  rows?: readonly PaymentRow[],
): Promise<Balance> {
  // In turn, not Promise.all: callers pass their transaction, one client (issue 25 item 6).
  const workshops = await workshopsForBalance(db, registration, now);
  const paymentRows = rows ?? (await listRegistrationPayments(db, registration.id));
  return calculateBalance({
    pricing: registration.festival,
    workshopsCount: workshops.count,
    isEstimate: workshops.isEstimate,
    donateDiscount: registration.donateDiscount,
    payments: paymentRows,
  });
}

/**
 * A participant paying: who, when, the payment settings, and the current festival (null before
 * there is one), whose registration is theirs when the caller names none.
 */
export type PayingScope = ViewerScope<Actor | null> & { env: Env; festival: Pick<FestivalRow, 'id'> | null };

// Staff lists and totals

export interface PaymentFilter {
  festivalId?: number | null;
  kind?: PaymentKind | null;
  state?: PaymentState | null;
  registrationId?: number | null;
}

function filterWhere(filter: PaymentFilter) {
  return and(
    filter.festivalId != null ? eq(registrations.festivalId, filter.festivalId) : undefined,
    filter.kind ? eq(payments.kind, filter.kind) : undefined,
    filter.state ? eq(payments.state, filter.state) : undefined,
    filter.registrationId != null ? eq(payments.registrationId, filter.registrationId) : undefined,
  );
}

/** Payments staff only; the schema's scope is the gate, this keeps the read safe elsewhere. */
export function requirePaymentsStaff({ viewer }: ViewerScope<Actor | null>): void {
  if (!canManagePayments(viewer)) throw new NotAllowedError();
}

export async function listPayments(
  db: Database,
  scope: ViewerScope<Actor | null>,
  filter: PaymentFilter & { limit?: number; offset?: number },
): Promise<PaymentRow[]> {
  requirePaymentsStaff(scope);
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(filterWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(filter.limit ?? 200)
    .offset(filter.offset ?? 0);
  return rows.map((row) => row.payment);
}

export async function findPayment(
  db: Database,
  { viewer }: ViewerScope<Actor | null>,
  { paymentId }: { paymentId: number },
): Promise<PaymentRow | null> {
  if (!Number.isSafeInteger(paymentId)) return null;
  const [row] = await db
    .select({ payment: payments, userId: registrations.userId })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(eq(payments.id, paymentId));
  if (!row || !canSeeRegistrationPayments(viewer, { userId: row.userId })) return null;
  return row.payment;
}

export function loadPayments(db: Database, ids: readonly number[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.id, [...ids]));
}

export interface PaymentTotal {
  kind: PaymentKind;
  state: PaymentState;
  count: number;
  amount: number;
}

export async function paymentTotals(
  db: Database,
  scope: ViewerScope<Actor | null>,
  filter: PaymentFilter,
): Promise<PaymentTotal[]> {
  requirePaymentsStaff(scope);
  const rows = await db
    .select({ kind: payments.kind, state: payments.state, count: count(), amount: sum(payments.amount) })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(filterWhere(filter))
    .groupBy(payments.kind, payments.state)
    .orderBy(asc(payments.kind), asc(payments.state));
  // sum() comes back as a numeric string; amounts are integer cents, far inside the safe range.
  return rows.map((row) => ({ ...row, amount: Number(row.amount ?? 0) }));
}

export interface PaymentParticipant {
  registrationId: number;
  festivalId: number;
  userId: number;
  name: string;
  email: string;
}

export async function loadPaymentParticipants(
  db: Database,
  registrationIds: readonly number[],
): Promise<PaymentParticipant[]> {
  const rows = await db
    .select({
      registrationId: registrations.id,
      festivalId: registrations.festivalId,
      userId: registrations.userId,
      email: users.email,
      name: profiles.name,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(profiles, eq(profiles.userId, registrations.userId))
    .where(inArray(registrations.id, [...registrationIds]));
  return rows.map((row) => ({ ...row, name: displayName(row.name, row.email) }));
}
