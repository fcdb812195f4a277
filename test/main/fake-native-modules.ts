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

/** An empty keychain; while `holdAnswers` is set, every read waits until `release()`. */
export const keychain = {
  holdAnswers: false,
  waiting: [] as Array<() => void>,
  release(): void {
    this.holdAnswers = false;
    for (const answer of this.waiting.splice(0)) answer();
  },
};

export function fakeKeytarModule() {
  return {
    default: {
      getPassword: (): Promise<string | null> =>
        keychain.holdAnswers ? new Promise((resolve) => keychain.waiting.push(() => resolve(null))) : Promise.resolve(null),
      setPassword: () => Promise.resolve(),
      deletePassword: () => Promise.resolve(false),
    },
  };
}
