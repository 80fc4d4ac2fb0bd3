// The email text payments send: internet banking instructions, receipts and refunds.
import { formatMoney } from '#core/payments/money';
import type { Database } from '#server/db/client';
import { queueEmail } from '#server/lib/mail/index';
import {
  findPaymentRegistration,
  getRegistrationBalance,
  type PaymentRegistration,
  type PaymentRow,
} from './payments.queries';

export async function queueInternetBankingInstructions(
  db: Database,
  registration: PaymentRegistration,
  payment: PaymentRow,
  bank: { accountName: string; accountNumber: string; reference: string },
): Promise<void> {
  const amount = payment.amount;
  await queueEmail(db, {
    kind: 'internet-banking-instructions',
    to: registration.email,
    subject: `NZIF ${registration.festival.id}: how to pay by internet banking`,
    text: [
      `Kia ora ${registration.name},`,
      '',
      `Thank you for registering for NZIF ${registration.festival.id}. Please pay ${formatMoney(amount)} to:`,
      '',
      `  Account name: ${bank.accountName}`,
      `  Account number: ${bank.accountNumber}`,
      `  Reference: ${bank.reference}`,
      '',
      'We will email you when the payment reaches our account.',
    ].join('\n'),
    dedupeKey: `internet-banking-instructions:${payment.id}`,
  });
}

export async function queuePaymentReceived(db: Database, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.kind !== 'CreditCardPayment' && payment.kind !== 'InternetBankingPayment') return;
  const registration = await findPaymentRegistration(db, payment.registrationId);
  if (!registration) return;
  const balance = await getRegistrationBalance(db, registration, now);
  await queueEmail(db, {
    kind: 'payment-received',
    to: registration.email,
    subject: `NZIF ${registration.festival.id}: payment received`,
    text: [
      `Kia ora ${registration.name},`,
      '',
      `We have received your ${payment.kind === 'CreditCardPayment' ? 'card' : 'internet banking'} payment of ${formatMoney(payment.amount)}.`,
      balance.outstanding > 0
        ? `Still to pay: ${formatMoney(balance.outstanding)}.`
        : 'You are all paid up. Thank you!',
    ].join('\n'),
    dedupeKey: `payment-received:${payment.id}`,
  });
}

export async function queueRefundIssued(db: Database, refund: PaymentRow): Promise<void> {
  const registration = await findPaymentRegistration(db, refund.registrationId);
  if (!registration) return;
  await queueEmail(db, {
    kind: 'refund-issued',
    to: registration.email,
    subject: `NZIF ${registration.festival.id}: refund of ${formatMoney(refund.amount)}`,
    text: [
      `Kia ora ${registration.name},`,
      '',
      `We have refunded ${formatMoney(refund.amount)} to you${refund.stripeRefundId ? ' on the card you paid with' : ''}.`,
      refund.stripeRefundId ? 'It can take 5 to 10 working days to appear on your statement.' : '',
    ]
      .filter((line, index, lines) => line !== '' || index < lines.length - 1)
      .join('\n'),
    dedupeKey: `refund-issued:${refund.id}`,
  });
}
