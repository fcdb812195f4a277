import { boxAround } from '@shared/geo';
import type { Settings } from '@shared/settings';
import { lightningCovers } from '@shared/views/storms';
import type { Product } from '../schedule/cadence';
import { effectiveLocations } from '../weather/locations';

/**
 * The opt-in products the settings switch on: lightning for its notification, and only where the
 * satellites see round the tray's place. Elsewhere the service has no flashes, so asking every ten
 * minutes would spend about 144 requests a day on nothing.
 */
export function optedInProducts(settings: Settings): Product[] {
  const rule = settings.notifications.lightning;
  const tray = effectiveLocations(settings)[0];
  return rule.enabled && tray !== undefined && lightningCovers(boxAround(tray, rule.withinKm)) ? ['lightning'] : [];
}
