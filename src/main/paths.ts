import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppPaths {
  /** The built renderer pages served through app://. */
  rendererDir: string;
  /** The built, sandbox-compatible CommonJS preload. */
  preloadPath: string;
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
    preloadPath: join(mainDir, '../preload/index.cjs'),
    // electron-builder ships resources/ as extraResources next to app.asar.
    resourcesDir: isPackaged ? join(process.resourcesPath, 'resources') : join(mainDir, '../../resources'),
  };
}

/** The app's own icon (512 px PNG): notifications and an AppImage's autostart entry show it. */
export function appIconPath(resourcesDir: string): string {
  return join(resourcesDir, 'icon.png');
}
