/**
 * ISO 3166-1 alpha-2 codes for the search's country filter (plus XK, which the service's gazetteer
 * uses for Kosovo), named by Intl. The ISO tables' English names serve only to recognise the names
 * a service gives (`shortCountryName` in ./country-names).
 */
const codes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export interface CountryOption {
  code: string;
  name: string;
}

/** Every country by its name in `locale`, sorted for that locale; a code Intl cannot name shows as itself. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The search filter's countries, named in English like the rest of the interface. */
export const filterCountries = countryOptions('en');

const codeByEnglishName = new Map(filterCountries.map((country) => [country.name, country.code]));
const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country as main stores it (the filter's English name, 'Finland') named in `locale`
 * ('Finnland'); a name the filter does not know stays as it is.
 */
export function countryIn(englishName: string, locale: string): string {
  const code = codeByEnglishName.get(englishName);
  if (code === undefined || locale === 'en') return englishName;
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return regionNames.get(locale)?.of(code) ?? englishName;
}
