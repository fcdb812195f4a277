import { z } from 'zod';
import { fail, ok, type Result } from '@shared/ipc/result';
import { describeIssues } from '../ipc/plain-issues';
import { parseJsonAs } from '../persistence/json-file';
import { secretNames, type SecretStore } from '../secrets/secret-store';
import type { ServiceAddress } from '../session/service-address';
import { credentialsSchema, type AccountView, type Credentials } from './credentials';

/** The saved account: the credentials and the address the service accepted (or was asked) them at. */
export interface StoredAccount {
  credentials: Credentials;
  /**
   * Where the credentials may go: the address they were saved for. null for credentials an earlier
   * version saved, which kept no address with them.
   */
  boundTo: ServiceAddress | null;
}

/** The keychain did not take the account: the one saved before, and its address, stay as they were. */
export function keychainNotStored(): Result<never> {
  return fail('internal', 'keychainNotStored', { action: 'action.unlockKeychainAndSave' });
}

/** The `account` entry as the keychain keeps it. */
const accountRecordSchema = z.object({
  user: z.string().min(1),
  password: z.string().min(1),
  address: z.object({ data: z.string().min(1), maps: z.string().min(1).nullable() }),
});

function recordOf(credentials: Credentials, address: ServiceAddress): string {
  return JSON.stringify({ ...credentials, address: { data: address.dataBaseUrl, maps: address.mapsBaseUrl ?? null } });
}

/** The entry read back; null when absent or not one this version wrote (then the earlier entries are asked). */
function parseRecord(text: string | null): StoredAccount | null {
  if (text === null) return null;
  const record = parseJsonAs(text, accountRecordSchema);
  if (record === undefined) return null;
  const { user, password, address } = record;
  return {
    credentials: { user, password },
    boundTo: address.maps === null ? { dataBaseUrl: address.data } : { dataBaseUrl: address.data, mapsBaseUrl: address.maps },
  };
}

/**
 * The account's credentials and the address they belong to, in the secret store (the OS keychain
 * in the app), so nothing about the account touches the settings file. They stay in the main
 * process: windows get `view()`, which never holds the password.
 */
export class CredentialStore {
  readonly #secrets: SecretStore;
  /** undefined until first read: every token refresh asks, and the keychain is a D-Bus round trip away. */
  #cached: StoredAccount | null | undefined;

  constructor(secrets: SecretStore) {
    this.#secrets = secrets;
  }

  /** Stores the credentials bound to `address`, in one write: on failure the account saved before is left whole. */
  async save(input: Credentials, address: ServiceAddress): Promise<Result<void>> {
    const parsed = credentialsSchema.safeParse(input);
    if (!parsed.success) {
      return fail('badInput', 'accountIncomplete', {
        issues: describeIssues(parsed.error),
      });
    }
    const credentials = parsed.data;
    this.#cached = undefined;
    try {
      await this.#secrets.set(secretNames.account, recordOf(credentials, address));
    } catch {
      return keychainNotStored();
    }
    this.#cached = { credentials, boundTo: address };
    // An earlier version's entries would only be read again if this one went; they go now.
    await this.#deleteEarlierEntries().catch(() => undefined);
    return ok(undefined);
  }

  /** The saved account, or null when none (or only half of an earlier version's) is stored. Rejects when the keychain cannot be read. */
  async load(): Promise<StoredAccount | null> {
    if (this.#cached !== undefined) return this.#cached;
    const loaded = parseRecord(await this.#secrets.get(secretNames.account)) ?? (await this.#loadEarlier());
    this.#cached = loaded;
    return loaded;
  }

  async clear(): Promise<void> {
    this.#cached = undefined;
    // The account entry first: the account reads as gone as soon as it is deleted.
    await this.#secrets.delete(secretNames.account);
    await this.#deleteEarlierEntries();
    this.#cached = null;
  }

  async hasAccount(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  /** What the Account pane may show. */
  async view(): Promise<AccountView> {
    const stored = await this.load();
    return { configured: stored !== null, user: stored?.credentials.user ?? null };
  }

  async #loadEarlier(): Promise<StoredAccount | null> {
    const user = await this.#secrets.get(secretNames.accountUser);
    const password = await this.#secrets.get(secretNames.accountPassword);
    return user === null || password === null ? null : { credentials: { user, password }, boundTo: null };
  }

  async #deleteEarlierEntries(): Promise<void> {
    await this.#secrets.delete(secretNames.accountUser);
    await this.#secrets.delete(secretNames.accountPassword);
  }
}
