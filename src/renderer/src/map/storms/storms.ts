import type { HurricaneFeature, HurricaneProperties, Hurricanes, Position } from '@shared/api/products';
import { mapText } from '../text';

/** A storm's current or forecast position, with the intensity the service gives it there. */
export interface StormPoint {
  lat: number;
  /** Continuous with the rest of its storm: past 180° where the storm crosses the antimeridian. */
  lon: number;
  kind: 'current' | 'forecast';
  /** UTC; null when the service gave none. */
  time: string | null;
  leadHours: number | null;
  /** Saffir-Simpson 1-5; 0 below hurricane force; null unknown. */
  category: number | null;
  /** 'Tropical storm', 'Category 3'... as the service names it. */
  intensityClass: string | null;
  /** TD, TS, HU, TY...: the service's word for the storm at this point. */
  stormType: string | null;
  /** m/s. */
  windSpeed: number | null;
  /** hPa. */
  pressure: number | null;
}

/** One active storm as the overlay draws it: its past track, its points, forecast track and cone. */
export interface Storm {
  id: string;
  name: string;
  basinName: string | null;
  /** When the advisory the data belongs to was issued (UTC). */
  advisoryTime: string | null;
  current: StormPoint;
  /** Current first, then the forecast positions in time order. */
  points: StormPoint[];
  /** [lat, lon] pairs, as Leaflet takes them. */
  track: [number, number][];
  forecastTrack: [number, number][];
  cone: [number, number][];
}

/** A longitude moved by whole turns to within 180° of `near`, so a path never jumps across the world. */
function beside(lon: number, near: number): number {
  return lon + 360 * Math.round((near - lon) / 360);
}

/** Each position beside the one before it, the first beside `start`: one continuous path. */
function continuous(path: readonly Position[], start: number): [number, number][] {
  let previous = start;
  return path.map(([lon = 0, lat = 0]) => {
    previous = beside(lon, previous);
    return [lat, previous];
  });
}

function pointOf(feature: HurricaneFeature, near: number): StormPoint | null {
  const { geometry, properties } = feature;
  if (geometry.type !== 'Point' || (properties.featureType !== 'current' && properties.featureType !== 'forecast')) return null;
  const [lon = 0, lat = 0] = geometry.coordinates;
  return {
    lat,
    lon: beside(lon, near),
    kind: properties.featureType,
    time: properties.time ?? null,
    leadHours: properties.leadHours ?? null,
    category: properties.category ?? null,
    intensityClass: properties.intensityClass ?? null,
    stormType: properties.stormType ?? null,
    windSpeed: properties.windSpeed ?? null,
    pressure: properties.pressure ?? null,
  };
}

function lineOf(features: readonly HurricaneFeature[], featureType: HurricaneProperties['featureType']): Position[] {
  const found = features.find((feature) => feature.properties.featureType === featureType);
  if (found === undefined) return [];
  if (found.geometry.type === 'LineString') return found.geometry.coordinates;
  if (found.geometry.type === 'Polygon') return found.geometry.coordinates[0] ?? [];
  return [];
}

/**
 * The service's GeoJSON, storm by storm (`stormId`), in the order the storms come. A storm
 * without a current position is left out: there is nothing to say where it is now.
 */
export function stormsOf(collection: Hurricanes): Storm[] {
  const byStorm = new Map<string, HurricaneFeature[]>();
  for (const feature of collection.features) {
    const features = byStorm.get(feature.properties.stormId) ?? [];
    features.push(feature);
    byStorm.set(feature.properties.stormId, features);
  }
  const storms: Storm[] = [];
  for (const [id, features] of byStorm) {
    const currentFeature = features.find((feature) => feature.properties.featureType === 'current');
    const anchor = currentFeature?.geometry.type === 'Point' ? (currentFeature.geometry.coordinates[0] ?? 0) : 0;
    const current = currentFeature === undefined ? null : pointOf(currentFeature, anchor);
    if (current === null || currentFeature === undefined) continue;
    const forecast = features
      .filter((feature) => feature.properties.featureType === 'forecast')
      .flatMap((feature) => pointOf(feature, anchor) ?? [])
      .sort((a, b) => (a.leadHours ?? 0) - (b.leadHours ?? 0));
    const track = lineOf(features, 'track');
    const { properties } = currentFeature;
    storms.push({
      id,
      name: properties.stormName,
      basinName: properties.basinName ?? null,
      advisoryTime: properties.advisoryTime ?? null,
      current,
      points: [current, ...forecast],
      // The past track runs into the present: continuous backwards from where the storm is now.
      track: continuous([...track].reverse(), anchor).reverse(),
      forecastTrack: continuous(lineOf(features, 'forecastTrack'), anchor),
      cone: continuous(lineOf(features, 'cone'), anchor),
    });
  }
  return storms;
}

/**
 * The Saffir-Simpson colours storm maps use (depression and storm in blues, categories 1-5 from
 * yellow to red); an unknown intensity is grey.
 */
const categoryColours = ['#5ebaff', '#00c5ff', '#ffd43b', '#ffb000', '#ff8a00', '#ff4d2e', '#d6006b'] as const;

export function stormColour(point: Pick<StormPoint, 'category' | 'stormType'>): string {
  if (point.category === null) return '#9a9a9a';
  if (point.category > 0) return categoryColours[Math.min(5, point.category) + 1] ?? '#d6006b';
  return point.stormType === 'TD' ? categoryColours[0] : categoryColours[1];
}

/** What the map writes on a point: 'Category 3', 'Tropical storm', else the service's short type. */
export function intensityName(point: StormPoint): string {
  return point.intensityClass ?? point.stormType ?? mapText('intensityUnknown');
}

/**
 * Where the storm is at `time` by its timed points (the current position and the forecast ones),
 * in a straight line between the two either side; null outside them: the past track carries no
 * times, and beyond the last forecast nothing is known.
 */
export function positionAt(storm: Storm, time: string | null): { lat: number; lon: number } | null {
  const at = time === null ? Number.NaN : Date.parse(time);
  if (!Number.isFinite(at)) return null;
  const timed = storm.points.flatMap((point) => {
    const ms = point.time === null ? Number.NaN : Date.parse(point.time);
    return Number.isFinite(ms) ? [{ point, ms }] : [];
  });
  for (let index = 0; index < timed.length; index += 1) {
    const here = timed[index];
    const next = timed[index + 1];
    if (here === undefined) continue;
    if (at === here.ms) return { lat: here.point.lat, lon: here.point.lon };
    if (next === undefined || at < here.ms || at > next.ms) continue;
    const share = (at - here.ms) / (next.ms - here.ms);
    return { lat: here.point.lat + (next.point.lat - here.point.lat) * share, lon: here.point.lon + (next.point.lon - here.point.lon) * share };
  }
  return null;
}
