import type { MapBudgetView } from '@shared/views/map-budget';
import { Followed } from '../../lib/follow/followed.svelte';
import { mapApi } from '../api';

/** The map's share of today's requests and what it has spent, followed by the map window. */
export const mapBudget = new Followed<MapBudgetView>({
  listen: (listener) => mapApi().on.mapBudgetChanged(listener),
  get: () => mapApi().map.budget(),
});
