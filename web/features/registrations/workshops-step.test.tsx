import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '#web/test/render-in-app';
import { JoinSessionMutation, WorkshopSessionsQuery } from './registration-queries';
import type { Registration } from './workshop-sessions';
import { WorkshopsStep } from './workshops-step';

// Issue 30 item 4: the workshops step in the general phase takes and gives up places, so it is
// tested against mocked GraphQL answers: a swap is never silent (it names what is given up and
// sends nothing more when refused), a confirmed swap says what was replaced, and a refusal is
// shown in the server's words.

afterEach(cleanup);

const HELD = { id: '21', startsAt: '2027-10-03T20:00:00.000Z', endsAt: '2027-10-03T23:00:00.000Z' };
const WANTED = { id: '31', startsAt: '2027-10-03T20:30:00.000Z', endsAt: '2027-10-03T23:30:00.000Z' };

function session(base: typeof HELD, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Session',
    ...base,
    capacity: 12,
    full: false,
    placesTaken: 4,
    waitlistCount: 0,
    placesLeft: 8,
    canJoin: true,
    canJoinWaitlist: false,
    canLeave: true,
    tooLateToLeave: false,
    clashesWithTeaching: false,
    ...overrides,
  };
}

function workshop(id: string, name: string, slug: string, sessions: ReturnType<typeof session>[]) {
  return {
    __typename: 'Workshop',
    id,
    name,
    slug,
    descriptionHtml: `<p>${name}</p>`,
    picture: null,
    presenters: [{ __typename: 'Person', id: `p${id}`, name: 'Tess Ngata' }],
    sessions,
  };
}

const sessionsQuery: MockedResponse = {
  request: { query: WorkshopSessionsQuery },
  result: {
    data: {
      festival: {
        __typename: 'Festival',
        id: '2027',
        activities: [
          workshop('2', 'Status games', 'status-games', [session(HELD)]),
          workshop('3', 'Clowning', 'clowning', [session(WANTED)]),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const registration = {
  __typename: 'Registration',
  id: '7',
  nextStep: 'workshops',
  codeOfConductAcceptedAt: '2027-09-01T00:00:00.000Z',
  photoPermission: true,
  completedAt: '2027-09-01T00:00:00.000Z',
  canRank: false,
  canJoin: true,
  preferences: [],
  sessions: [
    {
      __typename: 'Session',
      ...HELD,
      activity: { __typename: 'Workshop', id: '2', name: 'Status games', slug: 'status-games' },
    },
  ],
  waitlist: [],
  cart: { __typename: 'Cart', workshopsCount: 1, value: 7000, discount: 0, total: 7000 },
} as unknown as Registration;

const swapAsked: MockedResponse = {
  request: { query: JoinSessionMutation, variables: { sessionId: WANTED.id } },
  result: {
    data: {
      joinSession: {
        __typename: 'SwapNeedsConfirmationError',
        message: 'Joining gives up a place',
        code: 'SWAP_NEEDS_CONFIRMATION',
        givingUp: [
          {
            __typename: 'SwapGivingUp',
            canHaveBack: false,
            session: {
              __typename: 'Session',
              id: HELD.id,
              activity: { __typename: 'Workshop', id: '2', name: 'Status games' },
            },
          },
        ],
      },
    },
  },
};

const swapDone: MockedResponse = {
  request: { query: JoinSessionMutation, variables: { sessionId: WANTED.id, confirmSwap: true } },
  result: {
    data: {
      joinSession: {
        __typename: 'PlaceChange',
        session: { __typename: 'Session', id: WANTED.id },
        removedFrom: [
          {
            __typename: 'Session',
            id: HELD.id,
            activity: { __typename: 'Workshop', id: '2', name: 'Status games' },
          },
        ],
      },
    },
  },
};

function renderStep(mocks: MockedResponse[]) {
  const step = () => (
    <WorkshopsStep phase="General" preferences={false} registration={registration} onNext={() => {}} />
  );
  return renderInApp(step, mocks, '/register/workshops');
}

async function addClowning() {
  const card = await screen.findByLabelText('Clowning');
  fireEvent.click(within(card).getByRole('button', { name: 'Add workshop' }));
}

describe('the workshops step in the general phase [issue 30]', { timeout: 20_000 }, () => {
  it('shows the place held, and a clashing workshop to add', async () => {
    renderStep([sessionsQuery]);
    const held = await screen.findByLabelText('Status games');
    expect(within(held).getByText('You’re in')).toBeTruthy();
    expect(within(held).getByRole('button', { name: 'Leave workshop' })).toBeTruthy();
    expect(
      within(screen.getByLabelText('Clowning')).getByRole('button', { name: 'Add workshop' }),
    ).toBeTruthy();
  });

  it('asks before a swap, naming the place given up and that it cannot be had back', async () => {
    renderStep([sessionsQuery, swapAsked, swapDone]);
    await addClowning();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Swap to Clowning?')).toBeTruthy();
    expect(dialog.textContent).toMatch(/give up your place in Status games.*can’t have it back/);
    // The confirmation counts down before it can be pressed.
    expect(
      within(dialog)
        .getByRole('button', { name: /^Swap workshops \(\d\)$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    const swap = await within(dialog).findByRole('button', { name: 'Swap workshops' }, { timeout: 8_000 });
    fireEvent.click(swap);
    expect(await screen.findByText('You’re in Clowning (instead of Status games)')).toBeTruthy();
  });

  it('sends nothing more when the swap is refused', async () => {
    // The confirmed join would succeed if it were sent: after Cancel it must not be.
    renderStep([sessionsQuery, swapAsked, swapDone]);
    await addClowning();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/You’re in Clowning/)).toBeNull();
    expect(screen.queryByText('Sorry')).toBeNull();
  });

  it('shows a refusal in the server’s words', async () => {
    renderStep([
      sessionsQuery,
      {
        request: { query: JoinSessionMutation, variables: { sessionId: WANTED.id } },
        result: {
          data: {
            joinSession: {
              __typename: 'WorkshopFullError',
              message: 'Clowning is full.',
              code: 'WORKSHOP_FULL',
            },
          },
        },
      },
    ]);
    await addClowning();
    expect(await screen.findByText('Clowning is full.')).toBeTruthy();
  });
});
