import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from '#web/lib/apollo';
import {
  PaymentAccountQuery,
  PaymentSettingsQuery,
  PromiseInternetBankingPaymentMutation,
} from './payment-queries';
import { PaymentStep } from './payment-step';

// Issue 30 item 4: the payment step carries money, so it is tested against mocked GraphQL answers:
// the rows and their signs, the estimate that takes no money, the bank transfer promise and its
// refusal, and the paid-up state.

afterEach(cleanup);

type Payment = { id: string; kind: string; state: string; amount: number; reference: string | null };

function balance(overrides: Record<string, number | boolean> = {}) {
  return {
    __typename: 'RegistrationBalance',
    workshopsCount: 2,
    isEstimate: false,
    value: 14000,
    discount: 1000,
    donation: 0,
    total: 13000,
    paid: 0,
    vouchers: 0,
    refunded: 0,
    pending: 0,
    outstanding: 13000,
    credit: 0,
    voucherCredit: 0,
    cashCredit: 0,
    ...overrides,
  };
}

function account(
  values: { balance?: ReturnType<typeof balance>; payments?: Payment[] } = {},
): MockedResponse {
  return {
    request: { query: PaymentAccountQuery, variables: { registrationId: undefined } },
    result: {
      data: {
        paymentAccount: {
          __typename: 'PaymentAccount',
          registrationId: '7',
          name: 'Tess Ngata',
          balance: values.balance ?? balance(),
          payments: (values.payments ?? []).map((p) => ({
            __typename: p.kind,
            createdAt: '2027-09-01T00:00:00Z',
            ...p,
          })),
          internetBanking: {
            __typename: 'InternetBankingDetails',
            accountName: 'NZ Improv Festival',
            accountNumber: '12-3456-7890123-00',
            reference: 'NZIF27 TESS',
          },
        },
      },
    },
  };
}

const bankOnly: MockedResponse = {
  request: { query: PaymentSettingsQuery },
  result: {
    data: {
      paymentSettings: {
        __typename: 'PaymentSettings',
        cardPayments: false,
        stripePublishableKey: null,
        testConfirmUrl: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function promise(result: Record<string, unknown>): MockedResponse {
  return {
    request: { query: PromiseInternetBankingPaymentMutation, variables: { registrationId: undefined } },
    result: { data: { promiseInternetBankingPayment: result } },
  };
}

function renderStep(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Theme>
        <PaymentStep />
      </Theme>
    </MockedProvider>,
  );
}

describe('the payment step [issue 30]', { timeout: 20_000 }, () => {
  it('shows payments received as positive and refunds as negative, with the total to pay', async () => {
    renderStep([
      account({
        balance: balance({ paid: 7000, refunded: 2000, outstanding: 8000 }),
        payments: [
          {
            id: '1',
            kind: 'InternetBankingPayment',
            state: 'approved',
            amount: 7000,
            reference: 'NZIF27 TESS',
          },
          { id: '2', kind: 'Refund', state: 'approved', amount: 2000, reference: null },
        ],
      }),
      bankOnly,
    ]);
    const table = (await screen.findByTestId('total-to-pay')).closest('table') as HTMLElement;
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row(/Internet banking/)).getByText('$70.00')).toBeTruthy();
    expect(within(row(/Refund/)).getByText('-$20.00')).toBeTruthy();
    expect(within(row(/Package discount/)).getByText('-$10.00')).toBeTruthy();
    expect(screen.getByTestId('total-to-pay').textContent).toBe('$80.00');
  });

  it('takes no money while the total is an estimate from rankings', async () => {
    renderStep([account({ balance: balance({ isEstimate: true }) }), bankOnly]);
    expect((await screen.findByTestId('estimate-notice')).textContent).toMatch(
      /Nothing is charged until then/,
    );
    expect(screen.queryByRole('button', { name: /internet banking/i })).toBeNull();
    expect(screen.queryByText('Account number')).toBeNull();
  });

  it('promises a bank transfer once, then says the details were emailed', async () => {
    const pending = balance({ pending: 13000 });
    renderStep([
      account(),
      bankOnly,
      promise({
        __typename: 'InternetBankingPayment',
        id: '9',
        state: 'pending',
        amount: 13000,
        reference: 'NZIF27 TESS',
      }),
      account({
        balance: pending,
        payments: [
          {
            id: '9',
            kind: 'InternetBankingPayment',
            state: 'pending',
            amount: 13000,
            reference: 'NZIF27 TESS',
          },
        ],
      }),
    ]);
    expect(await screen.findByText('12-3456-7890123-00')).toBeTruthy();
    expect(screen.getByText('NZIF27 TESS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I will pay by internet banking' }));
    expect(await screen.findByText(/We have emailed you these details/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I will pay by internet banking' })).toBeNull();
  });

  it('shows the server’s refusal in words and keeps the button', async () => {
    renderStep([
      account(),
      bankOnly,
      promise({ __typename: 'NothingToPayError', message: 'There is nothing to pay.' }),
      account(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'I will pay by internet banking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is nothing to pay.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'I will pay by internet banking' })).toBeTruthy(),
    );
  });

  it('says when everything is paid', async () => {
    renderStep([account({ balance: balance({ paid: 13000, outstanding: 0 }) }), bankOnly]);
    expect((await screen.findByTestId('paid-up')).textContent).toBe('You are all paid up. Thank you!');
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
  });
});
