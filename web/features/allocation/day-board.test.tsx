import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '#web/components/toasts';
import type { AllocationDayQuery } from '#web/graphql/graphql';
import { DayBoard } from './day-board';

afterEach(cleanup);

type Run = NonNullable<AllocationDayQuery['allocationRun']>;

const DATE = '2027-10-05';
const people = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** One morning session holding 45 people with 3 waiting, and 40 people unassigned in the morning. */
function run(): Run {
  const placed = people(1, 45);
  const waiting = people(46, 48);
  const unassigned = people(101, 140);
  const entry = (id: string) => ({
    __typename: 'AllocationEntry' as const,
    id: `7:${id}`,
    position: 1,
    participant: { __typename: 'AllocationParticipant' as const, id: `1:${id}`, registrationId: id },
  });
  const participant = (id: string, holds: boolean) => ({
    __typename: 'AllocationParticipant' as const,
    id: `1:${id}`,
    registrationId: id,
    name: `Person ${id}`,
    preferences: [{ __typename: 'AllocationPreference' as const, sessionId: '7', position: 1 }],
    placements: holds ? ['7'] : [],
    waitlists: [],
  });
  return {
    __typename: 'AllocationRun',
    id: '1',
    state: 'draft',
    sessions: [
      {
        __typename: 'AllocationSession',
        id: '7',
        name: 'Mask Work',
        activityId: '3',
        startsAt: `${DATE}T10:00:00+13:00`,
        endsAt: `${DATE}T13:00:00+13:00`,
        slots: [`${DATE}:am`],
        capacity: 45,
        placed: placed.map(entry),
        waitlist: waiting.map(entry),
      },
    ],
    participants: [
      ...placed.map((id) => participant(id, true)),
      ...waiting.map((id) => participant(id, true)),
      ...unassigned.map((id) => participant(id, false)),
    ],
  } as unknown as Run;
}

function show() {
  render(
    <MockedProvider>
      <Theme>
        <ToastProvider>
          <DayBoard run={run()} date={DATE} onChanged={() => {}} />
        </ToastProvider>
      </Theme>
    </MockedProvider>,
  );
}

const names = (testId: string) => within(screen.getByTestId(testId)).queryAllByText(/^Person \d+$/);

describe('a day of the draft at convention scale [issue 32]', () => {
  it('shows the first 30 of a long list and the rest on request', () => {
    show();
    expect(names('placed-7')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 45 placed in Mask Work' }));
    expect(names('placed-7')).toHaveLength(45);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer placed in Mask Work' }));
    expect(names('placed-7')).toHaveLength(30);
  });

  it('shows a short list whole, with no button', () => {
    show();
    expect(names('waitlist-7')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /waiting for Mask Work/ })).toBeNull();
  });

  it('shortens the unassigned people too', () => {
    show();
    const unassigned = screen.getByLabelText('Unassigned, am');
    expect(within(unassigned).getAllByText(/^Person \d+$/)).toHaveLength(30);
    expect(
      within(unassigned).getByRole('button', { name: 'Show all 40 unassigned in the morning' }),
    ).toBeTruthy();
  });
});
