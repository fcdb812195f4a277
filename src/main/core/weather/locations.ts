import type { LocationRef as ApiLocationRef } from '@shared/api/options';
import type { SavedLocation, Settings } from '@shared/settings';

/**
 * The location used while the user has saved none: Helsinki, a capital with radar coverage (so the
 * minute nowcast is real radar in demo mode), pollen, warnings and four seasons. It is not written
 * into the settings: the first location the user saves replaces it everywhere.
 */
export const defaultLocation: SavedLocation = {
  id: '658225',
  name: 'Helsinki',
  lat: 60.16952,
  lon: 24.93545,
  country: 'Finland',
  timezone: 'Europe/Helsinki',
};

/** The locations in use, the tray's first. */
export function effectiveLocations(settings: Settings): SavedLocation[] {
  return settings.locations.length > 0 ? settings.locations : [defaultLocation];
}

/** A service id where the location has one (shorter, and the service resolves it exactly), else coordinates. */
export function apiLocation(location: { id: string; lat: number; lon: number }): ApiLocationRef {
  return /^[1-9]\d{0,11}$/.test(location.id) ? { id: Number(location.id) } : { lon: location.lon, lat: location.lat };
}
