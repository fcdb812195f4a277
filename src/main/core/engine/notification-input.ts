import type { Current, HourlyForecast, Nowcast } from '@shared/api/forecasts';
import type { LightningFlashes, Warnings } from '@shared/api/products';
import { interfaceLanguageOf } from '@shared/i18n/languages';
import type { SavedLocation, Settings } from '@shared/settings';
import { serviceTemperatureUnit } from '@shared/units';
import type { NotificationInput } from '../notifications/notification-types';
import type { RequestBudget } from '../schedule/request-budget';
import { effectiveLocations } from '../weather/locations';
import type { WeatherSnapshots } from '../weather/weather-snapshots';

export interface NotificationSources {
  settings: Settings;
  weather: Pick<WeatherSnapshots, 'get'>;
  /** The budget of the data in use; none before a session runs. */
  budget: RequestBudget | undefined;
  now: number;
}

/** Quiet hours and clock times in notifications follow the user's time zone preference. */
function timeZoneOf(settings: Settings, trayLocation: SavedLocation | undefined): string {
  if (settings.timeZone === 'system') return Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (settings.timeZone === 'location') return trayLocation?.timezone ?? 'UTC';
  return settings.timeZone;
}

/** The rain location's nowcast, current conditions and hours: the popup's story's sources. */
function rainSource(weather: Pick<WeatherSnapshots, 'get'>, location: SavedLocation | undefined, settings: Settings): NotificationInput['rain'] {
  const nowcast = location === undefined ? undefined : weather.get('nowcast', location.id);
  if (location === undefined || nowcast === undefined) return undefined;
  return {
    locationId: location.id,
    locationName: location.name,
    nowcast: nowcast.data as Nowcast,
    current: (weather.get('current', location.id)?.data as Current | undefined)?.current ?? null,
    hours: (weather.get('hourly', location.id)?.data as HourlyForecast | undefined)?.forecast,
    temperatureUnit: serviceTemperatureUnit(settings.units.temperature),
  };
}

/** The flashes around the tray's place, kept while the lightning notification is on. */
function lightningSource(weather: Pick<WeatherSnapshots, 'get'>, settings: Settings, tray: SavedLocation | undefined): NotificationInput['lightning'] {
  const snapshot = tray === undefined || !settings.notifications.lightning.enabled ? undefined : weather.get('lightning', tray.id);
  if (tray === undefined || snapshot === undefined) return undefined;
  return { locationId: tray.id, locationName: tray.name, place: { lat: tray.lat, lon: tray.lon }, flashes: (snapshot.data as LightningFlashes).flashes };
}

/**
 * What the notification rules look at: the rain location's nowcast (the chosen one, else the
 * tray's), every location's warnings, the flashes around the tray's place, and today's count
 * against the allowance; all current data.
 */
export function notificationInput({ settings, weather, budget, now }: NotificationSources): NotificationInput {
  const locations = effectiveLocations(settings);
  const rules = settings.notifications;
  const rain = rainSource(weather, locations.find((location) => location.id === rules.rain.locationId) ?? locations[0], settings);
  const lightning = lightningSource(weather, settings, locations[0]);
  const warnings = locations.flatMap((location) => {
    const snapshot = weather.get('warnings', location.id);
    return snapshot === undefined ? [] : [{ locationId: location.id, locationName: location.name, warnings: (snapshot.data as Warnings).warnings }];
  });
  return {
    now: new Date(now),
    rules,
    timeZone: timeZoneOf(settings, locations[0]),
    clock: settings.units.clock,
    distanceUnit: settings.units.distance,
    language: settings.language,
    interfaceLanguage: interfaceLanguageOf(settings),
    ...(rain === undefined ? {} : { rain }),
    ...(lightning === undefined ? {} : { lightning }),
    warnings,
    ...(budget === undefined ? {} : { usage: { day: budget.ledger().day, used: budget.spentToday(), allowance: budget.allowance } }),
  };
}
