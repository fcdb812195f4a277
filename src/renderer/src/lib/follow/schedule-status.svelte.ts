import type { ScheduleStatusView } from '@shared/views/status';
import { Followed } from './followed.svelte';

/** The refresh schedule against the daily allowance, followed once by the dashboard. */
export const scheduleStatus = new Followed<ScheduleStatusView>({
  listen: (listener) => window.weatherglass.on.scheduleStatusChanged(listener),
  get: () => window.weatherglass.schedule.getStatus(),
});
