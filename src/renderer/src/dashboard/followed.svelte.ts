import type { AccountView } from '@shared/views/account';
import type { ScheduleStatusView } from '@shared/views/status';
import { Followed } from '../lib/follow/followed.svelte';
import { followTrayState } from '../lib/follow/tray-state.svelte';
import { dashboardApi } from './api';

/** The account in use (demo or the user's), its address and connection: the dashboard's only. */
export const account = new Followed<AccountView>({
  listen: (listener) => dashboardApi().on.accountChanged(listener),
  get: () => dashboardApi().account.get(),
});

/** The refresh schedule against the daily allowance: the dashboard's only. */
export const scheduleStatus = new Followed<ScheduleStatusView>({
  listen: (listener) => dashboardApi().on.scheduleStatusChanged(listener),
  get: () => dashboardApi().schedule.getStatus(),
});

export const trayState = followTrayState(dashboardApi);
