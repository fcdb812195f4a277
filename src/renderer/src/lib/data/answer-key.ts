import { answerSettingsKey, type AnswerSettings } from '@shared/api/answer-settings';
import type { AppMode } from '@shared/app-info';
import { appInfo } from '../follow/app-info.svelte';
import { settings } from '../follow/settings.svelte';

/**
 * What an answer from main depends on: the place, where the data comes from (demo or account), and
 * the units and language main answers in. A change of any of them is a new question.
 */
export function answerKey(locationId: string, mode: AppMode, answerSettings: AnswerSettings): string {
  return [locationId, mode, answerSettingsKey(answerSettings)].join('|');
}

/**
 * The question this window would ask main about a place now, from the app info and settings it
 * follows; null until both are known. Read inside an effect, a change of mode, units or language
 * runs the effect again, so the window asks again.
 */
export function questionFor(locationId: string): string | null {
  const mode = appInfo.value?.mode;
  const current = settings.value;
  return mode === undefined || current === undefined ? null : answerKey(locationId, mode, current);
}
