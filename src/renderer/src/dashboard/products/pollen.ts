import type { TimeDisplay } from '../../lib/weather/display';
import { pollenSpecies, type PollenHour, type PollenLevels, type PollenSpecies } from '@shared/api/products';
import { pollenModerateFrom, pollenNoneBelow, pollenThresholds, type PollenRating } from '@shared/api/pollen-rating';
import { dayAndClock } from '../time';
import { productsText as t } from './text';

/** 'Birch', in the interface language. */
export function speciesName(species: PollenSpecies): string {
  return t(species);
}

export const pollenRatings: readonly PollenRating[] = [0, 1, 2, 3, 4];

/** Colours behind the rating's words (never instead of them), with dark text that reads on each. */
export const ratingStyles: Record<PollenRating, { background: string; ink: string }> = {
  0: { background: '#e2e8f0', ink: '#1b1f24' },
  1: { background: '#a7f3d0', ink: '#1b1f24' },
  2: { background: '#fde68a', ink: '#1b1f24' },
  3: { background: '#fdba74', ink: '#1b1f24' },
  4: { background: '#f87171', ink: '#1b1f24' },
};

const ratingWords = ['none', 'low', 'moderate', 'high', 'veryHigh'] as const;
const ratingLabels = { none: 'ratingNone', low: 'ratingLow', moderate: 'ratingModerate', high: 'ratingHigh', veryHigh: 'ratingVeryHigh' } as const;

/** '2 Moderate': the rating's number and its word, as the chips show it. */
export function ratingLabel(rating: PollenRating): string {
  return `${rating} ${t(ratingLabels[ratingWords[rating]])}`;
}

/** The legend's cell: the range of grains/m³ a rating stands for, for one species. */
export function ratingRange(species: PollenSpecies, rating: PollenRating): string {
  const { highFrom, veryHighAbove } = pollenThresholds[species];
  switch (rating) {
    case 0:
      return t('rangeBelow', { limit: pollenNoneBelow });
    case 1:
      return t('rangeUpToUnder', { from: pollenNoneBelow, to: pollenModerateFrom });
    case 2:
      return t('rangeUpToUnder', { from: pollenModerateFrom, to: highFrom });
    case 3:
      return t('rangeFromTo', { from: highFrom, to: veryHighAbove });
    case 4:
      return t('rangeAbove', { limit: veryHighAbove });
  }
}

/** The legend as rows: one per species, one range per rating. */
export function pollenLegend(): { species: PollenSpecies; name: string; ranges: string[] }[] {
  return pollenSpecies.map((species) => ({
    species,
    name: speciesName(species),
    ranges: pollenRatings.map((rating) => ratingRange(species, rating)),
  }));
}

export function asRating(value: number | null): PollenRating | null {
  return value !== null && Number.isInteger(value) && value >= 0 && value <= 4 ? (value as PollenRating) : null;
}

/** The species at their highest rating in the levels given, highest first, ties in the usual order. */
function rankedSpecies(levels: PollenLevels): { species: PollenSpecies; rating: PollenRating }[] {
  return pollenSpecies
    .flatMap((species) => {
      const rating = asRating(levels[species]);
      return rating === null ? [] : [{ species, rating }];
    })
    .sort((a, b) => b.rating - a.rating);
}

/** The chart's one-line summary: the species and hour of the highest rating, or that there is none. */
export function pollenSummary(hours: readonly PollenHour[], display: TimeDisplay): string {
  let top: { species: PollenSpecies; rating: PollenRating; time: string } | null = null;
  for (const hour of hours) {
    for (const { species, rating } of rankedSpecies(hour)) {
      if (top === null || rating > top.rating) top = { species, rating, time: hour.time };
    }
  }
  if (top === null) return t('pollenNoRatings');
  if (top.rating === 0) return t('pollenNoneRated', { hours: hours.length });
  return t('pollenSummary', { hours: hours.length, species: top.species, rating: ratingWords[top.rating], level: top.rating, ...dayAndClock(top.time, display) });
}

/**
 * Out of season: every species rated none in every hour ahead and every day the daily forecast
 * gives (not yet loaded counts as none, and pollen once it arrives opens the tables again). A
 * rating the service did not give is not none. Nothing ahead at all is not a season either.
 */
export function pollenOutOfSeason(hours: readonly PollenLevels[], days: readonly PollenLevels[] | null): boolean {
  const none = (levels: PollenLevels) => pollenSpecies.every((species) => asRating(levels[species]) === 0);
  return hours.length > 0 && hours.every(none) && (days ?? []).every(none);
}
