import { join } from 'node:path';
import { z } from 'zod';
import type { CredentialStorageView } from '@shared/views/account';
import { Emitter, toDisposable, type Event } from '../events';
import type { Logger } from '../logger';
import { JsonFile } from '../persistence/json-file';
import { systemClock } from '../schedule/clock';
import { createMemorySecretStore, secretNames, type SecretStore } from '../secrets/secret-store';
import { chooseSecretStore, type RememberedLocation, type SafeStorageStatus } from './choose-secret-store';
import { probeKeychain, type Keychain, type KeychainProbe } from './probe-secret-store';

/**
 * The one owner of where the credentials live and whether they can be reached. The core starts
 * with it before the keychain has answered: `store` waits for the choice, then serves the chosen
 * store, or fails while the keychain is locked, refused or gone (so nothing reads that as "no
 * account").
 */
export interface SecretStorage {
  readonly store: SecretStore;
  view(): CredentialStorageView;
  /** A saved account is kept where it cannot be read now (the keychain locked, refused, silent or gone). */
  accountUnreachable(): boolean;
  /** Settles once the choice is made, or once the keychain has stayed silent past its limit. */
  settled(): Promise<CredentialStorageView>;
  /** Asks the keychain again (on Linux, the read shows its unlock prompt); does nothing where it can be read. */
  retry(): Promise<CredentialStorageView>;
  /** The location or state changed: the keychain answered, was asked again, or said no. */
  readonly onChange: Event<CredentialStorageView>;
}

export interface ProbeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where a saved account was put, in a small file of main's own: not a secret, and never in settings a window reads. */
export interface RememberedStore {
  load(): Promise<RememberedLocation | null>;
  save(location: RememberedLocation | null): void;
}

export interface SecretStorageOptions {
  keychain: Keychain;
  remembered: RememberedStore;
  safeStorage: () => Promise<SafeStorageStatus>;
  /** Made only if chosen, so no file appears on systems that have a keychain. */
  encryptedFileStore: () => SecretStore;
  logger: Logger;
  timers?: ProbeTimers;
  /** How long the keychain's silence reads as waiting before the Account pane offers to ask again. */
  answerLimitMs?: number;
}

/** The keychain's first answer is waited for this long, with the tray saying so; it may still answer later. */
export const keychainAnswerLimitMs = 5_000;

const rememberedSchema = z.object({ location: z.enum(['keychain', 'encryptedFile']).nullable() });

/** The remembered location in `secret-storage.json` under userData. */
export function rememberedStoreFile(userDataDir: string, logger: Logger): RememberedStore {
  const file = new JsonFile(join(userDataDir, 'secret-storage.json'), rememberedSchema, logger);
  return {
    load: async () => (await file.load())?.location ?? null,
    save: (location) => file.save({ location }),
  };
}

/** Raised by `SecretStorage.store` while the keychain that holds the credentials cannot be read; carries no secret. */
export class CredentialsUnreachableError extends Error {
  override readonly name = 'CredentialsUnreachableError';

  constructor(readonly state: CredentialStorageView['state']) {
    super(`the credentials cannot be reached (${state})`);
  }
}

const readable = (view: CredentialStorageView): boolean => view.state === 'ready' || view.state === 'unprotected';

/** A store that is simply there (the browser preview, tests): always ready, never asked about. */
export function readySecretStorage(store: SecretStore): SecretStorage {
  const view: CredentialStorageView = { location: 'memory', state: 'ready', reason: null };
  return {
    store,
    view: () => view,
    accountUnreachable: () => false,
    settled: async () => view,
    retry: async () => view,
    onChange: () => toDisposable(() => undefined),
  };
}

/** Starts choosing at once; the returned storage is usable before the keychain answers. */
export function openSecretStorage(options: SecretStorageOptions): SecretStorage {
  return new ChosenSecretStorage(options);
}

class ChosenSecretStorage implements SecretStorage {
  readonly store: SecretStore;
  readonly #options: SecretStorageOptions;
  readonly #changed = new Emitter<CredentialStorageView>();
  readonly onChange: Event<CredentialStorageView> = this.#changed.event;
  #view: CredentialStorageView = { location: 'keychain', state: 'waiting', reason: null };
  /** The store calls go to; null while waiting or while the keychain cannot be read. */
  #inUse: SecretStore | null = null;
  #keychainStore: SecretStore | null = null;
  #fileStore: SecretStore | undefined;
  #memoryStore: SecretStore | undefined;
  #remembered: Promise<RememberedLocation | null>;
  /** Known once loaded; the file is read before any choice is shown. */
  #rememberedNow: RememberedLocation | null = null;
  /** Resolves when the attempt under way decides (or its limit passes). */
  #decided!: Promise<void>;
  #decide!: () => void;
  #attempt = 0;

