import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '../server/db/seed/data/staff';
import { type StripeFake, startStripeFake } from '../server/test/fakes/stripe-fake';
import { expect, test } from './fixtures';
import { emailKindsTo, runOnOwnServer, startLoggedIn } from './helpers';

/**
 * Payments and donations against the real server, wired to the loopback Stripe fake. The shared
 * e2e server has no Stripe keys, so this spec starts its own on another port. Stripe.js cannot
 * load offline; the card form uses the test seam of docs/decisions/006 (the fake confirms the
 * intent and sends the signed webhook, as Stripe would).
 */
const PORT = Number(process.env.E2E_PAYMENTS_PORT ?? 3297);
const BASE = `http://localhost:${PORT}`;

let stripe: StripeFake | undefined;

const { graphql, logIn } = runOnOwnServer({
  port: PORT,
  dataDir: '.data/e2e-payments',
  env: async () => {
    stripe = await startStripeFake({ webhookUrl: `http://127.0.0.1:${PORT}/payments/webhook` });
    return stripe.env;
  },
});

test.afterAll(() => stripe?.close());

test('donate by card end to end: amount, details, card, thanks, receipt, staff list [RT-6] [RT-13]', async ({
  page,
  request,
  browser,
}) => {
  await page.goto('/donate');
  await expect(page.getByRole('heading', { name: 'Donate', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '$50', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Aroha Koha');
  await page.getByLabel('Email', { exact: true }).fill('aroha.koha@example.org');
  await page.getByLabel('Message (optional)').fill('Ka pai!');
  await page.getByRole('button', { name: 'Continue to payment of $50.00' }).click();

  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/donate\/thanks\?payment_intent=pi_/);
  await expect(page.getByRole('heading', { name: 'Thank you, Aroha!' })).toBeVisible();
  await expect(page.getByText('We have received it and emailed you a receipt.')).toBeVisible();

  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  const kinds = await emailKindsTo(BASE, request, 'aroha.koha@example.org', 50);
  expect(kinds.filter((kind) => kind === 'donation-receipt')).toHaveLength(1);

  const staff = await browser.newPage({ baseURL: BASE });
  await startLoggedIn(staff, admin);
  await staff.goto('/admin/donations');
  await expect(staff.getByRole('heading', { name: 'Donations' })).toBeVisible();
  await staff.getByRole('link', { name: 'Aroha Koha' }).click();
  await expect(staff.getByRole('heading', { name: 'Donation of $50.00' })).toBeVisible();
  await expect(staff.getByText('Ka pai!')).toBeVisible();
  await staff.close();
});

test('the thanks page returns to /donate when the payment intent is unknown [RT-6]', async ({ page }) => {
  await page.goto('/donate/thanks?payment_intent=pi_does_not_exist');
  await expect(page).toHaveURL(`${BASE}/donate`);
  await expect(page.getByRole('heading', { name: 'Donate', level: 1 })).toBeVisible();
});

test('without a payment_intent the thanks page returns to /donate quietly, with no console error [RT-6]', async ({
  page,
}) => {
  await page.goto('/donate/thanks');
  await expect(page).toHaveURL(`${BASE}/donate`);
  await expect(page.getByRole('heading', { name: 'Donate', level: 1 })).toBeVisible();
});

test('an other amount below the minimum is refused next to the field and never offered as a payment', async ({
  page,
}) => {
  await page.goto('/donate');
  await page.getByRole('radio', { name: 'Other amount' }).click();
  const amount = page.getByRole('textbox', { name: 'Custom amount in dollars' });
  await amount.fill('-5');
  await amount.blur();
  await expect(page.getByText('The smallest donation we can take is $1.00')).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue to payment/ })).toHaveText('Continue to payment');
  await amount.fill('25.50');
  await expect(page.getByRole('button', { name: 'Continue to payment of $25.50' })).toBeVisible();
  await expect(page.getByText('The smallest donation we can take is $1.00')).toHaveCount(0);
});

test('staff see payments with totals at the top [RT-13]', async ({ page, request }) => {
  await startLoggedIn(page, await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password));
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('a participant is sent away from the staff payments page [RT-16]', async ({ page, request }) => {
  await startLoggedIn(page, await logIn(request, 'participant31@example.org', DEMO_PARTICIPANT_PASSWORD));
  await page.goto('/admin/payments');
  await expect(page).toHaveURL(/\/login/);
});

test('pay by internet banking: promise, staff approve, balance 0 for the participant', async ({
  page,
  request,
  browser,
}) => {
  // Money is taken once places are given (general phase): move this server's festival there.
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  await graphql(
    request,
    `mutation ($input: PhaseDatesInput!) { updateFestivalPhaseDates(input: $input) { __typename } }`,
    {
      input: {
        earlybirdOpensAt: '2026-01-01T00:00:00.000Z',
        earlybirdClosesAt: '2026-02-01T00:00:00.000Z',
        generalOpensAt: '2026-02-15T00:00:00.000Z',
      },
    },
    admin,
  );
  // participant61 onwards hold a place in the full workshop.
  const participant = await logIn(request, 'participant61@example.org', DEMO_PARTICIPANT_PASSWORD);
  await startLoggedIn(page, participant);
  await page.goto('/register/payment');
  await expect(page.getByText('Total to pay')).toBeVisible();
  await expect(page.getByTestId('total-to-pay')).not.toHaveText('$0.00');
  await page.getByRole('tab', { name: 'Internet banking' }).click();
  await expect(page.getByText('Account number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  await page.getByRole('button', { name: 'I will pay by internet banking' }).click();
  await expect(page.getByText('We have emailed you these details')).toBeVisible();

  const list = await graphql<{ payments: Array<{ id: string; participant: { email: string } }> }>(
    request,
    '{ payments(filter: { kind: InternetBankingPayment, state: pending }) { id participant { email } } }',
    {},
    admin,
  );
  const promised = list.payments.find((payment) => payment.participant.email === 'participant61@example.org');
  expect(promised).toBeDefined();

  const staff = await browser.newPage({ baseURL: BASE });
  await startLoggedIn(staff, admin);
  await staff.goto(`/admin/payments/${promised?.id}`);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = staff.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Approve' }).click({ timeout: 10_000 });
  await expect(staff.getByText('Approved', { exact: true }).first()).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('total-to-pay')).toHaveText('$0.00');
  await expect(page.getByText('You are all paid up. Thank you!')).toBeVisible();
});
