import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  festivals,
  payments,
  placements,
  preferences,
  registrations,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { EARLYBIRD, GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';
import type { MoneyTotals } from './balances.service';

/**
 * The dashboard's money totals and registration states, worked out in SQL (issue 32), against
 * figures written by hand from the pricing rules [PR-1]–[PR-3]. The demo festival: a workshop
 * costs B = $65, each one after the first $5 less (d), up to 5; a full day counts as two.
 */
const B = 6500;
const d = 500;

let t: TestApp;
let adminId: number;
let people: number[];
/** Every registration of the festival. */
let everyone: number[];
/** Two half-day sessions at the same time, and a full-day session on another day. */
let half: [number, number];
let fullDay: number;

async function money(): Promise<MoneyTotals> {
  const response = await t.graphql<{ staffDashboard: { money: MoneyTotals } }>(
    '{ staffDashboard { money { owed paid pending vouchers refunded credit owing isEstimate } } }',
    {},
    // Credentials issued at the test's clock, which each test moves.
    { headers: await t.headersFor(adminId) },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.staffDashboard.money;
}

beforeAll(async () => {
  t = await createTestApp();
  adminId = await userIdByEmail(t.db, DEMO_STAFF.email);
  const [festival] = await t.db.select({ id: festivals.id }).from(festivals).where(sql`true`).limit(1);
  const ofFestival = await t.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.festivalId, festival?.id ?? 0))
    .orderBy(asc(registrations.id));
  const all = ofFestival.map((r) => r.id);
  // Nothing held, ranked or paid, except what each test gives.
  await t.db.delete(placements).where(inArray(placements.registrationId, all));
  await t.db.delete(waitlistEntries).where(inArray(waitlistEntries.registrationId, all));
  await t.db.delete(preferences).where(inArray(preferences.registrationId, all));
  await t.db.delete(payments).where(inArray(payments.registrationId, all));
  await t.db.update(registrations).set({ donateDiscount: false }).where(inArray(registrations.id, all));
  people = all.slice(0, 5);
  everyone = all;

  const workshops = await t.db
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(and(eq(activities.type, 'Workshop'), eq(activities.festivalId, festival?.id ?? 0)))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  const hours = (s: { startsAt: Date; endsAt: Date }) =>
    (s.endsAt.getTime() - s.startsAt.getTime()) / 3_600_000;
  const halves = workshops.filter((s) => hours(s) <= 4);
  const pair = halves.find((s, i) =>
    halves.some((o, j) => j !== i && o.startsAt.getTime() === s.startsAt.getTime()),
  );
  const partner = halves.find((o) => o.id !== pair?.id && o.startsAt.getTime() === pair?.startsAt.getTime());
  const full = workshops.find(
    (s) =>
      hours(s) > 5 && s.startsAt.toISOString().slice(0, 10) !== pair?.startsAt.toISOString().slice(0, 10),
  );
  if (!pair || !partner || !full) throw new Error('the demo has no such sessions');
  half = [pair.id, partner.id];
  fullDay = full.id;
  await t.db
    .update(sessions)
    .set({ capacity: 50 })
    .where(inArray(sessions.id, [...half, fullDay]));
}, 90_000);

afterAll(() => t?.close());

