import { MockedProvider } from '@apollo/client/testing/react';
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import { TimetableBoard, type TimetableSessionData } from './timetable-board';

const DAY = '2027-10-04';
const VENUE = { __typename: 'Venue', id: '1', name: 'Studio', room: null, position: 1 } as const;

function sessionOf(id: string, name: string, type: string, canEdit: boolean, start: string, end: string) {
  return {
    __typename: 'Session',
    id,
    startsAt: zonedInstant(DAY, start).toISOString(),
    endsAt: zonedInstant(DAY, end).toISOString(),
    capacity: null,
    placesTaken: 0,
    waitlistCount: 0,
    cancelled: false,
    venue: VENUE,
    presenters: [],
    activity: { __typename: type, id: `a${id}`, name, type, slug: name.toLowerCase(), canEdit },
  } as unknown as TimetableSessionData;
}

afterEach(cleanup);

describe('the timetable board for a manager of one kind [issue 14]', () => {
  it('offers only the sessions the viewer may move for dragging and keyboard pick-up', () => {
    const sessions = [
      sessionOf('1', 'Gala', 'Show', true, '10:00', '11:00'),
      sessionOf('2', 'Scenework', 'Workshop', false, '12:00', '13:00'),
    ];
    render(
      <MockedProvider mocks={[]}>
        <Theme>
          <TimetableBoard date={DAY} sessions={sessions} allSessions={sessions} venues={[VENUE]} />
        </Theme>
      </MockedProvider>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('data-session-id'))).toEqual(['1']);
    const workshop = document.querySelector('[data-session-id="2"]') as HTMLElement;
    expect(workshop.tagName).toBe('DIV');
    expect(workshop.textContent).toContain('Scenework');
    fireEvent.keyDown(workshop, { key: 'Enter' });
    expect(screen.getByTestId('timetable-announcer').textContent).toBe('');
    expect(screen.getByText(/cannot be moved/)).toBeTruthy();

    // The show can be picked up with the keyboard.
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'Enter' });
    expect(screen.getByTestId('timetable-announcer').textContent).not.toBe('');
  });
});
