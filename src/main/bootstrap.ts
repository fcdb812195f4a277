import { app, clipboard, nativeTheme, net, powerMonitor, session } from 'electron';
import { createAppCore, type AppCore, type DesktopNotification } from './core/app-core';
import { createConsoleLogger, type Logger } from './core/logger';
import { serviceAddressFromEnvironment } from './core/session/service-address';
import { handleAppProtocol, registerSchemes } from './app-protocol';
import { showDesktopNotification } from './desktop-notifications';
import { createElectronSettingsStorage } from './electron-settings-storage';
import { handleContract } from './ipc-handle';
import { openSecretStore } from './safe-storage-secret-store';
import { resolveAppPaths, type AppPaths } from './paths';
import { denyAllPermissions } from './permissions';
import { rendererLocation } from './renderer-location';
import { applyStartAtLogin } from './login-item';
import { watchSystem } from './system-monitors';
import { handleTileProtocol, tileSchemePrivileges } from './tile-protocol';
import { createTray } from './tray';
import { panelIsDark, presentTray } from './tray-presenter';
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
 * Registers the app to start at login as the setting says. Skipped when running unpackaged, which
 * would register the bare Electron binary instead of Weatherglass.
 */
function followStartAtLogin(core: AppCore, logger: Logger): void {
  if (!app.isPackaged) return;
  const apply = (enabled: boolean): void => {
    applyStartAtLogin(enabled, { platform: process.platform, app }).catch((error: unknown) =>
      logger.warn('Start at login could not be changed', { error: error instanceof Error ? error.name : typeof error }),
    );
  };
  let enabled = core.settings.current.startAtLogin;
  apply(enabled);
  core.settings.onChange((settings) => {
    if (settings.startAtLogin === enabled) return;
    enabled = settings.startAtLogin;
    apply(enabled);
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
  registerSchemes([tileSchemePrivileges]);

  const logger = createConsoleLogger('main');
  const paths = { ...resolveAppPaths(app.isPackaged), ...options.paths };
  const renderer = rendererLocation(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);

  // Set once the windows exist; a link clicked before that has nothing to open yet.
  let openAppPage: (url: string) => void = () => undefined;
  let isDeliveredLink: (url: string) => boolean = () => false;
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(
      contents,
      renderer.appOrigins,
      logger,
      (url) => openAppPage(url),
      (url) => isDeliveredLink(url),
    ),
  );
  // Listening at all replaces Electron's default of quitting: a tray app outlives its windows.
  app.on('window-all-closed', () => undefined);

  await app.whenReady();
  // Windows shows notifications only for an app that names itself as the installer registered it.
  if (process.platform === 'win32') app.setAppUserModelId('app.weatherglass.desktop');
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

  handleTileProtocol(core.tileProxy, logger);

  const windows = createWindowRegistry({
    preloadPath: paths.preloadPath,
    pageUrl: renderer.pageUrl,
    logger,
    bounds: {
      load: (kind) => core.settings.current.windowBounds[kind],
      save: (kind, bounds) => {
        core.settings.update({ windowBounds: { [kind]: bounds } });
      },
    },
    onVisibilityChange: (visible) => core.setViews(visible),
  });
  const tray = createTray({
    resourcesDir: paths.resourcesDir,
    windows,
    quit: () => app.quit(),
    refreshNow: () => core.refreshNow(),
    openAccount: () => windows.show('account'),
    openSettings: () => windows.show('settings'),
  });
  keptAlive.add(tray);
  const showTrayState = (): void =>
    presentTray(tray, core.trayState(), { platform: process.platform, darkPanel: panelIsDark(nativeTheme, process.platform) });
  showTrayState();
  core.onTrayStateChange(showTrayState);
  nativeTheme.on('updated', showTrayState);
  app.on('second-instance', () => windows.show('dashboard'));
  openAppPage = (url) => {
    const page = new URL(url).pathname;
    if (page === '/dashboard.html') windows.show('dashboard');
    else if (page === '/map.html') windows.show('map');
  };
  isDeliveredLink = (url) => core.isDeliveredLink(url);

  watchSystem(
    { onAsleep: (asleep) => core.setSystemState({ asleep }), onOnline: (online) => core.setSystemState({ online }) },
    { powerMonitor, net, setInterval, clearInterval },
  );
  followStartAtLogin(core, logger);

  stopCoreBeforeQuitting(core, logger);
  // Not awaited: the tray is up already; the core shows cached data first, then starts refreshing.
  core.start().catch((error: unknown) =>
    logger.error('Weatherglass could not start refreshing', { error: error instanceof Error ? error.name : typeof error }),
  );
}
