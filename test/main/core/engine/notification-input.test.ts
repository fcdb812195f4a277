import { describe, expect, it } from 'vitest';
import { notificationInput } from '@main/core/engine/notification-input';
import type { Product } from '@main/core/schedule/cadence';
import { RequestBudget } from '@main/core/schedule/request-budget';
import type { Snapshot } from '@main/core/snapshots/snapshot';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { FakeClock } from '../schedule/fake-clock';
import { spend } from '../schedule/spend';

const noon = new Date('2026-03-10T12:00:00Z');
const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const oslo: SavedLocation = { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' };

/** What the schedule holds: answers by product and place. */
function held(answers: Partial<Record<`${Product}@${string}`, unknown>>) {
  return {
    get: (product: Product, locationId: string): Snapshot | undefined => {
      const data = answers[`${product}@${locationId}`];
      return data === undefined ? undefined : { product, locationId, params: {}, data, fetchedAt: noon.toISOString() };
    },
  };
}

const nowcast = { resolution: 1, forecast: [{ time: noon.toISOString(), precipRate: 2 }] };
const warning = { warnings: [{ id: 'w1', event: 'wind' }] };

function settingsWith(patch: Partial<Settings>): Settings {
  return { ...defaultSettings, locations: [helsinki, oslo], ...patch };
}

describe('what the notification rules look at', () => {
  it('takes the tray’s place for rain when no place is chosen, with its current weather and hours', () => {
    const weather = held({ 'nowcast@658225': nowcast, 'current@658225': { current: { temperature: -3 } }, 'hourly@658225': { forecast: [] } });
    const input = notificationInput({ settings: settingsWith({}), weather, budget: undefined, now: noon.getTime() });
    expect(input.rain).toEqual({
      locationId: helsinki.id,
      locationName: 'Helsinki',
      nowcast,
      current: { temperature: -3 },
      hours: [],
      temperatureUnit: defaultSettings.units.temperature,
    });
    expect(input.now).toEqual(noon);
    expect(input.usage).toBeUndefined();
  });

  it('takes the chosen rain place, and none while that place has no nowcast', () => {
    const settings = settingsWith({ notifications: { ...defaultSettings.notifications, rain: { ...defaultSettings.notifications.rain, locationId: oslo.id } } });
    expect(notificationInput({ settings, weather: held({ 'nowcast@3143244': nowcast }), budget: undefined, now: noon.getTime() }).rain).toMatchObject({
      locationName: 'Oslo',
      current: null,
    });
    expect(notificationInput({ settings, weather: held({ 'nowcast@658225': nowcast }), budget: undefined, now: noon.getTime() }).rain).toBeUndefined();
  });

  it('gathers every place’s warnings', () => {
    const input = notificationInput({ settings: settingsWith({}), weather: held({ 'warnings@3143244': warning }), budget: undefined, now: noon.getTime() });
    expect(input.warnings).toEqual([{ locationId: oslo.id, locationName: 'Oslo', warnings: warning.warnings }]);
  });

  it('looks at the flashes round the tray’s place only while the lightning notification is on', () => {
    const flashes = { flashes: [{ time: noon.toISOString(), lat: 60.2, lon: 25 }] };
    const weather = held({ 'lightning@658225': flashes });
    expect(notificationInput({ settings: settingsWith({}), weather, budget: undefined, now: noon.getTime() }).lightning).toBeUndefined();
    const watching = settingsWith({ notifications: { ...defaultSettings.notifications, lightning: { enabled: true, withinKm: 30 } } });
    expect(notificationInput({ settings: watching, weather, budget: undefined, now: noon.getTime() }).lightning).toEqual({
      locationId: helsinki.id,
      locationName: 'Helsinki',
      place: { lat: helsinki.lat, lon: helsinki.lon },
      flashes: flashes.flashes,
    });
  });

  it('counts today’s requests against the allowance of the budget in use', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon), allowance: 500 });
    spend(budget, 12, 'data');
    const input = notificationInput({ settings: settingsWith({}), weather: held({}), budget, now: noon.getTime() });
    expect(input.usage).toEqual({ day: '2026-03-10', used: 12, allowance: 500 });
  });

  it('writes clock times in the zone the settings say: a fixed zone, or the tray place’s', () => {
    const weather = held({});
    expect(notificationInput({ settings: settingsWith({ timeZone: 'America/New_York' }), weather, budget: undefined, now: noon.getTime() }).timeZone).toBe(
      'America/New_York',
    );
    expect(notificationInput({ settings: settingsWith({ timeZone: 'location' }), weather, budget: undefined, now: noon.getTime() }).timeZone).toBe('Europe/Helsinki');
  });
});
