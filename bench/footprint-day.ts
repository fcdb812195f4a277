// What a user does through bench/footprint.ts's simulated day, as the windows do it: the tray popup
// opening (its page's calls to main on opening) and the map in use (its calls, and its tiles and
// legends through main's tile proxy as HTTP GETs on the browser host). Every call must answer ok.
import type { MapLayer } from '@shared/api/maps';
import type { SavedLocation } from '@shared/settings';
import type { WeatherUpdate } from '@shared/views/weather';
import { tileAddressBase } from '@shared/tile-address';
import type { SessionCookie } from '../src/browser-host/node-client';
import type { InvokeChannel } from '@shared/ipc/channels';
import { getFromHost, openWindow, type Call } from './footprint-windows';

/** What the popup reads on opening: `popupProducts` in src/renderer/src/popup/popup-state.svelte.ts (a runes module Node cannot load). */
const popupProducts = ['current', 'nowcast', 'hourly', 'warnings', 'lightning'];

const tileBase = tileAddressBase('browser');

/**
 * A frame's tile and a legend as the map window addresses them (`frameTileTemplate` and `legendUrl` in
 * src/renderer/src/map/tile-urls.ts, which the node-side project cannot include), for layers that draw no wind speeds.
 */
function tilePath(layer: MapLayer, time: string, colorscheme: string, { z, x, y }: Tile): string {
  const query = new URLSearchParams({ colorscheme, updated: layer.times.updated });
  return `${tileBase}tiles/${layer.id}/${encodeURIComponent(time)}/${z}/${x}/${y}.png?${query.toString()}`;
}

function legendPath(layer: MapLayer, colorscheme: string): string {
  return `${tileBase}legends/${layer.id}/${encodeURIComponent(colorscheme)}.png`;
}

interface Tile {
  z: number;
  x: number;
  y: number;
}

/** How many of each call and GET the day made, by name. */
export class DayTally {
  readonly counts = new Map<string, number>();

  count(name: string): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** Calls in the order first made. */
  summary(): string {
    return [...this.counts].map(([name, count]) => `${name} ${count}`).join(', ');
  }
}

/** A call that must answer ok; counted under its channel. */
async function callOk<T>(call: Call, tally: DayTally, channel: InvokeChannel, payload?: unknown): Promise<T> {
  const result = await call(channel, payload);
  if (!result.ok) throw new Error(`${channel} answered ${JSON.stringify(result).slice(0, 300)}`);
  tally.count(channel);
  return result.value as T;
}

/**
 * The popup opening, as a browser preview opens it (a page of its own, its socket closed when the
 * tab is): its app state, places and tray state followed, and the tray place's weather read from
 * main's cache. Answers the current conditions, so the day can check which clock the data runs on.
 */
export async function openPopup(port: number, cookie: SessionCookie, tally: DayTally): Promise<Extract<WeatherUpdate, { product: 'current' }> | undefined> {
  const popup = await openWindow(port, cookie, 'popup');
  try {
    const [, , , , weather] = await Promise.all([
      callOk(popup.call, tally, 'app:getInfo'),
      callOk(popup.call, tally, 'settings:get'),
      callOk(popup.call, tally, 'locations:list'),
      callOk(popup.call, tally, 'tray:getState'),
      callOk<WeatherUpdate[]>(popup.call, tally, 'weather:get', { products: popupProducts }),
    ]);
    return weather.find((update): update is Extract<WeatherUpdate, { product: 'current' }> => update.product === 'current');
  } finally {
    await popup.close();
  }
}

