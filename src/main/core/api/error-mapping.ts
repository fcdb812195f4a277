import type { RequestSubject } from '@shared/i18n/messages/errors';
import { fail, type AppError, type ErrorText } from '@shared/ipc/result';

/**
 * The one place that turns what the weather service answered into errors the UI can show. It maps
 * by status code only: the service's message text is for people and may change (see
 * docs/spec/gaps-and-decisions.md, "Error body").
 */

/** What the failed request was for, as the catalogue's words for a sentence: "the hourly forecast", "map tiles". */
export interface FailureContext {
  what: RequestSubject;
  /** Account calls authenticate with the application key credentials rather than a token. */
  credentials?: boolean;
}

/** Worth asking again after a pause: the service is overloaded or briefly broken. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function errorForStatus(status: number, context: FailureContext, retryAfterSeconds?: number): AppError {
  const what = { key: context.what };
  switch (status) {
    case 400:
      return fail('badInput', { key: 'requestInvalid', values: { what } }).error;
    case 401:
      return context.credentials
        ? fail('unauthorized', 'credentialsRefused').error
        : fail('unauthorized', { key: 'accessKeyRefused', values: { what } }).error;
    case 403:
      return fail('notInPlan', { key: 'notInPlan', values: { what } }).error;
    case 404:
      return fail('badInput', { key: 'notFound', values: { what } }, { action: 'action.chooseLocationAgain' }).error;
    case 406:
      return fail('badInput', 'keyUnknown', { action: 'action.refreshKeys' }).error;
    case 429:
      return retryAfterSeconds === undefined
        ? fail('rateLimited', { key: 'rateLimitedMoment', values: { what } }).error
        : fail('rateLimited', { key: 'rateLimitedSeconds', values: { what, seconds: retryAfterSeconds } }, { retryAfterSeconds }).error;
  }
  // A gateway's or proxy's own answer, often an HTML page: only the status is read, never the page.
  if (status === 502 || status === 504) {
    return fail('serverError', { key: 'gatewayNoAnswer', values: { what, status: String(status) } }).error;
  }
  if (status >= 500) return fail('serverError', { key: 'serverProblem', values: { what, status: String(status) } }).error;
  if (status >= 400) return fail('badInput', { key: 'requestRefused', values: { what, status: String(status) } }).error;
  return unexpectedAnswer(context.what);
}

/** The service answered, but not with what the specification promises (wrong shape, cut short, not JSON). */
export function unexpectedAnswer(what: RequestSubject): AppError {
  return fail('serverError', { key: 'unexpectedAnswer', values: { what: { key: what } } }).error;
}

export function unreachable(what: RequestSubject, timedOutAfterMs?: number): AppError {
  const subject = { key: what };
  return fail(
    'offline',
    timedOutAfterMs === undefined
      ? { key: 'unreachable', values: { what: subject } }
      : { key: 'timedOut', values: { what: subject, seconds: timedOutAfterMs / 1000 } },
  ).error;
}

/** The connection broke after the service had begun to answer (a reset, a proxy giving up). */
export function cutOff(what: RequestSubject): AppError {
  return fail('offline', { key: 'cutOff', values: { what: { key: what } } }).error;
}

/**
 * Why a redirect was not followed: account calls follow none (the body holds the password), data
 * calls none to another origin (the request holds the access key) and only a few on the same one.
 */
export type RedirectRefusal = 'credentials' | 'otherOrigin' | 'tooMany';

/**
 * Where a redirect pointed, as the user may read it: its origin and path, never its query (which
 * may carry anything) or user info; "another address" when the target could not be told.
 */
function redirectTargetText(to: URL | null): string | ErrorText {
  return to === null ? { key: 'anotherAddress' } : `${to.origin}${to.pathname}`;
}

/** `to`: where the redirect pointed; null when it could not be told. Only an account call's refusal names it. */
export function redirectRefused(what: RequestSubject, why: RedirectRefusal, to: URL | null): AppError {
  const values = { what: { key: what } };
  switch (why) {
    case 'credentials':
      return fail(
        'serverError',
        { key: 'redirectedWithCredentials', values: { ...values, to: redirectTargetText(to) } },
        { action: 'action.checkServiceAddress' },
      ).error;
    case 'otherOrigin':
      return fail('serverError', { key: 'redirectedElsewhere', values }, { action: 'action.checkServiceAddress' }).error;
    case 'tooMany':
      return fail('serverError', { key: 'redirectedTooOften', values }).error;
  }
}

/** Where an account call was redirected to, as its refusal names it; undefined for any other error. */
export function credentialsRedirectTarget(error: AppError): NonNullable<ErrorText['values']>[string] | undefined {
  return error.message.key === 'redirectedWithCredentials' ? error.message.values?.to : undefined;
}

/** A token source failed without saying why: the most useful reading is that the credentials need a look. */
export function noToken(what: RequestSubject): AppError {
  return fail('unauthorized', { key: 'noAccessKey', values: { what: { key: what } } }).error;
}
