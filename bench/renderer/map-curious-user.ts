// A curious new user on the map, scripted: several layers and zooms looked at, Play offered on two
// of them, the shorter loop taken once and the whole loop once, then the whole loop played again
// (agreed today: no question, and its frames are held: no request). Prints the tile and legend
// requests the page made, in total and by step, the map share main counted as spent, and each
// loop's price as the dialog stated it against the tiles its playing fetched.
// Needs a build (npm run build). Run: npx tsx bench/renderer/map-curious-user.ts
import type { Browser, Page } from '@playwright/test';
import type { BrowserHost } from '../../src/browser-host/server';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import type { MapBudgetView } from '@shared/views/map-budget';
import { runIfMain } from './browser';
import { onSettled, saveStartingView, settled, settleTimeoutMs, zoom } from './map-steps';
import { printTilesPerView, watchTilesPerView } from './tiles-per-view';

/** The map window's default size (main's windows.ts). */
const viewport = { width: 1100, height: 760 };
/** The UV layer: seven daily frames, a loop the local service draws in seconds. */
const uv = 9;

async function chooseLayer(page: Page, id: number): Promise<void> {
  await page.getByTestId('layer-picker').selectOption(String(id));
  await settled(page);
}

async function mapBudget(page: Page): Promise<MapBudgetView> {
  return page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.map.budget();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value;
  });
}

/** What a loop's dialog said it would cost, and what playing it once fetched. */
interface LoopFigures {
  loop: string;
  asked: boolean;
  stated: number | null;
  fetched: number;
}

/**
 * Play pressed; the dialog's choice taken (or none asked, for a loop agreed today); one loop
 * watched to its end, then paused.
 */
async function playOnce(page: Page, tiles: () => number, loop: string, choice: 'loop-play' | 'loop-play-shorter' | null): Promise<LoopFigures> {
  const before = tiles();
  const timeBar = page.getByTestId('time-bar');
  const loopsBefore = Number(await timeBar.getAttribute('data-loops'));
  await page.getByTestId('play').click();
  let stated: number | null = null;
  if (choice !== null) {
    const dialog = page.getByTestId('loop-dialog');
    await dialog.waitFor();
    console.log(`  [dialog] ${(await dialog.innerText()).replace(/\s*\n\s*/g, ' | ')}`);
    const said = await dialog.getByTestId(choice === 'loop-play' ? 'loop-price' : 'loop-shorter-price').textContent();
    stated = Number(/up to ([\d,\s\u00a0\u202f]+) requests?/.exec(said ?? '')?.[1]?.replace(/\D/g, '') ?? Number.NaN);
    await page.getByTestId(choice).click();
  }
  await timeBar.and(page.locator(`[data-loops="${loopsBefore + 1}"]`)).waitFor({ timeout: settleTimeoutMs });
  await page.getByTestId('play').click();
  await settled(page);
  return { loop, asked: choice !== null, stated, fetched: tiles() - before };
}

/** The curious user's few minutes, scripted; prints the figures. */
export async function measureCuriousUser(browser: Browser, host: BrowserHost): Promise<void> {
  const page = await browser.newPage({ viewport });
  try {
    await saveStartingView(page, host);
    const pageTiles: string[] = [];
    const pageLegends: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/wg-tile/tiles/')) pageTiles.push(request.url());
      if (path.startsWith('/wg-tile/legends/')) pageLegends.push(request.url());
    });
    const watch = watchTilesPerView(page);
    onSettled(page, () => watch.viewStopped(''));
    await page.goto(`${host.origin}/map.html`);
    const spentAtOpen = (await mapBudget(page)).spent;

    const steps: { step: string; requests: number }[] = [];
    const loops: LoopFigures[] = [];
    let countedBefore = 0;
    let viewsBefore = 0;
    const done = (step: string) => {
      const counted = pageTiles.length + pageLegends.length;
      steps.push({ step, requests: counted - countedBefore });
      countedBefore = counted;
      // The views this step settled on, named after it.
      for (const view of watch.views.slice(viewsBefore)) view.name = step;
      viewsBefore = watch.views.length;
    };
    const tiles = () => pageTiles.length;

    await settled(page);
    done('The map opens on the radar over Helsinki, zoom 5');
    await chooseLayer(page, 2);
    done('Temperature');
    await zoom(page, 'in', 2);
    done('Temperature, two zooms closer');
    await chooseLayer(page, 8);
    done('Wind, there');
    await zoom(page, 'out', 3);
    done('Wind, three zooms wider');
    await chooseLayer(page, 4);
    done('Clouds');
    await chooseLayer(page, uv);
    done('UV index, zoom 4');
    loops.push(await playOnce(page, tiles, 'UV at zoom 4, the shorter loop', 'loop-play-shorter'));
    done('Play: the price stated, the shorter loop taken, played once');
    await zoom(page, 'out', 1);
    done('UV index, one zoom wider');
    loops.push(await playOnce(page, tiles, 'UV at zoom 3, the whole loop', 'loop-play'));
    done('Play: the price stated, the whole loop taken, played once');
    loops.push(await playOnce(page, tiles, 'UV at zoom 3, the whole loop again', null));
    done('Play again: agreed today, no question');

    const budget = await mapBudget(page);
    const total = pageTiles.length + pageLegends.length;
    console.log(`map, a curious user (${viewport.width}x${viewport.height}: six layers and zooms looked at, Play offered twice, the shorter loop taken once and the whole loop once):`);
    console.log(
      `  requests from the page: ${total} (${pageTiles.length} tiles, ${pageLegends.length} legends, ${new Set([...pageTiles, ...pageLegends]).size} addresses); ` +
        `the map's share spent: ${budget.spent - spentAtOpen} of ${budget.allowed}`,
    );
    for (const { step, requests } of steps) console.log(`    ${String(requests).padStart(4)}  ${step}`);
    const { requests, limit, outside } = watch.totals();
    console.log(`  tiles per view: ${requests} requested against a limit of ${limit} (the tiles in each view settled on, times the frames asked for), ${outside} outside a view`);
    printTilesPerView(watch.views);
    console.log('  loops: the price the dialog stated against the tiles playing it fetched');
    for (const { loop, asked, stated, fetched } of loops) {
      console.log(`    ${loop}: ${asked ? `stated up to ${stated}` : 'not asked (agreed today)'}, fetched ${fetched}`);
    }
  } finally {
    await page.close();
  }
}

await runIfMain(import.meta.url, measureCuriousUser);