  constructor(options: SecretStorageOptions) {
    this.#options = options;
    this.#remembered = options.remembered.load();
    this.store = {
      get: (name) => this.#use((store) => store.get(name)),
      set: (name, value) =>
        this.#use(async (store) => {
          await store.set(name, value);
          // An account saved here is remembered here: a later start keeps to this store whatever it says.
          if (name === secretNames.account && this.#view.location !== 'memory') this.#remember(this.#view.location);
        }),
      delete: (name) =>
        this.#use(async (store) => {
          const deleted = await store.delete(name);
          if (name === secretNames.account) this.#remember(null);
          return deleted;
        }),
    };
    void this.#ask();
  }

  view(): CredentialStorageView {
    return this.#view;
  }

  accountUnreachable(): boolean {
    return !readable(this.#view) && this.#view.state !== 'waiting' && this.#rememberedNow === 'keychain';
  }

  async settled(): Promise<CredentialStorageView> {
    await this.#decided;
    return this.#view;
  }

  async retry(): Promise<CredentialStorageView> {
    if (this.#view.state === 'waiting') return this.settled();
    if (readable(this.#view)) return this.#view;
    await this.#ask();
    return this.#view;
  }

  async #use<T>(operation: (store: SecretStore) => Promise<T>): Promise<T> {
    await this.#decided;
    const store = this.#inUse;
    if (store === null) throw new CredentialsUnreachableError(this.#view.state);
    return operation(store);
  }

  #remember(location: RememberedLocation | null): void {
    if (this.#rememberedNow === location) return;
    this.#rememberedNow = location;
    this.#remembered = Promise.resolve(location);
    this.#options.remembered.save(location);
  }

  /** One attempt: waiting until the keychain answers, at most the limit; a later answer still counts. */
  async #ask(): Promise<void> {
    const attempt = ++this.#attempt;
    this.#decided = new Promise((resolve) => {
      this.#decide = resolve;
    });
    this.#show({ ...this.#view, state: 'waiting', reason: null }, null);
    const remembered = await this.#remembered;
    this.#rememberedNow = remembered;
    const timers = this.#options.timers ?? systemClock;
    let timer: unknown;
    const probe =
      remembered === 'encryptedFile'
        ? null
        : await new Promise<KeychainProbe | 'noAnswer'>((resolve) => {
            timer = timers.setTimeout(() => {
              // Past the limit: the Account pane offers to ask again, but this read may still answer.
              if (attempt === this.#attempt) void this.#apply('noAnswer', remembered);
            }, this.#options.answerLimitMs ?? keychainAnswerLimitMs);
            // A keychain that throws where it should answer is one that said no; the wait must still end.
            this.#probe().then(resolve, () => resolve('refused'));
          });
    timers.clearTimeout(timer);
    // An older attempt's late answer counts only if it is good news and nothing better came since.
    if (attempt !== this.#attempt && (probe === null || !['account', 'empty'].includes(probe) || readable(this.#view))) return;
    await this.#apply(probe, remembered);
  }

  async #probe(): Promise<KeychainProbe> {
    const { keychain } = this.#options;
    const store = this.#keychainStore ?? (await keychain.open());
    if (store instanceof Error) {
      this.#options.logger.warn('secrets: the keychain library could not be loaded', { error: store.name });
      return 'missing';
    }
    this.#keychainStore = store;
    return probeKeychain(store, keychain);
  }

  /** Shows what the keychain said and lets the waiting calls go on (those of the attempt in force, whichever attempt answered). */
  async #apply(probe: KeychainProbe | 'noAnswer' | null, remembered: RememberedLocation | null): Promise<void> {
    if (readable(this.#view)) return this.#decide();
    const view = await chooseSecretStore({ remembered, keychain: probe, safeStorage: this.#options.safeStorage });
    if (readable(this.#view)) return this.#decide();
    // Found there at start, though never remembered (saved before stores were remembered): kept to from now on.
    if (probe === 'account') this.#remember('keychain');
    this.#show(view, this.#storeFor(view));
    this.#options.logger.info('secrets: credential storage', { location: view.location, state: view.state, reason: view.reason ?? 'none' });
    this.#decide();
  }

  #storeFor(view: CredentialStorageView): SecretStore | null {
    if (!readable(view)) return null;
    if (view.location === 'keychain') return this.#keychainStore;
    if (view.location === 'encryptedFile') return (this.#fileStore ??= this.#options.encryptedFileStore());
    return (this.#memoryStore ??= createMemorySecretStore());
  }

  #show(view: CredentialStorageView, store: SecretStore | null): void {
    this.#inUse = store;
    const same = view.location === this.#view.location && view.state === this.#view.state && view.reason === this.#view.reason;
    this.#view = view;
    if (same) return;
    this.#changed.fire(view);
  }
}
