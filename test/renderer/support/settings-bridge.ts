import { createWeatherglassApi } from '@shared/ipc/bridge';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type Settings } from '@shared/settings';

/**
 * A bridge that answers only the settings, for tests that mount a component on its own: the
 * component's words follow the interface language (`lib/i18n.svelte.ts`), which it reads from them.
 */
export function answerSettings(settings: Settings = defaultSettings): void {
  Object.defineProperty(window, 'weatherglass', {
    configurable: true,
    value: createWeatherglassApi({
      invoke: async (channel) => {
        if (channel === 'settings:get') return ok(settings);
        throw new Error(`unexpected call ${channel}`);
      },
      subscribe: () => () => undefined,
    }),
  });
}
