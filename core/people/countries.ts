/**
 * Country names and flags [LF-5]. The table is ISO 3166-1 alpha-2 (all 249 officially assigned
 * codes) with short English names, kept as one string parsed on first use so it costs little in the
 * browser bundle. Countries may be stored with a code in either case ('nz', 'NZ'), and the
 * historical 'uk' is accepted for the United Kingdom.
 */

// Each entry is a two-letter code followed directly by the name; entries are separated by '|'.
const TABLE =
  'ADAndorra|AEUnited Arab Emirates|AFAfghanistan|AGAntigua and Barbuda|AIAnguilla|ALAlbania|' +
  'AMArmenia|AOAngola|AQAntarctica|ARArgentina|ASAmerican Samoa|ATAustria|AUAustralia|AWAruba|' +
  'AXÅland Islands|AZAzerbaijan|BABosnia and Herzegovina|BBBarbados|BDBangladesh|BEBelgium|' +
  'BFBurkina Faso|BGBulgaria|BHBahrain|BIBurundi|BJBenin|BLSaint Barthélemy|BMBermuda|BNBrunei|' +
  'BOBolivia|BQCaribbean Netherlands|BRBrazil|BSBahamas|BTBhutan|BVBouvet Island|BWBotswana|' +
  'BYBelarus|BZBelize|CACanada|CCCocos (Keeling) Islands|CDCongo (DRC)|CFCentral African Republic|' +
  'CGCongo|CHSwitzerland|CICôte d’Ivoire|CKCook Islands|CLChile|CMCameroon|CNChina|COColombia|' +
  'CRCosta Rica|CUCuba|CVCabo Verde|CWCuraçao|CXChristmas Island|CYCyprus|CZCzechia|DEGermany|' +
  'DJDjibouti|DKDenmark|DMDominica|DODominican Republic|DZAlgeria|ECEcuador|EEEstonia|EGEgypt|' +
  'EHWestern Sahara|EREritrea|ESSpain|ETEthiopia|FIFinland|FJFiji|FKFalkland Islands|FMMicronesia|' +
  'FOFaroe Islands|FRFrance|GAGabon|GBUnited Kingdom|GDGrenada|GEGeorgia|GFFrench Guiana|' +
  'GGGuernsey|GHGhana|GIGibraltar|GLGreenland|GMGambia|GNGuinea|GPGuadeloupe|GQEquatorial Guinea|' +
  'GRGreece|GSSouth Georgia and the South Sandwich Islands|GTGuatemala|GUGuam|GWGuinea-Bissau|' +
  'GYGuyana|HKHong Kong|HMHeard Island and McDonald Islands|HNHonduras|HRCroatia|HTHaiti|HUHungary|' +
  'IDIndonesia|IEIreland|ILIsrael|IMIsle of Man|INIndia|IOBritish Indian Ocean Territory|IQIraq|' +
  'IRIran|ISIceland|ITItaly|JEJersey|JMJamaica|JOJordan|JPJapan|KEKenya|KGKyrgyzstan|KHCambodia|' +
  'KIKiribati|KMComoros|KNSaint Kitts and Nevis|KPNorth Korea|KRSouth Korea|KWKuwait|' +
  'KYCayman Islands|KZKazakhstan|LALaos|LBLebanon|LCSaint Lucia|LILiechtenstein|LKSri Lanka|' +
  'LRLiberia|LSLesotho|LTLithuania|LULuxembourg|LVLatvia|LYLibya|MAMorocco|MCMonaco|MDMoldova|' +
  'MEMontenegro|MFSaint Martin|MGMadagascar|MHMarshall Islands|MKNorth Macedonia|MLMali|MMMyanmar|' +
  'MNMongolia|MOMacao|MPNorthern Mariana Islands|MQMartinique|MRMauritania|MSMontserrat|MTMalta|' +
  'MUMauritius|MVMaldives|MWMalawi|MXMexico|MYMalaysia|MZMozambique|NANamibia|NCNew Caledonia|' +
  'NENiger|NFNorfolk Island|NGNigeria|NINicaragua|NLNetherlands|NONorway|NPNepal|NRNauru|NUNiue|' +
  'NZNew Zealand|OMOman|PAPanama|PEPeru|PFFrench Polynesia|PGPapua New Guinea|PHPhilippines|' +
  'PKPakistan|PLPoland|PMSaint Pierre and Miquelon|PNPitcairn Islands|PRPuerto Rico|PSPalestine|' +
  'PTPortugal|PWPalau|PYParaguay|QAQatar|RERéunion|RORomania|RSSerbia|RURussia|RWRwanda|' +
  'SASaudi Arabia|SBSolomon Islands|SCSeychelles|SDSudan|SESweden|SGSingapore|' +
  'SHSaint Helena, Ascension and Tristan da Cunha|SISlovenia|SJSvalbard and Jan Mayen|SKSlovakia|' +
  'SLSierra Leone|SMSan Marino|SNSenegal|SOSomalia|SRSuriname|SSSouth Sudan|' +
  'STSão Tomé and Príncipe|SVEl Salvador|SXSint Maarten|SYSyria|SZEswatini|' +
  'TCTurks and Caicos Islands|TDChad|TFFrench Southern Territories|TGTogo|THThailand|TJTajikistan|' +
  'TKTokelau|TLTimor-Leste|TMTurkmenistan|TNTunisia|TOTonga|TRTürkiye|TTTrinidad and Tobago|' +
  'TVTuvalu|TWTaiwan|TZTanzania|UAUkraine|UGUganda|UMUnited States Minor Outlying Islands|' +
  'USUnited States|UYUruguay|UZUzbekistan|VAVatican City|VCSaint Vincent and the Grenadines|' +
  'VEVenezuela|VGBritish Virgin Islands|VIU.S. Virgin Islands|VNVietnam|VUVanuatu|' +
  'WFWallis and Futuna|WSSamoa|YEYemen|YTMayotte|ZASouth Africa|ZMZambia|ZWZimbabwe';

let names: Map<string, string> | undefined;
let codesByName: Map<string, string> | undefined;

function getNames(): Map<string, string> {
  names ??= new Map(TABLE.split('|').map((entry) => [entry.slice(0, 2).toLowerCase(), entry.slice(2)]));
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
  codesByName ??= new Map([...getNames()].map(([code, name]) => [name.toLowerCase(), code]));
  return codesByName.get(lower) ?? null;
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
 * States'; others come from the ISO table. An unknown code is returned upper-cased; an unknown
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
