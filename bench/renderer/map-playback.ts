// Map playback in Chromium through the browser host (the real core, demo mode, the local service):
// frames per second while the animation plays, tile requests in its first loop, and tile requests
// in a replay of the same loop (goal: none). Needs a build (npm run build).
// Run: npx tsx bench/renderer/map-playback.ts [layer id, default the first radar] [zoom, default 5]
import type { Browser, Page } from '@playwright/test';
import type { BrowserHost } from '../../src/browser-host/server';
import type { MapLayer } from '@shared/api/maps';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { runIfMain } from './browser';
import { weatherDataLayer } from '@shared/tile-providers';

const viewport = { width: 1280, height: 800 };
const speed = 4;
/** The map's own rate at 1x (frameIntervalMs in map/playback.svelte.ts), times the speed. */
const targetFramesPerSecond = 2 * speed;
/** A first loop loads every frame at the pace main fetches tiles: minutes for a radar loop. */
const loopTimeout = 600_000;

/**
 * Runs in the page (source text: these Node types have no DOM). Notes, on the page's clock, each
 * frame change, each completed loop and each paint.
 */
const startWatching = `(() => {
  const watch = (selector, attribute, times) => new MutationObserver(() => times.push(performance.now()))
    .observe(document.querySelector(selector), { attributes: true, attributeFilter: [attribute] });
  window.frameChanges = [];
  window.loopEnds = [];
  window.paints = [];
  watch('[data-testid="map"]', 'data-frame-time', window.frameChanges);
  watch('[data-testid="time-bar"]', 'data-loops', window.loopEnds);
  const paint = (at) => { window.paints.push(at); requestAnimationFrame(paint); };
  requestAnimationFrame(paint);
})()`;

/** Runs in the page: the frame for `time` is up and every one of its tiles is in. */
function frameLoaded(time: string): string {
  return `(() => {
    const time = ${JSON.stringify(time)};
    const frame = [...document.querySelectorAll('.wg-frame')].find((element) => element.dataset.time === time);
    const images = frame === undefined ? [] : [...frame.querySelectorAll('img')];
    return document.querySelector('[data-testid="map"]')?.getAttribute('data-frame-time') === time
      && images.length > 0 && images.every((image) => image.complete);
  })()`;
}

/** Polls an expression in the page (the pages' CSP refuses the eval Playwright's waitForFunction needs). */
async function until(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function capabilities(page: Page): Promise<MapLayer[]> {
  return page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.map.getCapabilities();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value.images;
  });
}

function perSecond(count: number, fromMs: number, toMs: number): string {
  return ((count * 1000) / (toMs - fromMs)).toFixed(1);
}

export interface MapPlaybackOptions {
  /** Default: the first radar layer. */
  layerId?: number;
  zoom?: number;
}

/** Plays one layer's loop twice over Helsinki and prints the figures; false when a replay fetched anything. */
export async function measureMapPlayback(browser: Browser, host: BrowserHost, options: MapPlaybackOptions = {}): Promise<boolean> {
  const page = await browser.newPage({ viewport });
  try {
    const tileRequests: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wg-tile/tiles/')) tileRequests.push({ url: request.url(), at: Date.now() });
    });

    await page.goto(host.url);
    // Only the map window may ask for the map's layers.
    await page.goto(`${host.origin}/map.html`);
    const layers = await capabilities(page);
    const layer = layers.find((candidate) => candidate.id === (options.layerId ?? layers.find((radar) => /radar/i.test(radar.title))?.id));
    if (layer === undefined) throw new Error(`no layer ${options.layerId ?? 'with radar in its title'}`);
    const zoom = options.zoom ?? 5;
    await page.evaluate(
      async (map) => {
        const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
        const answer = await weatherglass.settings.update({ map });
        if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
      },
      { layer: weatherDataLayer(layer.id), zoom, speed, center: [60.17, 24.94] as [number, number], colorscheme: null },
    );

    const opened = Date.now();
    await page.goto(`${host.origin}/map.html`);
    await until(page, frameLoaded(layer.times.available[layer.times.current] ?? ''), 120_000);
    console.log(`map ready (base map, capabilities, every tile of the "now" frame): ${Date.now() - opened} ms`);

    await page.evaluate(startWatching);
    const beforePlay = tileRequests.length;
    const started = await page.evaluate<number>('performance.now()');
    await page.getByTestId('play').click();
    // The loop states its price first; agreed, it plays.
    await page.getByTestId('loop-play').click();
    await page.getByTestId('time-bar').and(page.locator('[data-loops="2"]')).waitFor({ timeout: 2 * loopTimeout });
    await page.getByTestId('play').click();

    // Requests are timed in Node, loops in the page: both clocks are this machine's.
    const timeOrigin = await page.evaluate<number>('performance.timeOrigin');
    const [firstLoopEnd = 0, replayEnd = 0] = await page.evaluate<number[]>('window.loopEnds');
    const changes = await page.evaluate<number[]>('window.frameChanges');
    const paints = await page.evaluate<number[]>('window.paints');
    const between = (from: number, to: number, times: readonly number[]) => times.filter((at) => at > from && at <= to).length;
    const requestTimes = tileRequests.slice(beforePlay).map((request) => request.at - timeOrigin);
    const loopFrames = between(started, firstLoopEnd, changes);
    const firstLoopTiles = between(started, firstLoopEnd, requestTimes);
    const replayTiles = between(firstLoopEnd, replayEnd, requestTimes);
    const distinct = new Set(tileRequests.map((request) => request.url)).size;

    console.log(`layer ${layer.id} "${layer.title}", zoom ${zoom}, ${viewport.width}x${viewport.height}, speed ${speed}x (${targetFramesPerSecond} frames/s wanted)`);
    console.log(`loop: ${loopFrames} frames (of ${layer.times.available.length}); the "now" frame, loaded before play: ${beforePlay} tile requests`);
    console.log(
      `first loop:  ${((firstLoopEnd - started) / 1000).toFixed(1)} s, ${perSecond(loopFrames, started, firstLoopEnd)} frames/s, ` +
        `${firstLoopTiles} tile requests (${perSecond(firstLoopTiles, started, firstLoopEnd)} tiles/s)`,
    );
    console.log(
      `replay loop: ${((replayEnd - firstLoopEnd) / 1000).toFixed(1)} s, ${perSecond(between(firstLoopEnd, replayEnd, changes), firstLoopEnd, replayEnd)} frames/s, ` +
        `${replayTiles} tile requests (goal: 0)`,
    );
    console.log(`tile addresses requested since the map opened: ${tileRequests.length}, ${distinct === tileRequests.length ? 'none' : tileRequests.length - distinct} twice`);
    console.log(`browser paints during the replay: ${perSecond(between(firstLoopEnd, replayEnd, paints), firstLoopEnd, replayEnd)} /s`);
    return replayTiles === 0 && distinct === tileRequests.length;
  } finally {
    await page.close();
  }
}

await runIfMain(import.meta.url, async (browser, host) => {
  const [layerId, zoom] = process.argv.slice(2).map(Number);
  const met = await measureMapPlayback(browser, host, { layerId, zoom });
  if (!met) process.exitCode = 1;
});
