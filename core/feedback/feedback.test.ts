import { describe, expect, it } from 'vitest';
import { FEEDBACK_EMPTY_MESSAGE, ZFeedbackInput } from './schemas';
import { feedbackClosesAt, feedbackWindow } from './window';

describe('ZFeedbackInput', () => {
  it('accepts a rating alone or text alone, trimming text', () => {
    expect(ZFeedbackInput.parse({ rating: 5 })).toEqual({
      rating: 5,
      positive: '',
      constructive: '',
      testimonial: '',
    });
    expect(ZFeedbackInput.parse({ rating: null, positive: '  Loved it ' }).positive).toBe('Loved it');
  });

  it('refuses an empty form, ratings outside 1–5 and text over 2000 characters', () => {
    const empty = ZFeedbackInput.safeParse({ rating: null, positive: '   ' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([FEEDBACK_EMPTY_MESSAGE]);
    expect(ZFeedbackInput.safeParse({ rating: 0 }).success).toBe(false);
    expect(ZFeedbackInput.safeParse({ rating: 6 }).success).toBe(false);
    expect(ZFeedbackInput.safeParse({ rating: 2.5 }).success).toBe(false);
    expect(ZFeedbackInput.safeParse({ positive: 'x'.repeat(2001) }).success).toBe(false);
    expect(ZFeedbackInput.safeParse({ positive: 'x'.repeat(2000) }).success).toBe(true);
  });
});

describe('feedbackWindow', () => {
  const session = { startsAt: new Date('2027-10-05T21:00:00Z'), endsAt: new Date('2027-10-06T00:00:00Z') };

  it('opens at the start and closes 14 days after the end', () => {
    expect(feedbackWindow(session, new Date('2027-10-05T20:59:59Z'))).toBe('not-started');
    expect(feedbackWindow(session, session.startsAt)).toBe('open');
    expect(feedbackClosesAt(session)).toEqual(new Date('2027-10-20T00:00:00Z'));
    expect(feedbackWindow(session, new Date('2027-10-20T00:00:00Z'))).toBe('open');
    expect(feedbackWindow(session, new Date('2027-10-20T00:00:01Z'))).toBe('closed');
  });
});
