import { isDeepStrictEqual } from 'node:util';
import { answerSettingsKey } from '@shared/api/answer-settings';
import type { Warnings } from '@shared/api/products';
import type { SavedLocation, Settings } from '@shared/settings';
import type { ScheduleStatusView } from '@shared/views/status';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import type { EventSink } from '../event-sink';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import type { Product } from '../schedule/cadence';
import type { Clock } from '../schedule/clock';
import type { Views } from '../schedule/demand';
import { nextUtcMidnight } from '../schedule/request-budget';
import { Scheduler, type SystemState } from '../schedule/scheduler';
import type { ScheduleStatus } from '../schedule/status';
import type { Session } from '../session/session';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import { effectiveLocations } from '../weather/locations';
import type { ConnectivityMonitor } from './connectivity';
import { optedInProducts } from './opted-in';
import type { Sessions } from './sessions';
import { WeatherRefresher } from '../weather/weather-refresher';
import type { WeatherSnapshots } from '../weather/weather-snapshots';

export interface WeatherScheduleOptions {
  snapshots: SnapshotStore;
  weather: WeatherSnapshots;
  settings: { readonly current: Settings };
  clock: Clock;
  logger: Logger;
  emit: EventSink;
  /**
   * The data mode in use, whose answers are current (a schedule keeps only its own source's), and
   * whether the app has started (for the status before any schedule runs).
   */
  sessions: Pick<Sessions, 'mode' | 'source' | 'started'>;
  /** The computer's state when a schedule starts (nothing is fetched asleep or offline); told whether calls get answers. */
  connectivity: Pick<ConnectivityMonitor, 'system' | 'setReachable'>;
}

/** A current answer the schedule kept. */
export interface ScheduleAnswer {
  product: Product;
  locationId: string;
}

/**
 * The weather the app keeps: one schedule per session that refreshes the saved places within the
 * budget, the answers it keeps, and what the windows read of them (places, updates, status).
 */
export class WeatherSchedule {
  readonly #options: WeatherScheduleOptions;
  #scheduler: Scheduler | undefined;
  #session: Session | undefined;
  /** The source the running schedule fetches for; an answer of any other is dropped on arrival. */
  #source: string | undefined;
  #views: Views = { popupOpen: false, dashboardOpen: false, mapOpen: false };
  readonly #answered = new Emitter<ScheduleAnswer>();
  readonly #statusChanged = new Emitter<void>();
  /** A current answer was kept (the tray and the notifications look at some). */
  readonly onDidAnswer: Event<ScheduleAnswer> = this.#answered.event;
  /** The running schedule's status changed (the tray explains a spent allowance). */
  readonly onDidChangeStatus: Event<void> = this.#statusChanged.event;

  constructor(options: WeatherScheduleOptions) {
    this.#options = options;
  }

