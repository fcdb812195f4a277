import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Current, DayForecast, DailyForecast, HourStep, QuarterHourStep, ThreeHourStep } from '@shared/api/forecasts';
import type { ClimateMonth, MarineHour } from '@shared/api/products';
import { convert, unitPresets } from '@shared/units';
import type { ShapeContext } from '@renderer/dashboard/display';
import { temperatureRangeText } from '@renderer/dashboard/display';
import { dailyTemperatureChart } from '@renderer/dashboard/forecast/daily';
import { dayRows } from '@renderer/dashboard/forecast/day-rows';
import { hourColumns } from '@renderer/dashboard/forecast/hour-table';
import { temperatureChart } from '@renderer/dashboard/forecast/hourly';
import { meteogramDays, meteogramShape } from '@renderer/dashboard/forecast/meteogram';
import { quarterHourChart } from '@renderer/dashboard/forecast/quarter-hour';
import { threeHourlyChart } from '@renderer/dashboard/forecast/three-hourly';
import { placeGlance } from '@renderer/dashboard/locations/place-glance';
import { againstNormal, climateSummary } from '@renderer/dashboard/products/climate';
import { marineSummary } from '@renderer/dashboard/products/marine';
import { formatDegrees, formatTemperature } from '@renderer/lib/weather/format';

/**
 * The seam between a temperature as the service sent it and as the person chose to read it: every
 * place that shows one goes through `convert.temperature`. With the table's conversion swapped for
 * one that adds 1000, a place that skipped it would still show the service's figure. A spy on the
 * table, put back after, not a module mock: the renderer's test files share their modules.
 */
beforeEach(() => void vi.spyOn(convert, 'temperature').mockImplementation((value) => value + 1000));
afterEach(() => vi.restoreAllMocks());

const now = Date.parse('2026-01-05T08:00:00Z');
const context: ShapeContext = { now, zone: 'UTC', locale: 'en', language: 'en', units: unitPresets.metric };
const time = (hour: number) => `2026-01-05T${String(hour).padStart(2, '0')}:00+00:00`;

const hourSteps = [3, 5, 4].map((temperature, index) => ({ time: time(9 + index), symbol: 'd100', temperature, feelsLikeTemp: temperature - 2, dewPoint: -1 }) as HourStep);
const day = { date: '2026-01-05', symbol: 'd100', maxTemp: 6, minTemp: -2, precipAccum: 0 } as DayForecast;

describe('every temperature shown goes through the one conversion table', () => {
  it('in the format module', () => {
    expect(formatDegrees(4, context)).toBe('1,004°');
    expect(formatTemperature(4, context)).toBe('1,004\u00a0°C');
    expect(temperatureRangeText(1, 9, context)).toBe('1,001 to 1,009\u00a0°C');
  });

  it("in the forecasts' charts, their summaries and tables", () => {
    const hourly = temperatureChart(hourSteps, context);
    expect(hourly.spec.series.map((series) => series.values)).toEqual([
      [1003, 1005, 1004],
      [1001, 1003, 1002],
      [999, 999, 999],
    ]);
    expect(hourly.summary).toContain('1,003 to 1,005\u00a0°C');
    expect(dailyTemperatureChart([day], context).spec.series.map((series) => series.values)).toEqual([[1006], [998]]);
    expect(threeHourlyChart(hourSteps as unknown as ThreeHourStep[], context).spec.series.find((series) => series.id === 'temperature')?.values).toEqual([1003, 1005, 1004]);
    expect(quarterHourChart(hourSteps as unknown as QuarterHourStep[], context).spec.series.find((series) => series.id === 'temperature')?.values).toEqual([1003, 1005, 1004]);
    expect(hourColumns(hourSteps, context).find((column) => column.key === 'temperature')?.cell(hourSteps[0] as HourStep)).toBe('1,003');
    expect(dayRows([day], context).map((row) => [row.high, row.low])).toEqual([['1,006°', '998°']]);
  });

  it('in the meteogram', () => {
    const frosty = hourSteps.map((step) => ({ ...step, temperature: -(step.temperature ?? 0) }));
    const shape = meteogramShape(frosty, context);
    expect(shape.temperatureAxis?.min).toBeGreaterThanOrEqual(990);
    // −3 °C as sent reads 997 here, far above freezing: the line is warm, with no freezing mark.
    expect(shape.freezingY).toBeNull();
    expect(shape.temperatureLines.map((line) => line.warm)).toEqual([true]);
    expect(meteogramDays([day], context).map((row) => [row.high, row.low])).toEqual([['1,006°', '998°']]);
  });

  it("in a saved place's glance and the products' words", () => {
    const current = { current: { temperature: 7, symbol: 'd100' } } as Current;
    const daily = { forecast: [day] } as DailyForecast;
    expect(placeGlance(current, daily, 'UTC', now, context)).toMatchObject({ temperature: '1,007°', today: { high: '1,006°', low: '998°' } });
    expect(againstNormal(4, 2.6, context)).toEqual({ forecast: '1,004\u00a0°C', normal: '1,002.6\u00a0°C', difference: '1.4\u00a0°C warmer than normal' });
    const month = (number: string, dayAvgTemp: number) => ({ month: number, dayAvgTemp, precipSum: null }) as ClimateMonth;
    expect(climateSummary([month('01', -4.5), month('07', 17.2)], context)).toContain('1,017.2\u00a0°C');
    const sea = { time: time(9), sigWaveHeight: null, waveDir: null, sigSwellHeight: null, seaTemp: 3.1, swimTemp: null } as MarineHour;
    expect(marineSummary([sea], context)).toContain('sea 1,003.1\u00a0°C');
  });
});
