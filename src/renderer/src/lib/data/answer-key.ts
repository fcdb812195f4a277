import { answerSettingsKey, type AnswerSettings } from '@shared/api/answer-settings';
import { appInfo } from '../follow/app-info.svelte';
import { settings } from '../follow/settings.svelte';

/**
 * What an answer from main depends on: the place, whose data it is (demo, or one account at one
 * address: `AppInfo.source`), and the units and language main answers in. A change of any of them
 * is a new question.
 */
export function answerKey(locationId: string, source: string, answerSettings: AnswerSettings): string {
  return [locationId, source, answerSettingsKey(answerSettings)].join('|');
}

/**
 * The question this window would ask main about a place now, from the app info and settings it
 * follows; null until both are known. Read inside an effect, a change of source (another account
 * too), units or language runs the effect again, so the window asks again, whole.
 */
export function questionFor(locationId: string): string | null {
  const source = appInfo.value?.source;
  const current = settings.value;
  return source === undefined || current === undefined ? null : answerKey(locationId, source, current);
}
