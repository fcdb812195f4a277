import { clockDisplay } from '../../displays';
import { unitPresets, type Units } from '@shared/units';
import { describe, expect, it } from 'vitest';
import { spanAhead, type ShapeContext } from '@renderer/dashboard/display';
import { formatDistance } from '@renderer/lib/weather/format';
import { forecastText } from '@renderer/dashboard/forecast/text';
import {
  confidenceLevel,
  confidenceSummary,
  dailyPrecipitationChart,
  dailyTemperatureChart,
  moonPhaseName,
} from '@renderer/dashboard/forecast/daily';
import { visibleTicks } from '@renderer/dashboard/forecast/chart-ticks';
import { dayRows } from '@renderer/dashboard/forecast/day-rows';
import { hourColumns } from '@renderer/dashboard/forecast/hour-table';
import { hourlyCharts, precipitationChart, pressureChart, windChart } from '@renderer/dashboard/forecast/hourly';
import { quarterHourChart } from '@renderer/dashboard/forecast/quarter-hour';
import { threeHourlyChart } from '@renderer/dashboard/forecast/three-hourly';
import { hourTicks, stepLabels } from '@renderer/dashboard/time';
import type { DayForecast, HourStep, QuarterHourStep, ThreeHourStep } from '@shared/api/forecasts';
import { inInterfaceLanguage } from '../in-interface-language.svelte';

const zone = 'Europe/Helsinki';
const hour = 3_600_000;
/** Monday 5 January 2026, 10:00\u00a0in Helsinki (UTC+2): the first step of every series here. */
const start = Date.parse('2026-01-05T10:00:00+02:00');

function helsinkiTime(at: number): string {
  return `${new Date(at + 2 * hour).toISOString().slice(0, 16)}+02:00`;
}

