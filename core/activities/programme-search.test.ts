import { describe, expect, it } from 'vitest';
import { hasProgrammeFilters, matchesProgrammeSearch, ZProgrammeSearch } from './programme-search';

describe('programme search params [issue 28]', () => {
  it('reads ids typed as plain numbers or strings, and drops what it cannot read', () => {
    expect(
      ZProgrammeSearch.parse({ venue: 3, presenter: '7', city: 'x', view: 'grid', day: '2027-10-03' }),
    ).toEqual({ venue: 3, presenter: 7, city: undefined, view: 'grid', day: '2027-10-03' });
    expect(
      ZProgrammeSearch.parse({ view: 'table', day: 'monday', places: 'nope', suitability: ' ' }),
    ).toEqual({
      view: undefined,
      day: undefined,
      places: undefined,
      suitability: undefined,
    });
    expect(ZProgrammeSearch.parse({ places: true }).places).toBe(true);
    expect(ZProgrammeSearch.parse({ places: '1' }).places).toBe(true);
  });

  it('knows when a filter is on (view and day are not filters)', () => {
    expect(hasProgrammeFilters({ view: 'grid', day: '2027-10-03' })).toBe(false);
    expect(hasProgrammeFilters({ places: true })).toBe(true);
  });

  const activity = {
    suitability: 'All levels',
    presenters: [
      { id: '1', isFestival: false, city: { id: '10' } },
      { id: '2', isFestival: true, city: { id: '11' } },
    ],
  };
  const session = { full: false, cancelled: false, venue: { id: '5' } };

  it('combines filters: every one given must match', () => {
    expect(matchesProgrammeSearch(activity, session, {})).toBe(true);
    expect(matchesProgrammeSearch(activity, session, { venue: 5, presenter: 1, city: 10 })).toBe(true);
    expect(matchesProgrammeSearch(activity, session, { venue: 5, presenter: 3 })).toBe(false);
    expect(matchesProgrammeSearch(activity, session, { suitability: 'All levels', venue: 6 })).toBe(false);
    expect(matchesProgrammeSearch(activity, session, { suitability: 'All levels' })).toBe(true);
  });

  it('takes the city from presenters other than the festival itself', () => {
    expect(matchesProgrammeSearch(activity, session, { city: 11 })).toBe(false);
  });

  it('"has places left" leaves out full and cancelled sessions', () => {
    expect(matchesProgrammeSearch(activity, session, { places: true })).toBe(true);
    expect(matchesProgrammeSearch(activity, { ...session, full: true }, { places: true })).toBe(false);
    expect(matchesProgrammeSearch(activity, { ...session, cancelled: true }, { places: true })).toBe(false);
  });
});
