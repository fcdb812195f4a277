import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Current } from '@shared/api/forecasts';
import { defaultLocation } from '@main/core/weather/locations';
import { trayStateOf } from '@main/core/tray/tray-state';
import { convert } from '@shared/units';

/**
 * The tray shows the temperature on the scale chosen, through the one conversion table: with the
 * table's conversion swapped for one that adds 1000, a tray that showed the service's figure fails.
 * A spy on the table, put back after, not a module mock: this project's files share their modules.
 */
beforeEach(() => void vi.spyOn(convert, 'temperature').mockImplementation((value) => value + 1000));
afterEach(() => vi.restoreAllMocks());

const now = Date.parse('2026-01-15T10:30:00Z');

describe("the tray's temperature", () => {
  it('is converted to the scale chosen, while what falls is judged from the figure as the service sent it', () => {
    const current = { current: { time: '2026-01-15T12:00+02:00', symbol: null, symbolPhrase: null, temperature: -3, dewPoint: -4 } } as Current;
    const state = trayStateOf({
      location: defaultLocation,
      unit: 'C',
      current: { data: current, fetchedAt: new Date(now).toISOString() },
      nowcast: { data: { resolution: 1, forecast: [0.3, 0.3].map((rate, index) => ({ time: new Date(now + index * 60_000).toISOString(), precipRate: rate })) } },
      hourly: undefined,
      now,
      connectivity: 'online',
      dataMode: 'demo',
      attention: null,
      language: 'en',
      dataLanguage: 'en',
    });
    expect(state.temperature).toBe(997);
    // −3 °C as asked is snow; 997 would have been rain.
    expect(state.precipitationAhead).toContain('snow');
  });
});
