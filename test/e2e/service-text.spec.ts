import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../src/browser-host/server';
import { startWeatherService } from '@service/index';
import { savedFrom } from '@shared/saved-location';
import type { SavedLocation } from '@shared/settings';
import { accessTo, e2eClock, e2eNow, expect, test as base, type WorkerHost } from './fixtures';
import { firstData, helsinki } from './layout-checks';
import { currentSettings, firstFound, heldWeather, productOf, updateSettings } from './main-calls';

// Storm names, warning texts and place names come from the service or the user: every window shows
// them as text. The names here carry markup that, parsed, would make an image whose error handler
// sets a flag, a link and bold text; the windows' Trusted Types policy refuses any string written
// as HTML, and no window needs to write one in its normal use.

const injected = 'wg-injected';
const markup = `<img class="${injected}" src="x" onerror="window.wgInjected = true"><a class="${injected}" href="https://example.invalid/">link</a><b class="${injected}">bold</b>`;
const withMarkup = (text: string): string => `${text} ${markup}`;

const test = base.extend<object, { markupHost: WorkerHost }>({
  // A host whose demo service writes every place name it finds, storm name and warning name and text with the markup.
  markupHost: [
    // Playwright reads a fixture's dependencies from this pattern; the host depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host = await startBrowserHost({
        port: 0,
        clock: e2eClock,
        startDemoService: async () => {
          const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow, rewriteText: withMarkup });
          return { url: service.url, close: () => service.close() };
        },
      });
      const { close, ...access } = await accessTo(host);
      await use({ url: host.url, origin: host.origin, ...access });
      await close();
      await host.close();
    },
    { scope: 'worker' },
  ],
});

interface Watched {
  /** Security policy violations the page reported, console errors and uncaught errors, in order. */
  problems: string[];
  /** Requests for the markup's image (`src="x"`), which only a parsed name would make. */
  imageRequests: string[];
}

/**
 * Listens for what would show markup was parsed or refused: each `securitypolicyviolation` the
 * pages report (through a binding the page calls, which outlives navigation), console errors,
 * uncaught errors, and requests for the markup's image.
 */
async function watch(page: Page, origin: string): Promise<Watched> {
  const watched: Watched = { problems: [], imageRequests: [] };
  await page.exposeBinding('wgReportViolation', (_source, text: string) => watched.problems.push(`violation: ${text}`));
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.wgReportViolation([event.effectiveDirective, event.blockedURI, event.sample].join(' '));
  });`);
  page.on('console', (message) => {
    // Chromium asks every page for a favicon; the app has none to serve.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) watched.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url() === `${origin}/x`) watched.imageRequests.push(request.url());
  });
  return watched;
}

/** Nothing parsed: no element from the markup, no handler run, no image asked for, nothing refused. */
async function expectNothingParsed(page: Page, watched: Watched): Promise<void> {
  await expect(page.locator(`.${injected}`)).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { wgInjected?: unknown }).wgInjected)).toBeUndefined();
  expect(watched.imageRequests).toEqual([]);
  expect(watched.problems).toEqual([]);
}

/** A string written as HTML throws in this window, and the page reports the violation: the policy is in force. */
async function expectHtmlStringsRefused(page: Page, watched: Watched): Promise<void> {
  const outcome = await page.evaluate((html) => {
    const { document } = globalThis as unknown as { document: { createElement(tag: string): { innerHTML: string } } };
    try {
      document.createElement('div').innerHTML = html;
      return 'written';
    } catch (error) {
      return error instanceof TypeError ? 'TypeError' : String(error);
    }
  }, markup);
  expect(outcome).toBe('TypeError');
  await expect.poll(() => watched.problems.some((problem) => problem.startsWith('violation: require-trusted-types-for'))).toBe(true);
}

/** Helsinki has a warning in force on the demo's day (seed 1, the e2e clock): its name and texts carry the markup. */
async function expectWarningHeld(host: WorkerHost): Promise<void> {
  await expect
    .poll(async () => {
      const updates = await heldWeather(host.api, helsinki.id, ['warnings']).catch(() => []);
      return updates.length === 0 ? [] : productOf(updates, 'warnings').data.warnings.map((warning) => warning.name);
    }, firstData)
    .toContain(withMarkup('Yellow snowfall warning'));
}

const helsinkiWithMarkup: SavedLocation = { ...helsinki, name: withMarkup(helsinki.name) };

test('the popup shows a place name and a warning with markup as text', async ({ page, markupHost: host }) => {
  await page.setViewportSize({ width: 360, height: 560 });
  const watched = await watch(page, host.origin);
  await updateSettings(host.api, { locations: [helsinkiWithMarkup], chosenPlaceId: null, interfaceLanguage: 'en', language: 'en' });
  await expectWarningHeld(host);
  await host.signIn(page);
  await page.goto(`${host.origin}/popup.html`);

  await expect(page.locator('.place')).toContainText(helsinkiWithMarkup.name, firstData);
  // The badge names the highest warning's significance in the service's own words.
  await expect(page.getByTestId('warnings-badge')).toContainText(withMarkup('Moderate: be aware. The weather is potentially dangerous.'), firstData);

  await expectNothingParsed(page, watched);
  await expectHtmlStringsRefused(page, watched);
});

test('the dashboard shows place names and warnings with markup as text, in every view', async ({ page, markupHost: host }) => {
  const watched = await watch(page, host.origin);
  await updateSettings(host.api, { locations: [helsinkiWithMarkup], chosenPlaceId: null, interfaceLanguage: 'en', language: 'en' });
  await expectWarningHeld(host);
  await host.signIn(page);
  await page.goto(`${host.origin}/dashboard.html`);

  const warning = page.getByTestId('warnings-panel').getByTestId('warning');
  await expect(warning.getByRole('heading')).toHaveText(withMarkup('Yellow snowfall warning'), firstData);
  await expect(warning.getByTestId('warning-text')).toHaveText(withMarkup('Heavy snowfall: up to 12 cm of new snow within 24 hours.'));
  await expect(page.getByTestId('location-name')).toHaveText(helsinkiWithMarkup.name);

  // A place the search finds: the service's name, as text in the results, the list and the status.
  const tampere = withMarkup('Tampere');
  await page.getByLabel('Country').selectOption('FI');
  await page.getByLabel('Place name').fill('Tampere');
  const result = page.getByTestId('location-result').filter({ hasText: tampere });
  await expect(result.first()).toContainText(tampere, firstData);
  await result.first().click();
  await expect(page.getByTestId('locations-status')).toHaveText(`Added ${tampere}.`);
  await expect(page.getByTestId('location-name')).toHaveText([helsinkiWithMarkup.name, tampere]);
  await expect(page.getByRole('heading', { level: 2, name: `Forecasts for ${tampere}` })).toBeVisible(firstData);
  await expectNothingParsed(page, watched);

  for (const view of ['settings', 'account'] as const) {
    await page.goto(`${host.origin}/dashboard.html#${view}`);
    await expect(page.locator('main')).not.toBeEmpty(firstData);
    await expectNothingParsed(page, watched);
  }
  await expectHtmlStringsRefused(page, watched);
});

