import type { NotificationSettings } from '@shared/settings';

export interface NowcastStep {
  /** ISO 8601 with an offset, as the service sends it. */
  time: string;
  /** mm/h; null is missing data, never counted as rain. */
  precipRate: number | null;
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
  /** The language texts are chosen in, e.g. `fi` or `en-GB`. */
  language: string;
  /** The minutely nowcast of the location chosen for rain notifications, when there is one. */
  rain?: { locationId: string; locationName: string; nowcast: readonly NowcastStep[] };
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
