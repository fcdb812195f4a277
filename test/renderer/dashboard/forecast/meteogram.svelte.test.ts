import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShapeContext } from '@renderer/dashboard/display';
import MeteogramSection from '@renderer/dashboard/forecast/MeteogramSection.svelte';
import { meteogramShape, meteogramSummary, plot, stepsOfDay, ticksOf, type MeteogramStep } from '@renderer/dashboard/forecast/meteogram';
import type { DayForecast } from '@shared/api/forecasts';
import { unitPresets } from '@shared/units';
import { render } from '../dashboard-fake-main';

const hour = 3_600_000;
/** Monday 5 January 2026, 00:00 in UTC, where every time here is. */
const start = Date.parse('2026-01-05T00:00:00Z');
const context = (overrides: Partial<ShapeContext> = {}): ShapeContext => ({
  now: start - 1,
  zone: 'UTC',
  locale: 'en',
  language: 'en',
  units: unitPresets.metric,
  ...overrides,
});

function step(index: number, fields: Partial<MeteogramStep> = {}, periodHours = 1): MeteogramStep {
  const at = start + (index + 1) * periodHours * hour;
  const hourOfDay = new Date(at).getUTCHours();
  return {
    time: new Date(at).toISOString(),
    symbol: hourOfDay >= 8 && hourOfDay < 16 ? 'd300' : 'n300',
    temperature: 0,
    precipAccum: 0,
    precipProb: 10,
    windSpeed: 4,
    windDir: 180,
    ...fields,
  };
}

const steps = (count: number, each: (index: number) => Partial<MeteogramStep>, periodHours = 1) =>
  Array.from({ length: count }, (_, index) => step(index, each(index), periodHours));

