import { fail, ok, type Result } from '@shared/ipc/result';
import { describeIssues } from '../ipc/plain-issues';
import { secretNames, type SecretStore } from '../secrets/secret-store';
import { credentialsSchema, type AccountView, type Credentials } from './credentials';

/**
 * The account's credentials, both halves in the secret store (the OS keychain in the app), so
 * nothing about the account touches the settings file. They stay in the main process: windows get
 * `view()`, which never holds the password.
 */
export class CredentialStore {
  readonly #secrets: SecretStore;
  /** undefined until first read: every token refresh asks, and the keychain is a D-Bus round trip away. */
  #cached: Credentials | null | undefined;

  constructor(secrets: SecretStore) {
    this.#secrets = secrets;
  }

  async save(input: Credentials): Promise<Result<void>> {
    const parsed = credentialsSchema.safeParse(input);
    if (!parsed.success) {
      return fail('badInput', 'accountIncomplete', {
        issues: describeIssues(parsed.error),
      });
    }
    const credentials = parsed.data;
    this.#cached = undefined;
    try {
      // Password first: the user name is what marks an account as present, so an interrupted save
      // leaves at worst a stray password, never a user without one.
      await this.#secrets.set(secretNames.accountPassword, credentials.password);
      await this.#secrets.set(secretNames.accountUser, credentials.user);
    } catch {
      return fail('internal', 'keychainNotStored', { action: 'action.unlockKeychainAndSave' });
    }
    this.#cached = credentials;
    return ok(undefined);
  }

  /** Both halves, or null when either is missing. Rejects when the keychain cannot be read. */
  async load(): Promise<Credentials | null> {
    if (this.#cached !== undefined) return this.#cached;
    const user = await this.#secrets.get(secretNames.accountUser);
    const password = await this.#secrets.get(secretNames.accountPassword);
    const loaded = user === null || password === null ? null : { user, password };
    this.#cached = loaded;
    return loaded;
  }

  async clear(): Promise<void> {
    this.#cached = undefined;
    // The user name first, mirroring save: the account reads as gone as soon as the first delete lands.
    await this.#secrets.delete(secretNames.accountUser);
    await this.#secrets.delete(secretNames.accountPassword);
    this.#cached = null;
  }

  async hasAccount(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  /** What the Account pane may show. */
  async view(): Promise<AccountView> {
    const credentials = await this.load();
    return { configured: credentials !== null, user: credentials?.user ?? null };
  }
}
