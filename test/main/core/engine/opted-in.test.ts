import { describe, expect, it } from 'vitest';
import { optedInProducts } from '@main/core/engine/opted-in';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';

const place = (name: string, lat: number, lon: number): SavedLocation => ({ id: `${lon},${lat}`, name, lat, lon, country: '', timezone: 'UTC' });

function watching(tray: SavedLocation, withinKm: Settings['notifications']['lightning']['withinKm'] = 30): Settings {
  return { ...defaultSettings, locations: [tray], notifications: { ...defaultSettings.notifications, lightning: { enabled: true, withinKm } } };
}

describe('the products the settings opt in to', () => {
  it('watch lightning round the tray’s place only while the rule is on', () => {
    const helsinki = place('Helsinki', 60.17, 24.94);
    expect(optedInProducts(watching(helsinki))).toEqual(['lightning']);
    expect(optedInProducts({ ...watching(helsinki), notifications: defaultSettings.notifications })).toEqual([]);
  });

  it('ask nothing where the satellites see no lightning (100°E to 160°E, beyond 75°N), but do where the area reaches into their sight', () => {
    expect(optedInProducts(watching(place('Tokyo', 35.68, 139.69)))).toEqual([]);
    expect(optedInProducts(watching(place('Longyearbyen', 78.22, 15.65)))).toEqual([]);
    // 50 km east of the band's edge at 100°E, Bangkok's box still reaches into it.
    expect(optedInProducts(watching(place('East of 100°E', 13.75, 100.4), 50))).toEqual(['lightning']);
    expect(optedInProducts(watching(place('Sydney', -33.87, 151.21)))).toEqual([]);
    expect(optedInProducts(watching(place('Auckland', -36.85, 174.76)))).toEqual(['lightning']);
  });
});
