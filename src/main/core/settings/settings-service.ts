import { defaultSettings, type Settings, type SettingsPatch } from '../../../shared/settings';
import { settingsSchema } from '../../../shared/settings-schema';
import type { Logger } from '../logger';

/** Where settings live: electron-store in the desktop app, memory or a file elsewhere. */
export interface SettingsStorage {
  read(): unknown;
  write(settings: Settings): void;
}

export type SettingsListener = (settings: Settings) => void;

export class SettingsService {
  #current: Settings;
  readonly #storage: SettingsStorage;
  readonly #listeners = new Set<SettingsListener>();

  constructor(storage: SettingsStorage, logger: Logger) {
    this.#storage = storage;
    const stored = settingsSchema.safeParse(storage.read() ?? defaultSettings);
    if (stored.success) {
      this.#current = stored.data;
    } else {
      logger.warn('settings: stored settings were not valid; using defaults', {
        issues: stored.error.issues.length,
      });
      this.#current = { ...defaultSettings };
    }
  }

  get current(): Settings {
    return this.#current;
  }

  update(patch: SettingsPatch): Settings {
    const next = settingsSchema.parse({ ...this.#current, ...patch });
    this.#storage.write(next);
    this.#current = next;
    for (const listener of this.#listeners) listener(next);
    return next;
  }

  onChange(listener: SettingsListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export function createMemorySettingsStorage(initial?: unknown): SettingsStorage {
  let stored = initial;
  return {
    read: () => stored,
    write: (settings) => {
      stored = structuredClone(settings);
    },
  };
}
