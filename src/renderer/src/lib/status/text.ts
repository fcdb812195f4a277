import { writeStatusText } from '@shared/i18n/messages/status';
import type { StatusText } from '@shared/views/status';
import { interfaceLanguage } from '../i18n.svelte';

/**
 * A status text from main (what stands in the way of fresh data, how the schedule refreshes) in the
 * window's interface language; a text set into another ("… resumes {resetIn}") is written in the same language.
 */
export function statusText(text: StatusText): string {
  return writeStatusText(interfaceLanguage(), text);
}
