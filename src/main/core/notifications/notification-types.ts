import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { NotificationSettings } from '@shared/settings';
import type { LightningFlash } from '@shared/api/products';
import type { GeoPoint } from '@shared/geo';
import type { ClockStyle, DistanceUnit } from '@shared/units';
import type { StorySources } from '@shared/views/precipitation-story';

/** What the rain rule reads: the place, and the sources the popup tells its precipitation story from. */
export interface RainSource extends Pick<StorySources, 'current' | 'nowcast' | 'hours' | 'temperatureUnit'> {
  locationId: string;
  locationName: string;
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
  /** The unit distances in texts are written in. */
  distanceUnit: DistanceUnit;
  /** The language texts are chosen in, e.g. `fi` or `en-GB`. */
  language: string;
  /** The language the notifications' own words are in. */
  interfaceLanguage: InterfaceLanguage;
  /** The location chosen for rain notifications, when it has a nowcast. */
  rain?: RainSource;
  warnings?: readonly { locationId: string; locationName: string; warnings: readonly WarningItem[] }[];
  /** The flashes around the tray's place, while the lightning notification is on. */
  lightning?: { locationId: string; locationName: string; place: GeoPoint; flashes: readonly LightningFlash[] };
  /** Today's requests against the daily allowance; `day` is the budget's day key (YYYY-MM-DD). */
  usage?: { day: string; used: number; allowance: number };
}

export type NotificationKind = 'rain' | 'warning' | 'usage' | 'lightning';

export interface AppNotification {
  /** Stable for the same event, so the glue can replace rather than stack a repeated one. */
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  locationId?: string;
}
