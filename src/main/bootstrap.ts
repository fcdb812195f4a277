import { app, BrowserWindow, clipboard, Menu, nativeTheme, net, powerMonitor, screen, session } from 'electron';
import { createAppCore, type AppCore, type DesktopNotification } from './core/app-core';
import { tellWhereItLivesOnce } from './core/notifications/where-it-lives';
import { createConsoleLogger, type Logger } from './core/logger';
import { localDemoService } from './core/session/demo-service';
import { serviceAddressFromEnvironment } from './core/session/service-address';
import { handleAppProtocol, registerSchemes } from './app-protocol';
import { applicationMenuTemplate } from './application-menu';
import { chromiumFetch } from './chromium-fetch';
import { runsOnWayland, type Desktop } from './desktop';
import { startsWithDashboard, type DesktopShell } from '@shared/desktop-shell';
import type { StatusText } from '@shared/views/status';
import { detectStatusNotifierHost } from './status-notifier-host';
import { quitWhereNoTrayIcon } from './tray-icon-recheck';
import { showDesktopNotification } from './desktop-notifications';
import { createElectronSettingsStorage } from './electron-settings-storage';
import { handleContract } from './ipc-handle';
import { openDesktopSecretStorage } from './safe-storage-secret-store';
import { appIconPath, preloadPath, resolveAppPaths, type AppPaths } from './paths';
import { denyAllPermissions } from './permissions';
import { rendererLocation } from './renderer-location';
import { applyStartAtLogin } from './login-item';
import { watchSystem } from './system-monitors';
import { handleTileProtocol, tileSchemePrivileges } from './tile-protocol';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import { loadEveryInterfaceLanguage, translatorFor } from '@shared/i18n/message-area';
import { notificationMessages } from '@shared/i18n/messages/notifications';
import { writeStatusText } from '@shared/i18n/messages/status';
import { trayMessages } from '@shared/i18n/messages/tray';
import { createTray } from './tray';
import { openTestHooks } from './test-hooks';
import { trayGuid } from './tray-guid';
import { panelIsDark, presentTray } from './tray-presenter';
import { guardWebContents } from './web-contents-guard';
import { createWindowEventSink } from './window-events';
import { createWindowIdentities } from './window-identities';
import { createWindowRegistry, viewOfAppPage, type WindowRegistry } from './windows';

export interface BootOptions {
  /** Overrides where files are read from; tests point rendererDir at a temporary directory. */
  paths?: Partial<AppPaths>;
  /** The desktop to behave for; tests play each platform. By default, the one the app runs on. */
  desktop?: Desktop;
  /** Whether the desktop shows tray icons (null: cannot tell); by default asked of the session bus. */
  detectTrayIcons?: () => Promise<boolean | null>;
  /** How long the keychain's first answer reads as "waiting"; tests set it instead of waiting 5 s. */
  keychainAnswerLimitMs?: number;
}

