import type { Locator, Page } from '@playwright/test';
import type { Theme } from '@shared/settings';
import { expect, test } from './fixtures';
import { arrange, attachPicture, boxOf, expectLaidOut, firstData, popupSize } from './layout-checks';

// Each dashboard test waits for every product and three days of history, then measures every element.
test.describe.configure({ timeout: 90_000 });

const dashboardSizes = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;
const themes = ['light', 'dark'] as const satisfies readonly Theme[];

/** "Sat 21 Nov 2026": the dashboard's way of writing a day ("Mon 23 Nov"), with the year, for a calendar date (YYYY-MM-DD). */
function appDate(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    Date.parse(`${date}T00:00:00Z`),
  );
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

interface Cues {
  start: boolean;
  end: boolean;
  /** Only a scroller that scrolls downwards too has a bottom cue. */
  bottom: boolean;
  /** How far the content reaches past the scroller's box. */
  hidden: number;
}

/** The little of the DOM the checks below read in the page, typed here: this project's Node types have no DOM. */
interface PageElement {
  id: string;
  parentElement: PageElement | null;
  firstChild: { textContent: string | null } | null;
  scrollWidth: number;
  clientWidth: number;
  querySelector(selector: string): PageElement | null;
  getBoundingClientRect(): { bottom: number };
}

interface PageStyle {
  opacity: string;
  fontSize: string;
  borderTopStyle: string;
  color: string;
}

interface PageGlobals {
  getComputedStyle(element: PageElement, pseudo?: string): PageStyle;
  document: {
    querySelector(selector: string): PageElement | null;
    createRange(): { setStart(node: object, offset: number): void; setEnd(node: object, offset: number): void; getBoundingClientRect(): { bottom: number } };
  };
}

/** Runs in the page on a declared scroller: whether its frame shows the fade at each edge. */
function cuesOf(scroller: unknown): Cues {
  const element = scroller as PageElement;
  const { getComputedStyle } = globalThis as unknown as PageGlobals;
  const frame = element.parentElement;
  if (frame === null) throw new Error('a scroller has no frame');
  const shown = (pseudo: string): boolean => Number(getComputedStyle(frame, pseudo).opacity) > 0.5;
  const bottomFade = frame.querySelector(':scope > .fade-bottom');
  return {
    start: shown('::before'),
    end: shown('::after'),
    bottom: bottomFade !== null && Number(getComputedStyle(bottomFade).opacity) > 0.5,
    hidden: element.scrollWidth - element.clientWidth,
  };
}

async function cues(scroller: Locator): Promise<Cues> {
  return scroller.evaluate(cuesOf);
}

/** The scroller nearest around `content`: the last in document order of those that hold it (the popup's body holds the hours' strip too). */
function scrollerOf(page: Page, content: Locator): Locator {
  return page.locator('[data-scroller]').filter({ has: content }).last();
}

interface TemperatureParts {
  figureSize: number;
  unitSize: number;
  digitsBottom: number;
  unitBottom: number;
}

/** Runs in the page on the temperature: the unit's size against the figure's, and where each text ends below. */
function temperatureParts(temperature: unknown): TemperatureParts {
  const figure = temperature as PageElement;
  const { getComputedStyle, document } = globalThis as unknown as PageGlobals;
  const unit = figure.querySelector('.unit');
  const digits = figure.firstChild;
  if (unit === null || digits === null) throw new Error('the temperature has no figure or no unit');
  const range = document.createRange();
  range.setStart(digits, 0);
  range.setEnd(digits, digits.textContent?.length ?? 0);
  return {
    figureSize: Number.parseFloat(getComputedStyle(figure).fontSize),
    unitSize: Number.parseFloat(getComputedStyle(unit).fontSize),
    digitsBottom: range.getBoundingClientRect().bottom,
    unitBottom: unit.getBoundingClientRect().bottom,
  };
}

/** The 'C' of '6°C': at least half the figure's size, on its baseline (not raised as a footnote). */
async function expectUnitReadsWithFigure(temperature: Locator): Promise<void> {
  const parts = await temperature.evaluate(temperatureParts);
  expect(parts.unitSize / parts.figureSize).toBeGreaterThanOrEqual(0.5);
  expect(parts.unitBottom).toBeLessThanOrEqual(parts.digitsBottom + 1);
  expect(parts.unitBottom).toBeGreaterThanOrEqual(parts.digitsBottom - 0.2 * parts.figureSize);
}

