import { describe, expect, it } from 'vitest';
import { SettingsService } from '@main/core/settings/settings-service';
import { createMemorySettingsStorage } from '@main/core/settings/settings-storage';
import { settingsRecoveryNotice } from '@main/core/settings/recovery-notice';
import { currentSettingsVersion, defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import { createRecordingLogger } from '../../../support/recording-logger';
import { london, numberedLocation, pickedOnMap } from './fixtures';
import { weatherDataLayer } from '@shared/tile-providers';

/** Settings where every section holds the user's own choices, none a default. */
const chosen: Settings = {
  version: currentSettingsVersion,
  locations: [london, pickedOnMap],
  chosenPlaceId: pickedOnMap.id,
  // Metric and 24-hour, as the system (none named) gives: a choice that goes back to following it shows no change.
  units: unitPresets.metric,
  language: 'de',
  interfaceLanguage: 'fi',
  followsSystem: { language: false, interfaceLanguage: false, units: false, clock: false },
  timeZone: 'Europe/Paris',
  budget: { dailyRequests: 5000, mapSharePercent: 25 },
  notifications: {
    rain: { enabled: false, locationId: london.id, withinMinutes: 60, minIntensityMmPerHour: 2 },
    warnings: { enabled: false, minSignificance: 'R' },
    usage: { enabled: false, atPercent: 90 },
    lightning: { enabled: true, withinKm: 50 },
    quietHours: { enabled: true, from: '23:00', until: '06:30' },
  },
  map: { layer: weatherDataLayer(3), colorscheme: 'rainbow', colorschemes: { 'weatherData:3': 'rainbow' }, opacity: 0.4, center: [60, 25], zoom: 8, speed: 2, symbols: true, storms: true, lightning: true, folded: { storms: true, legend: false, forecast: true } },
  windowBounds: { dashboard: { x: 10, y: 20, width: 900, height: 700 }, map: { x: 30, y: 40, width: 1000, height: 800, maximized: true } },
  startAtLogin: true,
  openDashboardAtStart: false,
  theme: 'dark',
  service: { dataAddress: 'https://api.example.com', mapsAddress: 'https://maps.example.com' },
  firstRun: { welcomed: true, placeFromTimeZone: true, toldWhereItLives: true },
};

type Json = Record<string, unknown>;

function setAt(settings: Settings, path: string, value: unknown): Json {
  const copy = structuredClone(settings) as unknown as Json;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<Json>((record, key) => record[key] as Json, copy);
  parent[last] = value;
  return copy;
}

/** The chosen settings with one field back at its default (a window's bounds have none: they go). */
function withDefaultAt(path: string): Settings {
  const keys = path.split('.');
  const fallback = keys.reduce<unknown>((record, key) => (record as Json | undefined)?.[key], defaultSettings);
  const copy = setAt(chosen, path, fallback);
  if (fallback === undefined) {
    const parent = keys.slice(0, -1).reduce<Json>((record, key) => record[key] as Json, copy);
    Reflect.deleteProperty(parent, keys.at(-1) ?? '');
  }
  return copy as unknown as Settings;
}

function load(stored: unknown) {
  const storage = createMemorySettingsStorage(stored);
  const logger = createRecordingLogger();
  return { service: new SettingsService(storage, logger), storage, logger };
}

describe('settings recovered field by field', () => {
  it('loads the chosen settings as they are', () => {
    const { service } = load(chosen);
    expect(service.current).toEqual(chosen);
    expect(service.recovery).toBeNull();
  });

  it.each<[string, string, unknown, string]>([
    ['the place list', 'locations', 'London', 'locations'],
    ['the chosen place', 'chosenPlaceId', 'no place!', 'chosenPlaceId'],
    ['the units', 'units.temperature', 'Q', 'units.temperature'],
    ['the data language', 'language', 'klingon', 'language'],
    ['the interface language', 'interfaceLanguage', 'la', 'interfaceLanguage'],
    ['what follows the system', 'followsSystem.units', 'yes', 'followsSystem.units'],
    ['the time zone', 'timeZone', '+01:00', 'timeZone'],
    ['the budget', 'budget.dailyRequests', 5, 'budget.dailyRequests'],
    ['the rain notifications', 'notifications.rain.withinMinutes', 1e9, 'notifications.rain.withinMinutes'],
    ['the quiet hours', 'notifications.quietHours.from', '25:00', 'notifications.quietHours.from'],
    ['the map', 'map.center', [999, 0], 'map.center'],
    ['the map layer, a provider unknown', 'map.layer.provider', 'elsewhere', 'map.layer'],
    ['the map layer, an id no address can carry', 'map.layer.id', '../5', 'map.layer'],
    ["a map panel's fold", 'map.folded.storms', 'sideways', 'map.folded.storms'],
    ['the window bounds', 'windowBounds.dashboard.width', -1, 'windowBounds.dashboard'],
    ['start at login', 'startAtLogin', 'sometimes', 'startAtLogin'],
    ['open the dashboard at start', 'openDashboardAtStart', 2, 'openDashboardAtStart'],
    ['the theme', 'theme', 'neon', 'theme'],
    ['the service address', 'service.dataAddress', 42, 'service.dataAddress'],
    ['the first start', 'firstRun.welcomed', 'no', 'firstRun.welcomed'],
  ])('with one bad field in %s, resets that field alone and keeps the rest', (_section, path, bad, reset) => {
    const stored = setAt(chosen, path, bad);
    const { service, storage } = load(stored);
    const expected = withDefaultAt(reset);
    // With the list gone, the rain rule's place is gone too: it follows the first place again.
    if (reset === 'locations') expected.notifications.rain.locationId = null;
    expect(service.current).toEqual(expected);
    expect(service.recovery).toEqual({ reason: 'someFields', keptAs: 'memory#1', resetFields: [reset], droppedPlaces: [] });
    // The file as it was is kept aside; what was kept is saved at once, for the next start.
    expect(storage.quarantined).toEqual([stored]);
    expect(storage.read()).toEqual(expected);
  });

  it('drops a section that is not one, with only that section back at its defaults', () => {
    const { service } = load({ ...chosen, notifications: { ...chosen.notifications, usage: 'often' }, budget: null });
    expect(service.current).toEqual({
      ...chosen,
      budget: defaultSettings.budget,
      notifications: { ...chosen.notifications, usage: defaultSettings.notifications.usage },
    });
    expect(service.recovery).toMatchObject({ resetFields: ['budget', 'notifications.usage'] });
  });

  it("sets a map panel's unusable fold back to open, keeps the other panels' and names the map's settings", () => {
    const { service } = load(setAt(chosen, 'map.folded.legend', 'half'));
    expect(service.current.map.folded).toEqual({ storms: true, legend: false, forecast: true });
    const recovery = service.recovery;
    expect(recovery).toMatchObject({ reason: 'someFields', resetFields: ['map.folded.legend'] });
    expect(recovery === null ? '' : settingsRecoveryNotice(recovery, 'en').body).toBe(
      'Only these saved settings could not be used and went back to their defaults: Map view and layers. The rest were kept. The old file was kept as memory#1.',
    );
  });

  it('drops a setting it does not know and keeps the rest', () => {
    const { service } = load({ ...chosen, units: { ...chosen.units, kelvin: true }, telemetry: 'on' });
    expect(service.current).toEqual(chosen);
    expect(service.recovery).toMatchObject({ reason: 'someFields', resetFields: ['units.kelvin', 'telemetry'] });
  });

  it('drops a bad place alone, by name, and keeps the list around it', () => {
    const atlantis = { ...numberedLocation(7), name: 'Atlantis', lat: 999 };
    const nameless: Partial<SavedLocation> = { ...numberedLocation(8) };
    delete nameless.name;
    const withUnknownField = { ...numberedLocation(9), altitude: 120 };
    const { service } = load({ ...chosen, locations: [london, atlantis, pickedOnMap, nameless, withUnknownField] });
    expect(service.current.locations).toEqual([london, pickedOnMap]);
    expect(service.current).toEqual(chosen);
    expect(service.recovery).toEqual({ reason: 'someFields', keptAs: 'memory#1', resetFields: [], droppedPlaces: ['Atlantis', null, 'Place 9'] });
  });

  it('drops a place listed twice, keeping the first, and a rain rule that followed a dropped place follows the first again', () => {
    const rainAtAtlantis = { ...chosen.notifications.rain, locationId: '7' };
    const atlantis = { ...numberedLocation(7), name: 'Atlantis', timezone: 'Mars/Olympus' };
    const { service } = load({ ...chosen, locations: [london, atlantis, pickedOnMap, { ...london, name: 'London again' }], notifications: { ...chosen.notifications, rain: rainAtAtlantis } });
    expect(service.current.locations).toEqual([london, pickedOnMap]);
    expect(service.current.notifications.rain).toEqual({ ...rainAtAtlantis, locationId: null });
    expect(service.recovery).toMatchObject({ droppedPlaces: ['Atlantis', 'London again'] });
  });

  it('keeps the first places up to the limit and names those dropped past it', () => {
    const many = Array.from({ length: 22 }, (_, index) => numberedLocation(index + 1));
    const { service } = load({ ...chosen, locations: many, notifications: { ...chosen.notifications, rain: { ...chosen.notifications.rain, locationId: null } } });
    expect(service.current.locations).toEqual(many.slice(0, 20));
    expect(service.recovery).toMatchObject({ resetFields: [], droppedPlaces: ['Place 21', 'Place 22'] });
  });

  it('recovers an older file field by field after migrating it', () => {
    const { service } = load({ version: 1, theme: 'dark', budget: { dailyRequests: 'many', mapSharePercent: 10 } });
    expect(service.current.theme).toBe('dark');
    expect(service.current.budget).toEqual({ dailyRequests: defaultSettings.budget.dailyRequests, mapSharePercent: 10 });
    expect(service.recovery).toMatchObject({ reason: 'someFields', resetFields: ['budget.dailyRequests'] });
  });

  it("loads a version 2 file's bare layer number as the same layer of the Weather Data Service", () => {
    const { service } = load({ version: 2, theme: 'dark', map: { layerId: 5, colorscheme: 'radar-coverage', zoom: 8 } });
    expect(service.current.map).toEqual({ ...defaultSettings.map, layer: { provider: 'weatherData', id: '5' }, colorscheme: 'radar-coverage', zoom: 8 });
    expect(service.current.theme).toBe('dark');
    expect(service.recovery).toBeNull();
  });

  it('resets a version 2 layer number that was not one, alone and by its new name', () => {
    const { service } = load({ version: 2, map: { layerId: 'radar', zoom: 8 } });
    expect(service.current.map).toEqual({ ...defaultSettings.map, zoom: 8 });
    expect(service.recovery).toMatchObject({ reason: 'someFields', resetFields: ['map.layer'] });
  });

  it('logs the fields reset and the number of places dropped, never their values', () => {
    const { logger } = load({ ...chosen, theme: 'neon', locations: [london, { ...pickedOnMap, name: 'My secret garden', lat: 400 }] });
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'settings: some stored settings could not be used; they take their defaults',
        fields: { keptAs: 'memory#1', resetFields: 'theme', droppedPlaces: 1 },
      },
    ]);
    expect(JSON.stringify(logger.entries)).not.toMatch(/neon|secret garden/);
  });
});

