import type { MapBudgetView } from '@shared/views/map-budget';
import { Followed } from './followed.svelte';

/** The map's share of today's requests and what it has spent, followed by the map window. */
export const mapBudget = new Followed<MapBudgetView>({
  listen: (listener) => window.weatherglass.on.mapBudgetChanged(listener),
  get: () => window.weatherglass.map.budget(),
});
