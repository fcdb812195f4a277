import { afterEach, describe, expect, it } from 'vitest';
import { cadenceTable, hour, minute, type Product } from '@main/core/schedule/cadence';
import { currentSettingsVersion } from '@shared/settings';
import { rainIn, startCoreHarness, valueOf, type CoreHarness, type HarnessOptions } from './core-harness';

/**
 * What the app asks the service for while windows are hidden, read from the requests the local
 * service received over HTTP. Each rule of `schedule/demand.ts` (and the map's and on-demand
 * products' "only when asked") has a test here that fails when the rule is broken.
 */

const helsinki = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const oslo = { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' };

/** Where the service answers each scheduled product; a path here ends with the locations, `;` between them. */
const productPaths: Readonly<Record<Product, string>> = {
  nowcast: '/api/v1/forecast/minutely/',
  current: '/api/v1/current/',
  hourly: '/api/v1/forecast/hourly/',
  warnings: '/api/v1/warning/',
  daily: '/api/v1/forecast/daily/',
  fifteenMinutely: '/api/v1/forecast/15minutely/',
  airQuality: '/api/v1/air-quality/forecast/hourly/',
  pollen: '/api/v1/pollen/forecast/hourly/',
  observations: '/api/v1/observation/latest/',
  climate: '/api/v1/climate/monthly/',
  lightning: '/api/v1/lightning/flashes',
};

/** The tray's products: what the first place needs while no window shows anything. */
const trayProducts = (Object.keys(cadenceTable) as Product[]).filter((product) => cadenceTable[product].tray !== undefined && cadenceTable[product].optIn !== true);

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The core with Helsinki (the tray's) and Oslo saved, started, its first pass done. */
async function started(options: HarnessOptions = {}, locations = [helsinki, oslo]): Promise<CoreHarness> {
  harness = await startCoreHarness({ ...options, savedSettings: { version: currentSettingsVersion, locations, ...options.savedSettings } });
  await harness.core.start();
  await harness.advance(1000, 300);
  return harness;
}

interface Asked {
  /** A scheduled product, or the path of anything else. */
  what: Product | string;
  locations: string[];
}

/** The requests the service received since `from`, each as its product and the places it named. */
function askedSince(h: CoreHarness, from: number): Asked[] {
  return h.urls.slice(from).map((url) => {
    const path = new URL(url).pathname;
    const product = (Object.keys(productPaths) as Product[]).find((candidate) => {
      const prefix = productPaths[candidate];
      return prefix.endsWith('/') ? path.startsWith(prefix) && !path.slice(prefix.length).includes('/') : path === prefix;
    });
    if (product === undefined) return { what: path, locations: [] };
    return { what: product, locations: product === 'lightning' ? [] : path.slice(productPaths[product].length).split(';') };
  });
}

/** "product@place" for every product and place asked for, once each. */
function askedPairs(asked: Asked[]): string[] {
  return [...new Set(asked.flatMap((request) => (request.locations.length === 0 ? [request.what] : request.locations.map((id) => `${request.what}@${id}`))))].sort();
}

function countOf(asked: Asked[], product: Product, locationId: string): number {
  return asked.filter((request) => request.what === product && request.locations.includes(locationId)).length;
}

/** How many times a product is due in `span` at a cadence, the first at once. */
function timesIn(span: number, cadenceMs: number | undefined): number {
  if (cadenceMs === undefined) throw new Error('no cadence');
  return Math.floor(span / cadenceMs);
}

function pairsOf(products: readonly Product[], locationId: string): string[] {
  return products.map((product) => `${product}@${locationId}`).sort();
}

describe('what the app asks for while no window is open', () => {
  it('asks only for the tray place’s nowcast, current conditions, hourly forecast and warnings, each at the tray’s cadence', async () => {
    const h = await started();
    const from = h.urls.length;
    await h.advance(3 * hour, 5 * minute);
    const asked = askedSince(h, from);
    expect(askedPairs(asked)).toEqual(pairsOf(trayProducts, helsinki.id));
    for (const product of trayProducts) {
      expect(countOf(asked, product, helsinki.id), product).toBe(timesIn(3 * hour, cadenceTable[product].tray));
    }
  });

  it('refreshes now only what is shown: the tray place’s tray products, once each', async () => {
    const h = await started();
    await h.advance(5 * minute, minute);
    const from = h.urls.length;
    h.core.refreshNow();
    await h.advance(1000, 300);
    const asked = askedSince(h, from);
    expect(askedPairs(asked)).toEqual(pairsOf(trayProducts, helsinki.id));
    expect(asked).toHaveLength(trayProducts.length);
  });

  it('follows the tray to whichever place is first: the one moved down costs nothing more', async () => {
    const h = await started();
    valueOf(await h.call('settings:update', { locations: [oslo, helsinki] }));
    await h.advance(1000, 300);
    const from = h.urls.length;
    await h.advance(2 * hour, 5 * minute);
    expect(askedPairs(askedSince(h, from))).toEqual(pairsOf(trayProducts, oslo.id));
  });

  it('asks nothing for a place with rain near that no window shows, and the tray’s nowcast every 5 minutes', async () => {
    const h = await started({ rewrite: rainIn(12) });
    // The dashboard saw rain coming at both places, then closed.
    h.core.setViews({ dashboardOpen: true });
    await h.advance(10 * minute, minute);
    expect(countOf(askedSince(h, 0), 'nowcast', oslo.id)).toBeGreaterThan(0);
    h.core.setViews({ dashboardOpen: false });
    await h.advance(1000, 300);
    const from = h.urls.length;
    await h.advance(hour, minute);
    const asked = askedSince(h, from);
    expect(askedPairs(asked)).toEqual(pairsOf(trayProducts, helsinki.id));
    expect(countOf(asked, 'nowcast', helsinki.id)).toBe(timesIn(hour, cadenceTable.nowcast.rainNear));
  });

  it('watches lightning only where the satellites see round the tray’s place, even with its notification on', async () => {
    const tokyo = { id: '139.69,35.69', name: 'Tokyo', lat: 35.69, lon: 139.69, country: '', timezone: 'Asia/Tokyo' };
    const h = await started({}, [tokyo]);
    valueOf(await h.call('settings:update', { notifications: { lightning: { enabled: true, withinKm: 50 } } }));
    const from = h.urls.length;
    await h.advance(hour, 5 * minute);
    expect(askedPairs(askedSince(h, from))).toEqual(pairsOf(trayProducts, tokyo.id));

    // The same rule round a place they do see: every 10 minutes.
    valueOf(await h.call('settings:update', { locations: [helsinki] }));
    const seen = h.urls.length;
    await h.advance(hour, 5 * minute);
    expect(askedSince(h, seen).filter((request) => request.what === 'lightning')).toHaveLength(timesIn(hour, cadenceTable.lightning.tray));
  });
});

describe('what the popup costs, and what it stops costing when hidden', () => {
  it('asks the tray place’s products at the popup’s cadences while it shows, nothing for other places, and the tray’s once it hides', async () => {
    const h = await started();
    h.core.setViews({ popupOpen: true });
    const shown = h.urls.length;
    await h.advance(hour, minute);
    const whileShown = askedSince(h, shown);
    expect(askedPairs(whileShown)).toEqual(pairsOf(trayProducts, helsinki.id));
    for (const product of trayProducts) {
      expect(countOf(whileShown, product, helsinki.id), product).toBe(timesIn(hour, cadenceTable[product].popup));
    }

    h.core.setViews({ popupOpen: false });
    const hidden = h.urls.length;
    await h.advance(hour, minute);
    const whileHidden = askedSince(h, hidden);
    expect(askedPairs(whileHidden)).toEqual(pairsOf(trayProducts, helsinki.id));
    for (const product of trayProducts) {
      expect(countOf(whileHidden, product, helsinki.id), product).toBe(timesIn(hour, cadenceTable[product].tray));
    }
  });
});

describe('what the dashboard costs, and what it stops costing when hidden', () => {
  const scheduled = (Object.keys(cadenceTable) as Product[]).filter((product) => cadenceTable[product].dashboard !== undefined);

  it('asks every place’s dashboard products while it shows; hidden, only the tray place’s tray products', async () => {
    const h = await started();
    h.core.setViews({ dashboardOpen: true });
    const shown = h.urls.length;
    await h.advance(2 * hour, 5 * minute);
    expect(askedPairs(askedSince(h, shown))).toEqual([...pairsOf(scheduled, helsinki.id), ...pairsOf(scheduled, oslo.id)].sort());

    h.core.setViews({ dashboardOpen: false });
    const hidden = h.urls.length;
    await h.advance(3 * hour, 5 * minute);
    const whileHidden = askedSince(h, hidden);
    expect(askedPairs(whileHidden)).toEqual(pairsOf(trayProducts, helsinki.id));
    for (const product of trayProducts) expect(countOf(whileHidden, product, helsinki.id), product).toBe(timesIn(3 * hour, cadenceTable[product].tray));
  });

  it('asks a product a window fetches on demand once, and never again in the background while the dashboard shows', async () => {
    const h = await started();
    h.core.setViews({ dashboardOpen: true });
    const from = h.urls.length;
    valueOf(await h.call('weather:fetch', { locationId: helsinki.id, product: 'threeHourly' }));
    await h.advance(3 * hour, 5 * minute);
    expect(askedSince(h, from).filter((request) => request.what.startsWith('/api/v1/forecast/3hourly/'))).toHaveLength(1);
  });
});

describe('what the map costs, shown or hidden', () => {
  it('adds no product to the schedule, fetches a tile only when the map asks for it, and a tile it had again from the cache', async () => {
    const h = await started();
    h.core.setViews({ mapOpen: true });
    const shown = h.urls.length;
    await h.advance(2 * hour, 5 * minute);
    const whileShown = askedSince(h, shown);
    expect(askedPairs(whileShown)).toEqual(pairsOf(trayProducts, helsinki.id));
    for (const product of trayProducts) expect(countOf(whileShown, product, helsinki.id), product).toBe(timesIn(2 * hour, cadenceTable[product].tray));

    const radar = valueOf(await h.call('map:getCapabilities')).images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const tiles = () => h.urls.filter((url) => new URL(url).pathname.startsWith('/api/v1/image/tile/')).length;
    const tile = `wg-tile://tiles/5/${time}/5/17/9.png?colorscheme=${radar.colorschemes[0]}&updated=${radar.times.updated}`;
    expect((await h.core.tileProxy.serve(tile)).kind).toBe('image');
    expect(tiles()).toBe(1);

    h.core.setViews({ mapOpen: false });
    await h.advance(2 * hour, 5 * minute);
    expect(tiles()).toBe(1);
    // Shown again, the same image comes from main's tile cache.
    h.core.setViews({ mapOpen: true });
    expect((await h.core.tileProxy.serve(tile)).kind).toBe('image');
    expect(tiles()).toBe(1);
  });
});