test.describe('the map', () => {
  // The storm's advisory is written in the computer's zone: one zone for every run.
  test.use({ timezoneId: 'UTC' });

  test('shows storm names, their details and place names with markup as text, and its controls work', async ({ page, markupHost: host }) => {
    const watched = await watch(page, host.origin);
    // The Bay of Bengal on the demo's day: Gagan, a category 4 cyclone, beside Visakhapatnam.
    // Found by the search, so named by the service.
    const coast = savedFrom(await firstFound(host.api, 'Visakhapatnam'));
    expect(coast.name).toBe(withMarkup('Visakhapatnam'));
    await updateSettings(host.api, { locations: [coast], chosenPlaceId: null, interfaceLanguage: 'en', map: { center: [17, 88], zoom: 5, storms: true } });
    await host.signIn(page);
    await page.goto(`${host.origin}/map.html`);

    const gagan = withMarkup('Gagan');
    await expect(page.locator('.leaflet-tooltip.wg-storm-name').filter({ hasText: gagan })).toHaveText(gagan, firstData);
    await expect(page.locator('.leaflet-tooltip.wg-location-name')).toHaveText(coast.name);
    await expect(page.getByTestId('storm-list')).toContainText(gagan);

    // The storm's details open from the list, name as text, and close from their own button.
    await page.getByTestId('storm-list').getByRole('button', { name: gagan }).click();
    await expect(page.locator('.wg-storm-popup strong')).toHaveText(`${gagan} (North Indian)`);
    await page.locator('.leaflet-popup').getByRole('button', { name: 'Close popup' }).click();
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);

    // A pin opens its place's forecast under the service's name, as text (from the keyboard: the
    // map may still be gliding from the storm it showed).
    await page.locator('.wg-location-pin').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('point-forecast').getByRole('heading', { level: 2 })).toHaveText(coast.name, firstData);

    // The zoom buttons, built as elements, still zoom; the credit still links.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await currentSettings(host.api)).map.zoom).toBe(6);
    await expect(page.locator('.leaflet-control-attribution').getByRole('link', { name: 'Natural Earth' })).toHaveAttribute('href', 'https://www.naturalearthdata.com');

    await expectNothingParsed(page, watched);
    await expectHtmlStringsRefused(page, watched);
  });
});
