import { join } from 'node:path';
import type { AppHost, AppInfo, AppMode } from '@shared/app-info';
import type { DesktopShell } from '@shared/desktop-shell';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { noSystemLanguages, type SystemLanguages } from '@shared/system-locale';
import { ok } from '@shared/ipc/result';
import type { TrayState } from '@shared/views/status';
import { CredentialStore } from './auth/credential-store';
import { readySecretStorage, type SecretStorage } from './auth/secret-storage';
import { BudgetBook } from './engine/budget-book';
import { mapBudgetView } from './engine/map-budget';
import { ConnectivityMonitor } from './engine/connectivity';
import { notificationInput } from './engine/notification-input';
import { Sessions } from './engine/sessions';
import { TrayFeed, trayStateFrom } from './engine/tray-feed';
import { WeatherSchedule } from './engine/weather-schedule';
import type { EventSink } from './event-sink';
import { accountHandlers } from './handlers/account-handlers';
import { weatherHandlers } from './handlers/weather-handlers';
import { createDispatcher, type Dispatch } from './ipc/dispatcher';
import type { AppOrigin } from './ipc/trusted-sender';
import type { Logger } from './logger';
import { NotificationCenter, type DesktopNotification } from './notifications/notification-center';
import { notificationStateSchema } from './notifications/notification-state';
import { JsonFile } from './persistence/json-file';
import type { Clock } from './schedule/clock';
import { systemClock } from './schedule/clock';
import type { Views } from './schedule/demand';
import type { SystemState } from './schedule/scheduler';
import type { SecretStore } from './secrets/secret-store';
import { localDemoService, type StartDemoService } from './session/demo-service';
import { AccountAddress } from './session/account-address';
import { packagedPolicy, type AddressPolicy, type ServiceAddress } from './session/service-address';
import type { ApiTuning } from './session/session';
import { settingsRecoveryNotice } from './settings/recovery-notice';
import { SettingsService, type SettingsStorage } from './settings/settings-service';
import { systemLocaleOf } from './settings/system-locale';
import type { TileAnswer } from './tiles/tile-proxy';
import { SnapshotStore } from './snapshots/snapshot-store';
import { settleFirstPlace } from './weather/first-place';
import { searchPlaces } from './weather/location-search';
import { MapCapabilities } from './weather/map-capabilities';
import { isValidSnapshotData } from './weather/snapshot-schemas';
import { WeatherSnapshots } from './weather/weather-snapshots';

export type { EventSink } from './event-sink';
export type { TrayState } from '@shared/views/status';
export type { DesktopNotification } from './notifications/notification-center';

export interface AppCoreOptions {
  host: AppHost;
  /** What the host knows of the desktop (tray icons shown, popup placed beside the tray); windows read it from app:getInfo. */
  desktopShell: DesktopShell;
  version: string;
  appOrigins: readonly AppOrigin[];
  settingsStorage: SettingsStorage;
  /**
   * Where the credentials live: the desktop app's `SecretStorage`, which may still be waiting for the
   * keychain when the core starts; a plain store (the browser preview, tests) is simply there.
   */
  secrets: SecretStore | SecretStorage;
  logger: Logger;
  /** Receives every event for the open windows; the transport decides how to deliver it. */
  emit: EventSink;
  /** The app's own directory: snapshots, tile cache, budget ledgers, notification state, demo usage. */
  userDataDir: string;
  /** Demo mode's service; by default the local Weather Data Service in this process. */
  startDemoService?: StartDemoService;
  /**
   * An administrator's account address (the desktop app reads WEATHERGLASS_DATA_URL): it wins over
   * the one entered in the Account pane, which then shows it read-only.
   */
  accountService?: ServiceAddress;
  /** Which service addresses are allowed; by default a packaged app's (https, or http on this computer). */
  addressPolicy?: AddressPolicy;
  /**
   * The computer's IANA zone: on a first start with no place saved, its city becomes the first
   * place. Without it the default place stays until the user adds one.
   */
  systemTimeZone?: string;
  /**
   * The computer's preferred languages and format locale: the language and unit choices that follow
   * the system are taken from them at each start. Without them: English, metric, 24-hour.
   */
  systemLanguages?: SystemLanguages;
  /** Shows a desktop notification; by default it is only logged. */
  notify?: (notification: DesktopNotification) => void;
  /** Puts text on the system clipboard; without it, copying a key is refused. */
  copyToClipboard?: (text: string) => void | Promise<void>;
  /** Hides the popup when it asks (popup:close); where there is no popup to hide, the call does nothing. */
  closePopup?: () => void;
  clock?: Clock;
  fetch?: typeof fetch;
  /** API client tunables (tests: instant sleeps, fewer retries). */
  api?: ApiTuning;
}

