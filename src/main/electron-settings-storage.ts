import { ipcMain } from 'electron';
import Store from 'electron-store';
import type { Settings } from '../shared/settings';
import type { SettingsStorage } from './core/settings/settings-service';

const electronStoreDataChannel = 'electron-store-get-data';

/** Settings as JSON in the user data directory (settings.json), validated by SettingsService. */
export function createElectronSettingsStorage(): SettingsStorage {
  // A corrupt file is cleared rather than thrown: settings are not precious, and a throw here
  // would stop the app from starting at all.
  const store = new Store<Partial<Settings>>({ name: 'settings', clearInvalidConfig: true });
  // electron-store answers this channel for stores created in windows; ours live in main only,
  // and every IPC channel a page can reach must be in the contract.
  ipcMain.removeAllListeners(electronStoreDataChannel);
  return {
    // The file's content is unchecked whatever its type says: SettingsService validates what read() returns.
    // Nothing stored yet reads as undefined, so a first run starts from the defaults quietly.
    read: () => (store.size === 0 ? undefined : store.store),
    write: (settings) => {
      store.store = settings;
    },
  };
}
