import { flagCode } from '#core/people/countries';

// Each flag is its own small SVG file, fetched only when a chip shows it; the map itself is just
// file names. `no-inline` keeps Vite from pasting every flag into the script as a data URL.
const FLAGS = '../../node_modules/country-flag-icons/3x2/';
const flagUrls = import.meta.glob<string>('../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

export function flagUrl(country: string): string | null {
  const code = flagCode(country);
  return (code && flagUrls[`${FLAGS}${code}.svg`]) || null;
}

/** A country's flag as a picture, named for screen readers by the country (`label`). */
export function CountryFlag({ country, label }: { country: string; label: string }) {
  const src = flagUrl(country);
  if (!src) return null;
  return <img className="country-flag" src={src} alt={label} width={18} height={12} />;
}
