import { countryName } from './countries';

/**
 * Cities and their traditional names (for example Te Whanganui-a-Tara for Wellington) [LF-4].
 */
export type CityLike = { name: string; traditionalNames: string[]; country: string };

const TRADITIONAL_NAME_COUNTRIES = new Set(['nz', 'au']);

/** Where the festival happens, named like any other city. */
export const FESTIVAL_CITY: CityLike = {
  name: 'Wellington',
  traditionalNames: ['Te Whanganui-a-Tara'],
  country: 'nz',
};

/** Traditional-name display applies to cities in Aotearoa or Australia, or any with traditional names [LF-6]. */
export function usesTraditionalNames(city: CityLike): boolean {
  return (
    TRADITIONAL_NAME_COUNTRIES.has(city.country.trim().toLowerCase()) || city.traditionalNames.length > 0
  );
}

/**
 * The name to show for a city: its first traditional name while traditional names are shown and
 * the city has one, otherwise its English name. (A city in NZ or AU with no recorded traditional
 * name falls back to its English name, too.)
 */
export function cityDisplayName(city: CityLike, showTraditionalNames: boolean): string {
  const traditional = city.traditionalNames[0];
  return showTraditionalNames && traditional && usesTraditionalNames(city) ? traditional : city.name;
}

/**
 * The label of a city chip, as the original programme cards showed it [PG-6]: the city (see
 * `cityDisplayName`) for places where traditional-name logic applies, the country name elsewhere.
 */
export function cityChipLabel(city: CityLike, showTraditionalNames: boolean): string {
  return usesTraditionalNames(city)
    ? cityDisplayName(city, showTraditionalNames)
    : countryName(city.country, { showTraditionalNames });
}
