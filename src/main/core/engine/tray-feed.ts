import type { Current, HourlyForecast, Nowcast } from '@shared/api/forecasts';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import type { Settings } from '@shared/settings';
import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import type { TrayState } from '@shared/views/status';
import type { SecretStorage } from '../auth/secret-storage';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import type { Clock, TimerHandle } from '../schedule/clock';
import type { ScheduleStatus } from '../schedule/status';
import { attentionOf, type KeychainAttention } from '../tray/attention';
import { sameTrayState, trayStateOf } from '../tray/tray-state';
import { effectiveLocations } from '../weather/locations';
import type { WeatherSnapshots } from '../weather/weather-snapshots';
import type { ConnectivityMonitor } from './connectivity';
import type { Sessions } from './sessions';
import type { WeatherSchedule } from './weather-schedule';

/** How often the tray's age and "rain in N min" are brought up to date between answers. */
export const trayTickMs = 60_000;

/** What the tray state is worked out from. */
export interface TrayFeedOptions {
  settings: { readonly current: Settings };
  weather: Pick<WeatherSnapshots, 'get'>;
  sessions: TraySources['sessions'];
  connectivity: Pick<ConnectivityMonitor, 'value' | 'cause'>;
  schedule: Pick<WeatherSchedule, 'scheduleStatus'>;
  secretStorage: Pick<SecretStorage, 'view' | 'accountUnreachable'>;
  clock: Clock;
  logger: Logger;
}

export interface TraySources {
  settings: Settings;
  weather: Pick<WeatherSnapshots, 'get'>;
  sessions: Pick<Sessions, 'mode' | 'connection' | 'failed' | 'accountHeldBack'>;
  connectivity: Connectivity;
  offlineCause: OfflineCause | null;
  schedule: ScheduleStatus | undefined;
  keychain: KeychainAttention;
  now: number;
}

/** The tray state as the data stands: the first place's current weather and nowcast, and what is in the way. */
export function trayStateFrom({ settings, weather, sessions, connectivity, offlineCause, schedule, keychain, now }: TraySources): TrayState {
  const location = effectiveLocations(settings)[0] ?? null;
  const current = location === null ? undefined : weather.get('current', location.id);
  const nowcast = location === null ? undefined : weather.get('nowcast', location.id);
  const hourly = location === null ? undefined : weather.get('hourly', location.id);
  return trayStateOf({
    location,
    unit: settings.units.temperature,
    current: current === undefined ? undefined : { data: current.data as Current, fetchedAt: current.fetchedAt },
    nowcast: nowcast === undefined ? undefined : { data: nowcast.data as Nowcast },
    hourly: hourly === undefined ? undefined : { data: hourly.data as HourlyForecast },
    now,
    connectivity,
    dataMode: sessions.mode,
    language: interfaceLanguageOf(settings),
    dataLanguage: settings.language,
    attention: attentionOf({
      mode: sessions.mode,
      connection: sessions.connection(),
      connectivity,
      offlineCause,
      sessionFailed: sessions.failed,
      schedule,
      accountHeldBack: sessions.accountHeldBack,
      keychain,
    }),
  });
}

/**
 * The tray state, announced when it changes: it is brought up to date (`update`) after answers,
 * settings, connectivity and the keychain, and each minute once ticking.
 */
export class TrayFeed {
  readonly #options: TrayFeedOptions;
  readonly #changed: Emitter<TrayState>;
  /** Every change, for the windows and the tray icon (the popup shows the same). */
  readonly onDidChange: Event<TrayState>;
  #state: TrayState;
  #timer: TimerHandle | undefined;
  #stopped = false;

  constructor(options: TrayFeedOptions) {
    this.#options = options;
    // One failing listener (the tray icon, say) must not keep the others from the news.
    this.#changed = new Emitter({
      onListenerError: (error) => options.logger.warn('tray: a listener failed', { error: error instanceof Error ? error.name : typeof error }),
    });
    this.onDidChange = this.#changed.event;
    this.#state = this.#compute();
  }

  get state(): TrayState {
    return this.#state;
  }

  update(): void {
    const next = this.#compute();
    if (sameTrayState(next, this.#state)) return;
    this.#state = next;
    this.#changed.fire(next);
  }

  startTicking(): void {
    if (this.#stopped) return;
    this.#timer = this.#options.clock.setTimeout(() => {
      this.update();
      this.startTicking();
    }, trayTickMs);
  }

  dispose(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) this.#options.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #compute(): TrayState {
    const { settings, weather, sessions, connectivity, schedule, secretStorage, clock } = this.#options;
    return trayStateFrom({
      settings: settings.current,
      weather,
      sessions,
      connectivity: connectivity.value,
      offlineCause: connectivity.cause,
      schedule: schedule.scheduleStatus(),
      keychain: secretStorage.view().state === 'waiting' ? 'waiting' : secretStorage.accountUnreachable() ? 'unreachable' : null,
      now: clock.now(),
    });
  }
}
