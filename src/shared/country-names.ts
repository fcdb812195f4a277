import englishNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { filterCountries } from './countries';
import type { InterfaceLanguage } from './i18n/languages';

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

const regionNames = new Map<InterfaceLanguage, Intl.DisplayNames | null>();

function regionNamesIn(language: InterfaceLanguage): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return regionNames.get(language) ?? null;
}

/**
 * A country as the search's filter names it ('United States' for the service's 'United States of
 * America'), so every window says the same short name; in another language as Intl names it there
 * ('Vereinigte Staaten'). A name it cannot place stays as the service gave it. Main stores places
 * with the English name (`'en'`), which a window may then show in the interface language.
 */
export function shortCountryName(serviceName: string, language: InterfaceLanguage): string {
  const code = codeByName.get(comparable(serviceName)) ?? null;
  if (code === null) return serviceName;
  const english = filterNameByCode.get(code) ?? serviceName;
  return language === 'en' ? english : (regionNamesIn(language)?.of(code) ?? english);
}
