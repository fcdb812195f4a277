import { fail, ok, type Result } from '../../../shared/ipc/result';
import type { ApiKey } from '../api/account-types';
import { keychainUnreadableError, noAccountError } from './account-errors';
import type { AccountEndpoints } from './account-endpoints';
import { credentialsFingerprint, type Credentials } from './credentials';
import { maskKey } from './mask-key';

export interface AccountKeysOptions {
  /** The key operations, through the API client. */
  endpoints: AccountEndpoints;
  credentials: () => Promise<Credentials | null>;
}

/** An API key as a window sees it: the service's id for it and a masked form, never the key itself. */
export interface ApiKeyView {
  id: string;
  masked: string;
}

export interface CreatedKey {
  /** null when the refreshed list holds no entry recognisably the new key. */
  created: ApiKeyView | null;
  keys: ApiKeyView[];
}

/** Where the observed list shape carries no access_token, the key itself is what a program would use. */
function secretOf(entry: ApiKey): string {
  return entry.access_token ?? entry.key;
}

function view(entry: ApiKey): ApiKeyView {
  return { id: entry.key, masked: maskKey(secretOf(entry)) };
}

/**
 * The account functions of the Account pane: create a non-expiring key, list keys, delete one, all
 * with the stored credentials. Full keys stay in this object (main-process memory) for an explicit
 * copy; lists carry only masked keys.
 */
export class AccountKeys {
  readonly #options: AccountKeysOptions;
  /** Full keys by id, of the account they were listed for: never handed out after a switch of account. */
  #known: { fingerprint: string; keys: Map<string, string> } | null = null;

  constructor(options: AccountKeysOptions) {
    this.#options = options;
  }

  async list(): Promise<Result<ApiKeyView[]>> {
    const entries = await this.#entries();
    return entries.ok ? ok(entries.value.map(view)) : entries;
  }

  /** Creates a non-expiring key (expire_hours=-1), then reads the list back so the UI can show both. */
  async create(): Promise<Result<CreatedKey>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const grant = await this.#options.endpoints.createToken(credentials.value, -1);
    if (!grant.ok) return grant;
    const token = grant.value.access_token;

    const entries = await this.#entries();
    if (!entries.ok) {
      // Not a plain failure: the key exists, and a user told otherwise would create another.
      return fail(entries.error.kind, `The key was created, but the key list could not be read: ${entries.error.message}`, {
        action: entries.error.action,
      });
    }
    const created = entries.value.find((entry) => entry.access_token === token || entry.key === token);
    return ok({ created: created === undefined ? null : view(created), keys: entries.value.map(view) });
  }

  /** A key the account does not have is badInput (the service's 406). */
  async remove(id: string): Promise<Result<void>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const deleted = await this.#options.endpoints.deleteKey(credentials.value, id);
    if (!deleted.ok) return deleted;
    this.#known?.keys.delete(id);
    return ok(undefined);
  }

  /** The whole key, for the explicit "copy" action only; read again from the service if not seen yet. */
  async fullKey(id: string): Promise<Result<string>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const known = this.#known;
    if (known === null || known.fingerprint !== credentialsFingerprint(credentials.value) || !known.keys.has(id)) {
      const entries = await this.#entries();
      if (!entries.ok) return entries;
    }
    const key = this.#known?.keys.get(id);
    return key === undefined ? fail('badInput', 'The account has no such key; it may have been deleted already.') : ok(key);
  }

  async #entries(): Promise<Result<ApiKey[]>> {
    const credentials = await this.#credentials();
    if (!credentials.ok) return credentials;
    const entries = await this.#options.endpoints.listKeys(credentials.value);
    if (!entries.ok) return entries;
    this.#known = {
      fingerprint: credentialsFingerprint(credentials.value),
      keys: new Map(entries.value.map((entry) => [entry.key, secretOf(entry)])),
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