export interface AppCore {
  dispatch: Dispatch;
  settings: SettingsService;
  /** Cached data first, then the session (demo service or account) and the schedule. */
  start(): Promise<void>;
  /** Stops refreshing, closes the demo service and writes what is pending. */
  stop(): Promise<void>;
  /** Which windows show: opening one on stale data refreshes it at once. */
  setViews(views: Partial<Views>): void;
  /** Sleep and network state: nothing is fetched while asleep or offline. */
  setSystemState(state: Partial<SystemState>): void;
  refreshNow(): void;
  /** Serves `wg-tile://` addresses for the map window. */
  tileProxy: { serve(url: string): Promise<TileAnswer> };
  trayState(): TrayState;
  /** A warning's link or attribution link the service delivered: a window may open it in the browser. */
  isDeliveredLink(url: string): boolean;
  onTrayStateChange(listener: (state: TrayState) => void): () => void;
  /** The data mode in use, or before start the one the stored account implies. */
  currentMode(): Promise<AppMode>;
}

/** The main process's logic behind the IPC contract, shared by Electron and the browser host. */
export function createAppCore(options: AppCoreOptions): AppCore {
  const { logger, emit } = options;
  const clock = options.clock ?? systemClock;
  const settings = new SettingsService(options.settingsStorage, logger, systemLocaleOf(options.systemLanguages ?? noSystemLanguages));
  settings.onChange((next) => emit('settings:changed', next));
  const secretStorage = 'retry' in options.secrets ? options.secrets : readySecretStorage(options.secrets);
  const credentials = new CredentialStore(secretStorage.store);
  const accountAddress = new AccountAddress({
    override: options.accountService,
    stored: () => settings.current.service,
    policy: options.addressPolicy ?? packagedPolicy,
  });
  const api: ApiTuning | undefined = options.fetch === undefined ? options.api : { ...options.api, fetch: options.fetch };
  const notify =
    options.notify ?? ((notification: DesktopNotification) => logger.info('notification', { kind: notification.kind, id: notification.id }));

  const describeApp = (mode: AppMode, source: string): AppInfo => ({
    name: 'Weatherglass',
    version: options.version,
    mode,
    source,
    host: options.host,
    desktopShell: options.desktopShell,
    systemLocale: settings.system,
  });
  // The parts, each with one job; this is the one place they are put together.
  const userDataDir = options.userDataDir;
  const snapshots = new SnapshotStore({ directory: join(userDataDir, 'snapshots'), logger, isValidData: isValidSnapshotData });
  const weather = new WeatherSnapshots(snapshots, () => ({ source: sessions.source, settings: settings.current, now: clock.now() }));
  const capabilities = new MapCapabilities(snapshots, () => clock.now());
  const notifications = new NotificationCenter(
    new JsonFile(join(userDataDir, 'notification-state.json'), notificationStateSchema, logger),
    notify,
    logger,
  );
  const evaluateNotifications = (): void =>
    notifications.evaluate(notificationInput({ settings: settings.current, weather, budget: sessions.current?.budget, now: clock.now() }));
  const budgets = new BudgetBook({
    directory: userDataDir,
    clock,
    logger,
    limits: { weatherData: () => settings.current.budget },
    onChange: (mode) => {
      if (mode !== sessions.mode) return;
      evaluateNotifications();
      mapBudgetChanged();
    },
  });
  // A charge and its settling often come in one turn: the map hears of them once. Not on the clock's
  // timers, which the schedule's own run on: the map's events must not move its refreshes.
  let mapBudgetQueued = false;
  const mapBudgetChanged = (): void => {
    if (mapBudgetQueued) return;
    mapBudgetQueued = true;
    queueMicrotask(() => {
      mapBudgetQueued = false;
      const budget = sessions.current?.budget;
      if (budget !== undefined) emit('map:budgetChanged', mapBudgetView(budget, settings.current.budget.mapSharePercent));
    });
  };
  // The mode, the connection or the schedule changed: the tray explains it and the windows show the status.
  const statusChanged = (): void => {
    tray.update();
    emit('schedule:statusChanged', schedule.status());
  };
  // One connectivity state, owned by the monitor: the tray, the schedule status and the Account pane
  // all follow it, so none says "connected" while another says offline.
  let wasOffline = false;
  const connectivity = new ConnectivityMonitor((value) => {
    if (value === 'online' && wasOffline) schedule.reachableAgain();
    wasOffline = value === 'offline';
    statusChanged();
    void sessions.accountView().then((view) => emit('account:changed', view));
  });
  const schedule: WeatherSchedule = new WeatherSchedule({
    snapshots,
    weather,
    settings,
    clock,
    logger,
    emit,
    mode: () => sessions.mode,
    source: () => sessions.source,
    started: () => sessions.started,
    system: () => connectivity.system,
    reachable: (reachable) => connectivity.setReachable(reachable),
    answered: (product, locationId) => {
      if (locationId === schedule.locations()[0]?.id && (product === 'current' || product === 'nowcast')) tray.update();
      if (product === 'nowcast' || product === 'warnings') evaluateNotifications();
    },
    statusChanged,
  });
  const sessions: Sessions = new Sessions({
    userDataDir,
    credentials,
    credentialStorage: () => secretStorage.view(),
    accountAddress,
    startDemoService: options.startDemoService ?? localDemoService(userDataDir, logger, () => clock.now()),
    budgets,
    connectivity,
    ...(api === undefined ? {} : { api }),
    clock,
    logger,
    emit,
    describeApp,
    opened: (session) => {
      schedule.begin(session);
      // An account in use (connected in the Account pane, or from before the welcome existed)
      // answers the welcome's "Connect your account": it is not offered again, even in demo mode later.
      if (sessions.mode === 'account' && !settings.current.firstRun.welcomed) settings.update({ firstRun: { welcomed: true } });
    },
    closing: () => schedule.end(),
    credentialsReplaced: () => schedule.credentialsReplaced(),
    changed: statusChanged,
  });
  const tray = new TrayFeed({
    compute: () =>
      trayStateFrom({
        settings: settings.current,
        weather,
        sessions,
        connectivity: connectivity.value,
        offlineCause: connectivity.cause,
        schedule: schedule.scheduleStatus(),
        keychain: secretStorage.view().state === 'waiting' ? 'waiting' : secretStorage.accountUnreachable() ? 'unreachable' : null,
        now: clock.now(),
      }),
    clock,
    logger,
    onChange: (state) => emit('tray:stateChanged', state),
  });
  // The keychain answered, was asked again, or said no: the tray and the Account pane follow, and a
  // saved account that became readable gets its session.
  // The first choice is what the start itself reads; only later answers switch sessions.
  let firstChoiceRead = false;
  let storageFollowed: Promise<void> = Promise.resolve();
  secretStorage.onChange(() => {
    tray.update();
    storageFollowed = (firstChoiceRead ? sessions.accountChanged() : Promise.resolve())
      .then(async () => emit('account:changed', await sessions.accountView()))
      .catch((error: unknown) => logger.warn('secrets: the account did not follow the keychain', { error: error instanceof Error ? error.name : typeof error }));
  });
  let lastSettings = settings.current;
  settings.onChange((next) => {
    const previous = lastSettings;
    lastSettings = next;
    schedule.settingsChanged(previous, next);
    if (previous.budget.dailyRequests !== next.budget.dailyRequests || previous.budget.mapSharePercent !== next.budget.mapSharePercent) {
      // Set once, on the budgets the book keeps (the schedule's among them); the schedule only replans.
      void budgets.setLimits(next.budget).then(() => schedule.allowanceChanged());
    }
    tray.update();
  });

  const handlers: InvokeHandlers = {
    'app:getInfo': async () => ok(await sessions.currentInfo()),
    'settings:get': async () => ok(settings.current),
    'settings:update': async (patch) => ok(settings.update(patch)),
    'settings:recovery': async () => ok(settings.recovery),
    'popup:close': async () => {
      options.closePopup?.();
      return ok(null);
    },
    ...weatherHandlers({
      sessions,
      schedule,
      capabilities,
      trayState: async () => ok(tray.state),
      settings: () => settings.current,
      now: () => clock.now(),
    }),
    ...accountHandlers({
      sessions,
      credentials,
      credentialStorage: () => secretStorage.view(),
      accountAddress,
      settings,
      ...(api === undefined ? {} : { api }),
      logger,
      clock,
      retryKeychain: async () => {
        await secretStorage.retry();
        await storageFollowed;
      },
      ...(options.copyToClipboard === undefined ? {} : { copyToClipboard: options.copyToClipboard }),
    }),
  };

  let firstPlace: Promise<void> = Promise.resolve();
  const findFirstPlace = (systemTimeZone: string): Promise<void> =>
    settleFirstPlace({
      systemTimeZone,
      settings,
      search: (query) => sessions.withSession((session) => searchPlaces(session, query, settings.current.language)),
      now: () => clock.now(),
      logger,
    }).catch((error: unknown) => logger.warn('first place: not settled', { error: error instanceof Error ? error.message : String(error) }));

  return {
    dispatch: createDispatcher({ handlers, appOrigins: options.appOrigins, logger }),
    settings,
    start: async () => {
      if (settings.recovery !== null) {
        notify({ id: 'settings-recovered', kind: 'app', ...settingsRecoveryNotice(settings.recovery, interfaceLanguageOf(settings.current)) });
      }
      // Cached data first, so the tray shows it before any request; then the session and its schedule.
      await sessions.start(async () => {
        await snapshots.load();
        await notifications.load();
        // The cached weather shows (with "waiting for the keychain") while the keychain is asked.
        tray.update();
        await secretStorage.settled();
        firstChoiceRead = true;
      });
      tray.startTicking();
      // In the background: the windows open on the default place and move when the search answers.
      if (options.systemTimeZone !== undefined) firstPlace = findFirstPlace(options.systemTimeZone);
    },
    stop: async () => {
      await firstPlace;
      tray.stop();
      await sessions.stop();
      await snapshots.flush();
      await budgets.flush();
      await notifications.flush();
    },
    setViews: (views) => schedule.setViews(views),
    setSystemState: (state) => {
      schedule.setSystemState(state);
      connectivity.setSystemState(state);
    },
    refreshNow: () => schedule.refreshNow('menu'),
    tileProxy: sessions.tiles,
    trayState: () => tray.state,
    isDeliveredLink: (url) => schedule.isDeliveredLink(url),
    onTrayStateChange: (listener) => tray.listen(listener),
    currentMode: () => sessions.currentMode(),
  };
}