/** The slippy-map tile a point falls in at a zoom. */
function tileOf(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const sinLat = Math.sin((lat * Math.PI) / 180);
  return {
    x: Math.floor(((lon + 180) / 360) * scale),
    y: Math.floor((0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * scale),
  };
}

/** The 2x2 tiles around the place: a small map window's view. */
function viewTiles(place: SavedLocation, zoom: number): Tile[] {
  const { x, y } = tileOf(place.lat, place.lon, zoom);
  return [0, 1].flatMap((dx) => [0, 1].map((dy) => ({ z: zoom, x: x - dx, y: y - dy })));
}

async function getImage(port: number, cookie: SessionCookie, tally: DayTally, kind: 'tile' | 'legend', path: string): Promise<void> {
  const { status, headers, body } = await getFromHost(port, cookie, path);
  if (status !== 200) throw new Error(`the map ${kind} ${path} answered HTTP ${status}: ${body.toString('utf8', 0, 300)}`);
  tally.count(`${kind} GET (${String(headers['x-weatherglass-source'])})`);
}

interface Look {
  title: string;
  /** The first frame played, counted from the layer's current one. */
  fromCurrent: number;
  frames: number;
  zooms: number[];
}

/**
 * A layer's frames over the place at some zooms, as the map's time bar plays them. The layers are
 * asked for again first, as the map does every ten minutes: on the fast clock a model layer's
 * current hour may have passed since the map opened, and the service refuses a time no longer offered.
 */
async function playLayer(port: number, cookie: SessionCookie, tally: DayTally, call: Call, place: SavedLocation, look: Look): Promise<void> {
  const { images } = await callOk<{ images: MapLayer[] }>(call, tally, 'map:getCapabilities');
  const layer = images.find((candidate) => candidate.title === look.title);
  if (layer === undefined) throw new Error(`the demo offers no layer titled ${look.title}`);
  const colorscheme = layer.colorschemes[0] ?? 'default';
  await getImage(port, cookie, tally, 'legend', legendPath(layer, colorscheme));
  const times = layer.times.available;
  const first = Math.max(0, Math.min(layer.times.current + look.fromCurrent, times.length - look.frames));
  for (const zoom of look.zooms.filter((zoom) => zoom >= layer.extent.minZoom && zoom <= layer.extent.maxZoom)) {
    for (const time of times.slice(first, first + look.frames)) {
      // A frame's view loads together, as Leaflet asks for it.
      await Promise.all(viewTiles(place, zoom).map((tile) => getImage(port, cookie, tally, 'tile', tilePath(layer, time, colorscheme, tile))));
    }
  }
}

/**
 * The map opened over the tray's place: its app state, places, layers and budget; the radar's
 * loop played at three zooms and the temperature layer looked at; the symbol places, storms and
 * lightning of the view. The window is closed at the end.
 */
export async function useMap(port: number, cookie: SessionCookie, tally: DayTally): Promise<void> {
  const map = await openWindow(port, cookie, 'map');
  try {
    const [, , places] = await Promise.all([
      callOk(map.call, tally, 'app:getInfo'),
      callOk(map.call, tally, 'settings:get'),
      callOk<SavedLocation[]>(map.call, tally, 'locations:list'),
      callOk<{ images: MapLayer[] }>(map.call, tally, 'map:getCapabilities'),
      callOk(map.call, tally, 'map:budget'),
    ]);
    const place = places[0];
    if (place === undefined) throw new Error('the map has no place to open on');
    // The radar's last half hour and its first nowcast frame; the temperature of the next two hours.
    await playLayer(port, cookie, tally, map.call, place, { title: 'Europe precipitation radar and forecast', fromCurrent: -2, frames: 4, zooms: [5, 6, 7] });
    await playLayer(port, cookie, tally, map.call, place, { title: 'Temperature', fromCurrent: 1, frames: 2, zooms: [6] });
    await Promise.all([
      ...viewTiles(place, 6).map((tile) => callOk(map.call, tally, 'map:symbols', { mode: 'hourly', ...tile })),
      callOk(map.call, tally, 'map:hurricanes'),
      callOk(map.call, tally, 'map:lightning', { minLon: place.lon - 8, minLat: place.lat - 4, maxLon: place.lon + 8, maxLat: place.lat + 4 }),
    ]);
  } finally {
    await map.close();
  }
}