describe('the notification of settings recovered field by field', () => {
  const { service } = load({ ...chosen, budget: { dailyRequests: 1, mapSharePercent: 200 }, map: { ...chosen.map, zoom: 99 }, locations: [{ ...london, lat: 100 }] });
  const recovery = service.recovery;
  if (recovery === null) throw new Error('not recovered');

  it('names each setting that went back to its default, once, and the places when one was dropped', () => {
    expect(settingsRecoveryNotice(recovery, 'en')).toEqual({
      title: 'Some Weatherglass settings were reset',
      body:
        'Only these saved settings could not be used and went back to their defaults: Requests a day, Map’s share of requests, Map view and layers, and Places. ' +
        'The rest were kept. The old file was kept as memory#1.',
    });
  });

  it('says it in the interface language', () => {
    expect(settingsRecoveryNotice(recovery, 'de').body).toContain('Anfragen pro Tag, Anteil der Karte an den Anfragen, Kartenansicht und -ebenen und Orte');
    expect(settingsRecoveryNotice(recovery, 'fr').title).toBe('Certains paramètres de Weatherglass ont été réinitialisés');
  });

  it('still says that everything was reset when nothing could be kept', () => {
    expect(settingsRecoveryNotice({ reason: 'unreadable', keptAs: null }, 'en')).toEqual({
      title: 'Weatherglass settings were reset',
      body: 'The saved settings could not be read, so the defaults apply.',
    });
  });
});
