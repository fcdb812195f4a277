import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { destination } from '../geometry';
import { hashUnit } from '../hash';
import { contains, intersect, type Box } from './bbox';
import { coveredBands, satelliteFor } from './coverage';

export interface Flash {
  lon: number;
  lat: number;
  at: Date;
  satellite: string;
}

const hourMs = 3_600_000;
const retentionHours = 24;
/** The answer is bounded; the newest flashes are kept. */
export const maxFlashes = 1000;
/** Where the atmosphere's chance of thunder reaches this, its convective cells flash... */
const thunderFromPercent = 30;
/** ...the more often the closer it is to the atmosphere's highest chance, 90 %. */
const thunderTopPercent = 90;
/** A grid cell whose centre sees at least this chance is searched for flashes. */
const screenFromPercent = 5;
/** Candidate strikes per 1° cell and hour of a searched cell, each kept only where its own spot is thundery. */
const candidatesPerDegreeHour = 12;
const maxCandidatesPerCell = 24;
/** Samples of the atmosphere one request may take; wide boxes are sampled on a coarser grid. */
const sampleBudget = 12_000;
/**
 * Grids from fine to coarse, each anchored to the globe, so the same box always sees the same
 * flashes and a small box sees finer detail than the whole map.
 */
const grids = [
  { cellDegrees: 0.25, stepHours: 1 },
  { cellDegrees: 0.5, stepHours: 1 },
  { cellDegrees: 1, stepHours: 1 },
  { cellDegrees: 1, stepHours: 3 },
  { cellDegrees: 2, stepHours: 3 },
  { cellDegrees: 4, stepHours: 3 },
  { cellDegrees: 8, stepHours: 3 },
] as const;

function cellRange(box: Box, size: number) {
  return {
    lonFrom: Math.floor(box.minLon / size),
    lonTo: Math.floor(box.maxLon / size),
    latFrom: Math.floor(box.minLat / size),
    latTo: Math.floor(box.maxLat / size),
  };
}

function cellCount(boxes: readonly Box[], size: number): number {
  return boxes.reduce((sum, box) => {
    const range = cellRange(box, size);
    return sum + (range.lonTo - range.lonFrom + 1) * (range.latTo - range.latFrom + 1);
  }, 0);
}

/**
 * Flashes in the box over the last 24 hours, newest 1000 at most, as the imagers deliver them:
 * grid cells whose centre sees a chance of thunder are searched with candidate strikes, each kept
 * where the atmosphere's own chance of thunder at that spot and minute says it flashes; each
 * position is then off by the instrument's 8-15 km and each flash is delivered 5-15 minutes after
 * it struck. Outside the covered bands: none.
 */
export function flashesIn(atmosphere: Atmosphere, requested: Box, now: Date, seed: number): Flash[] {
  const boxes = coveredBands.map((band) => intersect(band, requested)).filter((box): box is Box => box !== null);
  if (boxes.length === 0) return [];
  const { cellDegrees, stepHours } =
    grids.find((grid) => cellCount(boxes, grid.cellDegrees) * (retentionHours / grid.stepHours) <= sampleBudget) ?? grids[6];
  const gridSalt = cellDegrees * 4 + stepHours * 1000;
  const stepMs = stepHours * hourMs;
  const lastStep = Math.ceil(now.getTime() / stepMs);
  const oldest = now.getTime() - retentionHours * hourMs;
  const flashes: Flash[] = [];

  // Newest steps first: once a step completes the count, every later step is older and would be cut.
  for (let step = lastStep; step > lastStep - retentionHours / stepHours && flashes.length < maxFlashes; step -= 1) {
    const sampledAt = new Date(step * stepMs);
    for (const box of boxes) {
      const range = cellRange(box, cellDegrees);
      for (let latCell = range.latFrom; latCell <= range.latTo; latCell += 1) {
        for (let lonCell = range.lonFrom; lonCell <= range.lonTo; lonCell += 1) {
          const centre = { lat: (latCell + 0.5) * cellDegrees, lon: (lonCell + 0.5) * cellDegrees };
          if (atmosphere.observed(centre, sampledAt).thunderProb < screenFromPercent) continue;
          const draw = (flash: number, salt: number) => hashUnit(seed, gridSalt, step, latCell, lonCell, flash, salt);
          const candidates = Math.min(maxCandidatesPerCell, Math.ceil(candidatesPerDegreeHour * cellDegrees ** 2 * stepHours));
          for (let flash = 0; flash < candidates; flash += 1) {
            const at = new Date(sampledAt.getTime() - draw(flash, 1) * stepMs);
            const delivered = at.getTime() + (5 + 10 * draw(flash, 2)) * 60_000;
            if (at.getTime() <= oldest || delivered > now.getTime()) continue;
            const struck = {
              lat: (latCell + draw(flash, 3)) * cellDegrees,
              lon: (lonCell + draw(flash, 4)) * cellDegrees,
            };
            const chance = atmosphere.observed(struck, at).thunderProb;
            const rate = ((chance - thunderFromPercent) / (thunderTopPercent - thunderFromPercent)) ** 1.5;
            if (chance < thunderFromPercent || draw(flash, 7) >= rate) continue;
            const reported = destination(struck, 360 * draw(flash, 5), 8 + 7 * draw(flash, 6));
            if (!contains(requested, reported.lon, reported.lat)) continue;
            if (!coveredBands.some((band) => contains(band, reported.lon, reported.lat))) continue;
            flashes.push({ lon: reported.lon, lat: reported.lat, at, satellite: satelliteFor(reported.lon) });
          }
        }
      }
    }
  }
  return flashes
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, maxFlashes)
    .reverse();
}
