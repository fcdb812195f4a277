/// <reference types="svelte" />
/// <reference types="vite/client" />
import type { WeatherglassApi } from '@shared/ipc/bridge';

declare global {
  interface Window {
    /** Installed by the preload (Electron) or the browser host's bridge script. */
    readonly weatherglass: WeatherglassApi;
  }
}
