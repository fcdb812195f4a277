/**
 * The base map's place labels: Natural Earth's populated places as prepared by
 * scripts/prepare-base-map.ts, ranked by size, named in the interface language where CLDR names
 * them, and chosen so that no two labels and no label and pin overlap.
 */
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { overlaps, type Box } from '../places/declutter';

export interface BaseMapPlace {
  /** Natural Earth's name (English, or the place's own in Latin letters). */
  name: string;
  lon: number;
  lat: number;
  population: number;
  capital: boolean;
  /** CLDR's names where they differ from `name`: { sv: 'Helsingfors' }. */
  names: Partial<Record<InterfaceLanguage, string>>;
}

export class PlaceDataError extends Error {
  override readonly name = 'PlaceDataError';
}

function isRow(row: unknown): row is [string, number, number, number, 0 | 1, Record<string, unknown>?] {
  if (!Array.isArray(row) || row.length < 5 || row.length > 6) return false;
  const [name, lon, lat, population, capital, names] = row as unknown[];
  return (
    typeof name === 'string' &&
    typeof lon === 'number' &&
    typeof lat === 'number' &&
    Math.abs(lat) <= 90 &&
    typeof population === 'number' &&
    (capital === 0 || capital === 1) &&
    (names === undefined || (typeof names === 'object' && names !== null && Object.values(names).every((value) => typeof value === 'string')))
  );
}

/** The places file's rows as places, biggest first as the file keeps them. */
export function decodePlaces(value: unknown): BaseMapPlace[] {
  const rows = (value as { places?: unknown } | null)?.places;
  if (!Array.isArray(rows)) throw new PlaceDataError('the place labels file has no list of places');
  return rows.map((row, index) => {
    if (!isRow(row)) throw new PlaceDataError(`the place labels file's place ${index + 1} is not a name, position, population and capital mark`);
    const [name, lon, lat, population, capital, names = {}] = row;
    return { name, lon, lat, population, capital: capital === 1, names: names as BaseMapPlace['names'] };
  });
}

export type LabelSize = 'large' | 'medium' | 'small';

export interface LabelRank {
  /** The first zoom the label shows at. */
  minZoom: number;
  size: LabelSize;
}

/**
 * How big a place's label is and from which zoom it shows, by population, with capitals as the
 * big cities: the world view names the few largest, each zoom step in adds the next size down.
 */
export function labelRank(place: Pick<BaseMapPlace, 'population' | 'capital'>): LabelRank {
  const { population, capital } = place;
  if (population >= 5_000_000) return { minZoom: 3, size: 'large' };
  if (population >= 1_000_000 || capital) return { minZoom: 4, size: 'large' };
  if (population >= 300_000) return { minZoom: 5, size: 'medium' };
  if (population >= 100_000) return { minZoom: 6, size: 'medium' };
  if (population >= 30_000) return { minZoom: 7, size: 'small' };
  return { minZoom: 8, size: 'small' };
}

/** The place's name in the interface language where CLDR has one, else Natural Earth's. */
export function nameIn(place: BaseMapPlace, language: InterfaceLanguage): string {
  return place.names[language] ?? place.name;
}

/**
 * Which labels show, in the order given (the bigger places first): each one that keeps clear of
 * the obstacles (the user's pins and their names) and of the labels already chosen.
 */
export function chooseLabels<T extends { box: Box }>(candidates: readonly T[], obstacles: readonly Box[]): T[] {
  const shown: T[] = [];
  for (const candidate of candidates) {
    if (obstacles.some((box) => overlaps(candidate.box, box))) continue;
    if (shown.some(({ box }) => overlaps(candidate.box, box))) continue;
    shown.push(candidate);
  }
  return shown;
}
