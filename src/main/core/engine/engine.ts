import { join } from 'node:path';
import type { Current, Nowcast } from '@shared/api/forecasts';
import { answerSettingsKey } from '@shared/api/answer-settings';
import type { Warnings } from '@shared/api/products';
import type { AppInfo, AppMode } from '@shared/app-info';
import { fail, type Result } from '@shared/ipc/result';
import type { SavedLocation, Settings } from '@shared/settings';
import type { AccountConnection, AccountView } from '@shared/views/account';
import type { Connectivity } from '@shared/views/freshness';
import type { ScheduleStatusView, TrayState } from '@shared/views/status';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import type { CredentialStore } from '../auth/credential-store';
import type { EventSink } from '../event-sink';
import type { Logger } from '../logger';
import { NotificationCenter, type Notify } from '../notifications/notification-center';
import { notificationStateSchema } from '../notifications/notification-state';
import { JsonFile } from '../persistence/json-file';
import type { Clock } from '../schedule/clock';
import type { Views } from '../schedule/demand';
import type { Product } from '../schedule/cadence';
import { nextUtcMidnight, type RequestBudget } from '../schedule/request-budget';
import { Scheduler, type SystemState } from '../schedule/scheduler';
import type { StartDemoService } from '../session/demo-service';
import type { AccountAddress } from '../session/account-address';
import type { ServiceAddress } from '../session/service-address';
import type { ApiTuning, Session } from '../session/session';
import { SnapshotStore } from '../snapshots/snapshot-store';
import type { TileAnswer, TileProxy } from '../tiles/tile-proxy';
import { attentionOf } from '../tray/attention';
import { trayStateOf } from '../tray/tray-state';
import { effectiveLocations } from '../weather/locations';
import { isValidSnapshotData } from '../weather/snapshot-schemas';
import { WeatherRefresher } from '../weather/weather-refresher';
import { WeatherSnapshots } from '../weather/weather-snapshots';
import { BudgetBook } from './budget-book';
import { notificationInput } from './notification-input';
import { openSession } from './open-session';
import { TrayFeed } from './tray-feed';

export interface EngineOptions {
  /** Where the engine keeps its files: snapshots, tile cache, budget ledgers, notification state. */
  userDataDir: string;
  settings: { readonly current: Settings; onChange(listener: (settings: Settings) => void): () => void };
  credentials: CredentialStore;
  clock: Clock;
  logger: Logger;
  emit: EventSink;
  notify: Notify;
  startDemoService: StartDemoService;
  /** Where a stored account's requests go: account mode needs an address as well as credentials. */
  accountAddress: AccountAddress;
  api?: ApiTuning;
  describeApp(mode: AppMode): AppInfo;
}

function sameAddress(a: ServiceAddress | undefined, b: ServiceAddress | undefined): boolean {
  return a?.dataBaseUrl === b?.dataBaseUrl && a?.mapsBaseUrl === b?.mapsBaseUrl;
}

const noService = () => fail('offline', 'The weather service is not available right now.');

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/**
 * The main process's engine: settings and cached data first, then a session (the demo service or
 * the user's account) with its own scheduler, refresher, tile proxy and budget. Switching between
 * demo and account data replaces the session without a restart.
 */
export class Engine {
  readonly tileProxy: { serve(url: string): Promise<TileAnswer> };
  readonly #options: EngineOptions;
  readonly #snapshots: SnapshotStore;
  readonly #weather: WeatherSnapshots;
  readonly #budgets: BudgetBook;
  readonly #notifications: NotificationCenter;
  readonly #tray: TrayFeed;
  #dataMode: AppMode = 'demo';
  #session: Session | undefined;
  #scheduler: Scheduler | undefined;
  #tiles: TileProxy | undefined;
  #views: Views = { popupOpen: false, dashboardOpen: false, mapOpen: false };
  #system: SystemState = { asleep: false, online: true };
  /** The last call reached the service (or none was made yet). */
  #reachable = true;
  #started = false;
  /** The data mode has been read from the keychain at start. */
  #modeKnown = false;
  #stopped = false;
  /** Start and session switches, one after another. */
  #queue: Promise<void> = Promise.resolve();
  #lastSettings: Settings;
  /** The last session could not be opened: nothing will refresh until a restart or a switch. */
  #sessionFailed = false;
  /** Credentials are stored without an address, so demo data shows (known once the account view was read). */
  #accountWithoutAddress = false;

