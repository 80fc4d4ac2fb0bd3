import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { emails, payments } from '#server/db/schema/index';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';
import { registrationIdOf, userIdByEmail } from '#server/test/users';

export let t: StripeTestApp;

export async function participant(number: number) {
  const id = await userIdByEmail(t.db, `participant${number}@example.org`);
  return {
    userId: id,
    registrationId: await registrationIdOf(t.db, { userId: id }),
    headers: await t.headersFor(id),
  };
}

export const staffHeaders = async () => t.headersFor(await userIdByEmail(t.db, 'admin@improvfest.nz'));
export const teamHeaders = async () => t.headersFor(await userIdByEmail(t.db, 'team@improvfest.nz'));

export const ACCOUNT = /* GraphQL */ `
  query PaymentAccount($registrationId: ID) {
    paymentAccount(registrationId: $registrationId) {
      registrationId
      balance { total paid vouchers refunded pending outstanding credit isEstimate workshopsCount }
      payments { __typename id kind state amount reference note }
      internetBanking { accountName accountNumber reference }
    }
  }
`;

export interface Account {
  registrationId: string;
  balance: Record<string, number | boolean>;
  payments: Array<{
    __typename: string;
    id: string;
    kind: string;
    state: string;
    amount: number;
    reference: string;
    note: string;
  }>;
  internetBanking: { accountName: string; accountNumber: string; reference: string };
}

export async function account(headers: Record<string, string>, registrationId?: number): Promise<Account> {
  const response = await t.graphql<{ paymentAccount: Account | null }>(
    ACCOUNT,
    { registrationId },
    { headers },
  );
  expect(response.errors).toBeUndefined();
  if (!response.data?.paymentAccount) throw new Error('No payment account');
  return response.data.paymentAccount;
}

export const CREATE_INTENT = /* GraphQL */ `
  mutation CreateCardPaymentIntent {
    createCardPaymentIntent {
      __typename
      ... on CardPaymentIntent { clientSecret paymentIntentId amount publishableKey }
      ... on Error { code message }
    }
  }
`;

export async function createIntent(headers: Record<string, string>) {
  const response = await t.graphql<{
    createCardPaymentIntent: {
      __typename: string;
      paymentIntentId: string;
      amount: number;
      clientSecret: string;
      publishableKey: string;
      code?: string;
    };
  }>(CREATE_INTENT, {}, { headers });
  expect(response.errors).toBeUndefined();
  const result = response.data?.createCardPaymentIntent;
  if (!result) throw new Error('No result');
  return result;
}

export function deliver(event: { body: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.body,
  });
}

export const cardPaymentsFor = (registrationId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.kind, 'CreditCardPayment')));

export const emailsOf = (kind: string, to: string) =>
  t.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.to, to)));

export const PROMISE = /* GraphQL */ `
  mutation { promiseInternetBankingPayment { __typename ... on InternetBankingPayment { id state amount reference } ... on Error { code } } }
`;
export const APPROVE = /* GraphQL */ `
  mutation ($id: ID!) { approvePayment(id: $id) { __typename ... on Payment { id state } ... on Error { code message } } }
`;
export const CANCEL = /* GraphQL */ `
  mutation ($id: ID!) { cancelPayment(id: $id) { __typename ... on Payment { id state } ... on Error { code message } } }
`;
export const RECORD = /* GraphQL */ `
  mutation ($registrationId: ID!, $amount: Int!) { recordInternetBankingPayment(registrationId: $registrationId, amount: $amount) { __typename ... on InternetBankingPayment { id state } ... on Error { code } } }
`;
export const VOUCHER = /* GraphQL */ `
  mutation ($registrationId: ID!, $workshops: Int!) { addVoucher(registrationId: $registrationId, workshops: $workshops) { __typename ... on Voucher { id state amount workshops } ... on Error { code } } }
`;
export const REFUND = /* GraphQL */ `
  mutation ($paymentId: ID!, $amount: Int!) { refundPayment(paymentId: $paymentId, amount: $amount) { __typename ... on Refund { id state amount refundOf { id } } ... on RefundTooLargeError { refundable } ... on Error { code message } } }
`;

/** Registers the app's hooks in the calling test file (modules are cached across files). */
export function setUpTestApp(): void {
  beforeAll(async () => {
    t = await createTestAppWithStripe();
  });
  afterAll(() => t?.close());
}
