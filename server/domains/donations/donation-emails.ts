import { donationPaidBy } from '#core/payments/donation';
import { formatMoney } from '#core/payments/money';
import type { Database } from '#server/db/client';
import type { donations } from '#server/db/schema/index';
import type { Env } from '#server/env';
import { queueEmail } from '#server/lib/mail/index';

type DonationRow = typeof donations.$inferSelect;

/**
 * The receipt to the donor (when they gave an email) and the notice to staff, once a donation is
 * approved. Their dedupe keys make each go once, however often approval is attempted.
 */
export async function queueDonationEmails(db: Database, env: Env, donation: DonationRow): Promise<void> {
  const amount = formatMoney(donation.amount, { withCurrencyCode: true });
  const reference = donation.method === 'card' ? (donation.stripePaymentIntentId ?? '') : donation.reference;
  if (donation.email) {
    await queueEmail(db, {
      kind: 'donation-receipt',
      to: donation.email,
      subject: 'Thank you for your donation to NZIF',
      text: [
        `Kia ora ${donation.name},`,
        '',
        `Thank you for your donation of ${amount} to the New Zealand Improv Festival.`,
        'Please keep this email as your receipt.',
        '',
        `Donation number: ${donation.id}`,
        `Date: ${donation.updatedAt.toISOString().slice(0, 10)}`,
        donationPaidBy(donation.method, reference),
      ].join('\n'),
      dedupeKey: `donation-receipt:${donation.id}`,
    });
  }
  await queueEmail(db, {
    kind: 'donation-notice',
    to: env.STAFF_EMAIL,
    subject: `New donation: ${amount} from ${donation.name}${donation.anonymous ? ' (anonymous)' : ''}`,
    text: [
      `${donation.name}${donation.email ? ` <${donation.email}>` : ''} donated ${amount}.`,
      donationPaidBy(donation.method, reference),
      donation.anonymous ? 'They asked to stay anonymous: do not name them publicly.' : '',
      donation.message ? `\nTheir message:\n${donation.message}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    dedupeKey: `donation-notice:${donation.id}`,
  });
}

/** A donor promised a bank transfer: how to pay, and that the receipt follows when it arrives. */
export async function queueDonationBankDetails(db: Database, env: Env, donation: DonationRow): Promise<void> {
  const amount = formatMoney(donation.amount, { withCurrencyCode: true });
  await queueEmail(db, {
    kind: 'donation-bank-details',
    to: donation.email,
    subject: 'How to pay your donation to NZIF',
    text: [
      `Kia ora ${donation.name},`,
      '',
      `Thank you for offering ${amount} to the New Zealand Improv Festival. Please pay it by internet banking:`,
      '',
      `Account name: ${env.BANK_ACCOUNT_NAME}`,
      `Account number: ${env.BANK_ACCOUNT_NUMBER}`,
      `Reference: ${donation.reference}`,
      '',
      'We will email your receipt once the money arrives.',
    ].join('\n'),
    dedupeKey: `donation-bank-details:${donation.id}`,
  });
}
