import { describe, expect, it } from 'vitest';
import { type CityLike, cityChipLabel, cityDisplayName, usesTraditionalNames } from './cities';
import { searchCities } from './city-search';

type City = CityLike & { id: string };

const wellington: City = {
  id: '1',
  name: 'Wellington',
  traditionalNames: ['Te Whanganui-a-Tara'],
  country: 'nz',
};
const auckland: City = { id: '2', name: 'Auckland', traditionalNames: ['Tāmaki Makaurau'], country: 'nz' };
const christchurch: City = { id: '3', name: 'Christchurch', traditionalNames: ['Ōtautahi'], country: 'nz' };
const whanganui: City = { id: '4', name: 'Whanganui', traditionalNames: [], country: 'nz' };
const melbourne: City = { id: '5', name: 'Melbourne', traditionalNames: ['Naarm'], country: 'au' };
const sydney: City = { id: '6', name: 'Sydney', traditionalNames: [], country: 'au' };
const london: City = { id: '7', name: 'London', traditionalNames: [], country: 'gb' };
const vancouver: City = { id: '8', name: 'Vancouver', traditionalNames: ['xʷməθkʷəy̓əm'], country: 'ca' };
const berlin: City = { id: '9', name: 'Berlin', traditionalNames: [], country: 'DE' };

const cities = [wellington, auckland, christchurch, whanganui, melbourne, sydney, london, vancouver, berlin];

describe('usesTraditionalNames [LF-6]', () => {
  it.each([
    [wellington, true],
    [whanganui, true], // nz, even with none recorded
    [sydney, true], // au
    [{ ...sydney, country: 'AU' }, true],
    [vancouver, true], // elsewhere, but has traditional names
    [london, false],
    [berlin, false],
  ])('%o → %s', (city, expected) => {
    expect(usesTraditionalNames(city)).toBe(expected);
  });
});

describe('cityDisplayName and cityChipLabel [LF-4] [PG-6]', () => {
  it.each([
    [wellington, true, 'Te Whanganui-a-Tara', 'Te Whanganui-a-Tara'],
    [wellington, false, 'Wellington', 'Wellington'],
    [melbourne, true, 'Naarm', 'Naarm'],
    [whanganui, true, 'Whanganui', 'Whanganui'],
    [vancouver, true, 'xʷməθkʷəy̓əm', 'xʷməθkʷəy̓əm'],
    [vancouver, false, 'Vancouver', 'Vancouver'],
    [london, true, 'London', 'United Kingdom'],
    [berlin, false, 'Berlin', 'Germany'],
  ])('%o with traditional names %s shows %s, chip %s', (city, show, display, chip) => {
    expect(cityDisplayName(city, show)).toBe(display);
    expect(cityChipLabel(city, show)).toBe(chip);
  });
});

describe('searchCities [CS-1]', () => {
  const ids = (query: string) => searchCities(cities, query).map((c) => c.id);

  it.each([
    ['wellington', '1'],
    ['WELLINGTON', '1'],
    ['welington', '1'], // one letter missing
    ['whanganui-a-tara', '1'],
    ['tamaki', '2'], // no macron
    ['Tāmaki Makaurau', '2'],
    ['auckland', '2'],
    ['otautahi', '3'],
    ['naarm', '5'],
    ['london', '7'],
  ])('finds %j first as city %s', (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });

  it('matches English and traditional names anywhere in the name', () => {
    expect(ids('whanganui').sort()).toEqual(['1', '4']);
  });

  it('returns nothing for an empty query or no match', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('zzzzqqq')).toEqual([]);
  });

  it('is not fooled by distant strings (threshold 0.3)', () => {
    expect(ids('sidknee')).not.toContain('6');
    expect(ids('berlinxyz')).not.toContain('9');
  });

  it('reindexes a different list', () => {
    expect(searchCities([sydney], 'sydney')).toEqual([sydney]);
    expect(searchCities([london], 'sydney')).toEqual([]);
  });
});
