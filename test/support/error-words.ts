import { writeErrorText } from '@shared/i18n/messages/errors';
import type { AppError, ErrorText, InputIssue, Result } from '@shared/ipc/result';

/** An error's words as English reads them, so tests can say what the user is told. */
export function english(text: ErrorText): string {
  return writeErrorText('en', text);
}

export interface EnglishError extends Omit<AppError, 'message' | 'action' | 'issues'> {
  message: string;
  action: string;
  issues?: { path: string; message: string }[];
}

/** The whole error with its texts written in English. */
export function inEnglish(error: AppError): EnglishError {
  const { message, action, issues, ...rest } = error;
  return {
    ...rest,
    message: english(message),
    action: english(action),
    ...(issues === undefined ? {} : { issues: issues.map((issue: InputIssue) => ({ path: issue.path, message: english(issue.message) })) }),
  };
}

/** A result whose error, if any, is written in English. */
export function inEnglishResult<R extends Result<unknown>>(result: R): Exclude<R, { ok: false }> | { ok: false; error: EnglishError } {
  return result.ok ? (result as Exclude<R, { ok: false }>) : { ok: false, error: inEnglish(result.error) };
}
