import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, donations, emails } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersByRole, type RoleHeaders } from '#server/test/users';

/**
 * Issue 26: donations without a card. The test app has no Stripe keys, as a festival that never
 * set them up: a donor can still promise a bank transfer, staff approve it when it arrives, and
 * staff record gifts received in person. The receipt goes once the money is in, never before.
 */

let t: TestApp;
let as: RoleHeaders<'payments' | 'registrations'>;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL: 'directors@improvfest.nz' });
  as = await headersByRole(t, ['payments', 'registrations'], 'donations-offline');
}, 60_000);
afterAll(() => t?.close());

const PROMISE = `mutation($input: DonationInput!) { promiseDonation(input: $input) {
  __typename
  ... on DonationPromise { accountName accountNumber reference donation { id amount state } }
  ... on ValidationError { problems { path message } }
  ... on Error { code message } } }`;
const APPROVE = `mutation($id: ID!) { approveDonation(id: $id) {
  __typename ... on Donation { id state method } ... on Error { code message } } }`;
const RECORD = `mutation($input: OfflineDonationInput!) { recordDonation(input: $input) {
  __typename
  ... on Donation { id state method reference amount }
  ... on ValidationError { problems { path message } }
  ... on Error { code message } } }`;

type Promised = {
  __typename: string;
  accountNumber?: string;
  reference?: string;
  donation?: { id: string; amount: number; state: string };
  code?: string;
};
type Result = {
  __typename: string;
  id?: string;
  state?: string;
  method?: string;
  code?: string;
  message?: string;
};

const gift = (email: string) => ({ name: 'Rangi Donor', email, amount: 4200, anonymous: false, message: '' });
const promise = async (email: string, headers: Record<string, string> = {}) =>
  (await t.graphql<{ promiseDonation: Promised }>(PROMISE, { input: gift(email) }, { headers })).data
    ?.promiseDonation;
const approve = async (id: string, headers = as.payments) =>
  t.graphql<{ approveDonation: Result | null }>(APPROVE, { id }, { headers });
const record = async (input: Record<string, unknown>, headers = as.payments) =>
  t.graphql<{ recordDonation: (Result & { problems?: unknown[] }) | null }>(RECORD, { input }, { headers });

const emailsTo = (to: string) => t.db.select().from(emails).where(eq(emails.to, to));

