// The base map in Chromium through the browser host: how long the map window takes to draw its
// base map at world, country and city zoom, and the script and data bytes it loads for each view;
// against a baseline in the same run: the same window with only the 1:50m shapes it drew before
// the labels, water and 1:10m coast came (the newer files refused), so the ratio is this machine's.
// Each view opens in a fresh browser context (nothing cached). Needs a build (npm run build).
// Run: npx tsx bench/renderer/base-map.ts [runs per view, default 3]
import type { Browser, Page } from '@playwright/test';
import type { BrowserHost } from '../../src/browser-host/server';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { runIfMain } from './browser';

const viewport = { width: 1280, height: 800 };
const views = [
  { name: 'world, zoom 2', center: [30, 10] as [number, number], zoom: 2 },
  { name: 'Finland, zoom 5', center: [61, 25] as [number, number], zoom: 5 },
  { name: 'Helsinki, zoom 10', center: [60.22, 24.95] as [number, number], zoom: 10 },
  { name: 'Geneva, zoom 9', center: [46.35, 6.5] as [number, number], zoom: 9 },
];
/** The files the base map gained; refusing them gives the map as it was (1:50m shapes only). */
const newFiles = /\/assets\/(countries-10m|water-50m|places|towns-[ew]\d+-[ns]\d+)-[^/]+\.json$/;
/** The piece of the page's marks (below) each newer file draws (a cell of GeoNames' towns: the towns). */
const pieceOf = (file: string): string => ({ 'countries-10m': 'shapes10m', 'water-50m': 'water', places: 'places' })[file] ?? (file.startsWith('towns') ? 'towns' : file);
const baseMapFile = /\/assets\/(countries-50m|countries-10m|water-50m|places|towns-[ew]\d+-[ns]\d+)-[^/]+\.json$/;

/**
 * Runs in the page before its scripts (source text: these Node types have no DOM). Notes, on the
 * page's clock from navigation, the first frame each piece of the base map is on screen.
 */
const watchBaseMap = `(() => {
  const marks = (window.baseMapMarks = {});
  let firstCoast = null;
  const mark = (name, shown) => { if (marks[name] === undefined && shown) marks[name] = performance.now(); };
  const tick = () => {
    const coast = document.querySelector('.leaflet-wg-lines-pane path.wg-coast');
    if (coast !== null && firstCoast === null) firstCoast = coast;
    mark('shapes50m', coast !== null);
    mark('shapes10m', coast !== null && coast !== firstCoast);
    mark('places', document.querySelector('.wg-base-label') !== null);
    mark('towns', document.querySelector('.wg-base-label-town') !== null);
    mark('water', document.querySelector('.leaflet-wg-water-pane path') !== null);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Load {
  /** The 1:50m shapes on screen (the map's first drawing). */
  firstMs: number;
  /** Every piece the zoom needs on screen. */
  readyMs: number;
  jsBytes: number;
  dataBytes: number;
  files: string[];
}

/** The map's saved view (main's settings, which every window opens on). */
async function setView(browser: Browser, host: BrowserHost, view: (typeof views)[number]): Promise<void> {
  const page = await browser.newPage({ viewport });
  try {
    await page.goto(host.url);
    await page.goto(`${host.origin}/map.html`);
    await page.evaluate(
      async (map) => {
        const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
        const answer = await weatherglass.settings.update({ map });
        if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
      },
      { center: view.center, zoom: view.zoom },
    );
  } finally {
    await page.close();
  }
}

/** Opens the map on the saved view in a fresh context (a cold cache); `baseline` refuses the newer files. */
async function loadOnce(browser: Browser, host: BrowserHost, view: (typeof views)[number], baseline: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport });
  try {
    const fresh: Page = await context.newPage();
    if (baseline) await fresh.route(newFiles, (route) => route.abort());
    const asked: string[] = [];
    fresh.on('request', (request) => {
      const file = newFiles.exec(new URL(request.url()).pathname)?.[1];
      if (file !== undefined && !baseline) asked.push(file);
    });
    await fresh.addInitScript(watchBaseMap);
    await fresh.goto(host.url);
    await fresh.goto(`${host.origin}/map.html`);
    const deadline = Date.now() + 60_000;
    let marks: Record<string, number> = {};
    // The map asks for every file its zoom needs as it starts drawing: each asked for must be on screen.
    const wanted = () => (baseline ? ['shapes50m'] : ['shapes50m', ...asked.map(pieceOf)]);
    while (marks.shapes50m === undefined || !wanted().every((piece) => marks[piece] !== undefined)) {
      if (Date.now() > deadline) throw new Error(`${view.name}: the base map's ${wanted().filter((piece) => marks[piece] === undefined).join(', ')} never showed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      marks = await fresh.evaluate<Record<string, number>>('window.baseMapMarks');
    }
    const resources = await fresh.evaluate<{ name: string; size: number }[]>(
      `performance.getEntriesByType('resource').filter((entry) => entry.responseEnd > 0).map((entry) => ({ name: entry.name, size: entry.decodedBodySize }))`,
    );
    const pathOf = (url: string) => new URL(url).pathname;
    const data = resources.filter((entry) => baseMapFile.test(pathOf(entry.name)) && entry.size > 0);
    return {
      firstMs: marks.shapes50m ?? 0,
      readyMs: Math.max(...wanted().map((piece) => marks[piece] ?? 0)),
      jsBytes: resources.filter((entry) => pathOf(entry.name).endsWith('.js')).reduce((sum, entry) => sum + entry.size, 0),
      dataBytes: data.reduce((sum, entry) => sum + entry.size, 0),
      files: data.map((entry) => baseMapFile.exec(pathOf(entry.name))?.[1] ?? ''),
    };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Prints each view's base-map-ready time (median of `runs`), now and baseline, and the bytes it loaded. */
export async function measureBaseMap(browser: Browser, host: BrowserHost, runs = 3): Promise<void> {
  console.log(`base map at ${viewport.width}x${viewport.height}, median of ${runs} cold loads a view (baseline: 1:50m shapes only, as before the labels and water)`);
  for (const view of views) {
    await setView(browser, host, view);
    const now: Load[] = [];
    const before: Load[] = [];
    // Alternated, so a busy moment of the machine falls on both.
    for (let run = 0; run < runs; run += 1) {
      before.push(await loadOnce(browser, host, view, true));
      now.push(await loadOnce(browser, host, view, false));
    }
    const nowMs = median(now.map((load) => load.readyMs));
    const beforeMs = median(before.map((load) => load.readyMs));
    const firstMs = median(now.map((load) => load.firstMs));
    const last = now.at(-1) as Load;
    console.log(
      `${view.name.padEnd(18)} ready ${nowMs.toFixed(0)} ms (baseline ${beforeMs.toFixed(0)} ms, ratio ${(nowMs / beforeMs).toFixed(2)}; first shapes at ${firstMs.toFixed(0)} ms); ` +
        `JS ${kb(last.jsBytes)}, base map data ${kb(last.dataBytes)} (baseline ${kb((before.at(-1) as Load).dataBytes)}): ${last.files.join(', ')}`,
    );
  }
}

await runIfMain(import.meta.url, async (browser, host) => {
  const runs = Number(process.argv[2] ?? 3);
  await measureBaseMap(browser, host, Number.isInteger(runs) && runs > 0 ? runs : 3);
});
