import { describe, expect, it } from 'vitest';
import { describePage, matchesRegistrationFilter, ZRegistrationListSearch } from './registration-search';
import { nextReminderAt, REMINDER_INTERVAL_MS } from './reminders';

describe('registration list search', () => {
  it('keeps known filters and drops bad values', () => {
    expect(ZRegistrationListSearch.parse({ filter: 'unpaid', q: ' kiri ' })).toEqual({
      filter: 'unpaid',
      q: 'kiri',
    });
    expect(ZRegistrationListSearch.parse({ filter: 'everyone-rich', q: 42 })).toEqual({
      filter: undefined,
      q: undefined,
    });
  });

  it('filters by money, places and waitlists', () => {
    const facts = { places: 0, waitlists: 1, outstanding: 6500 };
    expect(matchesRegistrationFilter('unpaid', facts)).toBe(true);
    expect(matchesRegistrationFilter('unpaid', { ...facts, outstanding: 0 })).toBe(false);
    expect(matchesRegistrationFilter('nothing', facts)).toBe(true);
    expect(matchesRegistrationFilter('nothing', { ...facts, places: 2 })).toBe(false);
    expect(matchesRegistrationFilter('waitlisted', { ...facts, waitlists: 0 })).toBe(false);
    expect(matchesRegistrationFilter('all', { ...facts, waitlists: 0 })).toBe(true);
  });
});

describe('payment reminders', () => {
  const now = new Date('2027-09-01T00:00:00Z');
  it('may go when none was sent or the last is a day old', () => {
    expect(nextReminderAt(null, now)).toBeNull();
    expect(nextReminderAt(new Date(now.getTime() - REMINDER_INTERVAL_MS), now)).toBeNull();
  });
  it('waits a day after the last one', () => {
    const last = new Date(now.getTime() - 60_000);
    expect(nextReminderAt(last, now)).toEqual(new Date(last.getTime() + REMINDER_INTERVAL_MS));
  });
});

describe('a page of a long list [issue 32]', () => {
  it('says which rows are shown of how many, with thousands separated', () => {
    expect(describePage({ offset: 0, shown: 50, of: 2000 })).toBe('Showing 1–50 of 2,000');
    expect(describePage({ offset: 1950, shown: 50, of: 2000 })).toBe('Showing 1,951–2,000 of 2,000');
    expect(describePage({ offset: 0, shown: 0, of: 0 })).toBe('Showing 0 of 0');
  });

  it('reads the page from the URL, dropping nonsense', () => {
    expect(ZRegistrationListSearch.parse({ page: '3' }).page).toBe(3);
    expect(ZRegistrationListSearch.parse({ page: '0' }).page).toBeUndefined();
    expect(ZRegistrationListSearch.parse({ page: 'last' }).page).toBeUndefined();
  });
});
