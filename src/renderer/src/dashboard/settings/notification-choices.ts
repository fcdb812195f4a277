import { heavyFromMmPerHour, lightBelowMmPerHour, wetRateMmPerHour } from '@shared/views/precipitation-story';
import { lightningDistancesKm, type LightningNotificationRule } from '@shared/settings';
import type { Display, UnitDisplay } from '../../lib/weather/display';
import { formatClockTime, formatKilometres, formatPrecipitation } from '../../lib/weather/format';
import { settingsText as t } from './text';

export interface Choice<Value> {
  value: Value;
  label: string;
}

/**
 * The rain rule's thresholds are the precipitation story's own classes, so "Moderate or heavy" here
 * means what the popup and the notification call moderate, in whichever unit the user reads rain.
 * A rate set some other way (an older version, an edited file) stays offered, not silently changed.
 */
export function rainThresholdChoices(current: number, display: UnitDisplay): Choice<number>[] {
  const from = (rate: number) => formatPrecipitation(rate, 'rate', display);
  const classes = [
    { value: wetRateMmPerHour, label: t('rainAny') },
    { value: lightBelowMmPerHour, label: t('rainModerateOrHeavy', { rate: from(lightBelowMmPerHour) }) },
    { value: heavyFromMmPerHour, label: t('rainHeavyOnly', { rate: from(heavyFromMmPerHour) }) },
  ];
  if (classes.some((choice) => choice.value === current)) return classes;
  return [...classes, { value: current, label: t('rainFromSetEarlier', { rate: from(current) }) }].sort((a, b) => a.value - b.value);
}

/** The distances lightning can be watched within, written in the user's distance unit. */
export function lightningDistanceChoices(display: UnitDisplay): Choice<LightningNotificationRule['withinKm']>[] {
  return lightningDistancesKm.map((km) => ({ value: km, label: t('lightningWithin', { distance: formatKilometres(km, display) }) }));
}

const quarterHours = Array.from({ length: 96 }, (_, index) => index * 15);

function clockTimeOf(minutes: number): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function minutesOf(clockTime: string): number {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Quiet hours' times ('22:00', as settings store them) each quarter hour, written in the clock the user
 * chose: a native time field would write them in the computer's, beside a hint in the app's.
 */
export function clockTimeChoices(current: string, display: Pick<Display, 'units'>): Choice<string>[] {
  const minutes = quarterHours.includes(minutesOf(current)) ? quarterHours : [...quarterHours, minutesOf(current)].sort((a, b) => a - b);
  return minutes.map((minute) => ({ value: clockTimeOf(minute), label: formatClockTime(clockTimeOf(minute), display) }));
}
