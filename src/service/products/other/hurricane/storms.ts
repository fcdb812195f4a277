import type { Point } from '@service/atmosphere/atmosphere';
import { destination, wrapLongitude } from '../geometry';
import { hashUnit } from '../hash';
import { basins, type Basin } from './basins';

const hourMs = 3_600_000;
const stepHours = 6;
const slotDays = 5;
/** Storms live four to ten days. */
const minLifeHours = 96;
const extraLifeHours = 144;
const longestLifeMs = (minLifeHours + extraLifeHours) * hourMs;

export interface TrackPoint extends Point {
  at: Date;
  /** Maximum sustained wind, knots. */
  windKt: number;
  /** Central pressure, hPa. */
  pressure: number;
}

export interface Storm {
  id: string;
  name: string;
  basin: Basin;
  /** Every six hours from genesis to dissipation. */
  track: TrackPoint[];
}

const between = (range: readonly [number, number], unit: number) => range[0] + (range[1] - range[0]) * unit;

/** Central pressure from wind by the Atkinson-Holliday relation V = 6.7 (1010 - p)^0.644. */
function centralPressure(windKt: number): number {
  return 1010 - (windKt / 6.7) ** (1 / 0.644);
}

/**
 * One storm's life, step by step: westwards with the trades, recurving past its latitude (turning
 * clockwise in the north, anticlockwise in the south) and speeding up; strengthening to a peak
 * midway through its life, weakening fast over land and over cooler water beyond 30°.
 */
function buildTrack(basin: Basin, genesis: Date, lifeHours: number, draw: (salt: number) => number, overLand: (point: Point) => boolean): TrackPoint[] {
  const south = basin.genesis.lat[0] < 0;
  let point: Point = { lat: between(basin.genesis.lat, draw(4)), lon: wrapLongitude(between(basin.genesis.lon, draw(5))) };
  let heading = between(basin.heading, draw(6));
  let speed = between(basin.speed, draw(7));
  const recurveLat = between(basin.recurveLat, draw(8));
  const peakKt = 35 + 120 * draw(9) ** 1.3;
  let decay = 1;
  const track: TrackPoint[] = [];
  for (let hours = 0; hours <= lifeHours; hours += stepHours) {
    const growth = Math.sin(Math.PI * Math.min(1, hours / lifeHours)) ** 1.2;
    if (overLand(point)) decay *= 0.85;
    if (Math.abs(point.lat) > 30) decay *= 0.92;
    const windKt = (25 + (peakKt - 25) * growth) * decay;
    if (hours >= 24 && windKt < 22) break;
    track.push({ ...point, at: new Date(genesis.getTime() + hours * hourMs), windKt, pressure: centralPressure(windKt) });
    const recurving = south ? point.lat <= recurveLat : point.lat >= recurveLat;
    if (recurving) {
      const turn = south ? -Math.min(15, heading - basin.recurveHeading) : Math.min(15, (basin.recurveHeading + 360 - heading) % 360);
      heading = (heading + turn + 360) % 360;
      speed = Math.min(speed * 1.04, between(basin.speed, 1) * 1.8);
    }
    point = destination(point, heading, speed * stepHours * 3.6);
  }
  return track;
}

interface Formation {
  genesis: Date;
  formed: boolean;
}

/** Whether a basin's five-day slot brings a storm, and when it forms: a chance its season gives that month. */
function formation(basin: Basin, basinIndex: number, slot: number, seed: number): Formation {
  const slotMs = slotDays * 24 * hourMs;
  const stepMs = stepHours * hourMs;
  const genesis = new Date(slot * slotMs + Math.floor((hashUnit(seed, slot, basinIndex, 1) * slotMs) / stepMs) * stepMs);
  return { genesis, formed: hashUnit(seed, slot, basinIndex, 2) < (basin.activity[genesis.getUTCMonth()] ?? 0) };
}

/**
 * The storm's number in its season (from 1 January, or 1 July in the southern hemisphere, whose
 * season spans the turn of the year), which also picks its name from the basin's list in order.
 */
function seasonNumber(basin: Basin, basinIndex: number, slot: number, genesis: Date, seed: number): number {
  const south = basin.genesis.lat[0] < 0;
  const year = genesis.getUTCFullYear();
  const july = Date.UTC(year, 6, 1);
  const seasonStart = !south ? Date.UTC(year, 0, 1) : genesis.getTime() >= july ? july : Date.UTC(year - 1, 6, 1);
  let number = 1;
  for (let earlier = Math.floor(seasonStart / (slotDays * 24 * hourMs)); earlier < slot; earlier += 1) {
    const { genesis: formedAt, formed } = formation(basin, basinIndex, earlier, seed);
    if (formed && formedAt.getTime() >= seasonStart) number += 1;
  }
  return number;
}

/**
 * The storms alive at `at`, deterministic for the instant: each basin has a five-day slot in which
 * a storm may form, with the chance its season gives that month. Out of season there are none.
 */
export function stormsAlive(at: Date, overLand: (point: Point) => boolean, seed: number): Storm[] {
  const slotMs = slotDays * 24 * hourMs;
  const storms: Storm[] = [];
  const firstSlot = Math.floor((at.getTime() - longestLifeMs - slotMs) / slotMs);
  const lastSlot = Math.floor(at.getTime() / slotMs);
  basins.forEach((basin, basinIndex) => {
    for (let slot = firstSlot; slot <= lastSlot; slot += 1) {
      const { genesis, formed } = formation(basin, basinIndex, slot, seed);
      if (!formed || genesis > at) continue;
      const draw = (salt: number) => hashUnit(seed, slot, basinIndex, salt);
      const lifeHours = minLifeHours + Math.floor((draw(3) * extraLifeHours) / stepHours) * stepHours;
      if (genesis.getTime() + lifeHours * hourMs < at.getTime()) continue;
      const track = buildTrack(basin, genesis, lifeHours, draw, overLand);
      const last = track.at(-1);
      if (last === undefined || last.at < at) continue;
      const number = seasonNumber(basin, basinIndex, slot, genesis, seed);
      storms.push({
        id: `${basin.code}${String(number).padStart(2, '0')}${genesis.getUTCFullYear()}`,
        name: basin.names[(number - 1) % basin.names.length] ?? 'Unnamed',
        basin,
        track,
      });
    }
  });
  return storms;
}
