import type { ErrorMessageKey } from '../i18n/messages/errors';
import type { MapMessage } from '../i18n/messages/map';
import type { MapBudgetView } from './map-budget';

/**
 * Why main refuses the map a tile or legend it has not cached: a state of the day, not a failure.
 * `mapShare`: the map's share of today's requests is spent (the allowance itself still has room, so
 * the map can be allowed more); `allowance`: today's allowance is spent, short of its reserve.
 */
export type MapRefusal = 'mapShare' | 'allowance';

/**
 * The one wording of each refusal: as an error text where main answers with it (the tile protocol's
 * body, the preview's, a session call refused), and as what the map window shows in the place of a
 * tile or legend not loaded (`notLoaded`, a map message, with the way to allow more).
 */
export const mapRefusalMessages: Record<MapRefusal, ErrorMessageKey> = {
  mapShare: 'mapShareSpent',
  allowance: 'mapAllowanceSpent',
};
export const notLoadedMessages: Record<MapRefusal, MapMessage> = {
  mapShare: 'notLoadedMapShare',
  allowance: 'notLoadedAllowance',
};

/**
 * What the map window reads from main's budget view: whether main now refuses new tiles, and why.
 * The same rule as main's charge (`RequestBudget.charge`): the share has no room for one more, or
 * the allowance has none (then "allow more" has nothing to give: `moreStep` is 0). Undefined until
 * main's count arrives: nothing is known to be refused.
 */
export function mapRefusalOf(view: MapBudgetView | undefined): MapRefusal | null {
  if (view === undefined) return null;
  if (view.moreStep <= 0) return 'allowance';
  return view.spent >= view.allowed ? 'mapShare' : null;
}
