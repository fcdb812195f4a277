import { fail, ok, type Result } from '@shared/ipc/result';
import type { ApiKeyView, CreatedKeyView } from '@shared/views/account';
import type { ApiKey } from '../api/account-types';
import { keychainUnreadableError, noAccountError, unknownKeyError } from './account-errors';
import type { AccountEndpoints } from './account-endpoints';
import { credentialsFingerprint, type Credentials } from './credentials';
import { keyDates } from './key-claims';
import { KeyIds } from './key-ids';
import { maskKey } from './mask-key';

export interface AccountKeysOptions {
  /** The key operations, through the API client. */
  endpoints: AccountEndpoints;
  credentials: () => Promise<Credentials | null>;
  /** Tells a far-future expiry ("never") from a real one. */
  now: () => number;
}

/** What main keeps of a listed key: the service's name for it, to delete it, and the key, to copy it. */
interface HeldKey {
  serviceKey: string;
  secret: string;
}

/** Where the observed list shape carries no access_token, the key itself is what a program would use. */
function secretOf(entry: ApiKey): string {
  return entry.access_token ?? entry.key;
}

/**
 * The account functions of the Account pane: create a non-expiring key, list keys, delete one, all
 * with the stored credentials. Windows get ids made up here (`KeyIds`) and masked keys; the keys,
 * and the service's names for them, stay in this object (main-process memory) from the last list
 * read, for an explicit copy or delete.
 */
export class AccountKeys {
  readonly #options: AccountKeysOptions;
  readonly #ids = new KeyIds();
  /** The last list's keys by window id, of the account they were listed for: never used after a switch of account. */
  #held: { fingerprint: string; keys: Map<string, HeldKey> } | null = null;

  constructor(options: AccountKeysOptions) {
    this.#options = options;
  }

  async list(): Promise<Result<ApiKeyView[]>> {
    const entries = await this.#entries();
    return entries.ok ? ok(entries.value.map((entry) => this.#view(entry))) : entries;
  }

  /** Creates a non-expiring key (expire_hours=-1), then reads the list back so the UI can show both. */
  async create(): Promise<Result<CreatedKeyView>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const grant = await this.#options.endpoints.createToken(credentials.value, -1);
    if (!grant.ok) return grant;
    const token = grant.value.access_token;

    const entries = await this.#entries();
    if (!entries.ok) {
      // Not a plain failure: the key exists, and a user told otherwise would create another.
      return fail(entries.error.kind, { key: 'keyCreatedListUnread', values: { reason: entries.error.message } }, { action: entries.error.action });
    }
    const created = entries.value.find((entry) => entry.access_token === token || entry.key === token);
    return ok({ created: created === undefined ? null : this.#view(created), keys: entries.value.map((entry) => this.#view(entry)) });
  }

  /** Deletes a key of the last list read; the service's 406 (no such key) is badInput too. */
  async remove(id: string): Promise<Result<void>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const held = this.#heldKey(id, credentials.value);
    if (!held.ok) return held;
    const deleted = await this.#options.endpoints.deleteKey(credentials.value, held.value.serviceKey);
    // badInput is the service's 406: it has no such key (deleted elsewhere), so neither does the list.
    if (deleted.ok || deleted.error.kind === 'badInput') this.#held?.keys.delete(id);
    return deleted.ok ? ok(undefined) : deleted;
  }

  /** The whole key, for the explicit "copy" action only: the one from the last list read, no request. */
  async fullKey(id: string): Promise<Result<string>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const held = this.#heldKey(id, credentials.value);
    return held.ok ? ok(held.value.secret) : held;
  }

  #view(entry: ApiKey): ApiKeyView {
    const secret = secretOf(entry);
    return { id: this.#ids.idOf(entry.key), masked: maskKey(secret), ...keyDates(secret, this.#options.now()) };
  }

  /**
   * Only ids of the last list read for these credentials: an id a window kept from before a
   * deletion or a switch of account is refused rather than read again, since no other list could
   * have given it.
   */
  #heldKey(id: string, credentials: Credentials): Result<HeldKey> {
    const held = this.#held;
    const key = held?.fingerprint === credentialsFingerprint(credentials) ? held.keys.get(id) : undefined;
    return key === undefined ? { ok: false, error: unknownKeyError() } : ok(key);
  }

  async #entries(): Promise<Result<ApiKey[]>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const entries = await this.#options.endpoints.listKeys(credentials.value);
    if (!entries.ok) return entries;
    this.#held = {
      fingerprint: credentialsFingerprint(credentials.value),
      keys: new Map(entries.value.map((entry) => [this.#ids.idOf(entry.key), { serviceKey: entry.key, secret: secretOf(entry) }])),
    };
    return entries;
  }

  async #credentials(): Promise<Result<Credentials>> {
    try {
      const credentials = await this.#options.credentials();
      return credentials === null ? { ok: false, error: noAccountError() } : ok(credentials);
    } catch {
      return { ok: false, error: keychainUnreadableError() };
    }
  }
}
