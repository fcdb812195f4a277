import type { SkiResort } from '@shared/api/products';
import type { Display } from '../../lib/weather/display';
import { formatClockTime, formatNumber, missing, unitJoiner } from '../../lib/weather/format';
import { productsText as t } from './text';

/** 'Open 08:30–16:30' ('Open 8:30 am–4:30 pm' on a 12-hour clock), 'Closed (hours …)', or the dash when not known. */
export function openingText(resort: SkiResort, display: Pick<Display, 'units'>): string {
  const hours =
    resort.openFrom !== null && resort.openUntil !== null ? `${formatClockTime(resort.openFrom, display)}–${formatClockTime(resort.openUntil, display)}` : null;
  if (resort.isOpen === null) return hours === null ? missing : t('openingHours', { hours });
  if (resort.isOpen) return hours === null ? t('open') : t('openDuring', { hours });
  return hours === null ? t('closed') : t('closedOutside', { hours });
}

/** '12 of 30': a part of a whole, either of which may be missing. */
export function partOf(part: number | null, whole: number | null, display: Pick<Display, 'locale'>, unit = '', inUnit = (value: number) => value): string {
  if (part === null && whole === null) return missing;
  const suffix = unit ? `${unitJoiner}${unit}` : '';
  const shown = (value: number | null) => formatNumber(value === null ? null : inUnit(value), display);
  return `${t('partOf', { part: shown(part), whole: shown(whole) })}${suffix}`;
}

export function yesNo(value: boolean | null): string {
  return value === null ? missing : t(value ? 'yes' : 'no');
}
