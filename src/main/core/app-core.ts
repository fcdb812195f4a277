import { join } from 'node:path';
import type { AppHost, AppInfo, AppMode } from '@shared/app-info';
import type { DesktopShell } from '@shared/desktop-shell';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { noSystemLanguages, type SystemLanguages } from '@shared/system-locale';
import { ok } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import type { TrayState } from '@shared/views/status';
import { CredentialStore } from './auth/credential-store';
import { readySecretStorage, type SecretStorage } from './auth/secret-storage';
import { BudgetBook } from './engine/budget-book';
import { MapBudgetAnnouncer } from './engine/map-budget';
import { ConnectivityMonitor } from './engine/connectivity';
import { notificationInput } from './engine/notification-input';
import { Sessions } from './engine/sessions';
import { TrayFeed } from './engine/tray-feed';
import { WeatherSchedule } from './engine/weather-schedule';
import type { EventSink } from './event-sink';
import { DisposableStore, Events, toDisposable } from './events';
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
import { loadZoneTables } from './weather/zone-cities';
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
  const { logger, emit, userDataDir } = options;
  const clock = options.clock ?? systemClock;
  const api: ApiTuning | undefined = options.fetch === undefined ? options.api : { ...options.api, fetch: options.fetch };
  const notify =
    options.notify ?? ((notification: DesktopNotification) => logger.info('notification', { kind: notification.kind, id: notification.id }));
  // What stop() lets go of: the subscriptions first (added last), then each part, the last built first.
  const lifetime = new DisposableStore();
  /** A part that writes to disk soon after a change: at stop, what is pending is written. */
  const flushedAtStop = <Part extends { flush(): Promise<void> }>(part: Part): Part => {
    lifetime.add(toDisposable(() => part.flush()));
    return part;
  };

  // The parts, each with one job, in the order they depend on each other; this is the one place
  // they are put together. Each takes what it reads as constructor arguments.
  const settings = new SettingsService(options.settingsStorage, logger, systemLocaleOf(options.systemLanguages ?? noSystemLanguages));
  const secretStorage = 'retry' in options.secrets ? options.secrets : readySecretStorage(options.secrets);
  const credentials = new CredentialStore(secretStorage.store);
  const accountAddress = new AccountAddress({
    override: options.accountService,
    stored: () => settings.current.service,
    policy: options.addressPolicy ?? packagedPolicy,
  });
  const snapshots = flushedAtStop(new SnapshotStore({ directory: join(userDataDir, 'snapshots'), logger, isValidData: isValidSnapshotData }));
  const capabilities = new MapCapabilities(snapshots, () => clock.now());
  const notifications = flushedAtStop(
    new NotificationCenter(new JsonFile(join(userDataDir, 'notification-state.json'), notificationStateSchema, logger), notify, logger),
  );
  const budgets = flushedAtStop(new BudgetBook({ directory: userDataDir, clock, logger, limits: { weatherData: () => settings.current.budget } }));
  // One connectivity state, owned by the monitor: the tray, the schedule status and the Account pane
  // all follow it, so none says "connected" while another says offline.
  const connectivity = new ConnectivityMonitor();
  const sessions = lifetime.add(
    new Sessions({
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
      describeApp: (mode, source): AppInfo => ({
        name: 'Weatherglass',
        version: options.version,
        mode,
        source,
        host: options.host,
        desktopShell: options.desktopShell,
        systemLocale: settings.system,
      }),
    }),
  );
  const weather = new WeatherSnapshots(snapshots, () => ({ source: sessions.source, settings: settings.current, now: clock.now() }));
  const schedule = lifetime.add(new WeatherSchedule({ snapshots, weather, settings, sessions, connectivity, clock, logger, emit }));
  const tray = lifetime.add(new TrayFeed({ settings, weather, sessions, connectivity, schedule, secretStorage, clock, logger }));
  const mapBudget = new MapBudgetAnnouncer({ sessions, settings, emit });
  const evaluateNotifications = (): void =>
    notifications.evaluate(notificationInput({ settings: settings.current, weather, budget: sessions.current?.budget, now: clock.now() }));
  // The mode, the connection or the schedule changed: the tray explains it and the windows show the status.
  const statusChanged = (): void => {
    tray.update();
    emit('schedule:statusChanged', schedule.status());
  };
  const inUse = (mode: AppMode): boolean => mode === sessions.mode;
  const settingsChanges = Events.withPrevious(settings.onChange, settings.current);
  const limitsChanged = ({ previous, next }: { previous: Settings; next: Settings }): boolean =>
    previous.budget.dailyRequests !== next.budget.dailyRequests || previous.budget.mapSharePercent !== next.budget.mapSharePercent;

  // The subscriptions: every reaction of one part to another, listed in engine/README.md, each with its test
  // in test/integration/core/event-graph.test.ts.
  const edges = [
    settings.onChange((next) => emit('settings:changed', next)),
    settingsChanges(({ previous, next }) => schedule.settingsChanged(previous, next)),
    // Set once, on the budgets the book keeps (the schedule's among them); the schedule only replans.
    Events.filter(settingsChanges, limitsChanged)(({ next }) =>
      void budgets.setLimits(next.budget).then(() => schedule.allowanceChanged()),
    ),
    settings.onChange(() => tray.update()),
    secretStorage.onChange(() => tray.update()),
    secretStorage.onChange(() => sessions.keychainChanged()),
    Events.filter(budgets.onDidChange, inUse)(() => evaluateNotifications()),
    Events.filter(budgets.onDidChange, inUse)(() => mapBudget.budgetChanged()),
    connectivity.onBackOnline(() => schedule.reachableAgain()),
    connectivity.onDidChange(() => statusChanged()),
    connectivity.onDidChange(() => void sessions.accountView().then((view) => emit('account:changed', view))),
    sessions.onDidOpen((session) => schedule.begin(session)),
    // An account in use (connected in the Account pane, or from before the welcome existed)
    // answers the welcome's "Connect your account": it is not offered again, even in demo mode later.
    sessions.onDidOpen(() => {
      if (sessions.mode === 'account' && !settings.current.firstRun.welcomed) settings.update({ firstRun: { welcomed: true } });
    }),
    sessions.onWillClose(() => schedule.end()),
    sessions.onDidReplaceCredentials(() => schedule.credentialsReplaced()),
    sessions.onDidChange(() => statusChanged()),
    Events.filter(schedule.onDidAnswer, ({ product, locationId }) => locationId === schedule.locations()[0]?.id && (product === 'current' || product === 'nowcast'))(
      () => tray.update(),
    ),
    Events.filter(schedule.onDidAnswer, ({ product }) => product === 'nowcast' || product === 'warnings')(() => evaluateNotifications()),
    schedule.onDidChangeStatus(() => statusChanged()),
    tray.onDidChange((state) => emit('tray:stateChanged', state)),
  ];
  for (const edge of edges) lifetime.add(edge);

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
        await sessions.keychainFollowed();
      },
      ...(options.copyToClipboard === undefined ? {} : { copyToClipboard: options.copyToClipboard }),
    }),
  };

  const findFirstPlace = (systemTimeZone: string): Promise<void> =>
    settleFirstPlace({
      systemTimeZone,
      settings,
      search: (query) => sessions.withSession((session) => searchPlaces(session, query, settings.current.language)),
      now: () => clock.now(),
      logger,
      zoneTables: loadZoneTables,
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
      });
      tray.startTicking();
      // In the background: the windows open on the default place and move when the search answers.
      // Added last, so stop() waits for it before anything else is let go of.
      if (options.systemTimeZone !== undefined) {
        const firstPlace = findFirstPlace(options.systemTimeZone);
        lifetime.add(toDisposable(() => firstPlace));
      }
    },
    stop: () => lifetime.dispose(),
    setViews: (views) => schedule.setViews(views),
    setSystemState: (state) => {
      schedule.setSystemState(state);
      connectivity.setSystemState(state);
    },
    refreshNow: () => schedule.refreshNow('menu'),
    tileProxy: sessions.tiles,
    trayState: () => tray.state,
    isDeliveredLink: (url) => schedule.isDeliveredLink(url),
    onTrayStateChange: (listener) => {
      const subscription = tray.onDidChange(listener);
      return () => subscription.dispose();
    },
    currentMode: () => sessions.currentMode(),
  };
}
