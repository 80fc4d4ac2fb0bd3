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

/** The names this project shipped as its own table until the engine's names replaced it. */
const PREVIOUS_TABLE =
  'adAndorra|aeUnited Arab Emirates|afAfghanistan|agAntigua and Barbuda|aiAnguilla|alAlbania|' +
  'amArmenia|aoAngola|aqAntarctica|arArgentina|asAmerican Samoa|atAustria|auAustralia|awAruba|' +
  'axÅland Islands|azAzerbaijan|baBosnia and Herzegovina|bbBarbados|bdBangladesh|beBelgium|' +
  'bfBurkina Faso|bgBulgaria|bhBahrain|biBurundi|bjBenin|blSaint Barthélemy|bmBermuda|bnBrunei|' +
  'boBolivia|bqCaribbean Netherlands|brBrazil|bsBahamas|btBhutan|bvBouvet Island|bwBotswana|' +
  'byBelarus|bzBelize|caCanada|ccCocos (Keeling) Islands|cdCongo (DRC)|' +
  'cfCentral African Republic|cgCongo|chSwitzerland|ciCôte d’Ivoire|ckCook Islands|clChile|' +
  'cmCameroon|cnChina|coColombia|crCosta Rica|cuCuba|cvCabo Verde|cwCuraçao|cxChristmas Island|' +
  'cyCyprus|czCzechia|deGermany|djDjibouti|dkDenmark|dmDominica|doDominican Republic|dzAlgeria|' +
  'ecEcuador|eeEstonia|egEgypt|ehWestern Sahara|erEritrea|esSpain|etEthiopia|fiFinland|fjFiji|' +
  'fkFalkland Islands|fmMicronesia|foFaroe Islands|frFrance|gaGabon|gbUnited Kingdom|gdGrenada|' +
  'geGeorgia|gfFrench Guiana|ggGuernsey|ghGhana|giGibraltar|glGreenland|gmGambia|gnGuinea|' +
  'gpGuadeloupe|gqEquatorial Guinea|grGreece|gsSouth Georgia and the South Sandwich Islands|' +
  'gtGuatemala|guGuam|gwGuinea-Bissau|gyGuyana|hkHong Kong|hmHeard Island and McDonald Islands|' +
  'hnHonduras|hrCroatia|htHaiti|huHungary|idIndonesia|ieIreland|ilIsrael|imIsle of Man|inIndia|' +
  'ioBritish Indian Ocean Territory|iqIraq|irIran|isIceland|itItaly|jeJersey|jmJamaica|' +
  'joJordan|jpJapan|keKenya|kgKyrgyzstan|khCambodia|kiKiribati|kmComoros|' +
  'knSaint Kitts and Nevis|kpNorth Korea|krSouth Korea|kwKuwait|kyCayman Islands|kzKazakhstan|' +
  'laLaos|lbLebanon|lcSaint Lucia|liLiechtenstein|lkSri Lanka|lrLiberia|lsLesotho|ltLithuania|' +
  'luLuxembourg|lvLatvia|lyLibya|maMorocco|mcMonaco|mdMoldova|meMontenegro|mfSaint Martin|' +
  'mgMadagascar|mhMarshall Islands|mkNorth Macedonia|mlMali|mmMyanmar|mnMongolia|moMacao|' +
  'mpNorthern Mariana Islands|mqMartinique|mrMauritania|msMontserrat|mtMalta|muMauritius|' +
  'mvMaldives|mwMalawi|mxMexico|myMalaysia|mzMozambique|naNamibia|ncNew Caledonia|neNiger|' +
  'nfNorfolk Island|ngNigeria|niNicaragua|nlNetherlands|noNorway|npNepal|nrNauru|nuNiue|' +
  'nzNew Zealand|omOman|paPanama|pePeru|pfFrench Polynesia|pgPapua New Guinea|phPhilippines|' +
  'pkPakistan|plPoland|pmSaint Pierre and Miquelon|pnPitcairn Islands|prPuerto Rico|' +
  'psPalestine|ptPortugal|pwPalau|pyParaguay|qaQatar|reRéunion|roRomania|rsSerbia|ruRussia|' +
  'rwRwanda|saSaudi Arabia|sbSolomon Islands|scSeychelles|sdSudan|seSweden|sgSingapore|' +
  'shSaint Helena, Ascension and Tristan da Cunha|siSlovenia|sjSvalbard and Jan Mayen|' +
  'skSlovakia|slSierra Leone|smSan Marino|snSenegal|soSomalia|srSuriname|ssSouth Sudan|' +
  'stSão Tomé and Príncipe|svEl Salvador|sxSint Maarten|sySyria|szEswatini|' +
  'tcTurks and Caicos Islands|tdChad|tfFrench Southern Territories|tgTogo|thThailand|' +
  'tjTajikistan|tkTokelau|tlTimor-Leste|tmTurkmenistan|tnTunisia|toTonga|trTürkiye|' +
  'ttTrinidad and Tobago|tvTuvalu|twTaiwan|tzTanzania|uaUkraine|ugUganda|' +
  'umUnited States Minor Outlying Islands|usUnited States|uyUruguay|uzUzbekistan|' +
  'vaVatican City|vcSaint Vincent and the Grenadines|veVenezuela|vgBritish Virgin Islands|' +
  'viU.S. Virgin Islands|vnVietnam|vuVanuatu|wfWallis and Futuna|wsSamoa|yeYemen|ytMayotte|' +
  'zaSouth Africa|zmZambia|zwZimbabwe';

describe('country names from the engine, checked against the previous table', () => {
  const previous = PREVIOUS_TABLE.split('|').map((entry) => ({
    code: entry.slice(0, 2),
    name: entry.slice(2),
  }));

  it('covers exactly the same codes', () => {
    expect(listCountries().map((c) => c.code)).toEqual(previous.map((c) => c.code));
  });

  it('words every country as before, apart from CLDR\'s "&" and "St." and these', () => {
    const plainWording = (name: string) => name.replace(/ & /g, ' and ').replace(/^St\. /, 'Saint ');
    const reworded = previous
      .filter(({ code, name }) => plainWording(countryName(code, { showTraditionalNames: false })) !== name)
      .map(({ code, name }) => `${code}: ${name} → ${countryName(code, { showTraditionalNames: false })}`);
    expect(reworded).toEqual([
      'cd: Congo (DRC) → Congo - Kinshasa',
      'cg: Congo → Congo - Brazzaville',
      'cv: Cabo Verde → Cape Verde',
      'gs: South Georgia and the South Sandwich Islands → South Georgia & South Sandwich Islands',
      'hk: Hong Kong → Hong Kong SAR China',
      'hm: Heard Island and McDonald Islands → Heard & McDonald Islands',
      'mm: Myanmar → Myanmar (Burma)',
      'mo: Macao → Macao SAR China',
      'ps: Palestine → Palestinian Territories',
      'sh: Saint Helena, Ascension and Tristan da Cunha → St. Helena',
      'um: United States Minor Outlying Islands → U.S. Outlying Islands',
      'vc: Saint Vincent and the Grenadines → St. Vincent & Grenadines',
    ]);
  });

  it('still finds a code from a name stored in the previous wording', () => {
    for (const { code, name } of previous) {
      if (['cd', 'cg', 'cv', 'gs', 'hk', 'hm', 'mm', 'mo', 'ps', 'sh', 'um', 'vc'].includes(code)) continue;
      expect(countryCode(name), name).toBe(code);
    }
  });
});
