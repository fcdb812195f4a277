import type { DashboardApi } from '@shared/ipc/bridge';

/**
 * The dashboard window's API: only the functions its channel list allows, as its preload (or the browser
 * host's bridge script) installs them; the dashboard's code cannot even name another window's calls. The
 * one place the dashboard names the global. Read at each use, so a test can install a stand-in after import.
 */
export const dashboardApi = (): DashboardApi => (window as unknown as { readonly weatherglass: DashboardApi }).weatherglass;
