import { badParameter } from '@service/http/service-error';

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const number = /^-?\d+(\.\d+)?$/;

/** bbox=minLon,minLat,maxLon,maxLat in degrees; a box across the antimeridian is two requests. */
export function parseBox(raw: string | undefined): Box {
  if (raw === undefined || raw === '') throw badParameter('bbox', 'is required: minLon,minLat,maxLon,maxLat');
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => number.test(part.trim()))) {
    throw badParameter('bbox', `'${raw}' is not four numbers minLon,minLat,maxLon,maxLat`);
  }
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  if ([minLon, maxLon].some((lon) => lon < -180 || lon > 180) || [minLat, maxLat].some((lat) => lat < -90 || lat > 90)) {
    throw badParameter('bbox', 'longitudes must be within -180..180 and latitudes within -90..90');
  }
  if (minLon > maxLon || minLat > maxLat) throw badParameter('bbox', 'the minimum must not exceed the maximum');
  return { minLon, minLat, maxLon, maxLat };
}

/** The overlap of two boxes, or null when they do not meet. */
export function intersect(a: Box, b: Box): Box | null {
  const box = {
    minLon: Math.max(a.minLon, b.minLon),
    minLat: Math.max(a.minLat, b.minLat),
    maxLon: Math.min(a.maxLon, b.maxLon),
    maxLat: Math.min(a.maxLat, b.maxLat),
  };
  return box.minLon <= box.maxLon && box.minLat <= box.maxLat ? box : null;
}

export function contains(box: Box, lon: number, lat: number): boolean {
  return lon >= box.minLon && lon <= box.maxLon && lat >= box.minLat && lat <= box.maxLat;
}
