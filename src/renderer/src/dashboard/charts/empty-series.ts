import { dashboardText as t } from '../text';

/** What a chart needs to know to tell whether a series has anything to show. */
export interface SeriesContent {
  label: string;
  values: readonly (number | null)[];
  /**
   * For quantities where 0 means none of it (precipitation, pollen): a series of zeros is left out,
   * and this is said in its place ("No precipitation expected").
   */
  noneText?: string;
}

/**
 * What the chart says in place of a series that has nothing to show, or null when it has something:
 * a line of gaps or of zeros carries nothing a sentence cannot, and an axis fitted to it is empty.
 */
export function absence(series: SeriesContent): string | null {
  const known = series.values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0) return t('seriesNoData', { series: series.label });
  if (series.noneText !== undefined && known.every((value) => value === 0)) return series.noneText;
  return null;
}

/** What the chart says in place of those series that have nothing to show, each sentence once (bars and their chance may share one). */
export function absenceNotes(series: readonly SeriesContent[]): string[] {
  return [...new Set(series.map(absence).filter((note): note is string => note !== null))];
}
