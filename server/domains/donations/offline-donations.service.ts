import { eq } from 'drizzle-orm';
import {
  donationBankReference,
  type TDonationInput,
  type TOfflineDonationInput,
  ZDonationInput,
  ZOfflineDonationInput,
} from '#core/payments/donation';
import type { Database } from '#server/db/client';
import { donations } from '#server/db/schema/index';
import { takeHit } from '#server/domains/auth/index';
import { PaymentStateError, requirePaymentsStaff } from '#server/domains/payments/index';
import { getSettingValue } from '#server/domains/settings/index';
import type { Env } from '#server/env';
import { recordAudit } from '#server/lib/audit';
import { NotFoundError } from '#server/services/errors';
import { parseInput } from '#server/services/parse-input';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { queueDonationBankDetails, queueDonationEmails } from './donation-emails';
import { DonationsClosedError } from './donations.errors';
import { DONATION_LIMITS, type DonationRow } from './donations.service';

/**
 * Donations that need no card (issue 26): a donor promises an internet banking transfer, staff
 * approve it when the money shows on the statement; and staff record a gift received in person.
 * Either way the receipt goes once the money is in, never before.
 */

export interface DonationPromise {
  donation: DonationRow;
  accountName: string;
  accountNumber: string;
}

/** A visitor promises a bank transfer: a pending donation with its reference, and the details emailed. */
export async function promiseDonation(
  db: Database,
  { env, ip, now }: ViewerScope & { env: Env; ip: string },
  input: { donation: unknown },
): Promise<DonationPromise> {
  if (!(await getSettingValue(db, 'donationsOpen'))) throw new DonationsClosedError();
  const fields: TDonationInput = parseInput(ZDonationInput, input.donation);
  await takeHit(db, DONATION_LIMITS.perAddress, ip, now);
  const donation = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({ ...fields, method: 'internet_banking', state: 'pending', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('Insert returned no donation');
    const [withReference] = await tx
      .update(donations)
      .set({ reference: donationBankReference(row.id) })
      .where(eq(donations.id, row.id))
      .returning();
    if (!withReference) throw new Error('Donation vanished');
    await queueDonationBankDetails(tx, env, withReference);
    return withReference;
  });
  return { donation, accountName: env.BANK_ACCOUNT_NAME, accountNumber: env.BANK_ACCOUNT_NUMBER };
}

/** Staff saw a promised transfer arrive: the donation is approved and the receipt goes. */
export async function approveDonation(
  db: Database,
  scope: ViewerScope<Viewer> & { env: Env },
  { id }: { id: number },
): Promise<DonationRow> {
  requirePaymentsStaff(scope);
  const { viewer, now, env } = scope;
  return db.transaction(async (tx) => {
    const [donation] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!donation) throw new NotFoundError('Donation');
    // Card donations are approved by Stripe's webhook alone: staff cannot mark card money as in.
    if (donation.method === 'card')
      throw new PaymentStateError('Card donations are approved when Stripe confirms the payment.');
    if (donation.state !== 'pending')
      throw new PaymentStateError(`This donation is ${donation.state}, not waiting for its money.`);
    const [approved] = await tx
      .update(donations)
      .set({ state: 'approved', receiptSentAt: donation.email ? now : null, updatedAt: now })
      .where(eq(donations.id, id))
      .returning();
    if (!approved) throw new NotFoundError('Donation');
    await queueDonationEmails(tx, env, approved);
    await recordAudit(tx, viewer, {
      action: 'donation.approve',
      targetType: 'Donation',
      targetId: id,
      before: { state: donation.state },
      after: { state: 'approved', amount: approved.amount },
    });
    return approved;
  });
}

/** Staff record money received in person (cash, cheque, an unannounced transfer), with its receipt. */
export async function recordDonation(
  db: Database,
  scope: ViewerScope<Viewer> & { env: Env },
  input: { donation: unknown },
): Promise<DonationRow> {
  requirePaymentsStaff(scope);
  const { viewer, now, env } = scope;
  const fields: TOfflineDonationInput = parseInput(ZOfflineDonationInput, input.donation);
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .insert(donations)
      .values({
        ...fields,
        state: 'approved',
        recordedById: viewer.id,
        receiptSentAt: fields.email ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!donation) throw new Error('Insert returned no donation');
    await queueDonationEmails(tx, env, donation);
    await recordAudit(tx, viewer, {
      action: 'donation.record',
      targetType: 'Donation',
      targetId: donation.id,
      after: { amount: donation.amount, method: donation.method, reference: donation.reference },
    });
    return donation;
  });
}
