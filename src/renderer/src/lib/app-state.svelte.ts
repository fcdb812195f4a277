import type { AppInfo } from '@shared/app-info';
import type { AppError } from '@shared/ipc/result';
import type { Settings, SettingsPatch } from '@shared/settings';
import { appInfo } from './follow/app-info.svelte';
import { settings } from './follow/settings.svelte';
import { commonApi } from './common-api';

/** What every window knows about the app: who it is, its settings, and the last error to show. */
export class AppState {
  #error = $state<AppError | null>(null);

  get info(): AppInfo | null {
    return appInfo.value ?? null;
  }

  get settings(): Settings | null {
    return settings.value ?? null;
  }

  get error(): AppError | null {
    return this.#error ?? appInfo.error ?? settings.error;
  }

  async updateSettings(patch: SettingsPatch): Promise<void> {
    const result = await commonApi().settings.update(patch);
    if (result.ok) {
      settings.accept(result.value);
      this.#error = null;
    } else {
      this.#error = result.error;
    }
  }
}
