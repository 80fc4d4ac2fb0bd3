import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '#web/components/confirm-dialog';
import { ToastProvider } from '#web/components/toasts';
import { createCache } from '#web/lib/apollo';
import {
  StaffAddPlaceMutation,
  StaffRemovePlaceMutation,
  StaffSessionChoicesQuery,
} from './admin-places-queries';
import { RegistrationPlacesManager } from './registration-places-manager';

// Issue 30 item 4: the staff screen that changes someone's places, against mocked GraphQL answers:
// a full session asks for a reason before placing over capacity, an empty reason sends nothing,
// and a refusal is shown in staff's words.

afterEach(cleanup);

const FULL = {
  id: '11',
  startsAt: '2027-10-02T21:00:00.000Z',
  endsAt: '2027-10-03T00:00:00.000Z',
  capacity: 2,
  placesTaken: 2,
};
const HELD = {
  id: '12',
  startsAt: '2027-10-03T21:00:00.000Z',
  endsAt: '2027-10-04T00:00:00.000Z',
  capacity: 12,
  placesTaken: 5,
};

const choices: MockedResponse = {
  request: { query: StaffSessionChoicesQuery },
  result: {
    data: {
      festival: {
        __typename: 'Festival',
        id: '1',
        activities: [
          {
            __typename: 'Activity',
            id: '5',
            name: 'Status games',
            sessions: [FULL, HELD].map((s) => ({ __typename: 'Session', ...s })),
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const placeChange = (sessionId: string, overCapacity = false) => ({
  __typename: 'PlaceChange',
  overCapacity,
  session: { __typename: 'Session', id: sessionId },
});
const full = { __typename: 'WorkshopFullError', message: 'Status games is full', code: 'WORKSHOP_FULL' };

function show(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={[choices, ...mocks]} cache={createCache()}>
      <Theme>
        <ToastProvider>
          <ConfirmProvider>
            <RegistrationPlacesManager
              registrationId="7"
              name="Ada"
              places={[{ sessionId: HELD.id, label: 'Status games — Monday', overCapacityReason: null }]}
              waitlists={[]}
            />
          </ConfirmProvider>
        </ToastProvider>
      </Theme>
    </MockedProvider>,
  );
}

/** Clicks a dialog's confirm button once its countdown lets it. */
async function confirmDialog(label: string) {
  const dialog = await screen.findByRole('alertdialog');
  // The button counts down ("Add place (1)") before it can be pressed.
  await waitFor(() => within(dialog).getByRole('button', { name: label }), { timeout: 3000 });
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

async function chooseFullSession() {
  const select = (await screen.findByLabelText('Session to add to')) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBe(3));
  fireEvent.change(select, { target: { value: FULL.id } });
  fireEvent.click(screen.getByRole('button', { name: 'Add place' }));
}

describe('RegistrationPlacesManager [issue 30]', { timeout: 20_000 }, () => {
  it('places over capacity only with the reason staff give', async () => {
    const withReason = vi.fn(() => ({ data: { staffAddPlace: placeChange(FULL.id, true) } }));
    show([
      {
        request: { query: StaffAddPlaceMutation, variables: { registrationId: '7', sessionId: FULL.id } },
        result: { data: { staffAddPlace: full } },
      },
      {
        request: {
          query: StaffAddPlaceMutation,
          variables: { registrationId: '7', sessionId: FULL.id, overCapacityReason: 'The tutor agreed' },
        },
        result: withReason,
      },
    ]);
    await chooseFullSession();
    await confirmDialog('Add place');
    expect(await screen.findByText('Status games is full')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason for going over capacity'), {
      target: { value: '  The tutor agreed ' },
    });
    await confirmDialog('Add over capacity');
    expect(await screen.findByText(/Ada added to Status games/)).toBeTruthy();
    expect(screen.getByText('Placed over capacity.')).toBeTruthy();
    expect(withReason).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open until a reason is given, and sends nothing without one', async () => {
    const withReason = vi.fn(() => ({ data: { staffAddPlace: placeChange(FULL.id, true) } }));
    show([
      {
        request: { query: StaffAddPlaceMutation, variables: { registrationId: '7', sessionId: FULL.id } },
        result: { data: { staffAddPlace: full } },
      },
      {
        request: {
          query: StaffAddPlaceMutation,
          variables: { registrationId: '7', sessionId: FULL.id, overCapacityReason: '' },
        },
        result: withReason,
      },
    ]);
    await chooseFullSession();
    await confirmDialog('Add place');
    fireEvent.change(await screen.findByLabelText('Reason for going over capacity'), {
      target: { value: '   ' },
    });
    await confirmDialog('Add over capacity');
    // Core's rule, checked in the dialog: a blank reason is Required, beside the field.
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('Required');
    const reason = within(dialog).getByLabelText('Reason for going over capacity');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add over capacity' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Keep the reason under 500 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(withReason).not.toHaveBeenCalled();
  });

  it('names the rule the server refused on', async () => {
    show([
      {
        request: {
          query: StaffRemovePlaceMutation,
          variables: { registrationId: '7', sessionId: HELD.id, reason: 'Asked to leave' },
        },
        result: {
          data: {
            staffRemovePlace: {
              __typename: 'RegistrationClosedError',
              message: 'Registrations are closed',
              code: 'CLOSED',
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), {
      target: { value: 'Asked to leave' },
    });
    await confirmDialog('Remove place');
    expect(await screen.findByText('Places cannot be changed in this registration phase')).toBeTruthy();
    expect(screen.getByText('Registrations are closed')).toBeTruthy();
  });
});
