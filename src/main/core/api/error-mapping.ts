import { fail, type AppError } from '@shared/ipc/result';

/**
 * The one place that turns what the weather service answered into errors the UI can show. It maps
 * by status code only: the service's message text is for people and may change (see
 * docs/spec/gaps-and-decisions.md, "Error body").
 */

/** What the failed request was for, in words for a sentence: "the hourly forecast", "map tiles". */
export interface FailureContext {
  what: string;
  /** Account calls authenticate with the application key credentials rather than a token. */
  credentials?: boolean;
}

/** Worth asking again after a pause: the service is overloaded or briefly broken. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function errorForStatus(status: number, context: FailureContext, retryAfterSeconds?: number): AppError {
  const { what } = context;
  switch (status) {
    case 400:
      return fail('badInput', `The weather service refused the request for ${what} as invalid.`).error;
    case 401:
      return context.credentials
        ? fail('unauthorized', 'The weather service did not accept the application key username or password.').error
        : fail('unauthorized', `The weather service did not accept the access key for ${what}.`).error;
    case 403:
      return fail('notInPlan', `Your plan does not include ${what}.`).error;
    case 404:
      return fail('badInput', `The weather service does not know the location or item asked for ${what}.`, {
        action: 'Choose the location again from a search.',
      }).error;
    case 406:
      return fail('badInput', 'The weather service does not know that key; it may have been deleted already.', {
        action: 'Refresh the list of keys.',
      }).error;
    case 429:
      return fail('rateLimited', rateLimitedMessage(what, retryAfterSeconds), retryAfterSeconds === undefined ? {} : { retryAfterSeconds })
        .error;
  }
  // A gateway's or proxy's own answer, often an HTML page: only the status is read, never the page.
  if (status === 502 || status === 504) {
    return fail('serverError', `A server on the way to the weather service (a gateway or proxy) got no answer for ${what} (HTTP ${status}).`).error;
  }
  if (status >= 500) return fail('serverError', `The weather service had a problem answering ${what} (HTTP ${status}).`).error;
  if (status >= 400) return fail('badInput', `The weather service refused the request for ${what} (HTTP ${status}).`).error;
  return unexpectedAnswer(what);
}

function rateLimitedMessage(what: string, retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds === undefined ? 'a moment' : `${retryAfterSeconds} s`;
  return `The weather service is limiting requests; Weatherglass will ask for ${what} again in ${wait}.`;
}

/** The service answered, but not with what the specification promises (wrong shape, cut short, not JSON). */
export function unexpectedAnswer(what: string): AppError {
  return fail('serverError', `The weather service answered something unexpected for ${what}.`).error;
}

export function unreachable(what: string, timedOutAfterMs?: number): AppError {
  const message =
    timedOutAfterMs === undefined
      ? `Weatherglass could not reach the weather service for ${what}.`
      : `The weather service did not answer in time for ${what} (${timedOutAfterMs / 1000} s).`;
  return fail('offline', message).error;
}

/** The connection broke after the service had begun to answer (a reset, a proxy giving up). */
export function cutOff(what: string): AppError {
  return fail('offline', `The connection to the weather service broke off while it answered ${what}.`).error;
}

const checkAddress = 'Check the service address in the Account pane: use the address your provider gives for its API, starting with https://.';

/**
 * Why a redirect was not followed: account calls follow none (the body holds the password), data
 * calls none to another origin (the request holds the access key) and only a few on the same one.
 */
export type RedirectRefusal = 'credentials' | 'otherOrigin' | 'tooMany';

export function redirectRefused(what: string, why: RedirectRefusal): AppError {
  switch (why) {
    case 'credentials':
      return fail('serverError', `The service address redirected the request for ${what} elsewhere; Weatherglass never sends your username and password on to another address.`, {
        action: checkAddress,
      }).error;
    case 'otherOrigin':
      return fail('serverError', `The weather service redirected the request for ${what} to another server; Weatherglass does not follow it, so your access key stays with the service.`, {
        action: checkAddress,
      }).error;
    case 'tooMany':
      return fail('serverError', `The weather service redirected the request for ${what} too many times.`).error;
  }
}

/** A token source failed without saying why: the most useful reading is that the credentials need a look. */
export function noToken(what: string): AppError {
  return fail('unauthorized', `Weatherglass has no valid access key to ask for ${what}.`).error;
}
