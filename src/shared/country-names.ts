import englishNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { filterCountries } from './countries';

function comparable(name: string): string {
  return name.normalize('NFKD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const filterNameByCode = new Map(filterCountries.map((country) => [country.code, country.name]));

/**
 * The filter's country code for every English name a service may give a country: the filter's
 * own, and the official and other names the ISO tables list ('United States of America', 'Korea,
 * Republic of'). A name two countries share ('Congo') names neither.
 */
const codeByName = ((): Map<string, string | null> => {
  const byName = new Map<string, string | null>();
  for (const [code, names] of Object.entries(englishNames.countries)) {
    for (const name of typeof names === 'string' ? [names] : names) {
      const key = comparable(name);
      const known = filterNameByCode.has(code) ? code : null;
      byName.set(key, byName.has(key) && byName.get(key) !== known ? null : known);
    }
  }
  for (const country of filterCountries) byName.set(comparable(country.name), country.code);
  return byName;
})();

/**
 * A country as the search's filter names it ('United States' for the service's 'United States of
 * America'), so every window says the same short name, and shows it in the interface language
 * (`countryIn`). A name it cannot place stays as the service gave it.
 */
export function shortCountryName(serviceName: string): string {
  const code = codeByName.get(comparable(serviceName)) ?? null;
  return code === null ? serviceName : (filterNameByCode.get(code) ?? serviceName);
}
