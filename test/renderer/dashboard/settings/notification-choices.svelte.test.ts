import { clockDisplay } from '../../displays';
import { describe, expect, it } from 'vitest';
import { clockTimeChoices, rainThresholdChoices } from '@renderer/dashboard/settings/notification-choices';
import { heavyFromMmPerHour, intensityOf, lightBelowMmPerHour, wetRateMmPerHour } from '@shared/views/precipitation-story';
import { unitPresets } from '@shared/units';

describe("the rain rule's thresholds", () => {
  it("are the precipitation story's own classes, so the notification's words match the choice", () => {
    const choices = rainThresholdChoices(lightBelowMmPerHour, { units: unitPresets.metric, locale: 'en' });
    expect(choices.map((choice) => choice.value)).toEqual([wetRateMmPerHour, lightBelowMmPerHour, heavyFromMmPerHour]);
    expect(choices.map((choice) => choice.label)).toEqual(['Any rain', 'Moderate or heavy (from 0.5\u00a0mm/h)', 'Heavy only (from 4\u00a0mm/h)']);
    expect(intensityOf(lightBelowMmPerHour)).toBe('moderate');
    expect(intensityOf(heavyFromMmPerHour)).toBe('heavy');
  });

  it('keep a rate set earlier in its place among them', () => {
    expect(rainThresholdChoices(2, { units: unitPresets.metric, locale: 'en' }).map((choice) => choice.label)).toEqual([
      'Any rain',
      'Moderate or heavy (from 0.5\u00a0mm/h)',
      'From 2\u00a0mm/h (set earlier)',
      'Heavy only (from 4\u00a0mm/h)',
    ]);
  });
});

describe("quiet hours' times", () => {
  it('come each quarter hour in the chosen clock, valued as settings store them', () => {
    const twentyFour = clockTimeChoices('22:00', clockDisplay(undefined, '24h'));
    expect(twentyFour).toHaveLength(96);
    expect(twentyFour.slice(0, 2)).toEqual([
      { value: '00:00', label: '00:00' },
      { value: '00:15', label: '00:15' },
    ]);
    expect(twentyFour.at(-1)).toEqual({ value: '23:45', label: '23:45' });
    const twelve = clockTimeChoices('22:00', clockDisplay(undefined, '12h'));
    expect(twelve.find((choice) => choice.value === '22:00')?.label).toBe('10:00 pm');
    expect(twelve[0]?.label).toBe('12:00 am');
  });

  it('keep a time off the quarter hours in order', () => {
    const values = clockTimeChoices('07:05', clockDisplay(undefined, '24h')).map((choice) => choice.value);
    expect(values).toHaveLength(97);
    expect(values.slice(28, 31)).toEqual(['07:00', '07:05', '07:15']);
  });
});
