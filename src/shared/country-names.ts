import englishNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { filterCountries } from './countries';

function comparable(name: string): string {
  return name.normalize('NFKD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const filterNameByCode = new Map(filterCountries.map((country) => [country.code, country.name]));

/** An ISO table's names of each country (a name, or the official one and others). */
export type CountryNameTable = Readonly<Record<string, string | readonly string[]>>;

/** A lookup from every name a table gives a country to its filter code; a name two countries share names neither. */
export type CountryCodesByName = ReadonlyMap<string, string | null>;

export function countryCodesByName(table: CountryNameTable): CountryCodesByName {
  const byName = new Map<string, string | null>();
  for (const [code, names] of Object.entries(table)) {
    for (const name of typeof names === 'string' ? [names] : names) {
      const key = comparable(name);
      const known = filterNameByCode.has(code) ? code : null;
      byName.set(key, byName.has(key) && byName.get(key) !== known ? null : known);
    }
  }
  return byName;
}

/**
 * The filter's code for every English name a service may give a country: the filter's own, and the
 * official and other names the ISO tables list ('United States of America', 'Korea, Republic of').
 */
const codeByEnglishName = ((): Map<string, string | null> => {
  const byName = new Map(countryCodesByName(englishNames.countries));
  for (const country of filterCountries) byName.set(comparable(country.name), country.code);
  return byName;
})();

/**
 * A country as the search's filter names it in English ('United States' for the service's 'United
 * States of America', or for 'Vereinigte Staaten von Amerika' given the German table), so every
 * window says the same short name, and shows it in the interface language (`countryIn`). A name it
 * cannot place stays as the service gave it.
 */
export function shortCountryName(serviceName: string, dataLanguageNames?: CountryCodesByName): string {
  const key = comparable(serviceName);
  const code = codeByEnglishName.get(key) ?? dataLanguageNames?.get(key) ?? null;
  return code === null ? serviceName : (filterNameByCode.get(code) ?? serviceName);
}
