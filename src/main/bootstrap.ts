import { app, session } from 'electron';
import { createAppCore } from './core/app-core';
import { createConsoleLogger } from './core/logger';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import { createElectronSettingsStorage } from './electron-settings-storage';
import { handleContract } from './ipc-handle';
import { createKeytarSecretStore } from './keytar-secret-store';
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

  const core = createAppCore({
    host: 'electron',
    version: app.getVersion(),
    appOrigins: renderer.appOrigins,
    settingsStorage: createElectronSettingsStorage(),
    secrets: createKeytarSecretStore(),
    logger,
    emit: createWindowEventSink(renderer.appOrigins),
  });
  handleContract(core.dispatch);

  const windows = createWindowRegistry({ preloadPath: paths.preloadPath, pageUrl: renderer.pageUrl, logger });
  keptAlive.add(createTray({ resourcesDir: paths.resourcesDir, windows, quit: () => app.quit() }));
  app.on('second-instance', () => windows.show('dashboard'));
}
