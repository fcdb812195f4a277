import type { BoundingBox } from '../api/options';
import type { Hurricanes, LightningFlash } from '../api/products';
import type { InterfaceLanguage } from '../i18n/languages';
import { weatherMessages } from '../i18n/messages/weather';

/** The service's current storms, and when main fetched them (by the session's clock). */
export interface HurricanesView {
  collection: Hurricanes;
  fetchedAt: string;
}

/**
 * Flashes in a box, and the instant they were current at (the session's clock, which the flashes'
 * ages are measured from: the map may run on a simulated day).
 */
export interface LightningView {
  flashes: LightningFlash[];
  asOf: string;
}

/**
 * Where the satellites see lightning (the specification): longitudes 180°W–100°E and 160°E–180°
 * between 60°S and 75°N. A box elsewhere has no flashes, so it is not asked for.
 */
export const lightningCoverage: readonly BoundingBox[] = [
  { minLon: -180, minLat: -60, maxLon: 100, maxLat: 75 },
  { minLon: 160, minLat: -60, maxLon: 180, maxLat: 75 },
];

/** The coverage in words, for wherever a window explains why no flashes are shown or asked for. */
export function lightningCoverageWords(language: InterfaceLanguage): string {
  return weatherMessages.format(language, 'lightningCoverage');
}

export function overlaps(a: BoundingBox, b: BoundingBox): boolean {
  return a.minLon <= b.maxLon && b.minLon <= a.maxLon && a.minLat <= b.maxLat && b.minLat <= a.maxLat;
}

/** Whether any of the box is where lightning is detected. */
export function lightningCovers(box: BoundingBox): boolean {
  return lightningCoverage.some((band) => overlaps(band, box));
}

/** Whether all of the box is where lightning is detected. */
export function lightningCoversAll(box: BoundingBox): boolean {
  return lightningCoverage.some((band) => band.minLon <= box.minLon && box.maxLon <= band.maxLon && band.minLat <= box.minLat && box.maxLat <= band.maxLat);
}

const minute = 60_000;

/** Flashes arrive about every 10 minutes: main keeps an answer that long, and the map asks again after it. */
export const lightningCadenceMs = 10 * minute;

/** Advisories come every six hours; half an hour keeps a new one from waiting long. */
export const hurricaneCadenceMs = 30 * minute;
