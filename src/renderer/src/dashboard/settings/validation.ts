import type { AppError } from '@shared/ipc/result';
import { isIanaTimeZone } from '@shared/time-zone';
import { wordsDisplay } from '../../lib/weather/display';
import { formatNumber } from '../../lib/weather/format';
import { settingsText as t } from './text';
import { errorsText } from '../../lib/text';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseTimeZone(text: string): Parsed<string> {
  const zone = text.trim();
  if (zone === '') return { ok: false, message: t('enterTimeZone') };
  if (!isIanaTimeZone(zone)) return { ok: false, message: t('notTimeZone', { zone }) };
  return { ok: true, value: zone };
}

/**
 * Reads a number field's value (a number input gives it with a decimal point, whatever the locale,
 * and may give "1e9"); the range is main's to judge (its refusal says the range), so the limits
 * live in one place.
 */
export function parseNumber(text: string, { whole }: { whole: boolean }): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: t('enterNumber') };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) {
    return { ok: false, message: whole ? t('enterWholeNumberExample') : t('enterNumberExample', { example: formatNumber(0.5, wordsDisplay(), 1) }) };
  }
  if (whole && !Number.isInteger(value)) return { ok: false, message: t('wholeNumberHasFraction', { typed: trimmed }) };
  return { ok: true, value };
}

/**
 * The messages of a refused settings:update for one field, by the field's dotted path
 * ('budget.dailyRequests'); a refusal that names no field is the caller's to show as a whole.
 */
export function issuesAt(error: AppError | null, path: string): string[] {
  if (error === null || error.kind !== 'badInput') return [];
  return (error.issues ?? []).filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`)).map((issue) => errorsText(issue.message));
}
