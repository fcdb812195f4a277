import { createRequire } from 'node:module';

/** A time zone's exemplar city as Unicode CLDR names it. */
export interface ExemplarCity {
  /** IANA zone, e.g. Europe/Helsinki. */
  zone: string;
  english: string;
  /** Languages whose name differs from the English one: { sv: 'Helsingfors' }. */
  names: Map<string, string>;
}

interface ZoneTree {
  [key: string]: ZoneTree | string | undefined;
  exemplarCity?: string;
}

const require = createRequire(import.meta.url);

function zoneTree(language: string): ZoneTree {
  const file = require(`cldr-dates-full/main/${language}/timeZoneNames.json`) as {
    main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }>;
  };
  return Object.values(file.main)[0]?.dates.timeZoneNames.zone ?? {};
}

/** Exemplar city names by zone, where the locale names the city itself rather than inheriting the root's. */
function exemplarsOf(tree: ZoneTree, path: string[] = [], found = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'object') continue;
    if (typeof value.exemplarCity === 'string') found.set([...path, key].join('/'), value.exemplarCity);
    else exemplarsOf(value, [...path, key], found);
  }
  return found;
}

/**
 * CLDR's localized names of the ~430 cities that name time zones (the `cldr-dates-full` package),
 * in the given languages. CLDR leaves out a name that is the same as the root's (the zone id's
 * city with spaces), so a missing name means the English one.
 */
export function readExemplarCities(languages: readonly string[]): ExemplarCity[] {
  const english = exemplarsOf(zoneTree('en'));
  const byLanguage = languages.map((language) => ({ language, exemplars: exemplarsOf(zoneTree(language)) }));
  const zones = new Set(byLanguage.flatMap(({ exemplars }) => [...exemplars.keys()]));
  return [...zones]
    .filter((zone) => !zone.startsWith('Etc/'))
    .map((zone) => {
      const englishName = english.get(zone) ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
      const names = new Map<string, string>();
      for (const { language, exemplars } of byLanguage) {
        const name = exemplars.get(zone);
        if (name !== undefined && name !== englishName) names.set(language, name);
      }
      return { zone, english: englishName, names };
    });
}
