import { afterEach, describe, expect, it } from 'vitest';
import { currentSettingsVersion } from '@shared/settings';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const places = [
  { id: '658225', name: 'Helsinki', lat: 60.16952, lon: 24.93545, country: 'Finland', timezone: 'Europe/Helsinki' },
  { id: '634963', name: 'Tampere', lat: 61.49911, lon: 23.78712, country: 'Finland', timezone: 'Europe/Helsinki' },
  { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' },
];

describe('the place list at a glance', () => {
  it('reads every place’s current conditions and daily forecast from what the schedule holds, with no request of its own', async () => {
    const h = (harness = await startCoreHarness({ savedSettings: { version: currentSettingsVersion, locations: places } }));
    await h.core.start();
    h.core.setViews({ popupOpen: false, dashboardOpen: true });
    await h.advance(1000, 300);
    await h.idle();

    const before = h.urls.length;
    for (const place of places) {
      const held = valueOf(await h.call('weather:get', { locationId: place.id, products: ['current', 'daily'] }));
      expect(held.map((update) => update.product).sort()).toEqual(['current', 'daily']);
      expect(held.every((update) => update.locationId === place.id)).toBe(true);
    }
    // The service was asked nothing for the list: its request count stands where the schedule left it.
    expect(h.urls.slice(before)).toEqual([]);
  });
});
