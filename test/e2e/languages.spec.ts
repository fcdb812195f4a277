import { commonMessages } from '@shared/i18n/messages/common';
import { weatherMessages } from '@shared/i18n/messages/weather';
import { skyWords, symbolLabel, type SymbolCode } from '@shared/views/weather-symbol';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { expect, test } from './fixtures';
import { currentSettings, heldWeather, productOf } from './main-calls';
import { arrange, attachPicture, expectLaidOut, expectMapToolbarWhole, expectNoSeriousViolation, firstData } from './layout-checks';
import { accountView, forecastsView, mapView, popupView, settingsView, type WindowView } from './window-views';

// Each test waits for a window's data, then measures every element and runs axe.
test.describe.configure({ timeout: 90_000 });

const dashboardSize = { width: 1280, height: 800 };

// The map at the smallest window it is made for, where its toolbar's words ran out of room, and at the usual one.
const views: WindowView[] = [
  popupView,
  forecastsView(dashboardSize),
  settingsView(dashboardSize),
  accountView(dashboardSize),
  ...[{ width: 1024, height: 700 }, dashboardSize].map((size) => mapView(size, expectMapToolbarWhole)),
];



const longWordedLanguages = [
  { language: 'de', name: 'German' },
  { language: 'fi', name: 'Finnish' },
] as const satisfies readonly { language: InterfaceLanguage; name: string }[];

// The demo badge's expected words, in each language as the window writes them.
test.beforeAll(async () => {
  await Promise.all(longWordedLanguages.map(({ language }) => Promise.all([commonMessages.load(language), weatherMessages.load(language)])));
});

