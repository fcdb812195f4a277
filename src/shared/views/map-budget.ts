import type { MapLayerRef } from '../tile-providers';

/** The map's share of today's requests, as the map window shows it before it spends. */
export interface MapBudgetView {
  /** Requests the map may spend today: its share of the allowance plus what the user allowed beyond it. */
  allowed: number;
  /** Map tiles and legends fetched today (UTC day), and those on their way. */
  spent: number;
  /** What the user allowed beyond the share today. */
  extraToday: number;
  /** The share, in percent of the daily allowance, as set in Settings. */
  sharePercent: number;
  /** What "allow more today" would add now; 0 when the allowance itself has no room left. */
  moreStep: number;
  /** When today's count starts again (epoch ms; midnight UTC). */
  resetsAt: number;
}

/** A loop the map asks the user to pay for: the layer it plays and the zoom it plays at. */
export interface LoopConsentRef {
  layer: MapLayerRef;
  zoom: number;
}