test.describe('the popup at 360x560', () => {
  for (const theme of themes) {
    test(`${theme}: nothing overflows or is cut without a cue; the unit reads with its figure; the hours clear the footer`, async ({ page, host }, testInfo) => {
      await page.setViewportSize(popupSize);
      const restore = await arrange(page, host, theme);
      try {
        await page.goto(`${host.origin}/popup.html`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('current-temperature')).toHaveText(/^-?\d+°C$/, firstData);
        const strip = page.getByTestId('hourly-strip');
        await expect(strip.getByRole('listitem')).toHaveCount(12);
        await expect(page.getByRole('button', { name: /^\d+ warnings?, / })).toBeVisible(firstData);
        await expect(page.getByTestId('nowcast-headline')).toBeVisible();

        await expectLaidOut(page);

        await expectUnitReadsWithFigure(page.getByTestId('current-temperature'));

        // Twelve hours do not fit 360 px: the strip scrolls, and says so at the edge it is cut.
        const scroller = scrollerOf(page, strip);
        await expect.poll(() => cues(scroller)).toMatchObject({ start: false, end: true });
        expect((await cues(scroller)).hidden).toBeGreaterThan(0);
        await scroller.evaluate((element: { scrollLeft: number; scrollWidth: number }) => {
          element.scrollLeft = element.scrollWidth;
        });
        await expect.poll(() => cues(scroller)).toMatchObject({ start: true, end: false });
        await expectLaidOut(page);

        // Every hour's precipitation is above the footer, not under it.
        const footer = await boxOf(page.getByRole('contentinfo'));
        const amounts = strip.getByTitle('Precipitation in the hour up to this time');
        await expect(amounts).toHaveCount(12);
        for (const amount of await amounts.all()) {
          const box = await boxOf(amount);
          expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
        }
        await attachPicture(page, testInfo, `popup-${theme}`);
      } finally {
        await restore();
      }
    });
  }

  test('the warnings badge is a button that opens the dashboard on the warnings, clicked or pressed with Enter', async ({ page, host }) => {
    await page.setViewportSize(popupSize);
    const restore = await arrange(page, host, 'light');
    try {
      await page.goto(`${host.origin}/popup.html`);
      const badge = page.getByRole('button', { name: /^\d+ warnings?, highest \w+/ });
      await expect(badge).toBeVisible(firstData);
      // Its name starts with the words it shows, so speech users can say what they see.
      const shown = ((await badge.locator('span[aria-hidden="true"]').textContent()) ?? '').trim();
      expect(shown).toMatch(/^\d+ warnings?$/);
      await expect(badge).toHaveAccessibleName(new RegExp(`^${shown}, highest (yellow|orange|red)`));

      const expectWarningsOpened = async (dashboard: Page): Promise<void> => {
        await expect(dashboard).toHaveURL(/\/dashboard\.html#warnings$/);
        const panel = dashboard.getByTestId('warnings-panel');
        await expect(panel.getByTestId('warning').first()).toBeVisible(firstData);
        await expect(panel).toBeInViewport();
        await expect(panel.getByRole('heading', { name: 'Warnings', exact: true })).toBeFocused();
        await dashboard.close();
      };

      await page.keyboard.press('Tab');
      await expect(page.getByTestId('location-switcher')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(badge).toBeFocused();
      const [pressed] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      await expectWarningsOpened(pressed);

      const [clicked] = await Promise.all([page.context().waitForEvent('page'), badge.click()]);
      await expectWarningsOpened(clicked);
    } finally {
      await restore();
    }
  });
});

interface FieldLook {
  opacity: number;
  borderStyle: string;
  labelColour: string;
}

/** Runs in the page on a form field: how it looks, with its label. */
function lookOf(field: unknown): FieldLook {
  const element = field as PageElement;
  const { getComputedStyle, document } = globalThis as unknown as PageGlobals;
  const style = getComputedStyle(element);
  const label = document.querySelector(`label[for="${element.id}"]`);
  return { opacity: Number(style.opacity), borderStyle: style.borderTopStyle, labelColour: label === null ? '' : getComputedStyle(label).color };
}

/** Runs in the page on a field: the colour its own text is written in. */
function inkOf(field: unknown): string {
  const { getComputedStyle } = globalThis as unknown as PageGlobals;
  return getComputedStyle(field as PageElement).color;
}

/** The forecasts with every scheduled product in, and three days of history asked for. */
async function forecastsReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Forecasts for Philadelphia' })).toBeVisible(firstData);
  await expect(page.getByTestId('day-table')).toBeVisible(firstData);
  await expect(page.getByTestId('warnings-panel').getByTestId('warning').first()).toBeVisible(firstData);
  await expect(page.getByTestId('observation').first()).toBeVisible(firstData);
  await expect(page.getByTestId('aqi-now')).toBeVisible(firstData);
  const history = page.getByTestId('history-panel');
  // Three days that have all passed: the field starts on the last one (yesterday).
  const firstDay = history.getByLabel('First day');
  const lastDay = Date.parse(`${await firstDay.inputValue()}T00:00:00Z`);
  await firstDay.fill(new Date(lastDay - 2 * 86_400_000).toISOString().slice(0, 10));
  await history.getByLabel('Days').selectOption('3');
  await history.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('history-day')).toHaveCount(3, firstData);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);
  await expect(page.getByText(/^Loading/)).toHaveCount(0, firstData);
}

