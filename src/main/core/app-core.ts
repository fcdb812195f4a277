import type { AppHost, AppInfo } from '../../shared/app-info';
import type { EventChannel } from '../../shared/ipc/channels';
import type { EventPayloadOf, InvokeHandlers } from '../../shared/ipc/contract';
import { ok } from '../../shared/ipc/result';
import { createDispatcher, type Dispatch } from './ipc/dispatcher';
import type { AppOrigin } from './ipc/trusted-sender';
import type { Logger } from './logger';
import { secretNames, type SecretStore } from './secrets/secret-store';
import { SettingsService, type SettingsStorage } from './settings/settings-service';

export type EventSink = <C extends EventChannel>(channel: C, payload: EventPayloadOf<C>) => void;

export interface AppCoreOptions {
  host: AppHost;
  version: string;
  appOrigins: readonly AppOrigin[];
  settingsStorage: SettingsStorage;
  secrets: SecretStore;
  logger: Logger;
  /** Receives every event for the open windows; the transport decides how to deliver it. */
  emit: EventSink;
}

export interface AppCore {
  dispatch: Dispatch;
  settings: SettingsService;
}

/** The main process's logic behind the IPC contract, shared by Electron and the browser host. */
export function createAppCore(options: AppCoreOptions): AppCore {
  const { secrets, logger, emit } = options;
  const settings = new SettingsService(options.settingsStorage, logger);
  settings.onChange((next) => emit('settings:changed', next));

  async function accountConfigured(): Promise<boolean> {
    try {
      return (await secrets.get(secretNames.accountUser)) !== null;
    } catch (error) {
      // No reachable keychain means no stored account: the app still works, in demo mode.
      logger.warn('secrets: the keychain could not be read; running in demo mode', {
        error: error instanceof Error ? error.name : typeof error,
      });
      return false;
    }
  }

  const handlers: InvokeHandlers = {
    'app:getInfo': async () => {
      const info: AppInfo = {
        name: 'Weatherglass',
        version: options.version,
        mode: (await accountConfigured()) ? 'account' : 'demo',
        host: options.host,
      };
      return ok(info);
    },
    'settings:get': async () => ok(settings.current),
    'settings:update': async (patch) => ok(settings.update(patch)),
  };

  return {
    dispatch: createDispatcher({ handlers, appOrigins: options.appOrigins, logger }),
    settings,
  };
}
