import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { savedFrom } from '@shared/saved-location';
import type { SavedLocation, SettingsPatch, Theme } from '@shared/settings';
import { expect, type WorkerHost } from './fixtures';
import { currentSettings, firstFound, updateSettings } from './main-calls';

/** The demo service starts with the first page, and the schedule's first answers follow. */
export const firstData = { timeout: 20_000 };

/** The place a host shows while none is saved, as the settings keep a place: written out here, not borrowed from the app. */
export const helsinki: SavedLocation = {
  id: '658225',
  name: 'Helsinki',
  lat: 60.16952,
  lon: 24.93545,
  country: 'Finland',
  timezone: 'Europe/Helsinki',
};

/** The popup's window, as main opens it beside the tray. */
export const popupSize = { width: 360, height: 560 };

/** Every panel has its answer: none is still loading. */
export async function noneBusy(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);
}

/**
 * axe finds no serious or critical violation of WCAG 2.1 A and AA. In legacy mode axe runs in the
 * page itself rather than gathering its results in a blank page it opens for each run: about 40 % of
 * its time, and the windows have no frames from other origins, which only the default mode reaches.
 */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(blocking).toEqual([]);
}

/** axe finds no serious or critical violation, and nothing overflows sideways. */
export async function expectAccessibleAndFitting(page: Page): Promise<void> {
  await expectNoSeriousViolation(page);

  const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** How far the page scrolls past the window, each way. */
export async function overflowOf(page: Page): Promise<{ sideways: number; downwards: number }> {
  return page.locator('html').evaluate((root: Record<'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight', number>) => ({
    sideways: root.scrollWidth - root.clientWidth,
    downwards: root.scrollHeight - root.clientHeight,
  }));
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where `locator` is on the page; the test fails at once when it is not shown. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${locator.toString()} is not shown`);
  return box;
}

/** 24-hour clock time in a zone, as the popup and the dashboard write times. */
export function clock(at: number | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(at));
}

/**
 * Pictures of what a test checked go into the report when asked for (`WEATHERGLASS_PICTURES=1`):
 * taking them is a good share of a run's browser work, and a failing test gets its own from Playwright.
 */
export const picturesAsked = process.env.WEATHERGLASS_PICTURES === '1';

/** The page (the whole of it unless `fullPage` is false) or one element, as the report's attachment when pictures are asked for. */
export async function attachPicture(target: Page | Locator, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  if (!picturesAsked) return;
  const body = 'goto' in target ? await target.screenshot({ fullPage }) : await target.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/**
 * The places a user saw the defects with: a long-named American city first (the tray's, and the
 * one chosen), whose country the service names 'United States of America', and which has a warning
 * at the tests' moment (New York had one until the demo's climate was recalibrated; Philadelphia's snow
 * warning is the nearest); then Helsinki. Searched for as a user adds them, through the core's IPC
 * from the test, with `page` signed in to open a window next. `languages` sets the data and
 * interface languages. Returns what puts the worker's shared host back as it was.
 */
export async function arrange(
  page: Page,
  host: WorkerHost,
  theme: Theme,
  languages: Pick<SettingsPatch, 'language' | 'interfaceLanguage'> = {},
): Promise<() => Promise<void>> {
  const { api } = host;
  await host.signIn(page);
  const before = await currentSettings(api);
  const places = [await firstFound(api, 'Philadelphia'), await firstFound(api, 'Helsinki')].map(savedFrom);
  expect(places.map((place) => place.name)).toEqual(['Philadelphia', 'Helsinki']);
  await updateSettings(api, { theme, locations: places, chosenPlaceId: places[0]?.id ?? null, firstRun: { welcomed: true }, ...languages });
  return () =>
    updateSettings(api, {
      theme: before.theme,
      locations: before.locations,
      chosenPlaceId: before.chosenPlaceId,
      firstRun: before.firstRun,
      language: before.language,
      interfaceLanguage: before.interfaceLanguage,
    });
}

/** How a check names an element in its report: its tag, classes, nearest test id and first words. */
const describeElement = `(element) => {
    const classes = typeof element.className === 'string' ? element.className.split(/\\s+/).filter((name) => name && !name.startsWith('svelte-')) : [];
    const testid = element.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return element.tagName.toLowerCase() + classes.map((name) => '.' + name).join('') + (testid ? ' in [' + testid + ']' : '') + ' "' + text + '"';
  }`;

/**
 * Runs in the page (as source text: this project's Node types have no DOM) and lists what is laid
 * out wrong, as sentences:
 * - an element wider than its own box (scrollWidth > clientWidth), or cut at its bottom, unless it
 *   is a declared sideways scroller (`data-scroller`);
 * - a declared scroller cut at an edge (a side, or the bottom of one that scrolls downwards too)
 *   without a visible cue there (its frame's fade), or showing a cue at an edge where nothing is cut;
 * - an element that sticks out sideways of its card (the nearest section, header, footer, list item,
 *   form part or panel around it), outside scrollers;
 * - a number with its unit ('30.3 °C') broken over two lines in a table.
 * Text hidden for screen readers only (clip-path), form controls' own insides and the map's tiles
 * beyond its edges are left out.
 */
export const layoutProblems = `(() => {
  const problems = [];
  const describe = ${describeElement};
  const hiddenByDesign = (element) => {
    for (let node = element; node !== null; node = node.parentElement) {
      if (getComputedStyle(node).clipPath !== 'none') return true;
    }
    return false;
  };
  const rendered = (element) => element.getClientRects().length > 0;
  const cueShown = (frame, pseudo) => {
    const style = getComputedStyle(frame, pseudo);
    return style.content !== 'none' && Number(style.opacity) > 0.5 && style.backgroundImage.includes('gradient') && parseFloat(style.width) > 0;
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push('the page is ' + (root.scrollWidth - root.clientWidth) + 'px wider than the window');

  const scrollers = new Set(document.querySelectorAll('[data-scroller]'));
  for (const scroller of scrollers) {
    if (!rendered(scroller)) continue;
    const hidden = scroller.scrollWidth - scroller.clientWidth;
    const frame = scroller.parentElement;
    const bottomFade = frame.querySelector(':scope > .fade-bottom');
    const cuts = [
      ['start', Math.abs(scroller.scrollLeft) > 1, () => cueShown(frame, '::before')],
      ['end', hidden - Math.abs(scroller.scrollLeft) > 1, () => cueShown(frame, '::after')],
      ['bottom', scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop > 1, () => bottomFade !== null && cueShown(bottomFade, null)],
    ];
    for (const [side, cut, cueAt] of cuts) {
      const shown = cueAt();
      if (cut && !shown) problems.push(describe(scroller) + ': cut at its ' + side + ' with no cue');
      if (!cut && shown) problems.push(describe(scroller) + ': a cue at its ' + side + ', where nothing is cut');
    }
  }

  const cards = 'section, header, footer, nav, main, aside, fieldset, form, details, li, .panel';
  const formControls = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'OPTION']);
  for (const element of document.body.querySelectorAll('*')) {
    if (scrollers.has(element) || formControls.has(element.tagName) || element.parentElement?.closest('select')) continue;
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) continue;
    if (!rendered(element) || hiddenByDesign(element)) continue;
    // The map is a window onto a wider world: Leaflet's container holds its tiles beyond its edges.
    if (element.classList.contains('leaflet-container')) continue;
    const style = getComputedStyle(element);
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
      problems.push(describe(element) + ': ' + (element.scrollWidth - element.clientWidth) + 'px wider than its box');
    }
    const clipsDownwards = ['hidden', 'clip', 'auto', 'scroll'].includes(style.overflowY);
    if (clipsDownwards && element.clientHeight > 0 && element.scrollHeight > element.clientHeight + 1) {
      problems.push(describe(element) + ': ' + (element.scrollHeight - element.clientHeight) + 'px cut off at its bottom');
    }
    if (element.parentElement?.closest('[data-scroller]')) continue;
    const card = element.parentElement?.closest(cards);
    if (!card) continue;
    const box = element.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    const out = Math.max(box.right - cardBox.right, cardBox.left - box.left);
    if (box.width > 0 && out > 1) problems.push(describe(element) + ': ' + Math.round(out) + 'px out of its ' + describe(card));
  }

  const numberWithUnit = /^[-−]?\\d[\\d,.]*\\s?(°[CF]?|%|[a-zA-Z/]+)$/;
  for (const cell of document.querySelectorAll('td')) {
    const text = (cell.textContent || '').replace(/\\s+/g, ' ').trim();
    if (!rendered(cell) || !(cell.classList.contains('number') || numberWithUnit.test(text))) continue;
    const range = document.createRange();
    range.selectNodeContents(cell);
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of boxes) {
      if (rect.top >= lineBottom - 2) lines += 1;
      lineBottom = Math.max(lineBottom, rect.bottom);
    }
    if (lines > 1) problems.push(describe(cell) + ': a number and its unit over ' + lines + ' lines');
  }
  return problems;
})()`;

export async function expectLaidOut(page: Page): Promise<void> {
  // Retried: a scroller's cues follow its size once the browser has laid new content out.
  await expect.poll(() => page.evaluate<string[]>(layoutProblems)).toEqual([]);
}


/** The little of a select the map's toolbar check reads in the page, typed here: this project's Node types have no DOM. */
interface PageSelect {
  parentElement: PageSelect | null;
  selectedOptions: { textContent: string | null }[];
  style: Record<'position' | 'visibility' | 'width' | 'minWidth' | 'maxWidth' | 'insetInlineStart', string>;
  append(child: PageSelect): void;
  remove(): void;
  getBoundingClientRect(): { width: number };
}

/**
 * Runs in the page on a select: how much narrower it is than a select holding only its chosen
 * option (beside it, so the same rules style it), which shows that name whole; 0 or less is whole.
 */
function chosenNameShortfall(element: unknown): number {
  const select = element as PageSelect;
  const { document } = globalThis as unknown as { document: { createElement(tag: 'select' | 'option'): PageSelect & { textContent: string } } };
  const probe = document.createElement('select');
  const option = document.createElement('option');
  option.textContent = select.selectedOptions[0]?.textContent ?? '';
  probe.append(option);
  Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', insetInlineStart: '0', width: 'auto', minWidth: '0', maxWidth: 'none' });
  select.parentElement?.append(probe);
  const needed = probe.getBoundingClientRect().width;
  probe.remove();
  return needed - select.getBoundingClientRect().width;
}

/**
 * The map's toolbar at a size people use (1024 px wide and more): the chosen layer's name is shown
 * whole, the layer, its colours and its opacity share a row, and so do the overlays' switches
 * (Places, Storms, Lightning): none is left alone on a row of its own.
 */
export async function expectMapToolbarWhole(page: Page): Promise<void> {
  const layer = page.getByTestId('layer-picker');
  await expect(layer).toBeVisible(firstData);
  expect(await layer.evaluate(chosenNameShortfall), 'the chosen layer is cut short by (px)').toBeLessThanOrEqual(1);
  for (const group of [
    ['#map-layer', '#map-colorscheme', '#map-opacity'],
    ['#map-symbols', '#map-storms', '#map-lightning'],
  ]) {
    const middles = await Promise.all(group.map(async (selector) => {
      const box = await boxOf(page.locator(selector));
      return box.y + box.height / 2;
    }));
    expect(Math.max(...middles) - Math.min(...middles), `${group.join(', ')} on one row`).toBeLessThanOrEqual(2);
  }
}

/**
 * Runs in the page (as source text) and lists, as sentences, text that does not fit where it is put:
 * - a run of text whose lines reach past its element's box (spilling out, or cut where the element
 *   hides its overflow, as `text-overflow: ellipsis` does);
 * - an element lying over a sibling laid out beside it (both in the flow, neither a float).
 * Text hidden for screen readers (clip-path), form controls' own insides and the map's panes (its
 * tiles, pins and their names, which Leaflet places absolutely and declutters) are left out.
 */
export const textMisfits = `(() => {
  const problems = [];
  const describe = ${describeElement};
  const unseen = (element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return true;
    for (let node = element; node !== null; node = node.parentElement) {
      if (getComputedStyle(node).clipPath !== 'none') return true;
    }
    return false;
  };
  const leftOut = 'select, option, input, textarea, script, style, .leaflet-pane';

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || element === null || element.closest(leftOut) || unseen(element)) continue;
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
    const past = Math.max(0, ...lines.map((line) => Math.max(line.right - box.right, box.left - line.left, line.bottom - box.bottom - 2, box.top - line.top - 2)));
    if (past > 1) {
      const hides = ['hidden', 'clip'].includes(getComputedStyle(element).overflowX) || getComputedStyle(element).textOverflow === 'ellipsis';
      problems.push(describe(element) + ': its text ' + (hides ? 'cut' : 'spills') + ' ' + Math.round(past) + 'px past its box');
    }
  }

  const inFlow = (element) => {
    const style = getComputedStyle(element);
    return ['static', 'relative', 'sticky'].includes(style.position) && style.float === 'none' && style.display !== 'contents';
  };
  for (const parent of document.body.querySelectorAll('*')) {
    if (parent.closest(leftOut)) continue;
    const children = [...parent.children].filter((child) => {
      if (child instanceof SVGElement && !(child instanceof SVGSVGElement)) return false;
      const box = child.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && inFlow(child) && !unseen(child);
    });
    if (children.length < 2 || children.length > 80) continue;
    // An inline element is its line boxes: one that wraps spans the lines' width without covering them.
    const boxes = children.map((child) => getComputedStyle(child).display === 'inline' ? [...child.getClientRects()] : [child.getBoundingClientRect()]);
    for (let i = 0; i < children.length; i += 1) {
      for (let j = i + 1; j < children.length; j += 1) {
        for (const a of boxes[i]) {
          const b = boxes[j].find((other) => Math.min(a.right, other.right) - Math.max(a.left, other.left) > 2 && Math.min(a.bottom, other.bottom) - Math.max(a.top, other.top) > 2);
          if (b === undefined) continue;
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          problems.push(describe(children[i]) + ' lies over ' + describe(children[j]) + ' (' + Math.round(across) + 'x' + Math.round(down) + 'px)');
          break;
        }
      }
    }
  }
  return problems;
})()`;