function context(now: number, overrides: Partial<ShapeContext> = {}): ShapeContext {
  return { now, zone, locale: 'en', language: 'en', units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' }, ...overrides };
}

function hourStep(index: number, fields: Partial<HourStep> = {}): HourStep {
  return {
    time: helsinkiTime(start + index * hour),
    symbol: 'd300',
    temperature: 5,
    feelsLikeTemp: 2,
    windSpeed: 4,
    windGust: 8,
    windDir: 180,
    windDirString: 'S',
    precipProb: 10,
    precipAccum: 0,
    ...fields,
  };
}

function hours(count: number, each: (index: number) => Partial<HourStep>): HourStep[] {
  return Array.from({ length: count }, (_, index) => hourStep(index, each(index)));
}

describe('the hourly charts', () => {
  const temperatures = [1, 2, null, 9, 4, -3];
  const steps = hours(6, (i) => ({ temperature: temperatures[i] ?? null, dewPoint: i === 1 ? undefined : -5 }));

  it('keep missing values as gaps, never as 0, and mark now', () => {
    const { temperature } = hourlyCharts(steps, context(start + 90 * 60_000));
    const series = Object.fromEntries(temperature.spec.series.map((s) => [s.id, s.values]));
    expect(series.temperature).toEqual([1, 2, null, 9, 4, -3]);
    // A field the dataset left out is as missing as a null.
    expect(series.dewPoint).toEqual([-5, null, -5, -5, -5, -5]);
    expect(temperature.spec.nowIndex).toBe(1);
    expect(temperature.spec.labels).toEqual(['Mon 10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('sum up the hours ahead of now in the temperature summary, with when it is warmest and coldest', () => {
    // Now is 11:30: the steps from 12:00 on are ahead; 1 and 2\u00a0°C are past.
    const { temperature } = hourlyCharts(steps, context(start + 90 * 60_000));
    expect(temperature.summary).toBe(
      'Temperature -3 to 9\u00a0°C over the next 4 hours; warmest 13:00 Mon, coldest 15:00 Mon; feels like down to 2\u00a0°C.',
    );
  });

  it('write Fahrenheit when the answer came in Fahrenheit', () => {
    const { temperature } = hourlyCharts(steps, context(start - hour, { units: { ...unitPresets.metric, temperature: 'F', wind: 'MS' } }));
    expect(temperature.summary).toMatch(/^Temperature -3 to 9\u00a0°F over the next 6 hours;/);
    expect(temperature.spec.y.title).toBe('Temperature (°F)');
  });

  it('say precipitation totals, the wettest hour and the chance', () => {
    const wet = hours(4, (i) => ({ precipAccum: [0, 1.2, null, 3.4][i] ?? null, precipProb: [10, 80, 90, 70][i] ?? null }));
    const chart = precipitationChart(wet, context(start - hour));
    expect(chart.spec.series.find((s) => s.id === 'precipAccum')?.values).toEqual([0, 1.2, null, 3.4]);
    expect(chart.spec.y2).toEqual({ title: 'Probability (%)', range: { min: 0, max: 100 } });
    expect(chart.summary).toBe(
      '4.6\u00a0mm of precipitation over the next 4 hours, starting in the hour to 11:00 Mon; wettest hour to 13:00 Mon (3.4\u00a0mm); chance up to 90%.',
    );
    const dry = precipitationChart(hours(3, () => ({ precipAccum: 0, precipProb: 5 })), context(start - hour));
    expect(dry.summary).toBe('No precipitation expected over the next 3 hours.');
    // Below the popup's wet threshold in every hour: a trace, however likely, is not "no precipitation".
    const trace = precipitationChart(hours(3, () => ({ precipAccum: 0.02, precipProb: 100 })), context(start - hour));
    expect(trace.summary).toBe('At most a trace of precipitation over the next 3 hours; chance up to 100%.');
    const unknown = precipitationChart(hours(3, () => ({ precipAccum: null })), context(start - hour));
    expect(unknown.summary).toBe('No precipitation amounts in the forecast over the next 3 hours.');
  });

  it('give wind in the chosen unit, the strongest gust and the prevailing direction, with directions for the arrows', () => {
    const windy = hours(4, (i) => ({
      windSpeed: [3, 5, 7, 4][i] ?? null,
      windGust: [6, 11, 15, null][i] ?? null,
      windDir: [200, 225, null, 230][i] ?? null,
      windDirString: ['SW', 'SW', 'W', 'SW'][i] ?? null,
    }));
    const chart = windChart(windy, context(start - hour, { units: { ...unitPresets.metric, temperature: 'C', wind: 'KMH' } }));
    expect(chart.summary).toBe('Wind 3 to 7\u00a0km/h over the next 4 hours, gusts up to 15\u00a0km/h at 12:00 Mon; mostly from SW.');
    expect(chart.spec.series[0]?.directions).toEqual([200, 225, null, 230]);
  });

  it("name the prevailing wind's compass point in the interface language", async () => {
    const northEasterly = hours(3, () => ({ windSpeed: 5, windDirString: 'NE' }));
    const summary = await inInterfaceLanguage('sv', () => windChart(northEasterly, context(start - hour, { locale: 'sv' })).summary);
    expect(summary).toMatch(/; mest från NO\.$/);
  });

  it('say whether pressure rises, falls or stays', () => {
    const falling = hours(3, (i) => ({ pressure: [1015, 1004, 993][i] ?? null }));
    expect(pressureChart(falling, context(start - hour)).summary).toBe('Pressure falling from 1015 to 993\u00a0hPa over the next 3 hours.');
    const steady = hours(3, (i) => ({ pressure: [1012, null, 1013][i] ?? null }));
    expect(pressureChart(steady, context(start - hour)).summary).toBe('Pressure steady around 1012\u00a0hPa over the next 3 hours.');
    // The ends alike, the middle not: the turning point is what the chart shows.
    const peaking = hours(3, (i) => ({ pressure: [1008, 1027, 1010][i] ?? null }));
    expect(pressureChart(peaking, context(start - hour)).summary).toBe(
      'Pressure rising from 1008\u00a0hPa to 1027\u00a0hPa, then falling to 1010\u00a0hPa over the next 3 hours.',
    );
    // In inches both digits, trailing zeros too, as the README promises: 29.30, never 29.3.
    const fallingInches = hours(3, (i) => ({ pressure: [1023.4, 1008, 992.2][i] ?? null }));
    expect(pressureChart(fallingInches, context(start - hour, { units: unitPresets.us })).summary).toBe('Pressure falling from 30.22 to 29.30\u00a0inHg over the next 3 hours.');
    // The tooltip writes each figure as the format module does, where Chart.js's own would drop the zero.
    expect(pressureChart(fallingInches, context(start - hour, { units: unitPresets.us })).spec.series[0]?.texts).toEqual(['30.22', '29.77', '29.30']);
    const dipping = hours(4, (i) => ({ pressure: [1012, 1001, 996, 1009][i] ?? null }));
    expect(pressureChart(dipping, context(start - hour)).summary).toBe(
      'Pressure falling from 1012\u00a0hPa to 996\u00a0hPa, then rising to 1009\u00a0hPa over the next 4 hours.',
    );
  });

  it('label a new day with its weekday', () => {
    const late = [Date.parse('2026-01-05T22:00:00+02:00'), Date.parse('2026-01-05T23:00:00+02:00'), Date.parse('2026-01-06T00:00:00+02:00')];
    expect(stepLabels(late.map(helsinkiTime), clockDisplay(zone, '24h'))).toEqual(['Mon 22:00', '23:00', 'Tue 00:00']);
    // The same instants in New York: still Monday afternoon.
    expect(stepLabels(late.map(helsinkiTime), clockDisplay('America/New_York', '24h'))).toEqual(['Mon 15:00', '16:00', '17:00']);
  });

  it('rank day starts above noon, noon above 06:00 and 18:00, for the axis to show what fits', () => {
    const times = Array.from({ length: 30 }, (_, i) => helsinkiTime(start + i * hour));
    const plan = hourTicks(times, clockDisplay(zone, '24h'));
    const at = (clock: string) => times.findIndex((time) => time.includes(clock));
    expect(plan.text[0]).toBe('Mon');
    expect(plan.rank[0]).toBeLessThan(plan.rank[at('2026-01-06T00:00')] ?? 0);
    expect(plan.text[at('2026-01-06T00:00')]).toBe('Tue');
    expect(plan.rank[at('T12:00')]).toBe(2);
    expect(plan.rank[at('T18:00')]).toBe(1);
    expect(plan.rank[at('T13:00')]).toBe(0);
    expect(plan.text[at('T13:00')]).toBe('13:00');
  });

  it('label only what fits the width, never two labels on top of each other', () => {
    // 72 hours from Monday 10:00: Tue and Wed start at steps 14 and 38.
    const plan = hourTicks(
      Array.from({ length: 72 }, (_, i) => helsinkiTime(start + i * hour)),
      clockDisplay(zone, '24h'),
    );
    const wide = visibleTicks(plan, 1200).map((index) => plan.text[index]);
    expect(wide).toEqual(['Mon', '18:00', 'Tue', '06:00', '12:00', '18:00', 'Wed', '06:00', '12:00', '18:00', 'Thu', '06:00']);
    // Narrow: whole days only; the axis's first step (Monday 10:00) ranks just below them.
    expect(visibleTicks(plan, 300).map((index) => plan.text[index])).toEqual(['Mon', 'Tue', 'Wed', 'Thu']);
    expect(visibleTicks(plan, 200).map((index) => plan.text[index])).toEqual(['Tue', 'Wed', 'Thu']);
    // Noon two steps after the start would collide with "Mon": it is left out, the days stay.
    expect(visibleTicks(plan, 520).map((index) => plan.text[index])).toEqual(['Mon', 'Tue', '12:00', 'Wed', '12:00', 'Thu']);
  });
});

describe('the full dataset table', () => {
  it('has a column per delivered field with its unit, and dashes for nulls', () => {
    const steps = [hourStep(0, { relHumidity: 80, pressure: null }), hourStep(1, { relHumidity: null, pressure: 1001 })];
    const columns = hourColumns(steps, context(start, { units: { ...unitPresets.metric, temperature: 'F', wind: 'KTS' } }));
    const headers = columns.map((column) => column.header);
    expect(headers).toContain('Temperature (°F)');
    expect(headers).toContain('Wind (kn)');
    expect(headers).toContain('Humidity (%)');
    expect(headers).toContain('Pressure (hPa)');
    // Not in these steps: no column of dashes.
    expect(headers).not.toContain('Cloudiness (%)');
    const pressure = columns.find((column) => column.key === 'pressure');
    expect(steps.map((step) => pressure?.cell(step))).toEqual(['–', '1001']);
  });

  it("shows every field in the user's units, each header naming the unit its cells are in", () => {
    const steps = [hourStep(0, { precipAccum: 2.54, snowAccum: 5.08, snowDepth: 30.48, windSpeed: 7.3, windGust: 12, pressure: 1013.25, visibility: 16_093.44 })];
    const cells = (units: Units) => Object.fromEntries(hourColumns(steps, context(start, { units })).map((column) => [column.header, column.cell(steps[0] as HourStep)]));
    expect(cells({ ...unitPresets.us, wind: 'BFT' })).toMatchObject({
      'Precipitation (in)': '0.1',
      'Snow (in)': '2',
      'Snow depth (in)': '12',
      'Wind (Bft)': '4',
      'Gusts (Bft)': '6',
      'Pressure (inHg)': '29.92',
      'Visibility (mi)': '10',
    });
    expect(cells(unitPresets.metric)).toMatchObject({
      'Precipitation (mm)': '2.5',
      'Snow (cm)': '5.1',
      'Snow depth (cm)': '30',
      'Wind (m/s)': '7',
      'Pressure (hPa)': '1013',
      'Visibility (km)': '16',
    });
  });

  it("writes the service's codes for the kind of precipitation and the wind's compass point in words of the interface language", async () => {
    const steps = (['rain', 'mixed', 'snow'] as const).map((precipType, i) => hourStep(i, { precipType, precipAccum: 0.4, windDirString: ['S', 'NE', 'NNW'][i] ?? null }));
    const cells = (columns: ReturnType<typeof hourColumns>, key: keyof HourStep) => steps.map((step) => columns.find((column) => column.key === key)?.cell(step));
    const english = hourColumns(steps, context(start));
    expect(cells(english, 'precipType')).toEqual(['rain', 'mixed', 'snow']);
    expect(cells(english, 'windDirString')).toEqual(['S', 'NE', 'NNW']);
    const finnish = await inInterfaceLanguage('fi', () => {
      const columns = hourColumns(steps, context(start, { locale: 'fi' }));
      return { types: cells(columns, 'precipType'), points: cells(columns, 'windDirString') };
    });
    expect(finnish).toEqual({ types: ['vesi', 'räntä', 'lumi'], points: ['E', 'KO', 'NNW'] });
    const german = await inInterfaceLanguage('de', () => cells(hourColumns(steps, context(start, { locale: 'de' })), 'precipType'));
    expect(german).toEqual(['Regen', 'Schneeregen', 'Schnee']);
  });

  it('names the kind of precipitation only in hours whose amount shows more than 0, else the dash of an empty cell', () => {
    const amounts = [0, 0.04, 0.05, 0.1, 0.13, 1.2, null];
    const steps = amounts.map((precipAccum, i) => hourStep(i, { precipAccum, precipType: 'snow' }));
    const read = (units: Units) => {
      const columns = hourColumns(steps, context(start, { units }));
      const column = (key: keyof HourStep) => steps.map((step) => columns.find((each) => each.key === key)?.cell(step));
      return { amounts: column('precipAccum'), types: column('precipType') };
    };
    // 0.04\u00a0mm reads 0\u00a0in the table, so it is dry; an hour with no amount is not known to be dry.
    expect(read(unitPresets.metric)).toEqual({
      amounts: ['0', '0', '0.1', '0.1', '0.1', '1.2', '–'],
      types: ['–', '–', 'snow', 'snow', 'snow', 'snow', 'snow'],
    });
    // In inches to 0.01\u00a0in (0.254\u00a0mm): 0.1\u00a0mm reads 0 and is dry there.
    expect(read(unitPresets.us)).toEqual({
      amounts: ['0', '0', '0', '0', '0.01', '0.05', '–'],
      types: ['–', '–', '–', '–', 'snow', 'snow', 'snow'],
    });
  });

  it('writes visibility as the popup does: whole km or mi, one decimal below 10 only', () => {
    const metres = [40_000, 39_400, 16_093.44, 9_450, 400, null];
    const steps = metres.map((visibility, i) => hourStep(i, { visibility }));
    const read = (units: Units) => {
      const column = hourColumns(steps, context(start, { units })).find((each) => each.key === 'visibility');
      return steps.map((step) => column?.cell(step));
    };
    expect(read(unitPresets.metric)).toEqual(['40', '39', '16', '9.5', '0.4', '–']);
    expect(read(unitPresets.us)).toEqual(['25', '24', '10', '5.9', '0.2', '–']);
    // The popup's figure for the same value, unit apart.
    for (const units of [unitPresets.metric, unitPresets.us]) {
      expect(read(units).map((cell) => (cell === '–' ? cell : `${cell}\u00a0${units.distance}`))).toEqual(metres.map((each) => formatDistance(each, { units: units, locale: 'en' })));
    }
  });
});

function quarter(index: number, fields: Partial<QuarterHourStep>): QuarterHourStep {
  return { ...hourStep(0), time: helsinkiTime(start + index * 15 * 60_000), precipRate: 0, ...fields };
}

describe('the next three hours', () => {
  it('says when precipitation starts and peaks, and the temperature range', () => {
    const rates = [0, 0, 0.05, 0.4, 1.6, 0.8, 0, 0, 0, 0, 0, 0];
    const steps = rates.map((precipRate, i) => quarter(i, { precipRate, temperature: i < 6 ? 3 : 5 }));
    const chart = quarterHourChart(steps, context(start));
    expect(chart.summary).toBe('Rain from 10:45, up to 1.6\u00a0mm/h around 11:00; temperature 3 to 5\u00a0°C.');
    expect(chart.spec.series.map((s) => [s.id, s.kind, s.axis])).toEqual([
      ['precipRate', 'bar', 'y'],
      ['temperature', 'line', 'y2'],
    ]);
  });

  it('says dry when nothing reaches 0.1\u00a0mm/h, and admits missing rates', () => {
    const dry = Array.from({ length: 12 }, (_, i) => quarter(i, { precipRate: i === 3 ? 0.05 : 0 }));
    expect(quarterHourChart(dry, context(start)).summary).toBe('Dry for the next 3 hours; temperature 5\u00a0°C.');
    const unknown = Array.from({ length: 4 }, (_, i) => quarter(i, { precipRate: null, temperature: null }));
    expect(quarterHourChart(unknown, context(start)).summary).toBe('No precipitation rates for the next hour.');
  });
});

describe('the 3-hourly chart', () => {
  it('sums five days of steps', () => {
    const steps: ThreeHourStep[] = Array.from({ length: 40 }, (_, i) => ({
      ...hourStep(0),
      time: helsinkiTime(start + i * 3 * hour),
      temperature: i === 7 ? -4 : i === 20 ? 8 : 2,
      precipAccum: i === 9 ? 4.5 : i === 10 ? 1 : 0,
    }));
    const chart = threeHourlyChart(steps, context(start));
    expect(chart.summary).toBe(
      'Over 5 days: temperature -4 to 8\u00a0°C; 5.5\u00a0mm of precipitation in total, most in the 3 hours to 13:00 Tue (4.5\u00a0mm).',
    );
    expect(chart.spec.labels.slice(0, 6)).toEqual(['Mon 10:00', '13:00', '16:00', '19:00', '22:00', 'Tue 01:00']);
  });
});

function day(date: string, fields: Partial<DayForecast> = {}): DayForecast {
  return {
    date,
    symbol: 'd200',
    maxTemp: 5,
    minTemp: -1,
    maxWindSpeed: 6,
    windDir: 90,
    precipAccum: 0,
    snowDepth: 0,
    ...fields,
  };
}

const ensembleDays = [
  day('2026-01-05', {
    maxTemp: 5,
    minTemp: -1,
    maxTempEnsemble: { p000: 3, p025: 4, p050: 5, p075: 6, p100: 8 },
    minTempEnsemble: { p000: -4, p025: -2, p050: -1, p075: 0, p100: 1 },
    precipAccum: 2,
    precipAccumEnsemble: { p010: 0.5, p025: 1, p050: 2, p075: 3, p090: 5 },
    precipProb: 70,
    confidence: 'g',
    sunrise: '09:24:00',
    sunset: '15:31:00',
    sunriseEpoch: Date.parse('2026-01-05T09:24:00+02:00') / 1000,
    sunsetEpoch: Date.parse('2026-01-05T15:31:00+02:00') / 1000,
    moonrise: null,
    moonset: '11:02:33',
    moonPhase: 182,
    uvIndex: 0,
    sunhours: 1.5,
  }),
  day('2026-01-06', {
    maxTemp: 7,
    minTemp: null,
    maxTempEnsemble: { p000: 1, p025: 5, p050: 7, p075: 9, p100: 14 },
    minTempEnsemble: null,
    precipAccum: 0,
    precipAccumEnsemble: { p010: 0, p025: 0, p050: 0, p075: 0.5, p090: 1 },
    precipProb: 20,
    confidence: 'o',
  }),
  day('2026-01-07', { maxTemp: 2, minTemp: -6, precipAccum: 9, precipProb: null, confidence: 'o' }),
];

describe('the daily charts', () => {
  it('draw each ensemble as two bands, the middle half darker, bound to their lower edges', () => {
    const { spec } = dailyTemperatureChart(ensembleDays, context(start));
    const byId = new Map(spec.series.map((series) => [series.id, series]));
    expect(byId.get('max-middle-low')?.values).toEqual([4, 5, null]);
    expect(byId.get('max-middle-high')).toMatchObject({ values: [6, 9, null], bandTo: 'max-middle-low' });
    expect(byId.get('max-range-high')).toMatchObject({ values: [8, 14, null], bandTo: 'max-range-low' });
    expect(byId.get('min-range-low')?.values).toEqual([-4, null, null]);
    expect(byId.get('max-middle-low')?.bandBound).toBe(true);
    expect(byId.get('max-middle-high')?.bandOpacity ?? 0).toBeGreaterThan(byId.get('max-range-high')?.bandOpacity ?? 1);
    expect(byId.get('minTemp')?.values).toEqual([-1, null, -6]);
    expect(spec.labels).toEqual(['Mon 5 Jan', 'Tue 6 Jan', 'Wed 7 Jan']);
  });

  it('leave the bands out when the dataset has no ensembles', () => {
    const { spec } = dailyTemperatureChart([day('2026-01-05'), day('2026-01-06')], context(start));
    expect(spec.series.map((series) => series.id)).toEqual(['maxTemp', 'minTemp']);
  });

  it('sum up highs, lows and the widest spread', () => {
    expect(dailyTemperatureChart(ensembleDays, context(start)).summary).toBe(
      "Highs 2 to 7\u00a0°C and lows -6 to -1\u00a0°C over the next 3 days; warmest Tue 6 Jan, coldest night Wed 7 Jan; the ensemble's highs spread most on Tue 6 Jan (1 to 14\u00a0°C).",
    );
  });

  it('draw whiskers from the 10th to the 90th percentile of precipitation and say the wettest day', () => {
    const chart = dailyPrecipitationChart(ensembleDays, context(start));
    const byId = new Map(chart.spec.series.map((series) => [series.id, series]));
    expect(byId.get('precip-range-low')?.values).toEqual([0.5, 0, null]);
    expect(byId.get('precip-range-high')).toMatchObject({ values: [5, 1, null], whiskerTo: 'precip-range-low' });
    expect(byId.get('precip-range-low')?.bandBound).toBe(true);
    expect(byId.get('precipProb')?.values).toEqual([70, 20, null]);
    expect(chart.summary).toBe('11\u00a0mm of precipitation over the next 3 days; wettest Wed 7 Jan (9\u00a0mm); 1 dry day.');
    expect(dailyPrecipitationChart(ensembleDays.slice(0, 2), context(start)).summary).toBe(
      '2\u00a0mm of precipitation over the next 2 days; wettest Mon 5 Jan (2\u00a0mm, likely 0.5 to 5\u00a0mm); 1 dry day.',
    );
    // Both ends of the range to one digit, the larger's: whole millimetres once it reaches 10, as an amount is written.
    const wide = [{ ...day('2026-01-05'), precipAccum: 32, precipAccumEnsemble: { p010: 9.5, p025: 20, p050: 30, p075: 60, p090: 110.1 } }];
    expect(dailyPrecipitationChart(wide, context(start)).summary).toContain('(32\u00a0mm, likely 10 to 110\u00a0mm)');
  });

  it('draw the bars and the whiskers in the same unit, the one on the axis', () => {
    const chart = dailyPrecipitationChart(ensembleDays, context(start, { units: unitPresets.us }));
    const byId = new Map(chart.spec.series.map((series) => [series.id, series]));
    expect(chart.spec.y.title).toBe('Precipitation (in)');
    expect(byId.get('precip-range-high')?.values).toEqual([5 / 25.4, 1 / 25.4, null]);
    expect(byId.get('precip-range-low')?.values).toEqual([0.5 / 25.4, 0, null]);
  });
});

describe('confidence and the moon', () => {
  it('name the confidence in words, so colour is never the only sign', () => {
    expect(confidenceLevel('g')).toBe('high');
    expect(confidenceLevel('y')).toBe('medium');
    expect(confidenceLevel('o')).toBe('low');
    expect(confidenceLevel(null)).toBeNull();
    expect(confidenceSummary(ensembleDays)).toBe('Forecast confidence: high for 1 day, low for 2.');
    expect(confidenceSummary([day('2026-01-05')])).toBeNull();
  });

  it('name the moon phase from its angle', () => {
    expect(moonPhaseName(0)).toBe('New moon');
    expect(moonPhaseName(95)).toBe('First quarter');
    expect(moonPhaseName(137)).toBe('Waxing gibbous');
    expect(moonPhaseName(182)).toBe('Full moon');
    expect(moonPhaseName(350)).toBe('New moon');
    expect(moonPhaseName(null)).toBeNull();
  });
});

describe('the day table rows', () => {
  it('write each field with its unit, sun times in the display zone, and dashes for what is missing', () => {
    const [first, second] = dayRows(ensembleDays, context(start, { zone: 'UTC' }));
    expect(first).toMatchObject({
      day: 'Mon 5 Jan',
      high: '5°',
      low: '-1°',
      precipitation: '2\u00a0mm',
      chance: '70%',
      wind: '6\u00a0m/s',
      gusts: '–',
      sunrise: '07:24',
      sunset: '13:31',
      moonrise: 'none',
      moonset: '11:02',
      sunWords: null,
      moonWords: null,
      moonPhase: 'Full moon',
      sunHours: '1.5\u00a0h',
      confidence: 'high',
    });
    expect(second).toMatchObject({ low: '–', sunrise: '–', uv: '–', moonPhase: '–', confidence: 'low' });
  });

  it('say polar day and night, and a moon that neither rises nor sets, in words; times in the clock chosen', () => {
    const polar = { sunrise: null, sunset: null, sunriseEpoch: null, sunsetEpoch: null, moonrise: null, moonset: null };
    const [january] = ensembleDays;
    if (january === undefined) throw new Error('no day');
    const [night, day] = dayRows(
      [{ ...january, ...polar, sunhours: 0 }, { ...january, ...polar, sunhours: 24 }],
      context(start, { zone: 'UTC' }),
    );
    expect(night).toMatchObject({ sunWords: 'Polar night: the sun does not rise', moonWords: 'The moon neither rises nor sets' });
    expect(day?.sunWords).toBe('Polar day: the sun does not set');
    const [twelveHour] = dayRows(ensembleDays, context(start, { zone: 'UTC', units: { ...unitPresets.metric, clock: '12h' } }));
    expect(twelveHour).toMatchObject({ sunrise: '7:24 am', sunset: '1:31 pm', moonset: '11:02 am' });
  });
});

describe('durations people say', () => {
  it.each([
    [1, 'over the next hour'],
    [3, 'over the next 3 hours'],
    [36, 'over the next 36 hours'],
    [48, 'over the next 2 days'],
    [71, 'over the next 3 days'],
  ] as const)('%i hours read as "%s"', (hours, text) => {
    expect(forecastText('overNext', { ...spanAhead(hours) })).toBe(text);
  });
});
