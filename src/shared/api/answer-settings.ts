import type { Settings } from '../settings';
import { serviceTemperatureUnit, serviceWindUnit } from '../units';

/**
 * The settings a weather answer is asked in. Main's caches, the schedule and the windows' questions
 * all key on this one function, so an answer in the old units or language is never taken for one in
 * the new.
 */
export type AnswerSettings = Pick<Settings, 'units' | 'language'>;

/**
 * One string per combination of the units the service is asked in and the language: equal strings,
 * interchangeable answers. Units converted in the windows (pressure, Beaufort, …) ask nothing new.
 */
export function answerSettingsKey({ units, language }: AnswerSettings): string {
  return [serviceTemperatureUnit(units.temperature), serviceWindUnit(units.wind), language].join('|');
}