describe('the meteogram’s shape', () => {
  it('puts each step in its column and each value at its height on a whole-degree axis', () => {
    const shape = meteogramShape(steps(4, (i) => ({ temperature: [-2, 0, 2, 3][i] ?? null })), context());
    expect(shape.temperatureAxis).toEqual({ min: -2, max: 3, step: 1 });
    const width = (plot.right - plot.left) / 4;
    expect(shape.columns.map((column) => column.x)).toEqual([0, 1, 2, 3].map((i) => plot.left + i * width));
    expect(shape.columns[0]?.temperatureY).toBeCloseTo(plot.bottom);
    expect(shape.columns[3]?.temperatureY).toBeCloseTo(plot.top);
    // 0° sits two fifths of the way up: above it the line is drawn warm, below it cold.
    expect(shape.zeroY).toBeCloseTo(plot.bottom - 0.4 * (plot.bottom - plot.top));
    expect(ticksOf({ min: -2, max: 3, step: 1 }).map((tick) => tick.value)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('has no zero line when all is above or all below freezing, and breaks the line at a missing value', () => {
    const shape = meteogramShape(steps(3, (i) => ({ temperature: [4, null, 6][i] ?? null })), context());
    expect(shape.zeroY).toBeNull();
    expect(shape.temperaturePath.match(/M/g)).toHaveLength(2);
  });

  it('draws precipitation to 0.1 mm on an axis that reaches 1 mm, in the unit chosen', () => {
    const wet = steps(3, (i) => ({ precipAccum: [0, 0.3, 2.4][i] ?? null, precipProb: [10, 60, 90][i] ?? null }));
    const shape = meteogramShape(wet, context());
    expect(shape.precipitationAxis?.max).toBeGreaterThanOrEqual(2.4);
    const small = meteogramShape(wet.slice(0, 2), context());
    expect(small.precipitationAxis?.max).toBe(1);
    expect(small.columns[1]?.bar).toMatchObject({ amount: 0.3, chance: 60 });
    expect(small.columns[1]?.bar?.height).toBeCloseTo(0.3 * (plot.bottom - plot.top));
    const inches = meteogramShape(wet, context({ units: unitPresets.us }));
    expect(inches.columns[2]?.bar?.amount).toBeCloseTo(2.4 / 25.4);
  });

  it('shades the night as spans from the symbols, and spaces the symbols out', () => {
    const shape = meteogramShape(steps(48, () => ({})), context());
    // Midnight to 08:00 and 16:00 to 08:00 the next day, then 16:00 to the end.
    expect(shape.nights).toHaveLength(3);
    const shown = shape.columns.filter((column) => column.showsSymbol);
    expect(shown.length).toBeGreaterThan(8);
    expect(shown.length).toBeLessThanOrEqual(17);
    expect(shape.days.map((day) => day.label)).toEqual(['Mon', 'Tue', 'Wed']);
  });

  it('says the range, the precipitation, when it is wettest and the strongest wind', () => {
    const wet = steps(6, (i) => ({ temperature: [-3, -1, 2, 4, 3, 1][i] ?? null, precipAccum: [0, 0.4, 1.2, 0, 0, 0][i] ?? null, windSpeed: [3, 9, 5, 4, 4, 2][i] ?? null }));
    expect(meteogramSummary(wet, 'the next 48 hours', context())).toBe(
      'The next 48 hours: temperature -3 to 4 °C; 1.6 mm of precipitation, most in the period to 03:00 Mon; wind up to 9 m/s; chance of precipitation up to 10 %.',
    );
  });
});

describe('a chosen day’s steps', () => {
  const hours = steps(60, () => ({}));
  const threeHours = steps(40, () => ({}), 3);

  it('are its hours where the hourly forecast covers it, else its 3-hour periods', () => {
    const monday = stepsOfDay('2026-01-05', hours, threeHours, 'UTC');
    expect(monday.resolution).toBe('hourly');
    expect(monday.steps).toHaveLength(24);
    expect(monday.steps[0]?.time).toBe('2026-01-05T01:00:00.000Z');
    const thursday = stepsOfDay('2026-01-08', hours, threeHours, 'UTC');
    expect(thursday).toMatchObject({ resolution: '3-hourly' });
    expect(thursday.steps).toHaveLength(8);
    expect(stepsOfDay('2026-02-01', hours, threeHours, 'UTC')).toEqual({ steps: [], resolution: null });
  });
});

function day(date: string, fields: Partial<DayForecast> = {}): DayForecast {
  return { date, symbol: 'd300', maxTemp: 3, minTemp: -2, maxWindSpeed: 6, windDir: 180, precipAccum: 0.4, snowDepth: null, ...fields };
}

describe('the meteogram section', () => {
  let destroy: (() => void) | undefined;
  afterEach(() => {
    destroy?.();
    destroy = undefined;
  });

  const days = Array.from({ length: 10 }, (_, i) => day(new Date(start + i * 24 * hour).toISOString().slice(0, 10)));
  const mount = () => {
    const view = render(MeteogramSection, { hours: steps(72, () => ({})), threeHours: steps(40, () => ({}), 3), days, context: context() });
    destroy = view.destroy;
    flushSync();
    return view.target;
  };
  const shownSteps = (root: ParentNode) => Number(root.querySelector('[data-testid="meteogram-chart"]')?.getAttribute('data-steps'));

  it('opens on the next 48 hours, with ten days under it', () => {
    const root = mount();
    expect(root.querySelector('h3')?.textContent).toBe('Next 48 hours');
    expect(shownSteps(root)).toBe(48);
    expect(root.querySelectorAll('[data-testid="meteogram-day"]')).toHaveLength(10);
    expect(root.querySelector('[data-testid="meteogram-summary"]')?.textContent).toMatch(/^The next 48 hours: temperature 0 °C; no precipitation; wind up to 4 m\/s\.$/);
  });

  it('shows a chosen day’s hours, and goes back to the next 48 hours', () => {
    const root = mount();
    const [, tuesday] = root.querySelectorAll<HTMLButtonElement>('[data-testid="meteogram-day"]');
    tuesday?.click();
    flushSync();
    expect(root.querySelector('h3')?.textContent).toBe('Tue 6 Jan');
    expect(tuesday?.getAttribute('aria-pressed')).toBe('true');
    expect(shownSteps(root)).toBe(24);
    const thursday = root.querySelectorAll<HTMLButtonElement>('[data-testid="meteogram-day"]')[3];
    thursday?.click();
    flushSync();
    expect(root.querySelector('[data-testid="meteogram-summary"]')?.textContent).toMatch(/^Thu 8 Jan, in 3-hour steps:/);
    expect(shownSteps(root)).toBe(8);
    // Past the 3-hourly forecast's reach the day has no steps: it says so rather than draw nothing.
    root.querySelectorAll<HTMLButtonElement>('[data-testid="meteogram-day"]')[7]?.click();
    flushSync();
    expect(root.textContent).toContain('No hours to show for Mon 12 Jan.');
    root.querySelector<HTMLButtonElement>('[data-testid="meteogram-back"]')?.click();
    flushSync();
    expect(shownSteps(root)).toBe(48);
  });

  it('moves between the days with the arrow keys, one tab stop for the row', () => {
    const root = mount();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="meteogram-day"]')];
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    buttons[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(buttons[1]);
    buttons[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(buttons[9]);
  });
});
