import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppWindow } from '@shared/ipc/window-channels';

export interface AppPaths {
  /** The built renderer pages served through app://. */
  rendererDir: string;
  /** Where the built, sandbox-compatible CommonJS preloads are: one per window (`preloadPath`). */
  preloadDir: string;
  /** Icons and tray images. */
  resourcesDir: string;
}

/**
 * Everything is resolved from the main bundle's own location (out/main/index.js), because ESM has
 * no __dirname and the working directory differs between `electron-vite dev`, preview and a package.
 */
export function resolveAppPaths(isPackaged: boolean): AppPaths {
  const mainDir = dirname(fileURLToPath(import.meta.url));
  return {
    rendererDir: join(mainDir, '../renderer'),
    preloadDir: join(mainDir, '../preload'),
    // electron-builder ships resources/ as extraResources next to app.asar.
    resourcesDir: isPackaged ? join(process.resourcesPath, 'resources') : join(mainDir, '../../resources'),
  };
}

/** A window's own preload, which exposes only that window's functions. */
export function preloadPath(preloadDir: string, window: AppWindow): string {
  return join(preloadDir, `${window}.cjs`);
}

/** The app's own icon (512 px PNG): notifications and an AppImage's autostart entry show it. */
export function appIconPath(resourcesDir: string): string {
  return join(resourcesDir, 'icon.png');
}
