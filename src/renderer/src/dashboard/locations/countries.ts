import englishNames from 'i18n-iso-countries/langs/en.json';

/**
 * ISO 3166-1 alpha-2 codes for the search's country filter (plus XK, which the service's gazetteer
 * uses for Kosovo). Names come from Intl; the ISO tables' English names serve only to recognise
 * the names a service gives (`countryLabel`).
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

function comparable(name: string): string {
  return name.normalize('NFKD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The filter's name for every English name a service may give a country: the filter's own, and the
 * official and other names the ISO tables list ('United States of America', 'Korea, Republic of').
 * A name two countries share ('Congo') names neither.
 */
const filterNameByName = ((): Map<string, string | null> => {
  const filterName = new Map(filterCountries.map((country) => [country.code, country.name]));
  const byName = new Map<string, string | null>();
  for (const [code, names] of Object.entries(englishNames.countries)) {
    for (const name of typeof names === 'string' ? [names] : names) {
      const key = comparable(name);
      const label = filterName.get(code) ?? null;
      byName.set(key, byName.has(key) && byName.get(key) !== label ? null : label);
    }
  }
  for (const country of filterCountries) byName.set(comparable(country.name), country.name);
  return byName;
})();

/**
 * A country as the filter names it ('United States' for the service's 'United States of America'),
 * so the places and the filter say the same; a name it cannot place shows as the service gave it.
 */
export function countryLabel(serviceName: string): string {
  return filterNameByName.get(comparable(serviceName)) ?? serviceName;
}
