import { fail, type AppError } from '@shared/ipc/result';
import { unexpectedAnswer } from '../api/error-mapping';
import { TokenUnavailableError, type TokenSource } from '../api/token-source';
import type { Logger } from '../logger';
import { keychainUnreadableError, noAccountError } from './account-errors';
import type { AccountEndpoints } from './account-endpoints';
import { credentialsFingerprint, type Credentials } from './credentials';

export interface TokenManagerOptions {
  /** POST /authorize/token, through the API client. */
  endpoints: Pick<AccountEndpoints, 'createToken'>;
  /** The stored credentials, read at each refresh (CredentialStore.load keeps them in memory). */
  credentials: () => Promise<Credentials | null>;
  /** Milliseconds since the epoch. */
  now: () => number;
  logger: Logger;
  /**
   * Lifetime asked for, 1 to 168 hours. Default 24: one token request a day per running app (each
   * counts against the account's allowance), while a token that leaks from memory dies within a day.
   */
  expireHours?: number;
  /** After a refusal of the credentials, the first pause before asking again; doubles up to maxMs. */
  unauthorizedBackoff?: { firstMs: number; maxMs: number };
}

interface Grant {
  accessToken: string;
  fingerprint: string;
  issuedAt: number;
  /** From this instant on, token() first tries to get a successor. */
  refreshAt: number;
  expiresAt: number;
  /** Obtained because its predecessor was refused: if it is refused at once too, retrying is pointless. */
  replacesRejected: boolean;
}

/** No token requests for these credentials before `until`; token() answers `error` instead. */
interface Hold {
  fingerprint: string;
  until: number;
  error: AppError;
}

const minute = 60_000;
const defaultExpireHours = 24;
const defaultUnauthorizedBackoff = { firstMs: 15 * minute, maxMs: 4 * 60 * minute };
/** A failed early refresh is tried again after this, using the still valid token meanwhile. */
const earlyRefreshRetryMs = minute;
/** A replacement token refused within this of being issued means the service refuses this account's tokens. */
const freshRejectionWindowMs = minute;
/** When a 429 says no Retry-After. */
const defaultRateLimitPauseMs = minute;

/**
 * Holds the account's expiring access token, in memory only: a restart costs one token request,
 * which is cheaper than a bearer credential at rest. One refresh is shared by all callers.
 */
export class TokenManager implements TokenSource {
  readonly #options: TokenManagerOptions;
  readonly #expireHours: number;
  #grant: Grant | null = null;
  #inFlight: { fingerprint: string; promise: Promise<Grant> } | null = null;
  #hold: Hold | null = null;
  #refusals = 0;
  #earlyRefreshNotBefore = 0;
  #nextReplacesRejected = false;

  constructor(options: TokenManagerOptions) {
    const expireHours = options.expireHours ?? defaultExpireHours;
    if (!Number.isInteger(expireHours) || expireHours < 1 || expireHours > 168) {
      throw new RangeError('expireHours must be a whole number from 1 to 168');
    }
    this.#options = options;
    this.#expireHours = expireHours;
  }

