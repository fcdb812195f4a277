import type { Location } from './api/locations';
import type { SavedLocation } from './settings';

/** A search result as the settings keep it: the service id as a string, and the place's own zone. */
export function savedFrom(place: Location): SavedLocation {
  return {
    id: String(place.id),
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    country: place.country,
    timezone: place.timezone,
  };
}
