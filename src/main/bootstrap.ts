import { app, clipboard, session } from 'electron';
import { createAppCore, type AppCore, type DesktopNotification } from './core/app-core';
import { createConsoleLogger, type Logger } from './core/logger';
import { serviceAddressFromEnvironment } from './core/session/service-address';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import { showDesktopNotification } from './desktop-notifications';
import { createElectronSettingsStorage } from './electron-settings-storage';
import { handleContract } from './ipc-handle';
import { openSecretStore } from './safe-storage-secret-store';
import { resolveAppPaths, type AppPaths } from './paths';
import { denyAllPermissions } from './permissions';
import { rendererLocation } from './renderer-location';
import { createTray } from './tray';
import { guardWebContents } from './web-contents-guard';
import { createWindowEventSink } from './window-events';
import { createWindowRegistry } from './windows';

export interface BootOptions {
  /** Overrides where files are read from; tests point rendererDir at a temporary directory. */
  paths?: Partial<AppPaths>;
}

/** Held for the process's life: a Tray that gets garbage-collected disappears from the panel. */
const keptAlive = new Set<object>();

/**
 * Quitting waits for the core to stop: the demo service closes and the cache, budget count and
 * notification state reach the disk.
 */
function stopCoreBeforeQuitting(core: AppCore, logger: Logger): void {
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    core
      .stop()
      .catch((error: unknown) => logger.error('Weatherglass did not stop cleanly', { error: error instanceof Error ? error.name : typeof error }))
      .finally(() => {
        stopped = true;
        app.quit();
      });
  });
}

/**
 * Starts Weatherglass. Everything before the first await runs before the app is ready, which
 * single-instance locking and scheme privileges require.
 */
export async function boot(options: BootOptions = {}): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  registerAppScheme();

  const logger = createConsoleLogger('main');
  const paths = { ...resolveAppPaths(app.isPackaged), ...options.paths };
  const renderer = rendererLocation(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);

  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, renderer.appOrigins, logger));
  // Listening at all replaces Electron's default of quitting: a tray app outlives its windows.
  app.on('window-all-closed', () => undefined);

  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(paths.rendererDir);

  const secretStore = await openSecretStore();
  const notify = (notification: DesktopNotification): void => showDesktopNotification(notification, { logger });
  const accountService = serviceAddressFromEnvironment(process.env);
  const core = createAppCore({
    host: 'electron',
    version: app.getVersion(),
    appOrigins: renderer.appOrigins,
    settingsStorage: createElectronSettingsStorage(),
    secrets: secretStore.store,
    logger,
    emit: createWindowEventSink(renderer.appOrigins),
    userDataDir: app.getPath('userData'),
    notify,
    copyToClipboard: (text) => clipboard.writeText(text),
    ...(accountService === undefined ? {} : { accountService }),
  });
  handleContract(core.dispatch);
  if (secretStore.warning !== undefined) {
    notify({ id: 'secret-store', kind: 'app', title: 'Your account cannot be stored safely', body: secretStore.warning });
  }

  const windows = createWindowRegistry({ preloadPath: paths.preloadPath, pageUrl: renderer.pageUrl, logger });
  keptAlive.add(createTray({ resourcesDir: paths.resourcesDir, windows, quit: () => app.quit() }));
  app.on('second-instance', () => windows.show('dashboard'));

  stopCoreBeforeQuitting(core, logger);
  // Not awaited: the tray is up already; the core shows cached data first, then starts refreshing.
  core.start().catch((error: unknown) =>
    logger.error('Weatherglass could not start refreshing', { error: error instanceof Error ? error.name : typeof error }),
  );
}
