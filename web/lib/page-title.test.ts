import { describe, expect, it } from 'vitest';
import { festivalTitle, pageTitle } from './page-title';

describe('page titles [TI-1]', () => {
  it('names the page and the festival from the root match', () => {
    const matches = [{ loaderData: { festival: { id: '2027' } } }, { loaderData: {} }];
    expect(pageTitle('Venues', matches)).toBe('Venues · NZIF 2027');
    expect(festivalTitle(matches)).toBe('NZIF 2027');
  });

  it('still says NZIF when no festival is loaded', () => {
    expect(pageTitle('Log in', [{ loaderData: { festival: null } }])).toBe('Log in · NZIF');
    expect(pageTitle('Log in', [])).toBe('Log in · NZIF');
  });
});
