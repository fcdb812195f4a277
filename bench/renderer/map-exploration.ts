// Ten minutes of a user exploring the map, scripted: layer changes (some flipped through quickly),
// slider scrubs, zooms, pans and one animation loop, the same each run. Counts the requests that
// reached the weather service's map endpoints (tiles and legends) during it; then restarts the
// host on the same user data and replays the script against the warm tile cache (goal: none).
// Per view stopped on, the tiles the page asked for against the view's own count of visible tiles
// (tiles-per-view.ts). Goal for the exploration: at most 300 requests. Needs a build (npm run build).
// Run: npx tsx bench/renderer/map-exploration.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { clockStartingAt } from '../../src/main/core/schedule/clock';
import { demoSeed, type StartDemoService } from '../../src/main/core/session/demo-service';
import { startBrowserHost, type BrowserHost } from '../../src/browser-host/server';
import { startWeatherService } from '../../src/service/index';
import { runIfMain } from './browser';
import { onSettled, quickStepMs, saveStartingView, settled, settleTimeoutMs, zoom } from './map-steps';
import { printTilesPerView, watchTilesPerView, type ViewTiles } from './tiles-per-view';

/** The map window's default size (main's windows.ts). */
const viewport = { width: 1100, height: 760 };
const explorationGoal = 300;
/**
 * Both runs read the same moment's weather, so the replay asks for the same frames: the clock
 * starts here and runs on in real time, and the script ends long before the next radar frame.
 */
const startAt = Date.UTC(2026, 1, 9, 6, 1);

/** Requests the weather service received on its map image endpoints, and those it answered with an image. */
interface ServiceCount {
  tiles: number;
  legends: number;
  answered: number;
}

/**
 * The local service behind a counting door: every request for a map tile or legend that reaches
 * it is counted, whether or not its asker still waits for the answer.
 */
function countingDemoService(count: ServiceCount, userDataDir: string, now: () => number): StartDemoService {
  return async () => {
    const service = await startWeatherService({ port: 0, seed: demoSeed, now: () => new Date(now()), usageFile: join(userDataDir, 'demo-usage.json') });
    const door = createServer(async (request: IncomingMessage, response: ServerResponse) => {
      const path = request.url ?? '/';
      const image = path.startsWith('/api/v1/image/tile/') || path.startsWith('/api/v1/legend/');
      if (path.startsWith('/api/v1/image/tile/')) count.tiles += 1;
      if (path.startsWith('/api/v1/legend/')) count.legends += 1;
      // Answered in full: what the service bills. A request its asker dropped on the way is not.
      response.on('finish', () => {
        if (image && response.statusCode === 200) count.answered += 1;
      });
      const upstream = new AbortController();
      response.on('close', () => upstream.abort());
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const name of ['accept', 'content-type', 'authorization', 'if-none-match']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const method = request.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
      fetch(`${service.url}${path}`, { method, headers, body, signal: upstream.signal })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          // fetch has already undone any content encoding: only what describes the body goes on.
          const passed = ['content-type', 'retry-after', 'etag'].flatMap((name) => {
            const value = answer.headers.get(name);
            return value === null ? [] : [[name, value] as const];
          });
          response.writeHead(answer.status, Object.fromEntries(passed));
          response.end(body);
        })
        .catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
    const address = door.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return {
      url: `http://127.0.0.1:${address.port}`,
      close: async () => {
        door.closeAllConnections();
        await new Promise((resolve) => door.close(resolve));
        await service.close();
      },
    };
  };
}


async function chooseLayer(page: Page, id: number): Promise<void> {
  await page.getByTestId('layer-picker').selectOption(String(id));
}

/**
 * Runs in the page: sets a control to each value in turn, `everyMs` apart on the page's own timers,
 * as a hand would (a round trip from here per step would be as slow as the machine is busy).
 */
function quickly(testId: string, event: 'input' | 'change', values: readonly string[], everyMs: number): string {
  return `new Promise((resolve) => {
    const control = document.querySelector('[data-testid="${testId}"]');
    const values = ${JSON.stringify(values)};
    const next = (index) => {
      if (index === values.length) return resolve(true);
      control.value = values[index];
      control.dispatchEvent(new Event('${event}', { bubbles: true }));
      setTimeout(() => next(index + 1), ${everyMs});
    };
    next(0);
  })`;
}

/** Flips through layers as fast as someone reading their names, stopping on the last. */
async function flipLayers(page: Page, ids: readonly number[]): Promise<void> {
  await page.evaluate(quickly('layer-picker', 'change', ids.map(String), quickStepMs * 2));
  await settled(page);
}

/** The time slider dragged across `frames` frames, one frame per step. */
async function scrub(page: Page, direction: -1 | 1, frames: number): Promise<void> {
  const from = Number(await page.getByTestId('time-slider').inputValue());
  const values = Array.from({ length: frames }, (_, step) => String(from + direction * (step + 1)));
  await page.evaluate(quickly('time-slider', 'input', values, quickStepMs));
  await settled(page);
}

/** One frame at a time, looking at each. */
async function step(page: Page, key: 'ArrowLeft' | 'ArrowRight', frames: number): Promise<void> {
  for (let index = 0; index < frames; index += 1) {
    await page.getByTestId('time-slider').press(key);
    await settled(page);
  }
}


/**
 * A mouse drag across the map, as a user pans, held still a moment before letting go: Leaflet
 * throws the map on by the speed of the last 50 ms, which a busy machine would make differ per run.
 */
