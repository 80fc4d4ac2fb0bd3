import { describe, expect, it } from 'vitest';
import { ZFestivalInput, ZVenueInput } from '#core/festival/festival-input';
import { slugify, ZActivityCreate, ZCastInput, ZSessionInput } from './programme-input';

const problems = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('programme input rules (issue 14)', () => {
  it('makes a slug from a name: accents folded, punctuation to single hyphens', () => {
    expect(slugify('Māori Myths & Legends!')).toBe('maori-myths-legends');
    expect(slugify('  --Hello,   World--  ')).toBe('hello-world');
    expect(slugify('!!!')).toBe('');
  });

  it('a new activity takes its slug from its name unless given, and refuses a name with no letters', () => {
    expect(ZActivityCreate.parse({ type: 'Show', name: 'The Big Show' })).toEqual({
      type: 'Show',
      name: 'The Big Show',
      slug: 'the-big-show',
    });
    expect(ZActivityCreate.parse({ type: 'Show', name: 'X', slug: 'my-show' }).slug).toBe('my-show');
    expect(Object.keys(problems(ZActivityCreate.safeParse({ type: 'Show', name: '!!!' })))).toEqual(['slug']);
    expect(problems(ZActivityCreate.safeParse({ type: 'Show', name: '' }))).toEqual({ name: 'Required' });
  });

  it('a session ends after it starts, at times like 19:30', () => {
    const base = { date: '2027-03-01', startTime: '10:00', endTime: '13:00', venueId: null, capacity: 12 };
    expect(ZSessionInput.safeParse(base).success).toBe(true);
    expect(problems(ZSessionInput.safeParse({ ...base, endTime: '10:00' }))).toEqual({
      endTime: 'Must end after it starts',
    });
    expect(problems(ZSessionInput.safeParse({ ...base, startTime: '7pm' }))).toEqual({
      startTime: 'Please give a time like 19:30',
    });
    expect(Object.keys(problems(ZSessionInput.safeParse({ ...base, capacity: 1.5 })))).toEqual(['capacity']);
  });

  it('a cast lists each person in each role once', () => {
    expect(
      ZCastInput.safeParse([
        { profileId: 1, role: 'tutor' },
        { profileId: 1, role: 'performer' },
      ]).success,
    ).toBe(true);
    expect(
      ZCastInput.safeParse([
        { profileId: 1, role: 'tutor' },
        { profileId: 1, role: 'tutor' },
      ]).success,
    ).toBe(false);
  });

  it('a festival stays in one year with a discount no bigger than the price', () => {
    const base = {
      startDate: '2028-03-01',
      endDate: '2028-03-07',
      baseWorkshopPrice: 6500,
      discountPerAdditionalWorkshop: 500,
      discountLimit: 5,
    };
    expect(ZFestivalInput.safeParse(base).success).toBe(true);
    expect(Object.keys(problems(ZFestivalInput.safeParse({ ...base, endDate: '2029-01-01' })))).toEqual([
      'endDate',
    ]);
    expect(
      Object.keys(problems(ZFestivalInput.safeParse({ ...base, discountPerAdditionalWorkshop: 7000 }))),
    ).toEqual(['discountPerAdditionalWorkshop']);
    expect(Object.keys(problems(ZFestivalInput.safeParse({ ...base, baseWorkshopPrice: 65.5 })))).toEqual([
      'baseWorkshopPrice',
    ]);
  });

  it('a venue has both coordinates or neither, and a blank room is none', () => {
    const base = {
      name: 'BATS',
      room: '',
      address: '1 Kent Tce',
      accessibilityNotes: '',
      latitude: null,
      longitude: null,
      position: 0,
    };
    expect(ZVenueInput.parse(base).room).toBeNull();
    expect(problems(ZVenueInput.safeParse({ ...base, latitude: -41 }))).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    expect(Object.keys(problems(ZVenueInput.safeParse({ ...base, latitude: 91, longitude: 0 })))).toEqual([
      'latitude',
    ]);
  });
});