  /** Starts the schedule of a session that just opened. */
  begin(session: Session): void {
    this.end();
    this.#session = session;
    const source = this.#options.sessions.source;
    this.#source = source;
    const { clock, logger, settings, weather } = this.#options;
    const refresher = new WeatherRefresher({
      session,
      settings: () => settings.current,
      now: () => clock.now(),
      logger,
      onData: (product, locationId, data, askedWith) => this.#keep(session, source, product, locationId, data, askedWith),
      onReachable: (reachable) => this.#options.connectivity.setReachable(reachable),
    });
    const scheduler = new Scheduler({
      refresher,
      budget: session.budget,
      clock,
      logger,
      fetchedAt: (product, locationId) => weather.fetchedAt(product, locationId),
      onStatusChange: () => this.#statusChanged.fire(),
    });
    scheduler.setLocations(this.locations());
    scheduler.setOptedIn(optedInProducts(settings.current));
    scheduler.setViews(this.#views);
    scheduler.setSystemState(this.#options.connectivity.system);
    scheduler.start();
    this.#scheduler = scheduler;
  }

  end(): void {
    this.#scheduler?.stop();
    this.#scheduler = undefined;
    this.#session = undefined;
    this.#source = undefined;
  }

  dispose(): void {
    this.end();
  }

  /** The places and their settings changed: the schedule follows; units or language start it over. */
  settingsChanged(previous: Settings, next: Settings): void {
    const placesChanged = JSON.stringify(previous.locations) !== JSON.stringify(next.locations);
    if (placesChanged) {
      const locations = effectiveLocations(next);
      this.#options.snapshots.retainLocations(locations.map((location) => location.id));
      this.#scheduler?.setLocations(locations);
      this.#options.emit('locations:changed', locations);
    }
    // The lightning watch follows its rule and the tray's place (in or out of the satellites' sight).
    if (placesChanged || !isDeepStrictEqual(previous.notifications.lightning, next.notifications.lightning)) {
      this.#scheduler?.setOptedIn(optedInProducts(next));
    }
    // A new schedule finds nothing current in the new units or language and fetches it.
    if (answerSettingsKey(previous) !== answerSettingsKey(next) && this.#session !== undefined) this.begin(this.#session);
  }

  /** The allowance was set on the budgets: plan again at once. */
  allowanceChanged(): void {
    this.#scheduler?.allowanceChanged();
  }

  /**
   * Other credentials at the same address: a new schedule for the new source (it finds nothing
   * current and fetches at once; "not in plan" is forgotten), the old one's late answers dropped.
   */
  credentialsReplaced(): void {
    if (this.#session !== undefined) this.begin(this.#session);
  }

  /** The service answers again after an outage: what went stale is fetched at once, not after its backoff. */
  reachableAgain(): void {
    this.#scheduler?.reachableAgain();
  }

  setViews(views: Partial<Views>): void {
    this.#views = { ...this.#views, ...views };
    this.#scheduler?.setViews(views);
  }

  setSystemState(state: Partial<SystemState>): void {
    this.#scheduler?.setSystemState(state);
  }

  refreshNow(reason: string): void {
    this.#scheduler?.requestRefresh(reason);
  }

  locations(): SavedLocation[] {
    return effectiveLocations(this.#options.settings.current);
  }

  weather(locationId: string, products: readonly WeatherProduct[]): WeatherUpdate[] {
    return this.#options.weather.updates(locationId, products);
  }

  /**
   * Whether the service delivered this address as a warning's link or attribution link: those go
   * to whichever weather authority issued the warning, so they cannot be listed in advance.
   */
  isDeliveredLink(url: string): boolean {
    return this.locations().some((location) => {
      const warnings = this.#options.weather.get('warnings', location.id)?.data as Warnings | undefined;
      return warnings?.warnings.some((warning) => warning.link === url || warning.attributionUrl === url) ?? false;
    });
  }

  /** The schedule's own status, when one runs. */
  scheduleStatus(): ScheduleStatus | undefined {
    return this.#scheduler?.status();
  }

  status(): ScheduleStatusView {
    const { sessions, settings, clock } = this.#options;
    const status = this.#scheduler?.status();
    if (status !== undefined) return { ...status, dataMode: sessions.mode };
    return {
      dataMode: sessions.mode,
      allowance: settings.current.budget.dailyRequests,
      spentToday: 0,
      projectedToday: 0,
      demandPerDay: 0,
      mode: 'paused',
      explanation: { key: sessions.started ? 'scheduleNotStarted' : 'scheduleStarting' },
      resetsAt: nextUtcMidnight(clock.now()),
      notInPlan: [],
    };
  }

  #keep(session: Session, source: string, product: Product, locationId: string, data: unknown, askedWith: Settings): void {
    // A late answer of a closed session or of the account before a switch: dropped, not kept, so it
    // can neither show nor replace the new source's answer on disk.
    if (session !== this.#session || source !== this.#source) return;
    const update = this.#options.weather.keep(product, locationId, data, source, askedWith);
    if (update === undefined) return;
    this.#options.emit('weather:updated', update);
    this.#answered.fire({ product, locationId });
  }
}
