import type { AppInfo } from '../../../shared/app-info';
import type { AppError } from '../../../shared/ipc/result';
import type { Settings, SettingsPatch } from '../../../shared/settings';

/** What every window knows about the app: who it is, its settings, and the last error to show. */
export class AppState {
  #info = $state<AppInfo | null>(null);
  #settings = $state<Settings | null>(null);
  #error = $state<AppError | null>(null);

  get info(): AppInfo | null {
    return this.#info;
  }

  get settings(): Settings | null {
    return this.#settings;
  }

  get error(): AppError | null {
    return this.#error;
  }

  /** Loads info and settings and follows their changes (any window's settings, demo ↔ account). Returns the unsubscribe. */
  async start(): Promise<() => void> {
    const stopSettings = window.weatherglass.on.settingsChanged((settings) => {
      this.#settings = settings;
    });
    const stopInfo = window.weatherglass.on.appInfoChanged((info) => {
      this.#info = info;
    });
    const unsubscribe = () => {
      stopSettings();
      stopInfo();
    };
    const [info, settings] = await Promise.all([
      window.weatherglass.app.getInfo(),
      window.weatherglass.settings.get(),
    ]);
    if (info.ok) this.#info = info.value;
    else this.#error = info.error;
    if (settings.ok) this.#settings = settings.value;
    else this.#error = settings.error;
    return unsubscribe;
  }

  async updateSettings(patch: SettingsPatch): Promise<void> {
    const result = await window.weatherglass.settings.update(patch);
    if (result.ok) {
      this.#settings = result.value;
      this.#error = null;
    } else {
      this.#error = result.error;
    }
  }
}
