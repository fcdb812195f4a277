import type { AppMode } from '@shared/app-info';
import { fail, type AppError, type Result } from '@shared/ipc/result';
import type { AccountConnection } from '@shared/views/account';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/api-client';
import type { TokenSource } from '../api/token-source';
import type { AccountEndpoints } from '../auth/account-endpoints';
import { AccountKeys } from '../auth/account-keys';
import type { Credentials } from '../auth/credentials';
import { TokenManager } from '../auth/token-manager';
import type { Logger } from '../logger';
import type { RequestBudget } from '../schedule/request-budget';
import type { ServiceAddress } from './service-address';

/** The API client's tunables a caller may set (tests: no real waiting, a high limiter). */
export type ApiTuning = Partial<Omit<ApiClientOptions, 'dataBaseUrl' | 'mapsBaseUrl' | 'tokens' | 'logger'>>;

export interface SessionOptions {
  mode: AppMode;
  address: ServiceAddress;
  /** Read at each token request, so a changed account is picked up without a new session. */
  credentials: () => Promise<Credentials | null>;
  /** The mode's request budget: calls the schedule does not make (tokens, keys, usage, search) are counted here. */
  budget: RequestBudget;
  logger: Logger;
  now: () => number;
  api?: ApiTuning;
  onConnectionChange?: (connection: AccountConnection) => void;
  /** Whether the last call a window asked for got an answer at all (for the offline state). */
  onReachable?: (reachable: boolean) => void;
  /** Stops what the session runs on (the demo service). */
  release?: () => Promise<void>;
}

/**
 * Everything that talks to one service with one set of credentials: the API client, its token
 * manager and the account's keys. A switch between demo and account data closes the session and
 * opens another, so nothing of one (a token, a key list, a late answer) leaks into the other.
 */
export class Session {
  readonly mode: AppMode;
  readonly address: ServiceAddress;
  readonly client: ApiClient;
  readonly tokens: TokenManager;
  readonly keys: AccountKeys;
  readonly budget: RequestBudget;
  readonly #options: SessionOptions;
  #connection: AccountConnection = { state: 'unknown' };
  #closed = false;

  constructor(options: SessionOptions) {
    this.#options = options;
    this.mode = options.mode;
    this.address = options.address;
    this.budget = options.budget;
    // The client needs the token source and the token manager needs the client's token endpoint.
    const tokens: TokenSource = {
      token: () => this.tokens.token(),
      tokenRejected: (token) => this.tokens.tokenRejected(token),
    };
    this.client = createApiClient({
      ...options.api,
      dataBaseUrl: options.address.dataBaseUrl,
      ...(options.address.mapsBaseUrl === undefined ? {} : { mapsBaseUrl: options.address.mapsBaseUrl }),
      tokens,
      logger: options.logger,
    });
    const endpoints = this.#billedAccountEndpoints();
    this.tokens = new TokenManager({
      endpoints,
      credentials: options.credentials,
      now: options.now,
      logger: options.logger,
    });
    this.keys = new AccountKeys({ endpoints, credentials: options.credentials, now: options.now });
  }

  get closed(): boolean {
    return this.#closed;
  }

  get connection(): AccountConnection {
    return this.#connection;
  }

  /** Other credentials were stored: nothing is known about them until the service answers. */
  resetConnection(): void {
    this.#setConnection({ state: 'unknown' });
  }

  /** Counts a successful call the schedule did not charge: every answered request is a hit on the account. */
  billed<T>(result: Result<T>): Result<T> {
    if (result.ok) {
      this.budget.spend(1, 'data');
      this.noteSuccess();
    } else {
      this.noteFailure(result.error);
    }
    if (!this.#closed) this.#options.onReachable?.(result.ok || result.error.kind !== 'offline');
    return result;
  }

  /**
   * A call a window asked for: refused without a request once today's allowance (short of its
   * reserve) is spent, otherwise made and counted like `billed`.
   */
  async askWithinAllowance<T>(call: (client: ApiClient) => Promise<Result<T>>): Promise<Result<T>> {
    if (!this.budget.canSpend(1)) {
      return fail('rateLimited', "Today's request allowance is used up: this loads again tomorrow or after raising the allowance in Settings.");
    }
    return this.billed(await call(this.client));
  }

  /** The service answered: the credentials work. */
  noteSuccess(): void {
    if (this.#connection.state !== 'connected') this.#setConnection({ state: 'connected' });
  }

  /** A refused token or credentials says the account is wrong; other failures say nothing about it. */
  noteFailure(error: AppError): void {
    if (error.kind === 'unauthorized') this.#setConnection({ state: 'failed', error });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#options.release?.();
  }

  #setConnection(connection: AccountConnection): void {
    if (this.#closed) return;
    this.#connection = connection;
    this.#options.onConnectionChange?.(connection);
  }

  /** Account calls carry the credentials themselves: their answers say whether the credentials work. */
  #billedAccountEndpoints(): AccountEndpoints {
    return {
      createToken: async (credentials, expireHours) => this.billed(await this.client.createToken(credentials, expireHours)),
      listKeys: async (credentials) => this.billed(await this.client.listKeys(credentials)),
      deleteKey: async (credentials, key) => this.billed(await this.client.deleteKey(credentials, key)),
    };
  }
}
