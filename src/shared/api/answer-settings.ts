import type { Settings } from '../settings';

/**
 * The settings a weather answer is asked in. Main's caches, the schedule and the windows' questions
 * all key on this one function, so an answer in the old units or language is never taken for one in
 * the new.
 */
export type AnswerSettings = Pick<Settings, 'units' | 'language'>;

/** One string per combination of units and language: equal strings, interchangeable answers. */
export function answerSettingsKey({ units, language }: AnswerSettings): string {
  return [units.temperature, units.wind, language].join('|');
}
