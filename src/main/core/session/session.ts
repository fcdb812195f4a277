import type { AppMode } from '@shared/app-info';
import { fail, type AppError, type Result } from '@shared/ipc/result';
import type { AccountConnection } from '@shared/views/account';
import { mapRefusalMessages } from '@shared/views/map-refusal';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/api-client';
import type { TokenSource } from '../api/token-source';
import type { AccountEndpoints } from '../auth/account-endpoints';
import { AccountKeys } from '../auth/account-keys';
import type { Credentials } from '../auth/credentials';
import { TokenManager } from '../auth/token-manager';
import type { Logger } from '../logger';
import { billedHits, tileRefusalOf, type RequestBudget, type SpendCategory } from '../schedule/request-budget';
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

  /**
   * Makes a call the schedule does not make, charged to the budget by the one rule (`billedHits`).
   * `withinAllowance` (what a window asks for) is refused without a request once today's allowance,
   * short of its reserve, is spent; `regardless` (signing in, keys, usage, the map's layers) is not.
   * `tiles` charges the map's share, as its tiles are: what only the map draws (storms, lightning).
   */
  async ask<T>(
    call: (client: ApiClient) => Promise<Result<T>>,
    limit: 'withinAllowance' | 'regardless' = 'withinAllowance',
    category: SpendCategory = 'data',
  ): Promise<Result<T>> {
    const charge = limit === 'regardless' ? this.budget.chargeRegardless(1, category) : this.budget.charge(1, category);
    if (charge === undefined) {
      if (category === 'tiles' && tileRefusalOf(this.budget) === 'mapShare') return fail('rateLimited', mapRefusalMessages.mapShare);
      return fail('rateLimited', 'allowanceSpent');
    }
    const result = await call(this.client);
    charge.settle(billedHits(result));
    if (result.ok) this.noteSuccess();
    else this.noteFailure(result.error);
    if (!this.#closed) this.#options.onReachable?.(result.ok || result.error.kind !== 'offline');
    return result;
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
      createToken: (credentials, expireHours) => this.ask((client) => client.createToken(credentials, expireHours), 'regardless'),
      listKeys: (credentials) => this.ask((client) => client.listKeys(credentials), 'regardless'),
      deleteKey: (credentials, key) => this.ask((client) => client.deleteKey(credentials, key), 'regardless'),
    };
  }
}
