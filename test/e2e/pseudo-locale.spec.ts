import { IntlMessageFormat } from 'intl-messageformat';
import { catalogue } from '../support/catalogues';
import { pseudoCatalogues, pseudoLocaleTag } from '../support/pseudo-locale';
import { expect, test } from './fixtures';
import { arrange, expectLaidOut, firstData, noneBusy, picturesAsked, textMisfits } from './layout-checks';
import { accountView, forecastsView, mapView, popupView, settingsView, type WindowView } from './window-views';

// Each test waits for a window's data, then measures every element and every run of text.
test.describe.configure({ timeout: 90_000 });

const dashboardSize = { width: 1024, height: 700 };

// The smallest size each window is made for: where a longer string runs out of room first.
const views: WindowView[] = [
  popupView,
  forecastsView(dashboardSize),
  {
    name: 'dashboard locations',
    path: '/dashboard.html',
    size: dashboardSize,
    ready: async (page) => {
      await expect(page.getByTestId('location-list')).toBeVisible(firstData);
      await page.getByTestId('location-country').selectOption('FI');
      await page.getByTestId('location-search').pressSequentially('Tampere', { delay: 40 });
      await expect(page.getByTestId('location-result').first()).toBeVisible(firstData);
      await noneBusy(page);
    },
  },
  {
    // The status line naming the name searched instead of a misspelt one: the longest the search says.
    name: 'dashboard place search corrected',
    path: '/dashboard.html',
    size: dashboardSize,
    ready: async (page) => {
      await expect(page.getByTestId('location-list')).toBeVisible(firstData);
      await page.getByTestId('location-search').pressSequentially('Helsnki', { delay: 40 });
      await expect(page.getByTestId('location-result').first()).toBeVisible(firstData);
      await noneBusy(page);
    },
  },
  settingsView(dashboardSize),
  accountView(dashboardSize),
  mapView({ width: 1280, height: 800 }),
];

const catalogues = pseudoCatalogues();

/** The demo badge as the window writes it in the pseudo-locale: proof the window speaks it. */
const pseudoDemoBadge = String(new IntlMessageFormat(catalogues.common?.demoBadge ?? '', 'en').format());

// Once, in the pseudo-locale: every string longer and accented, so one that does not fit is found here.
test.describe(`in the pseudo-locale ${pseudoLocaleTag}`, () => {
  for (const view of views) {
    test(`${view.name} at ${view.size.width}x${view.size.height}: no text overflows, is cut or lies over another`, async ({ page, host }, testInfo) => {
      await page.setViewportSize(view.size);
      await page.addInitScript((given) => {
        (globalThis as { weatherglassPseudoLocale?: unknown }).weatherglassPseudoLocale = given;
      }, catalogues);
      const restore = await arrange(page, host, 'light', { language: 'en', interfaceLanguage: 'en' });
      try {
        await page.goto(`${host.origin}${view.path}`);
        await expect(page.getByTestId('mode-badge')).toHaveText(pseudoDemoBadge, firstData);
        await view.ready(page);

        if (picturesAsked) {
          // Kept as files beside the test's other output, to be looked at: a misfit the checks cannot name shows there.
          const path = testInfo.outputPath(`${view.name.replace(/ /g, '-')}-${view.size.width}-${pseudoLocaleTag}.png`);
          await page.screenshot({ path, fullPage: true });
          await testInfo.attach(`${view.name} in ${pseudoLocaleTag}`, { path, contentType: 'image/png' });
        }
        await expectLaidOut(page);
        await expect.poll(() => page.evaluate<string[]>(textMisfits)).toEqual([]);
      } finally {
        await restore();
      }
    });
  }
});

test('the English the pseudo-locale is built from is what the app ships', () => {
  expect(pseudoDemoBadge).not.toBe(catalogue('common', 'en').demoBadge);
  expect(pseudoDemoBadge).toMatch(/^\[.+\]$/);
});

// On a page of its own: the app's pages refuse inline styles (their content security policy).
test('the misfit check finds text spilling out, text cut short and siblings lying over each other', async ({ page }) => {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.evaluate(() => {
    const { document } = globalThis as unknown as { document: { body: { insertAdjacentHTML(where: string, html: string): void } } };
    document.body.insertAdjacentHTML(
      'beforeend',
      [
        '<p style="width:60px;white-space:nowrap">a sentence far too long</p>',
        '<p style="width:60px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">another long sentence</p>',
        '<div style="display:flex;width:200px"><span style="flex:none;width:120px">left</span><span style="flex:none;width:120px;margin-left:-60px">right</span></div>',
        '<p style="width:300px">fits</p>',
      ].join(''),
    );
  });
  const problems = await page.evaluate<string[]>(textMisfits);
  expect(problems).toEqual([
    expect.stringMatching(/^p "a sentence far too long": its text spills \d+px past its box$/),
    expect.stringMatching(/^p "another long sentence": its text cut \d+px past its box$/),
    expect.stringMatching(/^span "left" lies over span "right" \(60x\d+px\)$/),
  ]);
});