  constructor(options: EngineOptions) {
    this.#options = options;
    const { userDataDir, logger, clock } = options;
    this.#snapshots = new SnapshotStore({ directory: join(userDataDir, 'snapshots'), logger, isValidData: isValidSnapshotData });
    this.#weather = new WeatherSnapshots(this.#snapshots, () => ({
      mode: this.#dataMode,
      settings: options.settings.current,
      now: clock.now(),
    }));
    this.#budgets = new BudgetBook({
      directory: userDataDir,
      clock,
      logger,
      allowance: () => options.settings.current.budget.dailyRequests,
      onChange: (mode) => {
        if (mode === this.#dataMode) this.#evaluateNotifications();
      },
    });
    this.#notifications = new NotificationCenter(
      new JsonFile(join(userDataDir, 'notification-state.json'), notificationStateSchema, logger),
      options.notify,
      logger,
    );
    this.#tray = new TrayFeed({
      compute: () => this.#computeTray(),
      clock,
      logger,
      onChange: (state) => options.emit('tray:stateChanged', state),
    });
    this.#lastSettings = options.settings.current;
    this.tileProxy = {
      serve: (url) => this.#tiles?.serve(url) ?? Promise.resolve({ kind: 'fetchFailed', error: noService().error }),
    };
    options.settings.onChange((next) => this.#settingsChanged(next));
  }

  /** Cached data first (so the tray shows it before any request), then the session and its schedule. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    // Queued like a switch, so calls that need the session wait for it rather than find none.
    await this.#enqueue(async () => {
      await this.#snapshots.load();
      await this.#notifications.load();
      this.#dataMode = await this.#storedMode();
      this.#modeKnown = true;
      if (this.#stopped) return;
      this.#tray.update();
      this.#tray.startTicking();
      await this.#replaceSession(this.#dataMode);
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#tray.stop();
    await this.#queue;
    await this.#closeSession();
    await this.#snapshots.flush();
    await this.#budgets.flush();
    await this.#notifications.flush();
  }

  get started(): boolean {
    return this.#started;
  }

  /** The data mode in use, or before start the one the stored account implies. */
  async currentMode(): Promise<AppMode> {
    return this.#modeKnown ? this.#dataMode : this.#storedMode();
  }

  setViews(views: Partial<Views>): void {
    this.#views = { ...this.#views, ...views };
    this.#scheduler?.setViews(views);
  }

  setSystemState(state: Partial<SystemState>): void {
    const before = this.#connectivity();
    this.#system = { ...this.#system, ...state };
    // Back online is a fresh chance: the next call decides whether the service answers.
    if (state.online === true) this.#reachable = true;
    this.#scheduler?.setSystemState(state);
    if (this.#connectivity() !== before) this.#connectivityChanged();
  }

  refreshNow(reason: string): void {
    this.#scheduler?.requestRefresh(reason);
  }

  trayState(): TrayState {
    return this.#tray.state;
  }

  onTrayStateChange(listener: (state: TrayState) => void): () => void {
    return this.#tray.listen(listener);
  }

  locations(): SavedLocation[] {
    return effectiveLocations(this.#options.settings.current);
  }

  weather(locationId: string, products: readonly WeatherProduct[]): WeatherUpdate[] {
    return this.#weather.updates(locationId, products);
  }

  /**
   * Whether the service delivered this address as a warning's link or attribution link: those go
   * to whichever weather authority issued the warning, so they cannot be listed in advance.
   */
  isDeliveredLink(url: string): boolean {
    return this.locations().some((location) => {
      const warnings = this.#weather.get('warnings', location.id)?.data as Warnings | undefined;
      return warnings?.warnings.some((warning) => warning.link === url || warning.attributionUrl === url) ?? false;
    });
  }

  status(): ScheduleStatusView {
    const status = this.#scheduler?.status();
    if (status !== undefined) return { ...status, dataMode: this.#dataMode };
    return {
      dataMode: this.#dataMode,
      allowance: this.#options.settings.current.budget.dailyRequests,
      spentToday: 0,
      projectedToday: 0,
      demandPerDay: 0,
      mode: 'paused',
      explanation: this.#started ? 'Not refreshing: the weather service could not be started.' : 'Starting…',
      resetsAt: nextUtcMidnight(this.#options.clock.now()),
      notInPlan: [],
    };
  }

  /** The connection of the session in use (demo or account). */
  connection(): AccountConnection {
    return this.#session?.connection ?? { state: 'unknown' };
  }

  /** What the Account pane shows; the keychain is read once, then CredentialStore keeps it in memory. */
  async accountView(): Promise<AccountView> {
    let stored: { configured: boolean; user: string | null };
    try {
      stored = await this.#options.credentials.view();
    } catch {
      stored = { configured: false, user: null };
    }
    return { mode: await this.currentMode(), ...stored, connection: this.connection(), address: this.#options.accountAddress.view() };
  }

  /** Runs work on the session in use, once any switch under way has finished. */
  async withSession<T>(work: (session: Session) => Promise<Result<T>>): Promise<Result<T>> {
    await this.#queue;
    const session = this.#session;
    if (session === undefined) return this.#started ? noService() : fail('internal', 'Weatherglass is still starting.');
    return work(session);
  }

  /** The budget of a mode, e.g. to count a connection test against the account. */
  budget(mode: AppMode): Promise<RequestBudget> {
    return this.#budgets.budget(mode);
  }

  /** The mode's map capabilities from the cache, and whether they are younger than `maxAgeMs`. */
  cachedCapabilities(mode: AppMode, maxAgeMs: number): { data: unknown; fresh: boolean } | undefined {
    const snapshot = this.#snapshots.get({ product: 'capabilities', locationId: null, params: { source: mode } });
    if (snapshot === undefined) return undefined;
    return { data: snapshot.data, fresh: this.#options.clock.now() - Date.parse(snapshot.fetchedAt) < maxAgeMs };
  }

  keepCapabilities(mode: AppMode, data: unknown): void {
    this.#snapshots.put({
      product: 'capabilities',
      locationId: null,
      params: { source: mode },
      data,
      fetchedAt: new Date(this.#options.clock.now()).toISOString(),
    });
  }

  /**
   * After the stored account or its address changed: switches between demo and account data as
   * they now say, opens a new account session for a new address or, for other credentials at the
   * same address, tells the schedule (another plan, no pause). `checked`: what the service said
   * when the Account pane just asked it, so the state shows at once rather than after a refresh.
   */
  async accountChanged(change: { checked?: 'accepted' | 'unreachable' } = {}): Promise<void> {
    if (!this.#started || this.#stopped) return;
    await this.#enqueue(async () => {
      const mode = await this.#storedMode();
      const addressMoved = mode === 'account' && !sameAddress(this.#session?.address, this.#options.accountAddress.current());
      if (mode !== this.#dataMode || addressMoved) {
        await this.#replaceSession(mode);
      } else if (mode === 'account' && this.#session !== undefined) {
        this.#session.resetConnection();
        this.#scheduler?.accountChanged();
      }
      if (mode === 'account' && change.checked === 'accepted') this.#session?.noteSuccess();
      if (mode === 'account' && change.checked === 'unreachable') this.#setReachable(false);
      this.#tray.update();
    });
  }

  async #storedMode(): Promise<AppMode> {
    try {
      const account = this.#options.accountAddress.current() !== undefined && (await this.#options.credentials.hasAccount());
      return account ? 'account' : 'demo';
    } catch (error) {
      // No reachable keychain means no stored account: the app still works, in demo mode.
      this.#options.logger.warn('secrets: the keychain could not be read; running in demo mode', { error: errorName(error) });
      return 'demo';
    }
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Closes the session in use and opens one for the mode; only ever run from the queue. */
  async #replaceSession(mode: AppMode): Promise<void> {
    await this.#closeSession();
    if (this.#stopped) return;
    this.#dataMode = mode;
    this.#reachable = true;
    this.#options.emit('app:infoChanged', this.#options.describeApp(mode));
    this.#tray.update();
    try {
      await this.#openSession(mode);
      this.#sessionFailed = false;
    } catch (error) {
      this.#sessionFailed = true;
      this.#reachable = false;
      this.#options.logger.error('session: could not start', { mode, error: errorName(error) });
    }
    this.#connectivityChanged();
  }

  async #openSession(mode: AppMode): Promise<void> {
    const { userDataDir, credentials, startDemoService, accountAddress, api, logger, clock } = this.#options;
    const { session, tiles } = await openSession(mode, await this.#budgets.budget(mode), {
      userDataDir,
      credentials,
      startDemoService,
      accountService: () => accountAddress.current(),
      ...(api === undefined ? {} : { api }),
      logger,
      now: () => clock.now(),
      onConnectionChange: () => this.#emitAccount(),
      // A closed session reports nothing, so only the session in use moves the offline state.
      onReachable: (reachable) => this.#setReachable(reachable),
    });
    this.#session = session;
    this.#tiles = tiles;
    this.#startScheduler(session);
    this.#emitAccount();
  }

  async #closeSession(): Promise<void> {
    this.#scheduler?.stop();
    this.#scheduler = undefined;
    this.#tiles = undefined;
    const session = this.#session;
    this.#session = undefined;
    try {
      await session?.close();
    } catch (error) {
      this.#options.logger.warn('session: did not close cleanly', { error: errorName(error) });
    }
  }

  #startScheduler(session: Session): void {
    const { clock, logger, settings } = this.#options;
    const refresher = new WeatherRefresher({
      session,
      settings: () => settings.current,
      now: () => clock.now(),
      logger,
      onData: (product, locationId, data, askedWith) => this.#keep(session, product, locationId, data, askedWith),
      onReachable: (reachable) => this.#setReachable(reachable),
    });
    const scheduler = new Scheduler({
      refresher,
      budget: session.budget,
      clock,
      logger,
      fetchedAt: (product, locationId) => this.#weather.fetchedAt(product, locationId),
      onStatusChange: () => {
        this.#options.emit('schedule:statusChanged', this.status());
        // A spent allowance is something the tray and the popup explain.
        this.#tray.update();
      },
    });
    scheduler.setLocations(this.locations());
    scheduler.setViews(this.#views);
    scheduler.setSystemState(this.#system);
    scheduler.start();
    this.#scheduler = scheduler;
  }

  /** Units or language changed: a new schedule, which finds nothing current in the new ones and fetches it. */
  #restartScheduler(): void {
    const session = this.#session;
    if (session === undefined || this.#scheduler === undefined) return;
    this.#scheduler.stop();
    this.#startScheduler(session);
  }

  #keep(session: Session, product: Product, locationId: string, data: unknown, askedWith: Settings): void {
    const update = this.#weather.keep(product, locationId, data, session.mode, askedWith);
    if (update === undefined || session !== this.#session) return;
    this.#options.emit('weather:updated', update);
    if (locationId === this.locations()[0]?.id && (product === 'current' || product === 'nowcast')) this.#tray.update();
    if (product === 'nowcast' || product === 'warnings') this.#evaluateNotifications();
  }

  #setReachable(reachable: boolean): void {
    const before = this.#connectivity();
    this.#reachable = reachable;
    if (this.#connectivity() !== before) this.#connectivityChanged();
  }

  #online(): boolean {
    return this.#system.online && this.#reachable;
  }

  #connectivity(): Connectivity {
    if (this.#system.asleep) return 'asleep';
    return this.#online() ? 'online' : 'offline';
  }

  #connectivityChanged(): void {
    this.#tray.update();
    this.#options.emit('schedule:statusChanged', this.status());
  }

  #settingsChanged(next: Settings): void {
    const previous = this.#lastSettings;
    this.#lastSettings = next;
    if (JSON.stringify(previous.locations) !== JSON.stringify(next.locations)) {
      const locations = effectiveLocations(next);
      this.#snapshots.retainLocations(locations.map((location) => location.id));
      this.#scheduler?.setLocations(locations);
      this.#options.emit('locations:changed', locations);
    }
    if (previous.budget.dailyRequests !== next.budget.dailyRequests) {
      // Set once, on the budgets the book keeps (the scheduler's among them); the scheduler only replans.
      void this.#budgets.setAllowance(next.budget.dailyRequests).then(() => this.#scheduler?.allowanceChanged());
    }
    if (answerSettingsKey(previous) !== answerSettingsKey(next)) {
      this.#restartScheduler();
    }
    this.#tray.update();
  }

  #computeTray(): TrayState {
    const settings = this.#options.settings.current;
    const location = effectiveLocations(settings)[0] ?? null;
    const current = location === null ? undefined : this.#weather.get('current', location.id);
    const nowcast = location === null ? undefined : this.#weather.get('nowcast', location.id);
    return trayStateOf({
      location,
      unit: settings.units.temperature,
      current: current === undefined ? undefined : { data: current.data as Current, fetchedAt: current.fetchedAt },
      nowcast: nowcast === undefined ? undefined : { data: nowcast.data as Nowcast },
      now: this.#options.clock.now(),
      connectivity: this.#connectivity(),
      dataMode: this.#dataMode,
      attention: attentionOf({
        mode: this.#dataMode,
        connection: this.connection(),
        connectivity: this.#connectivity(),
        sessionFailed: this.#sessionFailed,
        schedule: this.#scheduler?.status(),
        accountWithoutAddress: this.#accountWithoutAddress,
      }),
    });
  }

  #emitAccount(): void {
    this.#tray.update();
    void this.accountView().then((view) => {
      this.#accountWithoutAddress = view.configured && view.mode === 'demo';
      this.#tray.update();
      this.#options.emit('account:changed', view);
    });
  }

  #evaluateNotifications(): void {
    this.#notifications.evaluate(
      notificationInput({
        settings: this.#options.settings.current,
        weather: this.#weather,
        budget: this.#session?.budget,
        now: this.#options.clock.now(),
      }),
    );
  }
}