// German and Finnish run long: every window in them, at the sizes people use, as data and menus.
for (const { language, name } of longWordedLanguages) {
  test.describe(`in ${name}`, () => {
    for (const view of views) {
      test(`${view.name} at ${view.size.width}x${view.size.height}: the page says its language, nothing overflows, axe finds no serious violation`, async ({ page, host }, testInfo) => {
        await page.setViewportSize(view.size);
        const restore = await arrange(page, host, 'light', { language, interfaceLanguage: 'data' });
        try {
          await page.goto(`${host.origin}${view.path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByTestId('mode-badge')).toHaveText(commonMessages.format(language, 'demoBadge'));
          await view.ready(page);

          await expectLaidOut(page);
          await view.check?.(page);
          await expectNoSeriousViolation(page);
          await attachPicture(page, testInfo, `${view.name}-${view.size.width}-${language}`);
        } finally {
          await restore();
        }
      });
    }
  });
}


/** Every word the app has for a weather symbol, in a language: what a condition may say. */
function symbolWordsIn(language: InterfaceLanguage): Set<string> {
  const codes = ['d', 'n'].flatMap((time) => [0, 1, 2, 3, 4, 5, 6].flatMap((sky) => [0, 1, 2, 3, 4].flatMap((fall) => [0, 1, 2].map((kind) => `${time}${sky}${fall}${kind}`))));
  return new Set(codes.map((code) => symbolLabel(code, language)));
}

const cloudiness: readonly SymbolCode['cloudiness'][] = [0, 1, 2, 3, 4, 5, 6];

test('a German interface over English data names the conditions in German only, in the popup and the day table', async ({ page, host }) => {
  test.setTimeout(90_000);
  const restore = await arrange(page, host, 'light', { language: 'en', interfaceLanguage: 'de' });
  try {
    const german = symbolWordsIn('de');
    const english = symbolWordsIn('en');
    const germanSkies = cloudiness.map((sky) => skyWords(sky, 'de'));

    await page.goto(`${host.origin}/popup.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const phrase = page.getByTestId('current-phrase');
    await expect(phrase).toHaveText(/\S/, firstData);
    const shown = (await phrase.textContent()) ?? '';
    // The service did send a phrase, in English: the popup shows the app's own German words instead.
    const place = (await currentSettings(host.api)).locations[0];
    if (place === undefined) throw new Error('arrange saved no place');
    const servicePhrase = productOf(await heldWeather(host.api, place.id, ['current']), 'current').data.current.symbolPhrase;
    expect(servicePhrase).toMatch(/^[A-Za-z ,]+$/);
    expect(shown).not.toBe(servicePhrase);
    const sky = shown.split(',')[0] ?? '';
    expect(germanSkies, shown).toContain(sky);
    expect(english.has(shown), shown).toBe(false);
    await expect(phrase).toHaveAttribute('lang', 'de');
    for (const label of await page.getByTestId('hourly-strip').locator('[role="img"]').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''))) {
      expect(german.has(label), label).toBe(true);
    }

    // Opened without ?lang=, as a browser tab is, the dashboard speaks German once the settings are read.
    await page.goto(`${host.origin}/dashboard.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const rows = page.getByTestId('day-row');
    await expect(rows.first()).toBeVisible(firstData);
    const dayWords = rows.locator('.weather > span:last-child');
    expect((await dayWords.allTextContents()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await dayWords.allTextContents()).filter((day) => !german.has(day) || english.has(day))).toEqual([]);
  } finally {
    await restore();
  }
});

/**
 * Runs in the page: text that lies over other text. Each run of text is measured by its own line
 * boxes (less their leading), so blocks that merely share space are not counted; the map's own panes (tiles, pins and
 * their names, which the map declutters itself) and text hidden for screen readers are left out.
 */
const overlappingText = `(() => {
  const hidden = (element) => {
    // Closed details, transparent and invisible text are not seen; nor is text clipped for screen readers.
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return true;
    for (let node = element; node !== null; node = node.parentElement) {
      if (getComputedStyle(node).clipPath !== 'none') return true;
    }
    return false;
  };
  const runs = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || element === null || element.closest('.leaflet-pane, select, option, script, style')) continue;
    if (hidden(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    if (boxes.length > 0) runs.push({ text: node.textContent.trim().slice(0, 30), boxes });
  }
  const problems = [];
  for (let i = 0; i < runs.length; i += 1) {
    for (let j = i + 1; j < runs.length; j += 1) {
      // Line boxes include the font's leading: labels stacked closely share a few pixels of it.
      const over = runs[i].boxes.some((a) => runs[j].boxes.some((b) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.max(3, 0.4 * Math.min(a.height, b.height))));
      if (over) problems.push('"' + runs[i].text + '" lies over "' + runs[j].text + '"');
    }
  }
  return problems;
})()`;

// A right-to-left language must be a catalogue alone: every window, mirrored, still fits.
test.describe('right to left', () => {
  for (const view of views) {
    test(`${view.name} at ${view.size.width}x${view.size.height}: with dir="rtl" nothing overflows and no text lies over other text`, async ({ page, host }, testInfo) => {
      await page.setViewportSize(view.size);
      const restore = await arrange(page, host, 'light');
      try {
        await page.goto(`${host.origin}${view.path}`);
        await view.ready(page);
        await page.evaluate(() => {
          (globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir = 'rtl';
        });
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

        await expectLaidOut(page);
        await view.check?.(page);
        await expect.poll(() => page.evaluate<string[]>(overlappingText)).toEqual([]);
        await attachPicture(page, testInfo, `${view.name}-${view.size.width}-rtl`);
      } finally {
        await restore();
      }
    });
  }
});

// On a page of its own: the app's pages refuse inline styles (their content security policy).
test('the overlap check finds text lying over text', async ({ page }) => {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.evaluate(() => {
    const { document } = globalThis as unknown as { document: { body: { insertAdjacentHTML(where: string, html: string): void } } };
    const at = 'position:fixed;top:200px;left:40px;background:none';
    document.body.insertAdjacentHTML('beforeend', `<div style="${at}">overlapping words</div><div style="${at}">more words</div>`);
  });
  expect(await page.evaluate<string[]>(overlappingText)).toContain('"overlapping words" lies over "more words"');
});