async function pan(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.getByTestId('map').boundingBox();
  if (box === null) throw new Error('no map');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  await settled(page);
}

/** Called after each step of the script with its name, so each step's requests can be told apart. */
type StepDone = (step: string) => void;

/** The script: about ten minutes of a user's exploring, with the minutes spent looking left out; each step is named at its end with the minute it starts at. */
async function explore(page: Page, done: StepDone): Promise<void> {
  await settled(page);
  done('0:00 The map opens on the radar over Helsinki');
  await scrub(page, -1, 12);
  await step(page, 'ArrowRight', 3);
  done('0:30 Back through the last three hours of radar, the slider dragged, then three frames looked at');
  await flipLayers(page, [2, 4, 8, 22, 2]);
  done('1:30 Through the layers to find temperature');
  await zoom(page, 'in', 2);
  await pan(page, -300, 0);
  done('2:30 Closer in, then along the coast');
  await scrub(page, 1, 8);
  done('3:30 The temperature forecast, the slider dragged forward');
  await chooseLayer(page, 8);
  await settled(page);
  await flipLayers(page, [4, 22]);
  done('4:30 Wind, then quickly on to clouds and precipitation');
  await zoom(page, 'out', 3);
  done('5:30 Wider');
  await chooseLayer(page, 9);
  await settled(page);
  await page.getByTestId('play').click();
  await page.getByTestId('loop-play').click();
  await page.getByTestId('time-bar').and(page.locator('[data-loops="1"]')).waitFor({ timeout: settleTimeoutMs });
  await page.getByTestId('play').click();
  await settled(page);
  done('6:30 The UV index, played through once');
  await chooseLayer(page, 5);
  await settled(page);
  await pan(page, 250, 60);
  done('8:00 Back to the radar, and a look west');
  await flipLayers(page, [14, 80, 77, 4]);
  await zoom(page, 'in', 1);
  done('9:00 A last flip through the layers, ending on clouds, a little closer');
}

async function openMap(browser: Browser, host: BrowserHost): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await saveStartingView(page, host);
  await page.goto(`${host.origin}/map.html`);
  return page;
}

/** One run of the script on a host over `userDataDir`: the service's map requests and the page's tile requests. */
interface RunFigures {
  service: ServiceCount;
  /** The service's map requests during each step of the script, by the step's name. */
  steps: { step: string; requests: number; views: ViewTiles[] }[];
  tiles: { requests: number; limit: number; outside: number };
  page: number;
  distinct: number;
  seconds: number;
}

async function run(browser: Browser, userDataDir: string): Promise<RunFigures> {
  const clock = clockStartingAt(startAt);
  const service: ServiceCount = { tiles: 0, legends: 0, answered: 0 };
  const host = await startBrowserHost({
    port: 0,
    userDataDir,
    clock,
    startDemoService: countingDemoService(service, userDataDir, () => clock.now()),
    logger: { info: () => undefined, warn: () => undefined, error: (message) => console.error(message) },
  });
  try {
    const page = await openMap(browser, host);
    const watch = watchTilesPerView(page);
    onSettled(page, () => watch.viewStopped(''));
    const pageTiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/wg-tile/')) pageTiles.push(request.url());
    });
    const steps: RunFigures['steps'] = [];
    let countedBefore = 0;
    let viewsBefore = 0;
    const started = Date.now();
    await explore(page, (step) => {
      const counted = service.tiles + service.legends;
      steps.push({ step, requests: counted - countedBefore, views: watch.views.slice(viewsBefore) });
      countedBefore = counted;
      viewsBefore = watch.views.length;
    });
    await page.close();
    return {
      service: { ...service },
      steps,
      tiles: watch.totals(),
      page: pageTiles.length,
      distinct: new Set(pageTiles).size,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await host.close();
  }
}

/** Prints the exploration's and the warm replay's requests; false when a goal is missed. */
export async function measureMapExploration(browser: Browser): Promise<boolean> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-exploration-'));
  try {
    const first = await run(browser, userDataDir);
    const replay = await run(browser, userDataDir);
    const total = (count: ServiceCount) => count.tiles + count.legends;
    console.log(`map exploration (${viewport.width}x${viewport.height}, a scripted ten minutes in ${first.seconds.toFixed(0)} s):`);
    console.log(
      `  service map requests: ${total(first.service)} (${first.service.tiles} tiles, ${first.service.legends} legends; goal at most ${explorationGoal}), ` +
        `${first.service.answered} answered; wg-tile requests from the page: ${first.page} (${first.distinct} addresses)`,
    );
    for (const { step, requests, views } of first.steps) {
      console.log(`    ${String(requests).padStart(4)}  ${step}`);
      printTilesPerView(views, '          ');
    }
    console.log(
      `  tiles per view: ${first.tiles.requests} requested against a limit of ${first.tiles.limit} (the tiles in each view stopped on, for each frame asked for); ` +
        `${first.tiles.outside} outside the view they were asked for`,
    );
    console.log(
      `  replay after a restart, warm cache: service map requests: ${total(replay.service)} (goal: 0), ${replay.service.answered} answered; ` +
        `wg-tile requests from the page: ${replay.page} (${replay.distinct} addresses)`,
    );
    for (const { step, requests } of replay.steps.filter(({ requests }) => requests > 0)) console.log(`    ${String(requests).padStart(4)}  ${step}`);
    return total(first.service) <= explorationGoal && total(replay.service) === 0;
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, async (browser) => {
  if (!(await measureMapExploration(browser))) process.exitCode = 1;
});
