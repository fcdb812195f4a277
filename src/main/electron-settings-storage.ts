import { join } from 'node:path';
import { app, ipcMain } from 'electron';
import Store from 'electron-store';
import { keepFileAside } from './core/settings/keep-file-aside';
import type { SettingsStorage } from './core/settings/settings-storage';

const electronStoreDataChannel = 'electron-store-get-data';
const storeName = 'settings';

export interface ElectronSettingsStorageOptions {
  /** Stamps the name of a file kept aside. */
  now?: () => Date;
}

/**
 * Settings as JSON in the user data directory (settings.json), validated by SettingsService.
 * electron-store throws when the file is not JSON (clearInvalidConfig would silently empty it
 * instead): the throw reaches SettingsService, which has the file kept aside and starts afresh.
 */
export function createElectronSettingsStorage(options: ElectronSettingsStorageOptions = {}): SettingsStorage {
  const now = options.now ?? (() => new Date());
  const directory = app.getPath('userData');
  // Opened on first use, because opening reads the file and so throws on a corrupt one.
  let store: Store<Record<string, unknown>> | undefined;

  const open = (): Store<Record<string, unknown>> => {
    if (store === undefined) {
      store = new Store({ cwd: directory, name: storeName, clearInvalidConfig: false });
      // electron-store answers this channel for stores created in windows; ours live in main only,
      // and every IPC channel a page can reach must be in the contract.
      ipcMain.removeAllListeners(electronStoreDataChannel);
    }
    return store;
  };

  return {
    read: () => {
      // conf reads the file on every access, so this sees changes made since opening.
      const stored = open().store;
      // Nothing stored yet reads as undefined, so a first run starts from the defaults quietly.
      return Object.keys(stored).length === 0 ? undefined : stored;
    },
    write: (settings) => {
      open().store = { ...settings };
    },
    quarantine: () => keepFileAside(join(directory, `${storeName}.json`), now()),
  };
}
