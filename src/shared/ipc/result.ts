import type { ErrorActionKey, ErrorMessageKey } from '../i18n/messages/errors';
import type { MessageText } from '../i18n/message-area';

/**
 * Errors cross the IPC boundary as values, never as thrown exceptions, so every window can show
 * what went wrong and what the user can do about it.
 */
export const errorKinds = [
  'offline',
  'unauthorized',
  'notInPlan',
  'rateLimited',
  'badInput',
  'serverError',
  'forbidden',
  'internal',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/**
 * Words for a person, as a catalogue message (`src/shared/i18n/messages/errors`) and its arguments,
 * so each window writes them in its own interface language. An argument may be a text itself (the
 * reason inside "Not saved: …", the `{what}` of a request), written in the same language first.
 */
export type ErrorText = MessageText<ErrorMessageKey>;

export interface InputIssue {
  /** Dotted path of the offending field, `(root)` for the payload itself. */
  path: string;
  message: ErrorText;
}

export interface AppError {
  kind: ErrorKind;
  /** What happened, in words a user understands. Never contains a secret. */
  message: ErrorText;
  /** What the user can do about it: the kind's own advice unless the failure names a better one. */
  action: ErrorText;
  retryAfterSeconds?: number;
  issues?: InputIssue[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A text from its key alone, or with its arguments. */
export type ErrorWords = ErrorMessageKey | ErrorText;

function textOf(words: ErrorWords): ErrorText {
  return typeof words === 'string' ? { key: words } : words;
}

export interface FailureDetails {
  action?: ErrorActionKey | ErrorText;
  retryAfterSeconds?: number;
  issues?: InputIssue[];
}

/** Each kind's own advice (`action.offline`, …); the types keep every kind's message in the catalogue. */
function defaultActionOf(kind: ErrorKind): ErrorActionKey {
  return `action.${kind}`;
}

export function fail(kind: ErrorKind, message: ErrorWords, { action, ...extra }: FailureDetails = {}): { ok: false; error: AppError } {
  return { ok: false, error: { kind, message: textOf(message), action: textOf(action ?? defaultActionOf(kind)), ...extra } };
}
