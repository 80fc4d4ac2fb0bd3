import { Theme } from '@radix-ui/themes';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { explainSlot, type MissedChoice, ordinal, type SlotOutcome, slotLabel } from './explanation-wording';
import { LotteryExplanation } from './my-lottery-result';

afterEach(cleanup);

const none = new Map<string, number>();

function missed(overrides: Partial<MissedChoice>): MissedChoice {
  return {
    sessionId: '7',
    name: 'Clowning for Improvisers',
    withinSlotRank: 1,
    reason: 'full',
    capacity: 14,
    held: 14,
    heldBeforeLottery: 0,
    ...overrides,
  };
}

function outcome(overrides: Partial<SlotOutcome>): SlotOutcome {
  return {
    slot: '2027-10-05:am',
    name: 'Mask Work',
    withinSlotRank: 2,
    keptFromBefore: false,
    adjusted: false,
    better: [],
    ...overrides,
  };
}

describe('the lottery explanation in words', () => {
  it('names the slot by day and half in Pacific/Auckland [LF-3]', () => {
    expect(slotLabel('2027-10-05:am')).toBe('Tuesday, 5 October, morning');
    expect(slotLabel('2027-10-09:pm')).toBe('Saturday, 9 October, afternoon');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('says which choice they got', () => {
    expect(explainSlot(outcome({ withinSlotRank: 1 }), none)).toEqual([
      'You got your 1st choice, Mask Work.',
    ]);
    expect(explainSlot(outcome({ keptFromBefore: true }), none)[0]).toBe(
      'You kept the place you already had in Mask Work.',
    );
  });

  it('explains a full choice with capacity and places held before the lottery', () => {
    expect(explainSlot(outcome({ better: [missed({ heldBeforeLottery: 14 })] }), none)).toEqual([
      'You got your 2nd choice, Mask Work.',
      'Your 1st choice, Clowning for Improvisers, was full: 14 places, all taken before the lottery.',
    ]);
    expect(explainSlot(outcome({ better: [missed({ heldBeforeLottery: 4 })] }), none)[1]).toBe(
      'Your 1st choice, Clowning for Improvisers, was full: 14 places, 4 taken before the lottery and the rest given in it.',
    );
    expect(explainSlot(outcome({ better: [missed({})] }), none)[1]).toBe(
      'Your 1st choice, Clowning for Improvisers, was full: all 14 places went to other participants in the lottery.',
    );
    expect(explainSlot(outcome({ better: [missed({ capacity: 1, held: 1 })] }), none)[1]).toBe(
      'Your 1st choice, Clowning for Improvisers, was full: its one place went to another participant in the lottery.',
    );
  });

  it('explains the same-activity and other-half reasons, and adds the waitlist place', () => {
    const sentences = explainSlot(
      outcome({
        withinSlotRank: 3,
        better: [
          missed({ sessionId: '7', reason: 'same-activity' }),
          missed({
            sessionId: '8',
            name: 'The Harold Unpacked',
            withinSlotRank: 2,
            reason: 'other-half-better',
          }),
        ],
      }),
      new Map([['8', 2]]),
    );
    expect(sentences).toEqual([
      'You got your 3rd choice, Mask Work.',
      'Your 1st choice, Clowning for Improvisers, is a workshop you already have a place in at another time, and each workshop can be taken only once.',
      'Your 2nd choice, The Harold Unpacked, runs all day, and taking it would have cost you a choice you ranked higher in the other half of the day. You’re #2 on its waitlist.',
    ]);
  });

  it('says when nothing was given, and when staff changed the slot afterwards', () => {
    const sentences = explainSlot(
      outcome({ name: null, withinSlotRank: null, adjusted: true, better: [missed({})] }),
      new Map([['7', 5]]),
    );
    expect(sentences[0]).toBe('You didn’t get a workshop in this slot.');
    expect(sentences[1]).toContain('You’re #5 on its waitlist.');
    expect(sentences[2]).toMatch(/changed this slot by hand/);
  });
});

describe('LotteryExplanation', () => {
  it('renders one item per slot with its heading and reasons', () => {
    render(
      <Theme>
        <LotteryExplanation
          allocation={{
            publishedAt: '2027-08-05T00:00:00Z',
            placements: [{ id: '9' }],
            waitlists: [{ position: 3, session: { id: '7' } }],
            explanation: [
              {
                slot: '2027-10-05:am',
                withinSlotRank: 2,
                keptFromBefore: false,
                adjusted: false,
                session: { id: '9', activity: { id: 'a9', name: 'Mask Work' } },
                better: [
                  {
                    sessionId: '7',
                    withinSlotRank: 1,
                    reason: 'full',
                    capacity: 14,
                    held: 14,
                    heldBeforeLottery: 14,
                    session: { id: '7', activity: { id: 'a7', name: 'Clowning for Improvisers' } },
                  },
                ],
              },
            ],
          }}
        />
      </Theme>,
    );
    const item = screen.getByTestId('slot-2027-10-05:am');
    expect(within(item).getByText('Tuesday, 5 October, morning')).toBeTruthy();
    expect(within(item).getByText('You got your 2nd choice, Mask Work.')).toBeTruthy();
    expect(
      within(item).getByText(
        'Your 1st choice, Clowning for Improvisers, was full: 14 places, all taken before the lottery. You’re #3 on its waitlist.',
      ),
    ).toBeTruthy();
  });
});
