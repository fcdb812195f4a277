import type { Warning } from '@shared/api/products';
import { warningSignificances, type WarningSignificance } from '@shared/settings';
import { popupText as t } from './text';

export interface WarningsSummary {
  count: number;
  /** The most severe significance among them; null when none has a known one. */
  highest: WarningSignificance | null;
  /** The service's words for that significance. */
  highestDescription: string | null;
}

function rank(significance: string): number {
  return (warningSignificances as readonly string[]).indexOf(significance);
}

/** Warnings that have not yet ended, with the most severe significance among them. */
export function summariseWarnings(warnings: readonly Warning[], now: number): WarningsSummary {
  const current = warnings.filter((warning) => !(Date.parse(warning.validUntil) <= now));
  let top: Warning | undefined;
  for (const warning of current) {
    if (rank(warning.significance) > (top === undefined ? -1 : rank(top.significance))) top = warning;
  }
  return {
    count: current.length,
    highest: top === undefined ? null : (top.significance as WarningSignificance),
    highestDescription: top?.significanceDescription ?? null,
  };
}

/** "2 warnings": what the badge shows. */
export function warningsCount(count: number): string {
  return t('warningsCount', { count });
}

/** "2 warnings, highest orange (Moderate)": the badge's name, which starts with the words it shows (WCAG 2.5.3). */
export function warningsLabel(summary: WarningsSummary): string {
  if (summary.count === 0) return t('noWeatherWarnings');
  if (summary.highest === null) return warningsCount(summary.count);
  // The level is named by its colour; the service's own word for it follows when it sent one.
  const level = { count: summary.count, level: summary.highest };
  return summary.highestDescription ? t('warningsHighestDescribed', { ...level, description: summary.highestDescription }) : t('warningsHighest', level);
}