for (const size of dashboardSizes) {
  test.describe(`the dashboard at ${size.width}x${size.height}`, () => {
    for (const theme of themes) {
      test(`${theme}, forecasts: no card overflows, tables that scroll say so, numbers keep their units, names and places read whole`, async ({ page, host }, testInfo) => {
        await page.setViewportSize(size);
        const restore = await arrange(page, host, theme);
        try {
          await page.goto(`${host.origin}/dashboard.html`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await forecastsReady(page);

          await expectLaidOut(page);

          await expectUnitReadsWithFigure(page.getByTestId('now-temperature'));

          // The warning's significance, a sentence on its colour, stays inside its card.
          const warning = page.getByTestId('warning').first();
          const [chip, item] = await Promise.all([boxOf(warning.getByTestId('warning-significance')), boxOf(warning)]);
          expect(chip.x).toBeGreaterThanOrEqual(item.x);
          expect(chip.x + chip.width).toBeLessThanOrEqual(item.x + item.width + 1);

          // The daily table's last column is in view, or the table says it goes on.
          const dayScroller = scrollerOf(page, page.getByTestId('day-table'));
          const [scrollerBox, confidence] = await Promise.all([boxOf(dayScroller), boxOf(page.getByRole('columnheader', { name: 'Confidence' }))]);
          const confidenceCut = confidence.x + confidence.width > scrollerBox.x + scrollerBox.width + 1;
          await expect.poll(() => cues(dayScroller)).toMatchObject({ end: confidenceCut });

          // The place's name in full, and its country as the country filter names it.
          const firstPlace = page.getByTestId('location-item').filter({ hasText: 'Philadelphia' });
          const name = firstPlace.getByTestId('location-name');
          await expect(name).toHaveText('Philadelphia');
          expect(await name.evaluate((element: Record<'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight', number>) => ({
            sideways: element.scrollWidth - element.clientWidth,
            downwards: element.scrollHeight - element.clientHeight,
          }))).toEqual({ sideways: 0, downwards: 0 });
          const filterName = await page.getByLabel('Country').locator('option[value="US"]').textContent();
          expect(filterName).toBe('United States');
          await expect(firstPlace.getByTestId('place-country')).toHaveText(filterName ?? '');

          // A station's distance and wind: no direction for a zero distance or calm wind, no comma before nothing.
          for (const row of await page.getByTestId('observation').all()) {
            await expect(row.getByRole('cell').nth(0)).toHaveText(/^(–|0\u00a0(km|mi)|(?!0\u00a0)\d[\d,.]*\u00a0(km|mi) (N|NE|E|SE|S|SW|W|NW))$/);
            const wind = row.getByTestId('observation-wind');
            const gusts = wind.getByTestId('observation-gusts');
            const gustsText = (await gusts.count()) === 0 ? '' : ((await gusts.textContent()) ?? '');
            const speedText = ((await wind.textContent()) ?? '').replace(gustsText, '').replace(/\s+/g, ' ').trim();
            expect(speedText).toMatch(/^(–|0 \S+|(?!0 )\d[\d,.]* \S+ (N|NE|E|SE|S|SW|W|NW))$/);
            expect(gustsText).toMatch(/^(gusts \d[\d,.]*\u00a0\S+)?$/);
          }

          // The history's first day in the app's own words over the field, the browser's own writing
          // of it (11/20/2026) hidden; while the field has the focus, its own parts show for typing.
          const dateField = page.getByTestId('history-panel').getByLabel('First day');
          const shownDate = page.getByTestId('history-date-shown');
          await expect(shownDate).toHaveText(appDate(await dateField.inputValue()));
          const [field, words] = await Promise.all([boxOf(dateField), boxOf(shownDate)]);
          expect(words.x).toBeGreaterThanOrEqual(field.x);
          expect(words.x + words.width).toBeLessThanOrEqual(field.x + field.width);
          expect(await dateField.evaluate(inkOf)).toBe('rgba(0, 0, 0, 0)');
          await dateField.focus();
          await expect(shownDate).toBeHidden();
          expect(await dateField.evaluate(inkOf)).not.toBe('rgba(0, 0, 0, 0)');
          await dateField.blur();
          await expect(shownDate).toBeVisible();

          await attachPicture(page, testInfo, `dashboard-forecasts-${size.width}-${theme}`);

          // Every field of every hour: more rows below and more columns aside, each edge saying so;
          // the times stay in view beside the columns scrolled under them.
          const hourTable = page.getByTestId('hour-table');
          await hourTable.getByText(/^Full dataset: every field of all \d+ hours$/).click();
          const hourScroller = hourTable.locator('[data-scroller]');
          await expect.poll(() => cues(hourScroller)).toMatchObject({ start: false, end: true, bottom: true });
          await expectLaidOut(page);
          const firstTime = hourTable.locator('tbody th').first();
          const timeBefore = await boxOf(firstTime);
          await hourScroller.evaluate((element: { scrollLeft: number; scrollTop: number; scrollWidth: number; scrollHeight: number }) => {
            element.scrollLeft = element.scrollWidth;
            element.scrollTop = element.scrollHeight;
          });
          await expect.poll(() => cues(hourScroller)).toMatchObject({ start: true, end: false, bottom: false });
          await expectLaidOut(page);
          const lastTime = await boxOf(hourTable.locator('tbody th').last());
          expect(lastTime.x).toBeCloseTo(timeBefore.x, 0);
        } finally {
          await restore();
        }
      });

      test(`${theme}, settings: nothing overflows, and the quiet hours' times look disabled while they are`, async ({ page, host }, testInfo) => {
        await page.setViewportSize(size);
        const restore = await arrange(page, host, theme);
        try {
          await page.goto(`${host.origin}/dashboard.html#settings`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
          const quiet = page.getByRole('group', { name: 'Quiet hours' });
          await expect(quiet.getByLabel('No notifications during quiet hours')).not.toBeChecked();

          await expectLaidOut(page);

          const from = quiet.getByLabel('From');
          await expect(from).toBeDisabled();
          await expect(quiet.getByLabel('Until')).toBeDisabled();
          const enabled = page.getByLabel('Requests a day Weatherglass may make');
          await expect(enabled).toBeEnabled();
          const [disabledLook, enabledLook] = await Promise.all([from.evaluate(lookOf), enabled.evaluate(lookOf)]);
          expect(disabledLook.opacity).toBeLessThan(enabledLook.opacity);
          expect(disabledLook.borderStyle).not.toBe(enabledLook.borderStyle);
          expect(disabledLook.labelColour).not.toBe(enabledLook.labelColour);

          await attachPicture(page, testInfo, `dashboard-settings-${size.width}-${theme}`);
        } finally {
          await restore();
        }
      });

      test(`${theme}, account: nothing overflows or is cut without a cue`, async ({ page, host }, testInfo) => {
        await page.setViewportSize(size);
        const restore = await arrange(page, host, theme);
        try {
          await page.goto(`${host.origin}/dashboard.html#account`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
          await expect(page.getByTestId('usage-chart')).toBeVisible(firstData);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);

          await expectLaidOut(page);
          await attachPicture(page, testInfo, `dashboard-account-${size.width}-${theme}`);
        } finally {
          await restore();
        }
      });
    }
  });
}
