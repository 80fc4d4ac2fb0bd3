import { describe, expect, it } from 'vitest';
import { countryCode, countryName, flagCode, isCountryCode, listCountries } from './countries';

describe('countryName [LF-5]', () => {
  it.each([
    ['nz', true, 'Aotearoa'],
    ['NZ', true, 'Aotearoa'],
    ['nz', false, 'New Zealand'],
    ['uk', true, 'United Kingdom'],
    ['gb', false, 'United Kingdom'],
    ['UK', false, 'United Kingdom'],
    ['us', true, 'United States'],
    ['au', true, 'Australia'],
    ['de', true, 'Germany'],
    ['fr', false, 'France'],
    ['ca', true, 'Canada'],
    ['jp', true, 'Japan'],
    ['ws', true, 'Samoa'],
    ['ck', true, 'Cook Islands'],
    ['zz', true, 'ZZ'], // unknown code: upper-cased
    ['xk', true, 'XK'],
  ])('%s (traditional names %s) is %s', (code, showTraditionalNames, expected) => {
    expect(countryName(code, { showTraditionalNames })).toBe(expected);
  });

  it('shows traditional names by default [LF-4] [LF-5]', () => {
    expect(countryName('nz')).toBe('Aotearoa');
    expect(countryName('gb')).toBe('United Kingdom');
  });

  it('accepts a stored country name as well as a code', () => {
    expect(countryName('New Zealand', { showTraditionalNames: true })).toBe('Aotearoa');
    expect(countryName('new zealand', { showTraditionalNames: false })).toBe('New Zealand');
    expect(countryName('Germany')).toBe('Germany');
    expect(countryName(' Atlantis ')).toBe('Atlantis');
    expect(countryCode('United States of America')).toBe('us');
    expect(countryCode('Aotearoa')).toBe('nz');
    expect(countryCode('nowhere')).toBeNull();
  });

  it('has every officially assigned ISO 3166-1 alpha-2 code', () => {
    const countries = listCountries();
    expect(countries).toHaveLength(249);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(249);
    expect([...codes].sort()).toEqual(codes);
    // Cross-check against the engine's own region list: every code is a known region.
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const { code, name } of countries) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(name.length).toBeGreaterThan(2);
      expect(display.of(code.toUpperCase())).not.toBe(code.toUpperCase());
    }
    expect(isCountryCode('nz')).toBe(true);
    expect(isCountryCode('uk')).toBe(true);
    expect(isCountryCode('zz')).toBe(false);
    expect(isCountryCode('New Zealand')).toBe(false);
  });
});

describe('flagCode [PG-6]', () => {
  it.each([
    ['nz', 'NZ'],
    ['NZ', 'NZ'],
    ['au', 'AU'],
    ['gb', 'GB'],
    ['uk', 'GB'],
    ['us', 'US'],
    ['New Zealand', 'NZ'],
    ['', null],
    ['n', null],
    ['nzl', null],
    ['1a', null],
  ])('%j → %j', (code, flag) => {
    expect(flagCode(code)).toBe(flag);
  });
});
