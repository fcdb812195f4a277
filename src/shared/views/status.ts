import type { AppMode } from '../app-info';
import type { FreshnessState, WeatherProduct } from './weather';

/** How the refresh schedule fits the daily request allowance. */
export type ScheduleMode = 'normal' | 'slowed' | 'essential' | 'paused';

/** Whether Weatherglass can reach the weather service right now. */
export type Connectivity = 'online' | 'offline' | 'asleep';

/** What the windows show about refreshing and the request budget. */
export interface ScheduleStatusView {
  /** Which data the schedule is for: the built-in demo service or the user's account. */
  dataMode: AppMode;
  connectivity: Connectivity;
  /** Requests a day the user allows, map tiles included. */
  allowance: number;
  /** Requests counted today (UTC day). */
  spentToday: number;
  /** Spent so far plus what the current plan makes until midnight UTC. */
  projectedToday: number;
  /** What what is shown now would cost in a whole day without the budget. */
  demandPerDay: number;
  mode: ScheduleMode;
  /** Plain language, for the user. */
  explanation: string;
  /** When today's count starts again (epoch ms; midnight UTC). */
  resetsAt: number;
  /** Scheduled products the account's plan does not include: windows explain them instead of waiting. */
  notInPlan: WeatherProduct[];
}

/** What the tray icon, its tooltip and the popup's header show. */
export interface TrayState {
  /** Current temperature at the tray location, in `unit`; null when there is none. */
  temperature: number | null;
  unit: 'C' | 'F';
  locationName: string | null;
  conditionPhrase: string | null;
  /** Minutes until rain starts; 0 when it is raining now; null when none is expected. */
  rainInMinutes: number | null;
  freshness: FreshnessState;
  /** Age of the current conditions shown; null when there are none. */
  ageMinutes: number | null;
}