describe('a donation by internet banking [issue 26]', () => {
  it('works without Stripe: bank details on screen and by email, no receipt until staff approve', async () => {
    const promised = await promise('rangi@example.org');
    expect(promised?.__typename).toBe('DonationPromise');
    expect(promised?.donation).toMatchObject({ amount: 4200, state: 'pending' });
    expect(promised?.reference).toBe(`DONATION ${promised?.donation?.id}`);
    expect(promised?.accountNumber).toMatch(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/);

    const before = await emailsTo('rangi@example.org');
    expect(before.map((email) => email.kind)).toEqual(['donation-bank-details']);
    expect(before[0]?.text).toContain(promised?.reference ?? 'no reference');
    expect(before[0]?.text).toContain(promised?.accountNumber ?? 'no account');

    const approved = await approve(promised?.donation?.id ?? '');
    expect(approved.data?.approveDonation).toMatchObject({ __typename: 'Donation', state: 'approved' });
    const after = await emailsTo('rangi@example.org');
    const receipt = after.find((email) => email.kind === 'donation-receipt');
    expect(receipt?.text).toContain('$42.00');
    expect(receipt?.text).toContain('Paid by internet banking');
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'donation.approve'),
          eq(auditEntries.targetId, promised?.donation?.id ?? ''),
        ),
      );
    expect(audit?.actorName).toContain('donations-offline');

    // A second approval is refused and sends nothing more.
    const again = await approve(promised?.donation?.id ?? '');
    expect(again.data?.approveDonation).toMatchObject({ __typename: 'PaymentStateError' });
    expect((await emailsTo('rangi@example.org')).filter((e) => e.kind === 'donation-receipt')).toHaveLength(
      1,
    );
  });

  it('refuses a card donation approved by hand: only Stripe says card money is in', async () => {
    const [card] = await t.db
      .insert(donations)
      .values({ ...gift('card@example.org'), method: 'card', state: 'pending' })
      .returning({ id: donations.id });
    const refused = await approve(String(card?.id));
    expect(refused.data?.approveDonation).toMatchObject({ __typename: 'PaymentStateError' });
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, card?.id ?? 0));
    expect(row?.state).toBe('pending');
  });

  it('is approved by payments staff only', async () => {
    const promised = await promise('refused@example.org');
    for (const headers of [as.anonymous, as.participant, as.registrations]) {
      const refused = await approve(promised?.donation?.id ?? '', headers);
      expect(refused.data?.approveDonation ?? null).toBeNull();
      expect(refused.errors?.length).toBeGreaterThan(0);
    }
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(promised?.donation?.id)));
    expect(row?.state).toBe('pending');
  });

  it('validates the promise like a card donation, and honours donations being closed', async () => {
    const bad = await t.graphql<{ promiseDonation: Promised & { problems?: unknown[] } }>(PROMISE, {
      input: { ...gift('not-an-email'), amount: 50 },
    });
    expect(bad.data?.promiseDonation.__typename).toBe('ValidationError');
    await t.graphql(
      'mutation { updateSetting(key: "donationsOpen", value: { boolean: false }) { __typename } }',
      {},
      { headers: as.admin },
    );
    try {
      expect((await promise('closed@example.org'))?.code).toBe('DONATIONS_CLOSED');
    } finally {
      await t.graphql(
        'mutation { updateSetting(key: "donationsOpen", value: { boolean: true }) { __typename } }',
        {},
        { headers: as.admin },
      );
    }
  });
});

describe('a donation staff record [issue 26]', () => {
  const offline = (change: Record<string, unknown> = {}) => ({
    ...gift('cash@example.org'),
    method: 'cash',
    reference: '',
    ...change,
  });

  it('is approved at once with a receipt saying how it was paid, and audited', async () => {
    const recorded = await record(offline({ method: 'cheque', reference: 'Cheque 000123' }));
    expect(recorded.data?.recordDonation).toMatchObject({
      __typename: 'Donation',
      state: 'approved',
      method: 'cheque',
    });
    const receipt = (await emailsTo('cash@example.org')).find((email) => email.kind === 'donation-receipt');
    expect(receipt?.text).toContain('Paid by cheque (Cheque 000123)');
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'donation.record'),
          eq(auditEntries.targetId, recorded.data?.recordDonation?.id ?? ''),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('takes a donor without an email (no receipt), but not a card or a bad amount', async () => {
    const anonymousCash = await record(offline({ email: '', name: 'Bucket at the door' }));
    expect(anonymousCash.data?.recordDonation).toMatchObject({ state: 'approved', method: 'cash' });
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, Number(anonymousCash.data?.recordDonation?.id)));
    expect(row?.receiptSentAt).toBeNull();
    expect(row?.recordedById).not.toBeNull();

    const card = await record(offline({ method: 'card' }));
    expect(card.data?.recordDonation ?? null).toBeNull();
    expect(card.errors?.length).toBeGreaterThan(0);
    const tooSmall = await record(offline({ amount: 0 }));
    expect(tooSmall.data?.recordDonation?.__typename).toBe('ValidationError');
  });

  it('is for payments staff only', async () => {
    for (const headers of [as.anonymous, as.participant, as.registrations]) {
      const refused = await record(offline({ email: 'sneaky@example.org' }), headers);
      expect(refused.data?.recordDonation ?? null).toBeNull();
    }
    expect(await emailsTo('sneaky@example.org')).toEqual([]);
  });
});
