import type { Settings } from '@shared/settings';

/** Where settings live: electron-store in the desktop app, memory in the browser preview and tests. */
export interface SettingsStorage {
  /**
   * The stored data, unchecked (SettingsService validates it); undefined when nothing is stored
   * yet. Throws when the stored data cannot even be parsed.
   */
  read(): unknown;
  write(settings: Settings): void;
  /**
   * Keeps the stored data aside, untouched, so that the next read finds nothing and the user can
   * still recover it by hand. Answers the kept copy's name, or null when nothing was stored.
   */
  quarantine(): string | null;
}

export interface MemorySettingsStorage extends SettingsStorage {
  /** What quarantine() set aside, oldest first. */
  readonly quarantined: readonly unknown[];
}

export function createMemorySettingsStorage(initial?: unknown): MemorySettingsStorage {
  let stored = initial;
  const quarantined: unknown[] = [];
  return {
    quarantined,
    read: () => stored,
    write: (settings) => {
      stored = structuredClone(settings);
    },
    quarantine: () => {
      if (stored === undefined) return null;
      quarantined.push(stored);
      stored = undefined;
      return `memory#${quarantined.length}`;
    },
  };
}
