import { parseAppOrigin, type AppOrigin } from './core/ipc/trusted-sender';
import { appOrigin } from './app-protocol';
import type { WindowKind } from './windows';

export interface RendererLocation {
  /** The origins whose main frames may call IPC and be navigated to. */
  appOrigins: readonly AppOrigin[];
  pageUrl(kind: WindowKind): string;
}

/**
 * Where the windows' pages come from: the app:// protocol, or electron-vite's dev server while
 * developing. The caller passes the dev server URL only for an unpackaged app, so an environment
 * variable can never make a shipped build trust another origin.
 */
export function rendererLocation(devServerUrl: string | undefined): RendererLocation {
  const base = devServerUrl ?? appOrigin;
  const appOrigins = [parseAppOrigin(appOrigin)];
  if (devServerUrl !== undefined) appOrigins.push(parseAppOrigin(devServerUrl));
  return {
    appOrigins,
    pageUrl: (kind) => new URL(`/${kind}.html`, base).toString(),
  };
}
