import { describe, expect, it } from 'vitest';
import { axisRange, axisScales, clampInto } from '@renderer/dashboard/charts/axis-range';
import { absence, absenceNotes } from '@renderer/dashboard/charts/empty-series';
import { nowLabelPlace } from '@renderer/dashboard/charts/now-label';

describe('axisRange', () => {
  it('keeps a trace of precipitation a small bar: the axis reaches at least 1 mm', () => {
    expect(axisRange([0, 0.3, null, 0.1], axisScales.precipitation)).toEqual({ min: 0, max: 1, step: 0.2 });
  });

  it('leaves room above the largest bar', () => {
    // 12 mm + 15 % is 13.8: the top is the next tick above it, never the bar itself.
    const range = axisRange([2, 12, 5], axisScales.precipitation);
    expect(range).toEqual({ min: 0, max: 14, step: 2 });
    expect(axisRange([4.5, 1], axisScales.precipitation)?.max).toBeGreaterThanOrEqual(4.5 * 1.15);
  });

  it('keeps a percentage on its whole 0–100 scale, whatever the service sent past either end', () => {
    expect(axisRange([-4, 35, 104], axisScales.percent)).toEqual({ min: 0, max: 100, step: 20 });
    expect(axisRange([50, 50], axisScales.percent)).toEqual({ min: 0, max: 100, step: 20 });
    expect(clampInto(104, axisScales.percent.range)).toBe(100);
    expect(clampInto(-4, axisScales.percent.range)).toBe(0);
    expect(clampInto(null, axisScales.percent.range)).toBeNull();
    expect(clampInto(-0.2, axisScales.precipitation.range)).toBe(0);
  });

  it('spans at least 5 degrees with whole-degree ticks, so a few tenths stay flat', () => {
    expect(axisRange([5.7, 6.1, 6.3], axisScales.temperature)).toEqual({ min: 3, max: 9, step: 1 });
    expect(axisRange([-3, 1, 9], axisScales.temperature)).toEqual({ min: -4, max: 10, step: 2 });
    expect(axisRange([-0.4, 0.2], { ...axisScales.temperature })?.step).toBeGreaterThanOrEqual(1);
  });

  it('spans at least 10 hPa of pressure', () => {
    expect(axisRange([1012, 1013, 1012.6], axisScales.pressure)).toEqual({ min: 1006, max: 1018, step: 2 });
  });

  it('steps in halves, not quarters, below 25: Chart.js would write 0.25 as 0.3 and 2.5 as 3', () => {
    expect(axisRange([0, 1.5], axisScales.precipitation)).toEqual({ min: 0, max: 2, step: 0.5 });
    expect(axisRange([0, 15], axisScales.magnitude)).toEqual({ min: 0, max: 20, step: 5 });
    expect(axisRange([0, 150], axisScales.magnitude)?.step).toBe(25);
  });

  it('never steps below 1 for whole-number data, nor where the scale asks for whole ticks', () => {
    // An index of whole numbers: 0, 1, 2, 3 and 4 are ticks, never 0.5.
    expect(axisRange([0, 1, 3], axisScales.magnitude)).toEqual({ min: 0, max: 4, step: 1 });
    expect(axisRange([0, 0, 0], axisScales.magnitude)).toEqual({ min: 0, max: 1, step: 1 });
    // Short of one unit the data's whole numbers say nothing: a dry day in inches reaches 0.04 in, not 1 in.
    expect(axisRange([0, 0, 0], { ...axisScales.precipitation, minTop: 0.04 })).toEqual({ min: 0, max: 0.04, step: 0.01 });
    expect(axisRange([0, 2, 1], { range: { min: 0, max: 4 }, wholeTicks: true })).toEqual({ min: 0, max: 4, step: 1 });
    expect(axisRange([0.1, 0.4], { range: { min: 0 }, wholeTicks: true })).toEqual({ min: 0, max: 1, step: 1 });
    // Fractional data on a scale that allows it keeps its fine ticks.
    expect(axisRange([0.1, 0.4], axisScales.magnitude)).toEqual({ min: 0, max: 0.5, step: 0.1 });
  });

  it('keeps a widened axis inside the physical range', () => {
    expect(axisRange([0.2], { range: { min: 0 }, minSpan: 5 })).toEqual({ min: 0, max: 5, step: 1 });
    expect(axisRange([99], { range: { max: 100 }, minSpan: 10 })).toEqual({ min: 90, max: 100, step: 2 });
  });

  it('has no axis for nothing', () => {
    expect(axisRange([null, null], axisScales.temperature)).toBeNull();
    expect(axisRange([], axisScales.percent)).toBeNull();
  });
});

describe('a series with nothing to show', () => {
  it('is one of gaps, or of zeros where zero means none of it', () => {
    expect(absence({ label: 'Dew point', values: [null, null] })).toBe('Dew point: no data');
    expect(absence({ label: 'Precipitation', values: [0, 0, null], noneText: 'No precipitation expected' })).toBe('No precipitation expected');
    // Zero degrees is a temperature, not the absence of one.
    expect(absence({ label: 'Temperature', values: [0, 0] })).toBeNull();
    expect(absence({ label: 'Precipitation', values: [0, 0.1], noneText: 'No precipitation expected' })).toBeNull();
  });

  it('is told once, however many series it is true of', () => {
    const none = 'No precipitation expected';
    expect(
      absenceNotes([
        { label: 'Precipitation', values: [0, 0], noneText: none },
        { label: 'Probability', values: [0, 0], noneText: none },
        { label: 'Temperature', values: [1, 2] },
      ]),
    ).toEqual([none]);
  });
});

describe('the now label', () => {
  const plot = { top: 16, right: 400 };

  it('sits above the plot, so no curve runs over it', () => {
    const place = nowLabelPlace(120, plot, 20);
    expect(place).toEqual({ x: 124, y: 14, align: 'left' });
    expect(place.y).toBeLessThan(plot.top);
  });

  it('turns to the rule’s left at the plot’s right edge', () => {
    expect(nowLabelPlace(390, plot, 20)).toEqual({ x: 386, y: 14, align: 'right' });
  });
});
