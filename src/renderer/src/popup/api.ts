import type { PopupApi } from '@shared/ipc/bridge';

/**
 * The popup window's API: only the functions its channel list allows, as its preload (or the browser
 * host's bridge script) installs them; the popup's code cannot even name another window's calls. The
 * one place the popup names the global. Read at each use, so a test can install a stand-in after import.
 */
export const popupApi = (): PopupApi => (window as unknown as { readonly weatherglass: PopupApi }).weatherglass;
