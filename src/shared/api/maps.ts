/** Weather map records: layers, tiles, legends and symbol tiles. */

export interface MapLayerTimes {
  /** UTC timestamp of the last update. */
  updated: string;
  /** UTC timestamps valid in tile paths. */
  available: string[];
  /** Index in available of the most recent time. */
  current: number;
}

export interface MapLayerExtent {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  minZoom: number;
  maxZoom: number;
}

export interface MapLayer {
  id: number;
  /** Must be shown with the layer when present. */
  attribution: string | null;
  /** 'png', or 'windsvg' for the wind symbol layer. */
  type?: string;
  title: string;
  description: string;
  formats: string[];
  colorschemes: string[];
  times: MapLayerTimes;
  /** YYYYMMDDhhmmss. */
  analysis: string;
  /** Radar layers: frame, nowcast analysis and model run. */
  analyses?: string;
  extent: MapLayerExtent;
}

export interface Capabilities {
  images: MapLayer[];
}

/** A tile or legend: the PNG bytes, or "not modified" when the cached copy's ETag still holds. */
export type MapImage =
  | { status: 'image'; bytes: Uint8Array; etag: string | null; maxAgeSeconds: number | null }
  | { status: 'notModified'; etag: string | null; maxAgeSeconds: number | null };

export interface SymbolTimestep {
  symbol: string | null;
  temperature: number | null;
  /** UTC date-time without offset (current, hourly) or a date (daily). */
  time: string;
}

export interface SymbolTilePlace {
  city: string;
  id: number;
  lat: number;
  lon: number;
  timesteps: SymbolTimestep[];
}

export interface SymbolTile {
  locations: SymbolTilePlace[];
}
