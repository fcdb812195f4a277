import type { Settings } from '@shared/settings';

/**
 * Settings that point at a location the list no longer holds point at the default instead: the
 * list is replaced whole, so removing a location must not make the rest of the settings invalid.
 */
export function withoutDanglingReferences(settings: Settings): Settings {
  const { rain } = settings.notifications;
  if (rain.locationId === null || settings.locations.some((location) => location.id === rain.locationId)) {
    return settings;
  }
  return { ...settings, notifications: { ...settings.notifications, rain: { ...rain, locationId: null } } };
}
