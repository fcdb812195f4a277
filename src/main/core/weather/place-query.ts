import { createRequire } from 'node:module';
import englishNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { foldName } from '@service/places/fold';
import { countryCodesByName, type CountryNameTable } from '@shared/country-names';
import { countryOptions, filterCountries } from '@shared/countries';
import { interfaceLanguages } from '@shared/settings';

/** Spaces trimmed and every run of them one space, as the field's text is searched. */
export function tidyPlaceText(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/** A query split at its last comma: "Paris, Texas" is the name "Paris" and the qualifier "Texas". */
export interface SplitPlaceText {
  name: string;
  qualifier: string | null;
}

export function splitQualifier(text: string): SplitPlaceText {
  const comma = text.lastIndexOf(',');
  if (comma === -1) return { name: text, qualifier: null };
  const name = tidyPlaceText(text.slice(0, comma));
  const qualifier = tidyPlaceText(text.slice(comma + 1));
  // "Washington, D.C." keeps its comma when nothing stands before or after it.
  if (name === '' || qualifier === '') return { name: tidyPlaceText(text.replace(',', ' ')), qualifier: null };
  return { name, qualifier };
}

/** What a common abbreviation stands for: the name to search, in a country, in a first-level region where it says. */
export interface Expansion {
  name: string;
  country: string;
  region?: string;
}

/** Abbreviations people type for big cities; the service only knows the names. Keys are folded (foldName) without spaces, so "S.F." is "sf". */
const abbreviations: ReadonlyMap<string, Expansion> = new Map([
  ['nyc', { name: 'New York City', country: 'US' }],
  ['ny', { name: 'New York City', country: 'US' }],
  ['la', { name: 'Los Angeles', country: 'US', region: 'California' }],
  ['sf', { name: 'San Francisco', country: 'US' }],
  ['dc', { name: 'Washington', country: 'US', region: 'District of Columbia' }],
  ['washingtondc', { name: 'Washington', country: 'US', region: 'District of Columbia' }],
  ['philly', { name: 'Philadelphia', country: 'US' }],
  ['vegas', { name: 'Las Vegas', country: 'US' }],
  ['hk', { name: 'Hong Kong', country: 'HK' }],
  ['kl', { name: 'Kuala Lumpur', country: 'MY' }],
  ['cdmx', { name: 'Mexico City', country: 'MX' }],
  ['rio', { name: 'Rio de Janeiro', country: 'BR' }],
]);

/** The expansion of a whole query that is a common abbreviation, unless the user's country filter says otherwise. */
export function expandAbbreviation(text: string, country: string | undefined): Expansion | undefined {
  const expansion = abbreviations.get(foldName(text).replaceAll(' ', ''));
  if (expansion === undefined) return undefined;
  return country === undefined || country.toUpperCase() === expansion.country ? expansion : undefined;
}

/** US states and Canadian provinces by the two letters people write after a town ("Springfield, IL"). */
const regionCodes: ReadonlyMap<string, string> = new Map(
  Object.entries({
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
    DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
    IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
    MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
    NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
    NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
    RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
    AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan',
  }),
);

/**
 * The region a qualifier names, folded: a state's two letters stand for its name ("IL" → "illinois");
 * other two letters none ('' : "FR" is France, not every region beginning "Fr").
 */
export function regionOf(qualifier: string): string {
  const code = qualifier.replaceAll('.', '').toUpperCase();
  const named = regionCodes.get(code);
  if (named !== undefined) return foldName(named);
  return code.length <= 2 ? '' : foldName(qualifier);
}

const filterCodes = new Set(filterCountries.map((country) => country.code));
const requirePackageFile = createRequire(import.meta.url);
let countryCodes: Map<string, string> | undefined;

/** Every name the ISO tables give a country in the app's languages, folded, to its code ("Frankreich", "USA", "Suomi" …). */
function countryCodesByAnyName(): Map<string, string> {
  if (countryCodes !== undefined) return countryCodes;
  const byName = new Map<string, string>();
  const add = (table: CountryNameTable): void => {
    for (const [name, code] of countryCodesByName(table)) if (code !== null) byName.set(foldName(name), code);
  };
  add(englishNames.countries);
  for (const language of interfaceLanguages) {
    // The names the window's own country filter shows, then the ISO tables' others.
    for (const option of countryOptions(language)) byName.set(foldName(option.name), option.code);
    if (language === 'en') continue;
    try {
      add((requirePackageFile(`i18n-iso-countries/langs/${language}.json`) as { countries: CountryNameTable }).countries);
    } catch {
      // A language the ISO tables lack: its names are not recognised, English ones still are.
    }
  }
  countryCodes = byName;
  return byName;
}

/** The ISO code a qualifier names: a code ("FR", "fi") or a country's name in one of the app's languages ("France", "Frankreich"). */
export function countryOf(qualifier: string): string | undefined {
  const upper = qualifier.trim().toUpperCase();
  if (/^[A-Z]{2}$/u.test(upper) && filterCodes.has(upper)) return upper;
  return countryCodesByAnyName().get(foldName(qualifier));
}
