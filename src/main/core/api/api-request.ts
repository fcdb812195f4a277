import type { RequestSubject } from '@shared/i18n/messages/errors';
import type { ApplicationKeyCredentials } from './account-types';

/** Which base address a request goes to: maps may live on a host of their own. */
export type Host = 'data' | 'maps';

/**
 * How a request proves who it is: the token in the Authorization header (data and usage calls),
 * the token as the `token` query parameter (capabilities, tiles, legends), or the application key
 * credentials in a JSON body (account calls).
 */
export type Authentication =
  | { kind: 'bearer' }
  | { kind: 'queryToken' }
  | { kind: 'credentials'; credentials: ApplicationKeyCredentials };

export type QueryValue = string | number | boolean | undefined;

/** What came back over HTTP, read in full. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** A reader's verdict: the typed value, or why the answer is not what the specification promises. */
export type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface ApiRequest<T> {
  /** Names the endpoint in logs. Never the address: tile addresses carry the token. */
  endpoint: string;
  /** What the request is for, as the catalogue's words for an error message: "the hourly forecast". */
  what: RequestSubject;
  host: Host;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path from the base address, segments already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  auth: Authentication;
  /** Reads a 2xx or 304 answer. */
  read(answer: RawAnswer): Reading<T>;
  /**
   * The asker no longer wants the answer: a request not yet sent is not sent, one sent is dropped
   * until the service starts answering. From then on it is read to the end, because the service
   * bills an answered request whether or not anyone reads it.
   */
  signal?: AbortSignal;
}

/** The specification's boolean parameters are 1 and 0. */
export function queryText(value: Exclude<QueryValue, undefined>): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
