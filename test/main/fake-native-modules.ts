/**
 * Stand-ins for the main process's other Electron-bound modules, shared by the tests that boot the
 * app: electron-store, whose files live in memory here, and keytar, whose keychain can be made to
 * answer late (as a Secret Service that is slow to start does).
 */

/** electron-store files by store name. */
export const storeFiles = new Map<string, Record<string, unknown>>();

class FakeElectronStore {
  readonly #name: string;

  constructor(options: { name: string }) {
    this.#name = options.name;
  }

  get size(): number {
    return Object.keys(this.store).length;
  }

  get store(): Record<string, unknown> {
    return structuredClone(storeFiles.get(this.#name) ?? {});
  }

  set store(value: Record<string, unknown>) {
    storeFiles.set(this.#name, structuredClone(value));
  }
}

export function fakeElectronStoreModule() {
  return { default: FakeElectronStore };
}

/**
 * A keychain that starts empty; while `holdAnswers` is set, every read waits until `release()` (a
 * slow Secret Service); with `refusal` set, reads fail with it (a keychain that says no).
 */
export const keychain = {
  holdAnswers: false,
  waiting: [] as Array<() => void>,
  refusal: null as Error | null,
  /** Entries by "service/account". */
  entries: new Map<string, string>(),
  release(): void {
    this.holdAnswers = false;
    for (const answer of this.waiting.splice(0)) answer();
  },
  reset(): void {
    this.refusal = null;
    this.entries.clear();
    this.release();
  },
};

export function fakeKeytarModule() {
  const read = (service: string, account: string): Promise<string | null> =>
    keychain.refusal === null ? Promise.resolve(keychain.entries.get(`${service}/${account}`) ?? null) : Promise.reject(keychain.refusal);
  return {
    default: {
      getPassword: (service: string, account: string): Promise<string | null> =>
        keychain.holdAnswers ? new Promise((resolve) => keychain.waiting.push(() => resolve(read(service, account)))) : read(service, account),
      setPassword: (service: string, account: string, password: string): Promise<void> => {
        keychain.entries.set(`${service}/${account}`, password);
        return Promise.resolve();
      },
      deletePassword: (service: string, account: string): Promise<boolean> => Promise.resolve(keychain.entries.delete(`${service}/${account}`)),
    },
  };
}
