import { flushSync } from 'svelte';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShapeContext } from '@renderer/dashboard/display';
import MeteogramSection from '@renderer/dashboard/forecast/MeteogramSection.svelte';
import {
  meteogramDays,
  meteogramLabelSize,
  meteogramShape,
  meteogramSummary,
  meteogramWidth,
  periodOf,
  plot,
  stepsOfDay,
  sunEvents,
  ticksOf,
  type MeteogramStep,
} from '@renderer/dashboard/forecast/meteogram';
import type { DayForecast } from '@shared/api/forecasts';
import { unitPresets } from '@shared/units';
import { installFakeMain, render } from '../dashboard-fake-main';

const hour = 3_600_000;
/** Monday 5 January 2026, 00:00\u00a0in UTC, where every time here is. */
const start = Date.parse('2026-01-05T00:00:00Z');
const plotWidth = plot.right - plot.left;
const plotHeight = plot.bottom - plot.top;
const context = (overrides: Partial<ShapeContext> = {}): ShapeContext => ({
  now: start - 1,
  zone: 'UTC',
  locale: 'en',
  language: 'en',
  units: unitPresets.metric,
  ...overrides,
});

/** The step for the period ending `index + 1` periods after `from`: day symbols for periods ending 08:00 to 15:00. */
function step(index: number, fields: Partial<MeteogramStep> = {}, periodHours = 1, from = start): MeteogramStep {
  const at = from + (index + 1) * periodHours * hour;
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

const steps = (count: number, each: (index: number) => Partial<MeteogramStep> = () => ({}), periodHours = 1, from = start) =>
  Array.from({ length: count }, (_, index) => step(index, each(index), periodHours, from));

const at = (iso: string) => Date.parse(iso);
/** Drawing units in columns from the plot's left edge, to compare without floating-point noise. */
const columnsFrom = (x: number, columns: number) => Number(((x - plot.left) / (plotWidth / columns)).toFixed(3));
const spansIn = (spans: readonly { x: number; width: number }[], columns: number) =>
  spans.map((span) => [columnsFrom(span.x, columns), columnsFrom(span.x + span.width, columns)]);

describe('the meteogram’s geometry', () => {
  it('puts each hour in its column by its time and each temperature at its height on a whole-degree axis', () => {
    const shape = meteogramShape(steps(4, (i) => ({ temperature: [-2, 0, 2, 3][i] ?? null })), context());
    expect(shape.temperatureAxis).toEqual({ min: -2, max: 3, step: 1 });
    const width = plotWidth / 4;
    expect(shape.columns.map((column) => column.x)).toEqual([0, 1, 2, 3].map((i) => plot.left + i * width));
    expect(shape.columns.map((column) => column.temperatureY)).toEqual([plot.bottom, plot.bottom - 0.4 * plotHeight, plot.bottom - 0.8 * plotHeight, plot.top]);
    // 0° sits two fifths of the way up: the line changes colour there.
    expect(shape.freezingY).toBeCloseTo(plot.bottom - 0.4 * plotHeight);
    expect(ticksOf({ min: -2, max: 3, step: 1 }).map((tick) => tick.value)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('leaves a missing hour as a gap rather than closing up the columns', () => {
    const gappy = [step(0), step(1), step(3)];
    expect(periodOf(gappy)).toBe(hour);
    const shape = meteogramShape(gappy, context());
    expect(shape.columns.map((column) => column.x)).toEqual([plot.left, plot.left + plotWidth / 4, plot.left + (3 * plotWidth) / 4]);
  });

  it('splits the temperature line where it crosses 0°: cold below, warm above', () => {
    const shape = meteogramShape(steps(2, (i) => ({ temperature: [-2, 2][i] ?? null })), context());
    // Two columns 440 wide, their points at their ends, the steps' instants (480 and 920); the axis
    // -3..3 over 176..28 puts -2 at 151.3, 0° at 102 and 2 at 52.7: the line turns from cold to warm
    // half way, at x 700.
    expect(shape.temperatureAxis).toEqual({ min: -3, max: 3, step: 1 });
    expect(shape.temperatureLines).toEqual([
      { warm: false, d: 'M480.0 151.3L700.0 102.0' },
      { warm: true, d: 'M700.0 102.0L920.0 52.7' },
    ]);
  });

  it('keeps a line warm or cold while it stays on one side, breaks it at a missing value and draws a lone value as a dot', () => {
    const shape = meteogramShape(steps(5, (i) => ({ temperature: [4, 0, 5, null, 6][i] ?? null })), context());
    expect(shape.freezingY).toBeNull();
    expect(shape.temperatureLines.map((line) => line.warm)).toEqual([true, true]);
    expect(shape.temperatureLines[0]?.d.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
    expect(shape.temperatureLines[1]?.d).toMatch(/^M\S+ \S+h0$/);
  });

  it('changes colour at freezing in Fahrenheit too', () => {
    const shape = meteogramShape(steps(3, (i) => ({ temperature: [36, 30, 28][i] ?? null })), context({ units: unitPresets.us }));
    expect(shape.freezingY).not.toBeNull();
    expect(shape.temperatureLines.map((line) => line.warm)).toEqual([true, false]);
  });

  it('draws precipitation to the 0.1\u00a0mm shown, with its chance, on an axis from 0 to at least 1\u00a0mm', () => {
    const wet = steps(4, (i) => ({ precipAccum: [0.04, 0.06, 0.3, 2.4][i] ?? null, precipProb: [5, 20, 60, 90][i] ?? null }));
    const small = meteogramShape(wet.slice(0, 3), context());
    expect(small.precipitationAxis).toMatchObject({ min: 0, max: 1 });
    // 0.04\u00a0mm is shown as a trace and draws no bar; 0.06\u00a0mm is shown, and drawn, as 0.1\u00a0mm.
    expect(small.columns[0]?.bar).toBeNull();
    expect(small.columns[1]?.bar?.height).toBeCloseTo(0.1 * plotHeight);
    expect(small.columns[2]?.bar).toMatchObject({ chance: 60, text: 'To 03:00 Mon: 0.3\u00a0mm, chance 60%' });
    expect(small.columns[2]?.bar?.height).toBeCloseTo(0.3 * plotHeight);
    // Half way between two figures the bar is the figure written beside it (0.15\u00a0mm reads 0.2\u00a0mm, which 0.15.toFixed(1) would not say).
    const half = meteogramShape(steps(1, () => ({ precipAccum: 0.15, precipProb: 50 })), context());
    expect(half.columns[0]?.bar).toMatchObject({ text: 'To 01:00 Mon: 0.2\u00a0mm, chance 50%' });
    expect(half.columns[0]?.bar?.height).toBeCloseTo(0.2 * plotHeight);
    const large = meteogramShape(wet, context());
    expect(large.precipitationAxis?.max).toBeGreaterThanOrEqual(2.4);
    const inches = meteogramShape(wet, context({ units: unitPresets.us }));
    const top = inches.precipitationAxis?.max ?? Number.NaN;
    expect(inches.columns[3]?.bar?.height).toBeCloseTo((0.09 / top) * plotHeight);
    expect(inches.columns[3]?.bar?.text).toBe('To 4:00 am Mon: 0.09\u00a0in, chance 90%');
  });

  it('keeps a dry day’s precipitation axis in inches at a wet hour’s 0.04\u00a0in, never 1\u00a0in, so a trace beside it still shows', () => {
    const dry = meteogramShape(steps(8, () => ({ precipAccum: 0 }), 3), context({ units: unitPresets.us }));
    expect(dry.precipitationAxis).toEqual({ min: 0, max: 0.04, step: 0.01 });
    const damp = meteogramShape(steps(8, (i) => ({ precipAccum: i === 2 ? 0.3 : 0 }), 3), context({ units: unitPresets.us }));
    expect(damp.precipitationAxis?.max).toBe(0.04);
    expect(damp.columns[2]?.bar?.height).toBeCloseTo((0.01 / 0.04) * plotHeight);
  });

  it('sizes its labels to read 11 px however wide the card is, up to half as large again', () => {
    expect(meteogramLabelSize(meteogramWidth)).toBe(11);
    // At a 1024 px window the drawing is some 680 px wide: 11 units would be under 8 px.
    expect(meteogramLabelSize(680) * (680 / meteogramWidth)).toBeCloseTo(11, 1);
    expect(meteogramLabelSize(1400)).toBe(11);
    expect(meteogramLabelSize(300)).toBe(17.6);
    expect(meteogramLabelSize(0)).toBe(11);
  });

  it('writes the wind in the unit chosen, for the marks along the bottom', () => {
    const windy = steps(1, () => ({ windSpeed: 9 }));
    expect(meteogramShape(windy, context()).columns[0]?.wind).toBe('9');
    expect(meteogramShape(windy, context({ units: { ...unitPresets.metric, wind: 'BFT' } })).columns[0]?.wind).toBe('5');
  });
});

describe('the symbols, wind and hour marks', () => {
  const markedHours = (shape: ReturnType<typeof meteogramShape>) => shape.hours.map((mark) => mark.label);

  it('come every 3 hours over 48 hours, on the clock’s hours', () => {
    const shape = meteogramShape(steps(48, () => ({}), 1, start + 7 * hour), context());
    const marked = shape.columns.filter((column) => column.marked);
    expect(marked).toHaveLength(16);
    expect(marked.map((column, i) => Date.parse(column.step.time) - Date.parse(marked[i - 1]?.step.time ?? column.step.time)).slice(1)).toEqual(Array(15).fill(3 * hour));
    expect(markedHours(shape).slice(0, 4)).toEqual(['09:00', '12:00', '15:00', '18:00']);
    expect(columnsFrom(shape.hours[0]?.x ?? Number.NaN, 48)).toBe(2);
  });

  it('come every 2 hours over a day, and at every step of 3-hour steps', () => {
    // A day's hours end at 01:00 to midnight: the last mark is the midnight that ends the day.
    expect(markedHours(meteogramShape(steps(24), context()))).toEqual(Array.from({ length: 12 }, (_, i) => `${String((2 * i + 2) % 24).padStart(2, '0')}:00`));
    const threeHourly = meteogramShape(steps(8, () => ({}), 3), context());
    expect(threeHourly.columns.every((column) => column.marked)).toBe(true);
    expect(markedHours(threeHourly)).toEqual(['03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00', '00:00']);
  });

  it('say the hours in the clock chosen, on a 12-hour clock without the minutes of a whole hour', () => {
    const marks = markedHours(meteogramShape(steps(24), context({ units: unitPresets.us })));
    expect(marks.slice(4, 8).map((mark) => mark.replace(/\s/u, ' '))).toEqual(['10 am', '12 pm', '2 pm', '4 pm']);
  });

  it('stand at their hour’s instant: the symbol, wind and temperature over a mark are of the time it names, as the hourly table lists them', () => {
    // Each step's wind and temperature are its index: the step at 02:00 (the second) has 1\u00a0m/s and 1\u00a0°C.
    const shape = meteogramShape(steps(24, (i) => ({ windSpeed: i, temperature: i })), context());
    const marked = shape.columns.filter((column) => column.marked);
    expect(shape.hours.map((mark) => mark.x)).toEqual(marked.map((column) => column.at));
    const twoOClock = marked[0];
    expect(shape.hours[0]?.label).toBe('02:00');
    expect(twoOClock?.step.time).toBe('2026-01-05T02:00:00.000Z');
    expect(twoOClock?.wind).toBe('1');
    // Its column is the hour that ends then, and the line passes through its temperature at its instant.
    expect(columnsFrom(twoOClock?.x ?? Number.NaN, 24)).toBe(1);
    expect(columnsFrom(twoOClock?.at ?? Number.NaN, 24)).toBe(2);
    expect(shape.temperatureLines[0]?.d).toContain(`${(twoOClock?.at ?? Number.NaN).toFixed(1)} ${(twoOClock?.temperatureY ?? Number.NaN).toFixed(1)}`);
  });

  it('name each day where it starts, except a sliver too narrow for its name', () => {
    const shape = meteogramShape(steps(48, () => ({}), 1, start - hour), context());
    expect(shape.days.map((one) => [columnsFrom(one.x, 48), one.label])).toEqual([
      [0, null],
      [1, 'Mon'],
      [25, 'Tue'],
    ]);
  });
});

describe('the night shading', () => {
  it('follows the symbols when the daily forecast gives no sun times', () => {
    const shape = meteogramShape(steps(48), context(), sunEvents([day('2026-01-05')]));
    // Night from midnight to 07:00, 15:00 to 07:00 the next day, and 15:00 to the end.
    expect(spansIn(shape.nights, 48)).toEqual([
      [0, 7],
      [15, 31],
      [39, 48],
    ]);
  });

  it('runs from sunset to sunrise where the daily forecast has them, whatever the symbols say', () => {
    const sun = sunEvents([
      day('2026-01-06', { sunriseEpoch: at('2026-01-06T07:31:00Z') / 1000, sunsetEpoch: at('2026-01-06T16:16:00Z') / 1000 }),
      day('2026-01-05', { sunriseEpoch: at('2026-01-05T07:30:00Z') / 1000, sunsetEpoch: at('2026-01-05T16:15:00Z') / 1000 }),
    ]);
    expect(sun.map((event) => event.rise)).toEqual([true, false, true, false]);
    const shape = meteogramShape(steps(48, () => ({ symbol: 'd100' })), context(), sun);
    // Monday until 07:30, 16:15 to 07:31 on Tuesday, and from 16:16 to the end, in hours (columns).
    expect(spansIn(shape.nights, 48)).toEqual([
      [0, 7.5],
      [16.25, 31.517],
      [40.267, 48],
    ]);
  });

  it('covers a polar night: the sun’s next event is a rise', () => {
    const shape = meteogramShape(steps(48, () => ({ symbol: 'd100' })), context(), [{ at: at('2026-01-20T11:00:00Z'), rise: true }]);
    expect(spansIn(shape.nights, 48)).toEqual([[0, 48]]);
  });
});

describe('the meteogram in words', () => {
  const wet = steps(6, (i) => ({
    temperature: [-3.2, -1, 2, 4.4, 3, 1][i] ?? null,
    precipAccum: [0, 0.4, 1.2, 0, 0, 0][i] ?? null,
    precipProb: [10, 40, 70, 20, 10, 0][i] ?? null,
    windSpeed: [3, 9.4, 5, 4, 4, 2][i] ?? null,
  }));

  it('says the range, the total precipitation and when it is wettest, and the strongest wind', () => {
    expect(meteogramSummary(wet, 'the next 48 hours', context())).toBe(
      'The next 48 hours: temperature -3 to 4\u00a0°C; 1.6\u00a0mm of precipitation, most in the hour to 03:00 Mon; wind up to 9\u00a0m/s at 02:00 Mon; chance of precipitation up to 70%.',
    );
  });

  it('says 3-hour periods for 3-hour steps, in the units chosen', () => {
    const threeHourly = steps(2, (i) => ({ temperature: [30, 41][i] ?? null, precipAccum: [2.54, 5.08][i] ?? null, windSpeed: [12, 7][i] ?? null }), 3);
    expect(meteogramSummary(threeHourly, 'Thu 8 Jan, in 3-hour steps', context({ units: unitPresets.us }))).toBe(
      'Thu 8 Jan, in 3-hour steps: temperature 30 to 41\u00a0°F; 0.3\u00a0in of precipitation, most in the 3 hours to 6:00 am Mon; wind up to 12\u00a0mph at 3:00 am Mon; chance of precipitation up to 10%.',
    );
  });

  it('says when it stays dry, and when there is nothing to show', () => {
    expect(meteogramSummary(steps(3), 'the next 48 hours', context())).toBe('The next 48 hours: temperature 0\u00a0°C; no precipitation; wind up to 4\u00a0m/s at 01:00 Mon.');
    expect(meteogramSummary([], 'Mon 12 Jan', context())).toBe('No forecast for Mon 12 Jan.');
  });
});

describe('a chosen day’s steps', () => {
  const hours = steps(60);
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
  return { date, symbol: 'd300', maxTemp: 3.4, minTemp: -2.2, maxWindSpeed: 6, windDir: 180, precipAccum: 0.4, snowDepth: null, ...fields };
}

const tenDays = Array.from({ length: 12 }, (_, i) => day(new Date(start + i * 24 * hour).toISOString().slice(0, 10)));

describe('the row of days', () => {
  it('is the first ten days, written out', () => {
    const days = meteogramDays(tenDays, context());
    expect(days).toHaveLength(10);
    expect(days[1]).toEqual({ date: '2026-01-06', name: 'Tue 6 Jan', symbol: 'd300', phrase: expect.any(String), high: '3°', low: '-2°', precipitation: '0.4\u00a0mm' });
  });
});

describe('the meteogram section', () => {
  // No layout here: the drawing's width (for its labels' size) is unknown, as before the first layout.
  beforeAll(() => vi.stubGlobal('ResizeObserver', class { observe(): void {} unobserve(): void {} disconnect(): void {} }));
  let destroy: (() => void) | undefined;
  afterEach(() => {
    destroy?.();
    destroy = undefined;
  });

  const mount = () => {
    // The words follow the settings main owns: without an answer they are English.
    installFakeMain({});
    const view = render(MeteogramSection, { hours: steps(72), threeHours: steps(40, () => ({}), 3), days: tenDays, context: context() });
    destroy = view.destroy;
    flushSync();
    return view.target;
  };
  const meteogram = (root: ParentNode) => root.querySelector<HTMLElement>('[data-testid="meteogram"]');
  const shownSteps = (root: ParentNode) => Number(root.querySelector('[data-testid="meteogram-chart"]')?.getAttribute('data-steps'));
  const hourMarks = (root: ParentNode) => [...root.querySelectorAll('svg text.hour')].map((text) => text.textContent);
  const dayNames = (root: ParentNode) => [...root.querySelectorAll('svg text.day-label')].map((text) => text.textContent);
  const dayButtons = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('[data-testid="meteogram-day"]')];
  const summary = (root: ParentNode) => root.querySelector('[data-testid="meteogram-summary"]')?.textContent;

  it('opens on the next 48 hours, with ten days under it', () => {
    const root = mount();
    expect(meteogram(root)).not.toBeNull();
    expect(root.querySelector('h3')?.textContent).toBe('Next 48 hours');
    expect(shownSteps(root)).toBe(48);
    expect(hourMarks(root)).toHaveLength(16);
    expect(dayNames(root)).toEqual(['Mon', 'Tue']);
    expect(meteogram(root)?.querySelectorAll('[data-testid="meteogram-day"]')).toHaveLength(10);
    expect(meteogram(root)?.querySelector('[data-testid="meteogram-days"]')?.getAttribute('role')).toBe('group');
    expect(summary(root)).toBe('The next 48 hours: temperature 0\u00a0°C; no precipitation; wind up to 4\u00a0m/s at 01:00 Mon.');
    // The drawing is an image named by the summary.
    const svg = root.querySelector('[data-testid="meteogram-chart"] > svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(document.getElementById(svg?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(summary(root));
    // Symbols and wind arrows at each mark, standing over it: the same place across the card's width.
    expect(root.querySelectorAll('.symbols .cell')).toHaveLength(16);
    expect(root.querySelectorAll('.wind .wind-arrow')).toHaveLength(16);
    const markPlaces = [...root.querySelectorAll('svg text.hour')].map((text) => `${((Number(text.getAttribute('x')) / meteogramWidth) * 100).toFixed(3)}%`);
    const placesOf = (cells: string) => [...root.querySelectorAll<HTMLElement>(cells)].map((cell) => `${Number.parseFloat(cell.style.left).toFixed(3)}%`);
    expect(placesOf('.symbols .cell')).toEqual(markPlaces);
    expect(placesOf('.wind .cell:not(.unit)')).toEqual(markPlaces);
  });

  it('shows a chosen day’s hours, its 3-hour steps beyond the hourly forecast, and goes back to the next 48 hours', () => {
    const root = mount();
    dayButtons(root)[1]?.click();
    flushSync();
    expect(root.querySelector('h3')?.textContent).toBe('Tue 6 Jan');
    expect(dayButtons(root)[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(dayButtons(root).filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    expect(shownSteps(root)).toBe(24);
    expect(dayNames(root)).toEqual(['Tue']);
    expect(hourMarks(root)).toEqual(['02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00', '00:00']);
    expect(summary(root)).toMatch(/^Tue 6 Jan: temperature 0\u00a0°C;/);

    dayButtons(root)[3]?.click();
    flushSync();
    expect(shownSteps(root)).toBe(8);
    expect(dayNames(root)).toEqual(['Thu']);
    expect(hourMarks(root)).toEqual(['03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00', '00:00']);
    expect(summary(root)).toMatch(/^Thu 8 Jan, in 3-hour steps:/);

    // Past the 3-hourly forecast's reach the day opens as a whole, from the daily forecast.
    dayButtons(root)[7]?.click();
    flushSync();
    expect(root.querySelector('[data-testid="meteogram-chart"]')).toBeNull();
    expect(root.querySelector('[data-testid="meteogram-no-steps"]')?.textContent).toBe('No forecast in steps for Mon 12 Jan: here is the day as a whole.');
    expect(root.querySelector('[data-testid="day-detail"]')?.getAttribute('data-date')).toBe('2026-01-12');
    expect(root.textContent).not.toContain('No hours to show');

    root.querySelector<HTMLButtonElement>('[data-testid="meteogram-back"]')?.click();
    flushSync();
    expect(shownSteps(root)).toBe(48);
    expect(root.querySelector('h3')?.textContent).toBe('Next 48 hours');
    expect(dayButtons(root).every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('opens a day beyond the steps as a whole: high and low, feels-like, the ensemble’s range and what falls, wind and gusts, sun and moon', () => {
    installFakeMain({});
    const wet = day('2026-01-12', {
      symbol: 'd322',
      maxTemp: -1.4,
      minTemp: -6.2,
      maxFeelsLikeTemp: -5.6,
      minFeelsLikeTemp: -12.4,
      precipAccum: 9.6,
      precipProb: 90,
      precipAccumEnsemble: { p010: 9.5, p025: 10, p050: 12, p075: 30, p090: 110.1 },
      snowAccum: 11,
      maxWindSpeed: 12,
      maxWindGust: 21,
      sunriseEpoch: at('2026-01-12T07:40:00Z') / 1000,
      sunsetEpoch: at('2026-01-12T15:10:00Z') / 1000,
      sunhours: 1.5,
      moonrise: '10:05:00',
      moonset: '21:30:00',
      moonPhase: 180,
    });
    const days = tenDays.map((one) => (one.date === wet.date ? wet : one));
    const view = render(MeteogramSection, { hours: steps(72), threeHours: steps(40, () => ({}), 3), days, context: context() });
    destroy = view.destroy;
    flushSync();
    dayButtons(view.target)[7]?.click();
    flushSync();
    const text = (id: string) => view.target.querySelector(`[data-testid="day-detail-${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
    expect(text('temperature')).toBe('High -1°, low -6°feels like -12° to -6°');
    expect(text('precipitation')).toBe('9.6 mm of snow, chance 90% likely 10 to 110 mm 11 cm of new snow');
    expect(text('wind')).toBe('12 m/sgusts 21 m/s');
    expect(text('sun')).toBe('↑rises 07:40 ↓sets 15:10 1.5 h of sun');
    expect(text('moon')).toBe('↑rises 10:05 ↓sets 21:30 Full moon');
  });

  it('shows a day as a whole under its steps, and says the steps are loading rather than that there are none', () => {
    installFakeMain({});
    const view = render(MeteogramSection, { hours: steps(72), threeHours: null, days: tenDays, context: context() });
    destroy = view.destroy;
    flushSync();
    dayButtons(view.target)[1]?.click();
    flushSync();
    expect(shownSteps(view.target)).toBe(24);
    expect(view.target.querySelector('[data-testid="day-detail"]')?.getAttribute('data-date')).toBe('2026-01-06');
    dayButtons(view.target)[5]?.click();
    flushSync();
    expect(view.target.querySelector('[data-testid="meteogram-no-steps"]')?.textContent).toBe('Loading the 3-hour steps…');
  });

  it('goes back to the next 48 hours when the chosen day is chosen again', () => {
    const root = mount();
    dayButtons(root)[2]?.click();
    flushSync();
    expect(shownSteps(root)).toBe(24);
    dayButtons(root)[2]?.click();
    flushSync();
    expect(shownSteps(root)).toBe(48);
  });

  it('moves between the days with the arrow keys, Home and End, one tab stop for the row', () => {
    const root = mount();
    const buttons = dayButtons(root);
    const press = (key: string) => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const tabStops = () => dayButtons(root).filter((button) => button.tabIndex === 0);
    expect(tabStops()).toEqual([buttons[0]]);
    buttons[0]?.focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(buttons[0]);
    press('ArrowRight');
    expect(document.activeElement).toBe(buttons[1]);
    press('End');
    expect(document.activeElement).toBe(buttons[9]);
    press('ArrowRight');
    expect(document.activeElement).toBe(buttons[9]);
    press('ArrowLeft');
    expect(document.activeElement).toBe(buttons[8]);
    flushSync();
    // Tabbing away and back returns to the day the keys reached.
    expect(tabStops()).toEqual([buttons[8]]);
    press('Home');
    expect(document.activeElement).toBe(buttons[0]);
    // The arrows only move; choosing is Enter or Space, which a button turns into a click.
    expect(shownSteps(root)).toBe(48);
  });

  it('shades the nights from the daily forecast’s sun times', () => {
    const days = tenDays.map((one, i) =>
      day(one.date, { sunriseEpoch: (start + i * 24 * hour + 7.5 * hour) / 1000, sunsetEpoch: (start + i * 24 * hour + 16 * hour) / 1000 }),
    );
    const view = render(MeteogramSection, { hours: steps(72), threeHours: [], days, context: context() });
    destroy = view.destroy;
    flushSync();
    const nights = [...view.target.querySelectorAll('rect.night')].map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) }));
    expect(spansIn(nights, 48)).toEqual([
      [0, 7.5],
      [16, 31.5],
      [40, 48],
    ]);
  });
});
