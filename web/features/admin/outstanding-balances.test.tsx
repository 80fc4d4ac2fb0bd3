import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '#web/test/render-in-app';
import { OutstandingBalances } from './outstanding-balances';
import { OutstandingBalancesQuery, SendPaymentRemindersMutation } from './report-queries';

// Issue 32: a big festival owes in its thousands. The table shows 50 people at a time, and the
// reminder to everyone reaches everyone, in requests the server accepts (at most 2,000 each).

afterEach(cleanup);

const OWING = 2_345;

function owing(index: number) {
  const id = String(index + 1);
  return {
    __typename: 'OutstandingBalance',
    id,
    registrationId: id,
    name: `Person ${index + 1}`,
    email: `person${index + 1}@example.com`,
    outstanding: 10_000 - index,
    total: 20_000,
    paid: 10_000 + index,
    pending: 0,
    isEstimate: false,
    lastReminderAt: null,
    nextReminderAt: null,
    canRemind: true,
  };
}

const items = Array.from({ length: OWING }, (_, index) => owing(index));
const report: MockedResponse = {
  request: { query: OutstandingBalancesQuery },
  result: {
    data: {
      outstandingBalances: {
        __typename: 'OutstandingBalanceReport',
        totalOwed: items.reduce((sum, item) => sum + item.outstanding, 0),
        remindable: OWING,
        items,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The reminders for ids from..to-1, as one request, answered as sent. */
function reminders(from: number, to: number, requests: string[][]): MockedResponse {
  const registrationIds = items.slice(from, to).map((item) => item.registrationId);
  return {
    request: { query: SendPaymentRemindersMutation, variables: { registrationIds } },
    result: () => {
      requests.push(registrationIds);
      return {
        data: {
          sendPaymentReminders: {
            __typename: 'PaymentReminderResult',
            sent: to - from,
            sentRegistrationIds: registrationIds,
            skipped: [],
          },
        },
      };
    },
  };
}

const show = (mocks: MockedResponse[]) =>
  renderInApp(OutstandingBalances, mocks, '/admin/payments/outstanding');

const rowsShown = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);

describe('outstanding balances at scale [issue 32]', { timeout: 30_000 }, () => {
  it('shows 50 people at a time, largest first, with Previous and Next', async () => {
    show([report]);
    const pages = await screen.findByRole('navigation', { name: 'Pages of outstanding balances' });
    expect(within(pages).getByRole('status').textContent).toBe('Showing 1–50 of 2,345');
    expect(rowsShown()).toHaveLength(50);
    expect(rowsShown()[0]).toBe('Person 1');
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByRole('status').textContent).toBe('Showing 51–100 of 2,345');
    expect(rowsShown()[0]).toBe('Person 51');

    for (let page = 2; page < 47; page++)
      fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByRole('status').textContent).toBe('Showing 2,301–2,345 of 2,345');
    expect(rowsShown()).toHaveLength(45);
    expect(within(pages).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    // The summary and the reminder still count everybody, not the page.
    expect(screen.getByTestId('outstanding-summary').textContent).toMatch(/^2345 people owe/);
  });

  it('reminds all 2,345 people in requests of at most 1,000, and says so once', async () => {
    const requests: string[][] = [];
    show([
      report,
      reminders(0, 1000, requests),
      reminders(1000, 2000, requests),
      reminders(2000, OWING, requests),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send payment reminder to 2345 people' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Send 2345 reminders' }, { timeout: 8_000 }),
    );
    expect(await screen.findByText('Reminder sent to 2345 people')).toBeTruthy();
    expect(requests.map((ids) => ids.length)).toEqual([1000, 1000, 345]);
    expect(new Set(requests.flat()).size).toBe(OWING);
  });
});
