import { createRequire } from 'node:module';
import { countryCodesByName, type CountryCodesByName, type CountryNameTable } from '@shared/country-names';
import type { Language } from '@shared/settings';

// Read when first needed, one language at a time: the tables of all 78 languages would be most of
// a megabyte in main for the one the user reads.
const requirePackageFile = createRequire(import.meta.url);
const tables = new Map<string, CountryCodesByName | undefined>();

/**
 * The names the service may give countries in the data language ('Vereinigte Staaten von
 * Amerika'), so a place found in German is stored under its English short name like any other;
 * undefined for English, or a language the ISO tables lack.
 */
export function countryNamesIn(language: Language): CountryCodesByName | undefined {
  const base = language.split('_')[0] ?? language;
  if (base === 'en') return undefined;
  if (!tables.has(base)) {
    let names: CountryCodesByName | undefined;
    try {
      names = countryCodesByName((requirePackageFile(`i18n-iso-countries/langs/${base}.json`) as { countries: CountryNameTable }).countries);
    } catch {
      names = undefined;
    }
    tables.set(base, names);
  }
  return tables.get(base);
}
