import type { ErrorText } from '../../../ipc/result';
import type { InterfaceLanguage } from '../../languages';
import { messageArea } from '../../message-area';
import en from './en.json' with { type: 'json' };

export type ErrorMessageKey = keyof typeof en;

/** What a failed request was for ("the hourly forecast"), set into an error's sentence as `{what}`. */
export type RequestSubject = Extract<ErrorMessageKey, `subject.${string}`>;

/** What the user can do about an error: each kind has its own, and a call may name a more precise one. */
export type ErrorActionKey = Extract<ErrorMessageKey, `action.${string}`>;

/** The words of errors main reports (`AppError`): what happened, what to do, what is wrong with a field. */
export const errorMessages = messageArea<ErrorMessageKey>('errors', en, {
  de: () => import('./de.json', { with: { type: 'json' } }),
  fi: () => import('./fi.json', { with: { type: 'json' } }),
  sv: () => import('./sv.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  es: () => import('./es.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
});

/** An error's words in a language; a text set into another (`{reason}`, `{what}`) is written in the same language first. */
export function writeErrorText(language: InterfaceLanguage, text: ErrorText): string {
  return errorMessages.write(language, text);
}

/** Whether a text (a schema refinement's message) is a key of this catalogue. */
export function isErrorMessageKey(text: string): text is ErrorMessageKey {
  return Object.hasOwn(en, text);
}