function currentDesktop(): Desktop {
  return { platform: process.platform, env: process.env, switchValue: (name) => app.commandLine.getSwitchValue(name) };
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
function followStartAtLogin(core: AppCore, logger: Logger, platform: NodeJS.Platform, iconFile: string): void {
  if (!app.isPackaged) return;
  const apply = (enabled: boolean): void => {
    applyStartAtLogin(enabled, { platform, app, iconFile }).catch((error: unknown) =>
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
 * Launching Weatherglass again (a second instance on Windows and Linux, a relaunch from the Finder
 * or the Dock on macOS) opens the dashboard: with no tray to click, or a tray the user cannot
 * find, that is how the app is reached. Listened for from the very start, so a launch while this
 * one is still starting is kept until the windows exist rather than dropped.
 */
function openDashboardOnRelaunch(): (windows: WindowRegistry) => void {
  let windows: WindowRegistry | undefined;
  let asked = false;
  const open = (): void => {
    if (windows === undefined) asked = true;
    else windows.show('dashboard');
  };
  app.on('second-instance', open);
  app.on('activate', (_event, hasVisibleWindows) => {
    if (!hasVisibleWindows) open();
  });
  return (ready) => {
    windows = ready;
    if (asked) open();
  };
}

/**
 * Starts Weatherglass. Everything before the first await runs before the app is ready, which
 * single-instance locking, relaunch listeners and scheme privileges require.
 */
export async function boot(options: BootOptions = {}): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  const windowsReady = openDashboardOnRelaunch();
  registerSchemes([tileSchemePrivileges]);
  const desktop = options.desktop ?? currentDesktop();
  const { platform } = desktop;

  const logger = createConsoleLogger('main');
  const paths = { ...resolveAppPaths(app.isPackaged), ...options.paths };
  const renderer = rendererLocation(app.isPackaged ? undefined : desktop.env.ELECTRON_RENDERER_URL);

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
  // Where no tray icon shows, nothing would be left to reach it by, so it quits like any app.
  const detectTrayIcons = options.detectTrayIcons ?? (() => detectStatusNotifierHost({ platform, env: desktop.env }));
  let trayIcons: boolean | null = null;
  const quitUnlessTrayAppeared = quitWhereNoTrayIcon({
    known: () => trayIcons,
    detect: detectTrayIcons,
    found: (shown) => {
      trayIcons = shown;
      // The close that found the late tray host sent the app to the tray after all.
      tellWhereItLives();
    },
    windowsOpen: () => BrowserWindow.getAllWindows().length > 0,
    quit: () => app.quit(),
  });
  // Set once the core exists; no window can close before that.
  let tellWhereItLives: () => void = () => undefined;
  // Windows closing as the app quits do not send it to the tray.
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('window-all-closed', () => void quitUnlessTrayAppeared());

  await app.whenReady();
  // A menu-bar app has no Dock icon; packaged builds also say so in Info.plist (LSUIElement), so
  // the icon does not even flash at launch.
  if (platform === 'darwin') app.dock?.hide();
  const developerTools = !app.isPackaged;
  const menu = applicationMenuTemplate(platform, developerTools);
  Menu.setApplicationMenu(menu === null ? null : Menu.buildFromTemplate(menu));
  // Windows shows notifications only for an app that names itself as the installer registered it.
  if (platform === 'win32') app.setAppUserModelId('app.weatherglass.desktop');
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(paths.rendererDir);

  // Chosen in the background: the tray comes up while a locked or slow keychain is still asked.
  const secretStorage = openDesktopSecretStorage({ platform, env: desktop.env, logger, answerLimitMs: options.keychainAnswerLimitMs });
  const [trayIconsShown] = await Promise.all([detectTrayIcons(), loadEveryInterfaceLanguage()]);
  trayIcons = trayIconsShown;
  const desktopShell: DesktopShell = { trayIcons, popupBesideTray: !runsOnWayland(desktop) };
  // Set once the windows exist; Escape or the popup's close control cannot come before.
  let hidePopup: () => void = () => undefined;
  const notify = (notification: DesktopNotification): void => showDesktopNotification(notification, { platform, logger, icon: appIconPath(paths.resourcesDir) });
  // Which webContents is which window: recorded as the windows are created, read by IPC and events.
  const windowIdentities = createWindowIdentities();
  // A developer's unpackaged run may point at a test service over plain http; a shipped build never.
  const addressPolicy = { allowInsecureHttp: !app.isPackaged };
  const accountService = serviceAddressFromEnvironment(desktop.env, addressPolicy);
  // Only for the Electron tests (test/electron) of an unpackaged build: see test-hooks.ts.
  const testHooks = openTestHooks(app.isPackaged, desktop.env);
  const core = createAppCore({
    desktopShell,
    closePopup: () => hidePopup(),
    host: 'electron',
    version: app.getVersion(),
    appOrigins: renderer.appOrigins,
    settingsStorage: createElectronSettingsStorage(),
    secrets: secretStorage,
    logger,
    emit: createWindowEventSink(windowIdentities, renderer.appOrigins),
    userDataDir: app.getPath('userData'),
    notify,
    copyToClipboard: (text) => clipboard.writeText(text),
    fetch: chromiumFetch,
    ...(accountService === undefined ? {} : { accountService }),
    ...(testHooks === undefined ? {} : { startDemoService: testHooks.watchDemoService(localDemoService(app.getPath('userData'), logger)) }),
    addressPolicy,
    systemTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    systemLanguages: { preferred: app.getPreferredSystemLanguages(), formats: app.getSystemLocale() || null },
  });
  handleContract(core.dispatch, windowIdentities);
  // The tray and main's own notices speak the interface language, followed as the settings change.
  const interfaceLanguage = () => interfaceLanguageOf(core.settings.current);
  // Nothing can keep the account: said at once as well as each time the Account pane opens.
  void secretStorage.settled().then(({ location, reason }) => {
    if (location !== 'memory') return;
    const notice = translatorFor(notificationMessages, interfaceLanguage);
    notify({ id: 'secret-store', kind: 'app', title: notice('secretStoreTitle'), body: notice('secretStoreBody', { reason: reason ?? 'other' }) });
  });

  handleTileProtocol(core.tileProxy, logger);

  const windows = createWindowRegistry({
    platform,
    preloadPath: (kind) => preloadPath(paths.preloadDir, kind),
    devTools: developerTools,
    popupBesideTray: desktopShell.popupBesideTray,
    pageUrl: renderer.pageUrl,
    identities: windowIdentities,
    pageLanguage: interfaceLanguage,
    logger,
    bounds: {
      load: (kind) => core.settings.current.windowBounds[kind],
      save: (kind, bounds) => {
        core.settings.update({ windowBounds: { [kind]: bounds } });
      },
    },
    onVisibilityChange: (visible) => core.setViews(visible),
    onLastWindowClosed: () => {
      if (trayIcons !== false) tellWhereItLives();
    },
  });
  tellWhereItLives = () => {
    if (!quitting) tellWhereItLivesOnce({ settings: core.settings, notify, platform });
  };
  const trayText = translatorFor(trayMessages, interfaceLanguage);
  const writeStatus = (text: StatusText): string => writeStatusText(interfaceLanguage(), text);
  const languageListeners: Array<() => void> = [];
  let language = interfaceLanguage();
  core.settings.onChange((settings) => {
    if (interfaceLanguageOf(settings) === language) return;
    language = interfaceLanguageOf(settings);
    for (const listener of languageListeners) listener();
  });
  const onLanguageChange = (listener: () => void): void => void languageListeners.push(listener);
  const tray = createTray({
    resourcesDir: paths.resourcesDir,
    platform,
    guid: trayGuid(platform, process.execPath),
    windows,
    quit: () => app.quit(),
    t: trayText,
    onLanguageChange,
    refreshNow: () => core.refreshNow(),
    openAccount: () => windows.show('account'),
    openSettings: () => windows.show('settings'),
  });
  keptAlive.add(tray);
  testHooks?.watchTray(tray);
  const showTrayState = (): void =>
    presentTray(tray, core.trayState(), {
      platform,
      darkPanel: panelIsDark(nativeTheme, platform, desktop.env.XDG_CURRENT_DESKTOP),
      t: trayText,
      language: interfaceLanguage(),
      writeStatus,
      displayScale: screen.getPrimaryDisplay().scaleFactor,
    });
  showTrayState();
  core.onTrayStateChange(showTrayState);
  nativeTheme.on('updated', showTrayState);
  onLanguageChange(showTrayState);
  hidePopup = () => windows.hidePopup();
  windowsReady(windows);
  openAppPage = (url) => {
    const view = viewOfAppPage(url);
    if (view !== null) windows.show(view);
  };
  isDeliveredLink = (url) => core.isDeliveredLink(url);

  watchSystem(
    { onAsleep: (asleep) => core.setSystemState({ asleep }), onOnline: (online) => core.setSystemState({ online }) },
    { powerMonitor, net, setInterval, clearInterval },
  );
  followStartAtLogin(core, logger, platform, appIconPath(paths.resourcesDir));

  stopCoreBeforeQuitting(core, logger);
  // Not awaited: the tray is up already; the core shows cached data first, then starts refreshing.
  core.start().catch((error: unknown) =>
    logger.error('Weatherglass could not start refreshing', { error: error instanceof Error ? error.name : typeof error }),
  );
  // Last, so a slow keychain (whether an account is saved decides the welcome) holds nothing else up.
  if (startsWithDashboard(core.settings.current, desktopShell, await core.currentMode())) windows.show('dashboard');
  testHooks?.started(trayIcons);
}
