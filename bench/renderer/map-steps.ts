// What the map benches do as a user would, and how they know the map has settled: shared by
// map-exploration.ts and map-curious-user.ts, so both count a step's requests the same way.
import type { Page } from '@playwright/test';
import type { BrowserHost } from '../../src/browser-host/server';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { weatherDataLayer } from '@shared/tile-providers';

export const settleTimeoutMs = 120_000;
/** Saves the view both benches start from (the radar over Helsinki at zoom 5, played at 4×), before the map opens. */
export async function saveStartingView(page: Page, host: BrowserHost): Promise<void> {
  await page.goto(host.url);
  await page.evaluate(async (map) => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.settings.update({ map });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
  }, { layer: weatherDataLayer(5), zoom: 5, speed: 4, center: [60.17, 24.94] as [number, number], colorscheme: null, symbols: false });
}

/** Between zoom clicks and the steps of a slider drag: well inside the map's settle time. */
export const quickStepMs = 90;
/** After the last zoom click: Leaflet's animation (0.25 s) and the map's settle time (0.3 s), with room. */
const zoomSettleMs = 800;

/**
 * Runs in the page: the slider's frame of the chosen layer is on the map and every tile of every
 * frame layer is in. A layer just chosen may show the same time as the one before it, so the frame
 * on show must also be the chosen layer's.
 */
const settledExpression = `(() => {
  const map = document.querySelector('[data-testid="map"]');
  const slider = document.querySelector('[data-testid="frame-time"]');
  const picker = document.querySelector('[data-testid="layer-picker"]');
  if (map === null || slider === null || picker === null) return false;
  const time = slider.getAttribute('data-time');
  if (map.getAttribute('data-frame-time') !== time) return false;
  const shown = [...document.querySelectorAll('.wg-frame')].filter((frame) => frame.getAttribute('data-time') === time && Number(frame.style.opacity) > 0);
  const shownImages = shown.length === 1 ? [...shown[0].querySelectorAll('img')] : [];
  if (shownImages.length === 0 || !shownImages.every((image) => (image.getAttribute('src') ?? '').includes('/tiles/' + picker.value + '/'))) return false;
  // An image with no address yet waits for the view to settle: it is not loaded, though complete.
  return [...document.querySelectorAll('.wg-frame img')].every((image) => image.complete && image.hasAttribute('src'));
})()`;

/** Each page's listener for the views the map settles on (the tiles-per-view count). */
const settleListeners = new WeakMap<Page, () => Promise<unknown>>();

/** `listener` is told each time the map settles on a view of `page`. */
export function onSettled(page: Page, listener: () => Promise<unknown>): void {
  settleListeners.set(page, listener);
}

/** Polls in the page (its CSP refuses the eval Playwright's waitForFunction needs). */
export async function settled(page: Page): Promise<void> {
  const deadline = Date.now() + settleTimeoutMs;
  while (!(await page.evaluate<boolean>(settledExpression))) {
    if (Date.now() > deadline) throw new Error('the map did not settle');
    await page.waitForTimeout(50);
  }
  // Requests the settle set off (the legend, a late tile) are counted in this step.
  await page.waitForTimeout(300);
  await settleListeners.get(page)?.();
}

/**
 * Runs in the page: zoom clicks in a row, each `everyMs` after the last one's animation ended (on
 * the page's own timers, well inside the map's settle time), as a hand clicks them. Clicked from
 * here, a busy machine spaced them past the settle time now and then, and the levels passed
 * through were fetched in some runs and not in others.
 */
function zoomClicks(direction: 'in' | 'out', times: number, everyMs: number, afterLastMs: number): string {
  return `new Promise((resolve) => {
    const button = document.querySelector('.leaflet-control-zoom-${direction}');
    const pane = document.querySelector('.leaflet-map-pane');
    let left = ${times};
    const click = () => {
      button.click();
      left -= 1;
      // The last level's tiles get their addresses once its animation and the settle time are over:
      // until then the old level's tiles, complete, would read as settled.
      if (left === 0) return setTimeout(() => resolve(true), ${afterLastMs});
      const animation = new MutationObserver(() => {
        if (pane.classList.contains('leaflet-zoom-anim')) return;
        animation.disconnect();
        setTimeout(click, ${everyMs});
      });
      animation.observe(pane, { attributes: true, attributeFilter: ['class'] });
    };
    click();
  })`;
}

export async function zoom(page: Page, direction: 'in' | 'out', times: number): Promise<void> {
  await page.evaluate(zoomClicks(direction, times, quickStepMs, zoomSettleMs));
  await settled(page);
}
