import { evaluateNotifications } from '@main/core/notifications/evaluate-notifications';
import { initialNotificationState, type NotificationState } from '@main/core/notifications/notification-state';
import type { AppNotification, NotificationInput, WarningItem } from '@main/core/notifications/notification-types';
import type { Nowcast } from '@shared/api/forecasts';
import { defaultSettings, type NotificationSettings } from '@shared/settings';

/** The default rules with quiet hours off, so each rule's test sees only that rule. */
/**
 * Mild air with nothing falling yet and no symbol naming what will: the rain rule tells rain only
 * once a temperature (or a symbol) says so.
 */
export const mildAir = { precipRate: null, symbol: 'd400', temperature: 16, dewPoint: 11 };

export const awakeRules: NotificationSettings = {
  ...defaultSettings.notifications,
  quietHours: { ...defaultSettings.notifications.quietHours, enabled: false },
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamp the way the service writes them: local wall time with the zone's offset (Helsinki summer, +03:00). */
function helsinkiStamp(at: Date): string {
  const local = new Date(at.getTime() + 3 * 3_600_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}+03:00`;
}

/** A minutely radar nowcast from `start`, one rate per minute. */
export function minutely(start: Date, rates: readonly (number | null)[]): Nowcast {
  return { resolution: 1, forecast: rates.map((precipRate, minute) => ({ time: helsinkiStamp(new Date(start.getTime() + minute * 60_000)), precipRate })) };
}

/** `dry` dry minutes, then `wet` minutes of rain at `rate`, then dry to the hour. */
export function rainAfter(start: Date, dry: number, wet: number, rate = 2): Nowcast {
  const rates = Array.from({ length: 60 }, (_, minute) => (minute >= dry && minute < dry + wet ? rate : 0));
  return minutely(start, rates);
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

export function warning(overrides: Partial<WarningItem> = {}): WarningItem {
  return {
    type: 'wind',
    significance: 'O',
    validFrom: '2026-06-10T12:00:00Z',
    validUntil: '2026-06-10T20:00:00Z',
    name: 'Orange wind warning',
    description: [
      { lang: 'en', text: 'Gusts up to 27 m/s.' },
      { lang: 'fi', text: 'Puuskat jopa 27 m/s.' },
      { lang: 'sv', text: 'Byar upp till 27 m/s.' },
    ],
    significanceDescription: 'Be prepared',
    ...overrides,
  };
}

/** Evaluates input after input, carrying the state through JSON as the app does across restarts. */
export function session(rules: NotificationSettings = awakeRules, state: NotificationState = initialNotificationState()) {
  let current = state;
  return {
    get state() {
      return current;
    },
    evaluate(input: Omit<NotificationInput, 'rules' | 'timeZone' | 'language' | 'interfaceLanguage' | 'clock' | 'distanceUnit'> & Partial<NotificationInput>): AppNotification[] {
      const result = evaluateNotifications({ rules, timeZone: 'Europe/Helsinki', language: 'en', interfaceLanguage: 'en', clock: '24h', distanceUnit: 'km', ...input }, current);
      current = JSON.parse(JSON.stringify(result.state)) as NotificationState;
      return result.notifications;
    },
  };
}
