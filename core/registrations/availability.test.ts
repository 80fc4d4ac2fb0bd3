import { describe, expect, it } from 'vitest';
import {
  hasRoomFor,
  isFull,
  placesLeft,
  promotionRefusal,
  queueComesFirst,
  sessionAvailability,
} from './availability';

const HOUR = 3600_000;
const now = new Date('2099-03-01T00:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);
const session = (
  over: Partial<{ capacity: number | null; taken: number; waiting: number; startsAt: Date }> = {},
) => ({
  capacity: 2,
  taken: 0,
  waiting: 0,
  startsAt: inHours(100),
  ...over,
});
const viewer = { placed: false, waitlisted: false, ready: true };

describe('capacity in one expression [issue 24]', () => {
  it('has room while places taken plus those added fit; no capacity has no limit', () => {
    expect(hasRoomFor({ capacity: 2, taken: 1 })).toBe(true);
    expect(hasRoomFor({ capacity: 2, taken: 2 })).toBe(false);
    expect(hasRoomFor({ capacity: 3, taken: 1 }, 2)).toBe(true);
    expect(hasRoomFor({ capacity: 3, taken: 1 }, 3)).toBe(false);
    expect(hasRoomFor({ capacity: null, taken: 1000 }, 50)).toBe(true);
  });
  it('is full when every place is taken, over capacity included', () => {
    expect(isFull({ capacity: 2, taken: 2 })).toBe(true);
    expect(isFull({ capacity: 2, taken: 3 })).toBe(true);
    expect(isFull({ capacity: 2, taken: 1 })).toBe(false);
    expect(isFull({ capacity: null, taken: 9 })).toBe(false);
  });
  it('counts places left, never below zero', () => {
    expect(placesLeft({ capacity: 3, taken: 1 })).toBe(2);
    expect(placesLeft({ capacity: 3, taken: 5 })).toBe(0);
    expect(placesLeft({ capacity: null, taken: 5 })).toBeNull();
  });
});

describe('the queue comes first outside the last 48 hours', () => {
  it('only with people waiting, and not within 48 hours', () => {
    expect(queueComesFirst(session({ waiting: 1 }), now)).toBe(true);
    expect(queueComesFirst(session({ waiting: 0 }), now)).toBe(false);
    expect(queueComesFirst(session({ waiting: 1, startsAt: inHours(47) }), now)).toBe(false);
    expect(queueComesFirst(session({ waiting: 1, startsAt: inHours(48) }), now)).toBe(true);
  });
});

describe('what a session offers the viewer', () => {
  it('a free place is joined; a full one is queued for', () => {
    const free = sessionAvailability('general', session({ taken: 1 }), viewer, now);
    expect(free).toMatchObject({ full: false, placesLeft: 1, canJoin: true, canJoinWaitlist: false });
    const full = sessionAvailability('general', session({ taken: 2 }), viewer, now);
    expect(full).toMatchObject({ full: true, placesLeft: 0, canJoin: false, canJoinWaitlist: true });
  });
  it('a free place beside a queue is still joined (joining serves the queue first)', () => {
    const a = sessionAvailability('general', session({ taken: 1, waiting: 2 }), viewer, now);
    expect(a).toMatchObject({ canJoin: true, canJoinWaitlist: false });
  });
  it('waitlists close and leaving stops within 48 hours', () => {
    const late = session({ taken: 2, startsAt: inHours(10) });
    expect(sessionAvailability('general', late, viewer, now).canJoinWaitlist).toBe(false);
    expect(sessionAvailability('general', late, { ...viewer, placed: true }, now).canLeave).toBe(false);
    expect(sessionAvailability('general', session(), { ...viewer, placed: true }, now).canLeave).toBe(true);
  });
  it('nothing outside the general phase, nor before the code of conduct, nor once started', () => {
    expect(sessionAvailability('paused', session(), viewer, now).canJoin).toBe(false);
    expect(sessionAvailability('general', session(), { ...viewer, ready: false }, now).canJoin).toBe(false);
    expect(sessionAvailability('general', session({ startsAt: inHours(-1) }), viewer, now).canJoin).toBe(
      false,
    );
    // A place can still be given up after registrations close.
    expect(sessionAvailability('closed', session(), { ...viewer, placed: true }, now).canLeave).toBe(true);
  });
  it('no second waitlist place, and no join of a session already held', () => {
    const full = session({ taken: 2 });
    expect(sessionAvailability('general', full, { ...viewer, waitlisted: true }, now).canJoinWaitlist).toBe(
      false,
    );
    expect(sessionAvailability('general', session(), { ...viewer, placed: true }, now).canJoin).toBe(false);
  });
});

describe('the promotion rule (decision 009)', () => {
  const at = (day: string, from: string, to: string) => ({
    startsAt: new Date(`${day}T${from}:00+13:00`),
    endsAt: new Date(`${day}T${to}:00+13:00`),
  });
  const morning = { id: 1, workshop: 'Morning', ...at('2099-03-10', '10:00', '13:00') };
  const other = { id: 2, workshop: 'Other morning', ...at('2099-03-10', '10:00', '13:00') };
  const fullDay = { id: 3, workshop: 'Full day', ...at('2099-03-10', '10:00', '17:00') };
  it('refuses giving up a full day for half of it', () => {
    expect(promotionRefusal(morning, [fullDay], new Map())).toMatch(/Full day, which also covers/);
  });
  it('refuses giving up a place ranked higher, and allows one ranked lower or unranked', () => {
    expect(
      promotionRefusal(
        morning,
        [other],
        new Map([
          [2, 1],
          [1, 2],
        ]),
      ),
    ).toMatch(/ranked higher/);
    expect(
      promotionRefusal(
        morning,
        [other],
        new Map([
          [1, 1],
          [2, 2],
        ]),
      ),
    ).toBeNull();
    expect(promotionRefusal(morning, [other], new Map([[1, 1]]))).toBeNull();
    expect(promotionRefusal(morning, [], new Map())).toBeNull();
  });
});
