import Fuse from 'fuse.js';
import type { CityLike } from './cities';

// Apart from cities.ts so that pages showing city names do not load the fuzzy search (fuse.js).
const SEARCH_OPTIONS = {
  keys: ['name', 'traditionalNames'],
  threshold: 0.3,
  isCaseSensitive: false,
  // Match anywhere in a name ('whanganui' in 'Te Whanganui-a-Tara'), and macrons optional ('tamaki').
  ignoreLocation: true,
  ignoreDiacritics: true,
};

// One index per city list: the list usually comes once from the Cities query and is searched per
// keystroke. Keyed by array identity, so pass a new array (not a mutated one) when the list changes.
const indexes = new WeakMap<readonly CityLike[], Fuse<CityLike>>();

/** Fuzzy city search on name and traditional names, threshold 0.3, case-insensitive [CS-1]; best match first. */
export function searchCities<T extends CityLike>(cities: T[], query: string): T[] {
  const term = query.trim();
  if (!term) return [];
  let fuse = indexes.get(cities) as Fuse<T> | undefined;
  if (!fuse) {
    fuse = new Fuse(cities, SEARCH_OPTIONS);
    indexes.set(cities, fuse as unknown as Fuse<CityLike>);
  }
  return fuse.search(term).map((result) => result.item);
}