describe('the dashboard’s figures in SQL [issue 32]', () => {
  it('while ranking: each ranked slot counts once, a full day twice, before any payment', async () => {
    t.setNow(EARLYBIRD);
    const [a, b] = people as [number, number];
    // a ranks both sessions of one slot (one workshop) and a full day (two): 3 workshops.
    await t.db.insert(preferences).values([
      { registrationId: a, sessionId: half[0], position: 1 },
      { registrationId: a, sessionId: half[1], position: 2 },
      { registrationId: a, sessionId: fullDay, position: 1 },
    ]);
    // b ranks one session and gives the discount back (no discount on one workshop anyway).
    await t.db.insert(preferences).values({ registrationId: b, sessionId: half[0], position: 1 });
    await t.db.update(registrations).set({ donateDiscount: true }).where(eq(registrations.id, b));
    const three = 3 * B - (d + 2 * d);
    expect(await money()).toEqual({
      owed: three + B,
      paid: 0,
      pending: 0,
      vouchers: 0,
      refunded: 0,
      credit: 0,
      owing: 2,
      isEstimate: true,
    });
    await t.db.delete(preferences).where(inArray(preferences.registrationId, [a, b]));
    await t.db.update(registrations).set({ donateDiscount: false }).where(eq(registrations.id, b));
  });

  it('once places count: every slot held, payments by kind and state, credit and refunds', async () => {
    t.setNow(GENERAL);
    const [a, b, c, e, f] = people as [number, number, number, number, number];
    await t.db.insert(placements).values([
      { registrationId: a, sessionId: half[0] },
      { registrationId: b, sessionId: fullDay },
      { registrationId: c, sessionId: half[0] },
      { registrationId: e, sessionId: half[1] },
      { registrationId: f, sessionId: half[0] },
      { registrationId: f, sessionId: fullDay },
    ]);
    // f gives the discount back: three workshops at the full 3B.
    await t.db.update(registrations).set({ donateDiscount: true }).where(eq(registrations.id, f));
    const pay = (registrationId: number, kind: string, state: string, amount: number) => ({
      registrationId,
      kind: kind as 'Voucher',
      state: state as 'approved',
      amount,
      reference: 'TEST',
      workshops: kind === 'Voucher' ? 3 : null,
    });
    await t.db.insert(payments).values([
      // b (a full day, 2B − d) pays it in two parts, and a card payment that failed.
      pay(b, 'InternetBankingPayment', 'approved', B),
      pay(b, 'CreditCardPayment', 'approved', B - d),
      pay(b, 'CreditCardPayment', 'failed', B),
      // c (B) has a voucher for three workshops (3B − 3d): 2B − 3d of voucher credit.
      pay(c, 'Voucher', 'approved', 3 * B - 3 * d),
      // e (B) has promised a bank payment.
      pay(e, 'InternetBankingPayment', 'pending', B),
      // f (3B) paid 3B + 1,000 and had 1,000 refunded.
      pay(f, 'CreditCardPayment', 'approved', 3 * B + 1000),
      pay(f, 'Refund', 'approved', 1000),
    ]);
    // a owes B, e owes B (pending is not paid); b, c and f owe nothing.
    expect(await money()).toEqual({
      owed: 2 * B,
      paid: 2 * B - d + 3 * B,
      pending: B,
      vouchers: 3 * B - 3 * d,
      refunded: 1000,
      credit: 2 * B - 3 * d,
      owing: 2,
      isEstimate: false,
    });
  });

  it('counts registrations by state: still registering, with places, waiting only, nothing', async () => {
    // Placed as the test before left them; one more person waits without a place.
    const complete = new Set(
      (
        await t.db
          .select({ id: registrations.id })
          .from(registrations)
          .where(and(inArray(registrations.id, everyone), sql`${registrations.completedAt} is not null`))
      ).map((r) => r.id),
    );
    const waiter = everyone.find((id) => complete.has(id) && !people.includes(id));
    if (!waiter) throw new Error('no complete registration to wait');
    await t.db.insert(waitlistEntries).values({ registrationId: waiter, sessionId: half[0], position: 1 });
    const placedAndComplete = people.filter((id) => complete.has(id)).length;
    const response = await t.graphql<{
      staffDashboard: { registrations: { state: string; count: number }[] };
    }>('{ staffDashboard { registrations { state count } } }', {}, { headers: await t.headersFor(adminId) });
    expect(response.data?.staffDashboard.registrations).toEqual([
      { state: 'in-progress', count: everyone.length - complete.size },
      { state: 'placed', count: placedAndComplete },
      { state: 'waitlisted', count: 1 },
      { state: 'nothing', count: complete.size - placedAndComplete - 1 },
    ]);
  });
});
