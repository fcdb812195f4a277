import type { MapApi } from '@shared/ipc/bridge';

/**
 * The map window's API: only the functions its channel list allows, as its preload (or the browser
 * host's bridge script) installs them; the map's code cannot even name another window's calls. The
 * one place the map names the global. Read at each use, so a test can install a stand-in after import.
 */
export const mapApi = (): MapApi => (window as unknown as { readonly weatherglass: MapApi }).weatherglass;
