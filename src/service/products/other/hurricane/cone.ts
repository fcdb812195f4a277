import type { Point } from '@service/atmosphere/atmosphere';
import { destination } from '../geometry';

const kmPerNauticalMile = 1.852;
const round = (value: number) => Math.round(value * 1000) / 1000;
/** Radii of the cone (nm) by lead time (h): the National Hurricane Center's Atlantic track error circles. */
const coneRadiiNm: Record<number, number> = { 0: 5, 12: 26, 24: 39, 36: 53, 48: 67, 60: 81, 72: 99, 96: 145, 120: 205 };

export function coneRadiusKm(leadHours: number): number {
  return (coneRadiiNm[leadHours] ?? 205) * kmPerNauticalMile;
}

function bearing(from: Point, to: Point): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lon - from.lon) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) - Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lon - from.lon) * rad);
  return ((Math.atan2(y, x) / rad) + 360) % 360;
}

/**
 * The uncertainty cone around a forecast track: the error circle of each forecast point joined
 * by its left and right edges, closed by a half circle beyond the last point. Returned as one
 * closed GeoJSON ring of [lon, lat].
 */
export function coneRing(points: readonly (Point & { leadHours: number })[]): [number, number][] {
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1] ?? point;
    const previous = points[index - 1] ?? point;
    const heading = next === point ? bearing(previous, point) : bearing(point, next);
    const radius = coneRadiusKm(point.leadHours);
    left.push(destination(point, heading - 90, radius));
    right.push(destination(point, heading + 90, radius));
  });
  const last = points.at(-1);
  const cap: Point[] = [];
  if (last !== undefined && points.length > 1) {
    const heading = bearing(points.at(-2) ?? last, last);
    for (let angle = -90; angle <= 90; angle += 30) cap.push(destination(last, heading + angle, coneRadiusKm(last.leadHours)));
  }
  const ring = [...left, ...cap, ...right.reverse()].map((point): [number, number] => [round(point.lon), round(point.lat)]);
  const first = ring[0];
  return first === undefined ? [] : [...ring, first];
}