  async token(): Promise<string> {
    const credentials = await this.#credentials();
    const fingerprint = credentialsFingerprint(credentials);
    // A token of other credentials (the user switched account) is never handed out.
    const grant = this.#grant?.fingerprint === fingerprint ? this.#grant : null;
    const now = this.#options.now();
    if (grant !== null && (now < grant.refreshAt || (now < grant.expiresAt && now < this.#earlyRefreshNotBefore))) {
      return grant.accessToken;
    }
    try {
      return (await this.#refresh(credentials, fingerprint)).accessToken;
    } catch (error) {
      // A refusal of the credentials has already dropped the grant: only outages fall back to it.
      const later = this.#options.now();
      if (grant === null || this.#grant !== grant || later >= grant.expiresAt || !(error instanceof TokenUnavailableError)) throw error;
      // Refreshing early is a courtesy: while the old token lasts, an outage must not stop the data.
      this.#earlyRefreshNotBefore = later + Math.max(earlyRefreshRetryMs, (error.appError.retryAfterSeconds ?? 0) * 1000);
      return grant.accessToken;
    }
  }

  async tokenRejected(token: string): Promise<void> {
    const grant = this.#grant;
    // Only the current token: the other callers that saw the same 401 must not trigger refreshes of their own.
    if (grant === null || grant.accessToken !== token) return;
    this.#grant = null;
    if (grant.replacesRejected && this.#options.now() - grant.issuedAt < freshRejectionWindowMs) {
      this.#holdAfterRefusal(grant.fingerprint, fail('unauthorized', 'tokensRefused').error);
      this.#options.logger.warn('auth: a fresh token was refused too; pausing token requests');
      return;
    }
    this.#nextReplacesRejected = true;
  }

  async #credentials(): Promise<Credentials> {
    let credentials: Credentials | null;
    try {
      credentials = await this.#options.credentials();
    } catch {
      throw new TokenUnavailableError(keychainUnreadableError());
    }
    if (credentials === null) throw new TokenUnavailableError(noAccountError());
    return credentials;
  }

  async #refresh(credentials: Credentials, fingerprint: string): Promise<Grant> {
    const hold = this.#hold;
    if (hold !== null && hold.fingerprint === fingerprint && this.#options.now() < hold.until) {
      throw new TokenUnavailableError(hold.error);
    }
    if (this.#inFlight?.fingerprint === fingerprint) return this.#inFlight.promise;
    const promise = this.#request(credentials, fingerprint);
    this.#inFlight = { fingerprint, promise };
    try {
      return await promise;
    } finally {
      if (this.#inFlight?.promise === promise) this.#inFlight = null;
    }
  }

  async #request(credentials: Credentials, fingerprint: string): Promise<Grant> {
    const requestedAt = this.#options.now();
    const answer = await this.#options.endpoints.createToken(credentials, this.#expireHours);
    if (!answer.ok) {
      const { error } = answer;
      if (error.kind === 'unauthorized') {
        // The key was revoked or the password changed: asking again with the same pair is useless.
        if (this.#grant?.fingerprint === fingerprint) this.#grant = null;
        this.#holdAfterRefusal(fingerprint, error);
      } else if (error.kind === 'rateLimited') {
        const pause = error.retryAfterSeconds === undefined ? defaultRateLimitPauseMs : error.retryAfterSeconds * 1000;
        this.#hold = { fingerprint, until: this.#options.now() + pause, error };
      }
      throw this.#failed(error);
    }
    // A lifetime of zero or less would have every call ask for a new token.
    const lifetime = answer.value.expires_in * 1000;
    if (!(lifetime > 0) || !Number.isFinite(lifetime)) throw this.#failed(unexpectedAnswer('subject.accessToken'));

    // Timed from when the request left, so the local idea of expiry is never later than the service's.
    const grant: Grant = {
      accessToken: answer.value.access_token,
      fingerprint,
      issuedAt: requestedAt,
      refreshAt: requestedAt + lifetime - refreshMargin(lifetime),
      expiresAt: requestedAt + lifetime,
      replacesRejected: this.#nextReplacesRejected,
    };
    this.#grant = grant;
    this.#hold = null;
    this.#refusals = 0;
    this.#earlyRefreshNotBefore = 0;
    this.#nextReplacesRejected = false;
    this.#options.logger.info('auth: obtained an access token', { expiresInSeconds: answer.value.expires_in });
    return grant;
  }

  #holdAfterRefusal(fingerprint: string, error: AppError): void {
    const backoff = this.#options.unauthorizedBackoff ?? defaultUnauthorizedBackoff;
    // Counted per credentials: a newly typed pair starts again from the first pause.
    this.#refusals = this.#hold?.fingerprint === fingerprint ? this.#refusals + 1 : 1;
    const pause = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (this.#refusals - 1));
    this.#hold = { fingerprint, until: this.#options.now() + pause, error };
  }

  #failed(error: AppError): TokenUnavailableError {
    // The API client already logged the request's details; this says what it means for the token.
    this.#options.logger.warn('auth: no access token', { kind: error.kind });
    return new TokenUnavailableError(error);
  }
}

/** Refresh when a tenth of the life is left, but at least 5 minutes before expiry (at most half the life). */
function refreshMargin(lifetime: number): number {
  return Math.min(lifetime / 2, Math.max(lifetime / 10, 5 * minute));
}
