import type { Nowcast } from '@shared/api/forecasts';
import type { NotificationSettings } from '@shared/settings';
import type { PrecipitationKind } from '@shared/views/weather-symbol';
import type { ClockStyle } from '@shared/units';

/** What the rain rule reads: the popup's precipitation story is told from the same three. */
export interface RainSource {
  locationId: string;
  locationName: string;
  nowcast: Nowcast;
  /** mm/h falling now by the current conditions; null when they are not known. */
  rateNow: number | null;
  /** What falls, from the weather symbols; null when they show nothing falling. */
  falling: PrecipitationKind | null;
}

export interface WarningItem {
  type: string;
  significance: string;
  validFrom: string;
  validUntil: string;
  name: string;
  description: readonly { lang: string; text: string }[];
  significanceDescription?: string;
}

export interface NotificationInput {
  now: Date;
  /** The user's notification settings as stored. */
  rules: NotificationSettings;
  /** The user's IANA zone: quiet hours and clock times in texts use it. */
  timeZone: string;
  /** The clock times in texts are written in. */
  clock: ClockStyle;
  /** The language texts are chosen in, e.g. `fi` or `en-GB`. */
  language: string;
  /** The location chosen for rain notifications, when it has a nowcast. */
  rain?: RainSource;
  warnings?: readonly { locationId: string; locationName: string; warnings: readonly WarningItem[] }[];
  /** Today's requests against the daily allowance; `day` is the budget's day key (YYYY-MM-DD). */
  usage?: { day: string; used: number; allowance: number };
}

export type NotificationKind = 'rain' | 'warning' | 'usage';

export interface AppNotification {
  /** Stable for the same event, so the glue can replace rather than stack a repeated one. */
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  locationId?: string;
}
