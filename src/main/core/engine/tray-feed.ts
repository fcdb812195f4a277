import type { Current, HourlyForecast, Nowcast } from '@shared/api/forecasts';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import type { Settings } from '@shared/settings';
import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import type { TrayState } from '@shared/views/status';
import type { Logger } from '../logger';
import type { Clock, TimerHandle } from '../schedule/clock';
import type { ScheduleStatus } from '../schedule/status';
import { attentionOf, type KeychainAttention } from '../tray/attention';
import { sameTrayState, trayStateOf } from '../tray/tray-state';
import { effectiveLocations } from '../weather/locations';
import type { WeatherSnapshots } from '../weather/weather-snapshots';
import type { Sessions } from './sessions';

/** How often the tray's age and "rain in N min" are brought up to date between answers. */
export const trayTickMs = 60_000;

export interface TrayFeedOptions {
  /** The tray state as the data stands now. */
  compute(): TrayState;
  clock: Clock;
  logger: Logger;
  /** Every change, for the windows (the popup shows the same). */
  onChange(state: TrayState): void;
}

export interface TraySources {
  settings: Settings;
  weather: WeatherSnapshots;
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

/** The tray state, told to its listeners when it changes: after answers, settings, connectivity, and each minute. */
export class TrayFeed {
  readonly #options: TrayFeedOptions;
  readonly #listeners = new Set<(state: TrayState) => void>();
  #state: TrayState;
  #timer: TimerHandle | undefined;
  #stopped = false;

  constructor(options: TrayFeedOptions) {
    this.#options = options;
    this.#state = options.compute();
  }

  get state(): TrayState {
    return this.#state;
  }

  listen(listener: (state: TrayState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  update(): void {
    const next = this.#options.compute();
    if (sameTrayState(next, this.#state)) return;
    this.#state = next;
    this.#options.onChange(next);
    for (const listener of this.#listeners) {
      try {
        listener(next);
      } catch (error) {
        this.#options.logger.warn('tray: a listener failed', { error: error instanceof Error ? error.name : typeof error });
      }
    }
  }

  startTicking(): void {
    if (this.#stopped) return;
    this.#timer = this.#options.clock.setTimeout(() => {
      this.update();
      this.startTicking();
    }, trayTickMs);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) this.#options.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
