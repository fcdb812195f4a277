import { commonMessages } from '@shared/i18n/messages/common';
import { writeErrorText } from '@shared/i18n/messages/errors';
import type { AppError, ErrorText } from '@shared/ipc/result';
import { interfaceLanguage, translator } from './i18n.svelte';

export const commonText = translator(commonMessages);

/**
 * An error's words from main (an AppError's message or action, a field's issue) in the window's
 * language; a text set into another ("Not saved: {reason}") is written in the same language.
 */
export function errorsText(text: ErrorText): string {
  return writeErrorText(interfaceLanguage(), text);
}

/** An AppError as one string, where a single text is wanted: what happened, then what to do. */
export function describeError(error: AppError): string {
  return `${errorsText(error.message)} ${errorsText(error.action)}`;
}
