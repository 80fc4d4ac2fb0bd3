/**
 * Country names and flags [LF-5]. The codes are ISO 3166-1 alpha-2 (all 249 officially assigned);
 * their English names come from the JavaScript engine's own region names (Intl.DisplayNames, the
 * same CLDR data in Node and every browser), so no name table ships in the bundle. The spec's own
 * names override it: 'nz' (Aotearoa, or New Zealand), 'gb'/'uk' (United Kingdom), 'us' (United
 * States). Countries may be stored with a code in either case ('nz', 'NZ'), and the historical 'uk'
 * is accepted for the United Kingdom.
 */

const CODES =
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq ' +
  'br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm ' +
  'do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs ' +
  'gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn ' +
  'kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq ' +
  'mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm ' +
  'pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv ' +
  'sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi ' +
  'vn vu wf ws ye yt za zm zw';

/** Where the spec words a country its own way (nz has a second, traditional name below). */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  nz: 'New Zealand',
  gb: 'United Kingdom',
  us: 'United States',
};

let names: Map<string, string> | undefined;
let codesByName: Map<string, string> | undefined;

function getNames(): Map<string, string> {
  if (!names) {
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    names = new Map(
      CODES.split(' ').map((code) => [code, NAME_OVERRIDES[code] ?? display.of(code.toUpperCase()) ?? code]),
    );
  }
  return names;
}

/** Lower-case codes and names that stand for a code ('uk', and names the table words differently). */
const ALIASES: Readonly<Record<string, string>> = {
  uk: 'gb',
  aotearoa: 'nz',
  'united states of america': 'us',
  'great britain': 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
};

/**
 * The lower-case ISO code for a code in any case, or (because some stored cities carry a country
 * name) for an English country name; null when unrecognised.
 */
export function countryCode(codeOrName: string): string | null {
  const lower = codeOrName.trim().toLowerCase();
  const key = ALIASES[lower] ?? lower;
  if (getNames().has(key)) return key;
  codesByName ??= new Map([...getNames()].map(([code, name]) => [nameKey(name), code]));
  return codesByName.get(nameKey(lower)) ?? null;
}

/** A name as a lookup key: 'St. Lucia & …' and 'Saint Lucia and …' (older stored wording) match. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\bst\.\s/g, 'saint ')
    .replace(/\s+/g, ' ');
}

/** Every ISO 3166-1 alpha-2 code (lower case) with its English name, in code order. */
export function listCountries(): Array<{ code: string; name: string }> {
  return [...getNames()].map(([code, name]) => ({ code, name }));
}

export function isCountryCode(code: string): boolean {
  const lower = code.trim().toLowerCase();
  return getNames().has(ALIASES[lower] ?? lower) && /^[a-z]{2}$/.test(lower);
}

/**
 * Display name of a country code: 'nz' is 'Aotearoa' while traditional names are shown (the
 * default) and 'New Zealand' otherwise; 'uk' and 'gb' are 'United Kingdom'; 'us' is 'United
 * States'; others are the engine's English region name. An unknown code is returned upper-cased; an unknown
 * longer value (a free-text country) is returned as given, trimmed.
 */
export function countryName(code: string, options: { showTraditionalNames?: boolean } = {}): string {
  const key = countryCode(code);
  if (key === 'nz' && (options.showTraditionalNames ?? true)) return 'Aotearoa';
  const name = key ? getNames().get(key) : undefined;
  if (name) return name;
  const trimmed = code.trim();
  return trimmed.length === 2 ? trimmed.toUpperCase() : trimmed;
}

/**
 * The upper-case ISO code whose flag picture to show ('uk' and 'England' give GB); null if
 * unknown. Pictures, not emoji: Windows draws emoji flags as two letters.
 */
export function flagCode(code: string): string | null {
  return countryCode(code)?.toUpperCase() ?? null;
}
