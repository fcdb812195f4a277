import type { AppMode } from '../app-info';
import type { StatusMessageKey } from '../i18n/messages/status';
import type { Connectivity, FreshnessState } from './freshness';
import type { TemperatureChoice } from '../units';
import type { WeatherProduct } from './weather';

/** How the refresh schedule fits the daily request allowance. */
export type ScheduleMode = 'normal' | 'slowed' | 'essential' | 'paused';

/** What the windows show about refreshing and the request budget. */
export interface ScheduleStatusView {
  /** Which data the schedule is for: the built-in demo service or the user's account. */
  dataMode: AppMode;
  /** Requests a day the user allows, map tiles included. */
  allowance: number;
  /** Requests counted today (UTC day). */
  spentToday: number;
  /** Spent so far plus what the current plan makes until midnight UTC. */
  projectedToday: number;
  /** What what is shown now would cost in a whole day without the budget. */
  demandPerDay: number;
  mode: ScheduleMode;
  /** Plain language, for the user: a text each window writes in its own language. */
  explanation: StatusText;
  /** When today's count starts again (epoch ms; midnight UTC). */
  resetsAt: number;
  /** Scheduled products the account's plan does not include: windows explain them instead of waiting. */
  notInPlan: WeatherProduct[];
}

/**
 * Words main chooses and each side writes in its own language (the tray's tooltip in main's, a
 * window with its translator): a message of the `status` area and its arguments, an argument
 * possibly a text itself ("{explanation} …") or a time from now ("… resumes {resetIn}").
 */
export interface StatusText {
  key: StatusMessageKey;
  values?: Readonly<Record<string, string | number | StatusText | TimeFromNow>>;
}

/** A moment as minutes from now (negative: past), written where it is read: 'in 45 min.', 'in 3 hr, 20 min'. */
export interface TimeFromNow {
  minutesFromNow: number;
}

/** What stands between the user and fresh data. */
export type AttentionKind =
  | 'keychainWaiting'
  | 'keychainUnreachable'
  | 'accountRefused'
  | 'accountUnconfirmed'
  | 'accountNeedsAddress'
  | 'accountAddressChanged'
  | 'accountFromEarlierVersion'
  | 'offline'
  | 'allowanceSpent'
  | 'serviceUnavailable';

/** Where the user can act on it: the dashboard's Account or Settings view. */
export type AttentionAction = 'openAccount' | 'openSettings';

/**
 * Why the windows may have no data, or no new data, and what the user can do: main's one answer,
 * so the tray, the popup and the dashboard never wait in silence or tell different stories.
 */
export interface Attention {
  kind: AttentionKind;
  /** A few words for the tray's tooltip: "account not connected". */
  summary: StatusText;
  /** A sentence for the user: what is wrong and what happens next. */
  message: StatusText;
  action: AttentionAction | null;
}

/** What the tray icon, its tooltip and the popup's header show. */
export interface TrayState {
  /** Current temperature at the tray location, on the scale `unit`; null when there is none. */
  temperature: number | null;
  unit: TemperatureChoice;
  locationName: string | null;
  conditionPhrase: string | null;
  /** The popup's precipitation story in brief ("light rain starting in about 45 min"); null when none falls or is expected. */
  precipitationAhead: string | null;
  freshness: FreshnessState;
  /** Age of the current conditions shown; null when there are none. */
  ageMinutes: number | null;
  /** The one connectivity every window follows: with each answer's date it says how fresh the answer is (`freshnessOf`). */
  connectivity: Connectivity;
  /** Which data the numbers are: the built-in demo service's or the user's account's. */
  dataMode: AppMode;
  /** null while nothing stands in the way of fresh data. */
  attention: Attention | null;
}
