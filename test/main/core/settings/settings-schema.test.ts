import { unitPresets } from '@shared/units';
import { describe, expect, it } from 'vitest';
import { forecastLanguages } from '@shared/api/options';
import { currentSettingsVersion, defaultSettings, languages, maxLocations, type Settings } from '@shared/settings';
import { settingsPatchSchema, settingsSchema } from '@shared/settings-schema';
import { isIanaTimeZone } from '@shared/time-zone';
import { london, numberedLocation, pickedOnMap } from './fixtures';
import { weatherDataLayer } from '@shared/tile-providers';

const issuePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the stored settings schema', () => {
  it('fills every missing field with its default', () => {
    expect(settingsSchema.parse({ version: currentSettingsVersion })).toEqual(defaultSettings);
  });

  it('fills the missing fields of a partly stored section and keeps the stored ones', () => {
    const settings = settingsSchema.parse({
      version: currentSettingsVersion,
      units: { wind: 'KTS' },
      notifications: { rain: { withinMinutes: 60 }, quietHours: { enabled: true } },
    });
    expect(settings.units).toEqual({ ...unitPresets.metric, temperature: 'C', wind: 'KTS' });
    expect(settings.notifications.rain).toEqual({ ...defaultSettings.notifications.rain, withinMinutes: 60 });
    expect(settings.notifications.quietHours).toEqual({ enabled: true, from: '22:00', until: '07:00' });
    expect(settings.notifications.usage).toEqual(defaultSettings.notifications.usage);
  });

  it("opens every map panel in a file written before panels folded, and keeps a file's folds per panel", () => {
    const { folded, ...older } = defaultSettings.map;
    expect(folded).toEqual({ storms: false, legend: false, forecast: false });
    expect(settingsSchema.parse({ version: currentSettingsVersion, map: older }).map.folded).toEqual(folded);
    expect(settingsSchema.parse({ version: currentSettingsVersion, map: { folded: { legend: true } } }).map.folded).toEqual({ storms: false, legend: true, forecast: false });
  });

  it('gives each parse its own default objects', () => {
    const first = settingsSchema.parse({ version: currentSettingsVersion });
    first.locations.push(london);
    first.units.wind = 'MPH';
    expect(settingsSchema.parse({ version: currentSettingsVersion })).toEqual(defaultSettings);
    expect(defaultSettings.locations).toEqual([]);
  });

  it("names a place's country by its short name, in a stored file and in a change alike", () => {
    const official = { ...london, country: 'Great Britain' };
    expect(settingsSchema.parse({ version: currentSettingsVersion, locations: [official] }).locations[0]?.country).toBe('United Kingdom');
    expect(settingsPatchSchema.parse({ locations: [official] }).locations?.[0]?.country).toBe('United Kingdom');
    expect(settingsSchema.parse({ version: currentSettingsVersion, locations: [{ ...london, country: 'Atlantis' }] }).locations[0]?.country).toBe('Atlantis');
  });

  it('keeps a complete set of settings as it is', () => {
    const complete = {
      ...defaultSettings,
      locations: [london, pickedOnMap],
      timeZone: 'America/New_York',
      map: { layer: weatherDataLayer(2), colorscheme: 'default', colorschemes: { 'weatherData:2': 'temp-fahrenheit', 'weatherData:8': 'winds-mph' }, opacity: 0.5, center: [50, 10], zoom: 7.5, speed: 2, symbols: true, storms: true, lightning: false, folded: { storms: false, legend: true, forecast: false } },
      notifications: { ...defaultSettings.notifications, lightning: { enabled: true, withinKm: 50 } },
      windowBounds: { dashboard: { x: -1200, y: 40, width: 900, height: 700 }, map: { x: 0, y: 0, width: 1100, height: 760, maximized: true } },
    };
    expect(settingsSchema.parse(complete)).toEqual(complete);
  });

  it.each([
    ['an unknown top-level field', { password: 'x' }, ''],
    ['an unknown nested field', { units: { temperature: 'C', altitude: 'ft' } }, 'units'],
    ['a temperature scale not offered', { units: { temperature: 'Q' } }, 'units.temperature'],
    ['a wind unit nobody uses', { units: { wind: 'FPS' } }, 'units.wind'],
    ['a pressure unit the app does not convert to', { units: { pressure: 'kPa' } }, 'units.pressure'],
    ['a language alias', { language: 'en_gb' }, 'language'],
    ['a budget below the minimum', { budget: { dailyRequests: 99 } }, 'budget.dailyRequests'],
    ['a fractional budget', { budget: { dailyRequests: 1500.5 } }, 'budget.dailyRequests'],
    ['an unknown significance', { notifications: { warnings: { minSignificance: 'G' } } }, 'notifications.warnings.minSignificance'],
    ['a usage threshold above 100 %', { notifications: { usage: { atPercent: 120 } } }, 'notifications.usage.atPercent'],
    ['a quiet hour that is not HH:MM', { notifications: { quietHours: { from: '7:00' } } }, 'notifications.quietHours.from'],
    ['a quiet hour past midnight', { notifications: { quietHours: { until: '24:00' } } }, 'notifications.quietHours.until'],
    ['an opacity above 1', { map: { opacity: 1.2 } }, 'map.opacity'],
    ['a lightning distance not offered', { notifications: { lightning: { withinKm: 25 } } }, 'notifications.lightning.withinKm'],
    ['a map centre off the globe', { map: { center: [91, 0] } }, 'map.center.0'],
    ['window bounds without a height', { windowBounds: { map: { x: 0, y: 0, width: 800 } } }, 'windowBounds.map.height'],
    ['a maximized state that is not a yes or no', { windowBounds: { map: { x: 0, y: 0, width: 800, height: 600, maximized: 'yes' } } }, 'windowBounds.map.maximized'],
    ['a time zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['an offset instead of a zone', { timeZone: '+01:00' }, 'timeZone'],
    ['another version', { version: currentSettingsVersion + 1 }, 'version'],
    ['opening the dashboard at start as text', { openDashboardAtStart: 'yes' }, 'openDashboardAtStart'],
    ['opening the dashboard at start as a number', { openDashboardAtStart: 1 }, 'openDashboardAtStart'],
  ])('refuses %s', (_name, stored, path) => {
    expect(issuePaths(settingsSchema.safeParse({ version: currentSettingsVersion, ...stored }))).toContain(path);
  });

  it('loads a file written before "open the dashboard at start" existed as automatic', () => {
    const older: Partial<Settings> = { ...defaultSettings, theme: 'dark' };
    delete older.openDashboardAtStart;
    expect(settingsSchema.parse(older)).toEqual({ ...defaultSettings, theme: 'dark', openDashboardAtStart: null });
  });

  it.each([true, false, null])('keeps opening the dashboard at start as %s', (choice) => {
    expect(settingsSchema.parse({ version: currentSettingsVersion, openDashboardAtStart: choice }).openDashboardAtStart).toBe(choice);
  });

  it('refuses a location list with the same location twice', () => {
    const result = settingsSchema.safeParse({ version: currentSettingsVersion, locations: [london, pickedOnMap, london] });
    expect(issuePaths(result)).toEqual(['locations.2.id']);
  });

  it(`holds at most ${maxLocations} locations`, () => {
    const locations = Array.from({ length: maxLocations + 1 }, (_, index) => numberedLocation(index));
    expect(settingsSchema.safeParse({ version: currentSettingsVersion, locations: locations.slice(0, maxLocations) }).success).toBe(true);
    expect(issuePaths(settingsSchema.safeParse({ version: currentSettingsVersion, locations }))).toEqual(['locations']);
  });

  it.each([
    ['an empty id', { id: '' }, 'locations.0.id'],
    ['an id with a path separator', { id: '../x' }, 'locations.0.id'],
    ['a blank name', { name: '  ' }, 'locations.0.name'],
    ['a latitude off the globe', { lat: -90.5 }, 'locations.0.lat'],
    ['a longitude off the globe', { lon: 181 }, 'locations.0.lon'],
    ['an unknown zone', { timezone: 'Europe/Atlantis' }, 'locations.0.timezone'],
  ])('refuses a location with %s', (_name, change, path) => {
    expect(issuePaths(settingsSchema.safeParse({ version: currentSettingsVersion, locations: [{ ...london, ...change }] }))).toEqual([path]);
  });

  it("offers the forecast languages without aliases, each one the API client's forecast calls take", () => {
    expect([...forecastLanguages]).toEqual(expect.arrayContaining([...languages]));
    expect(languages).toContain('pt_br');
    expect(languages).not.toContain('en_us');
    expect(languages).not.toContain('pt');
  });
});

describe('isIanaTimeZone', () => {
  it.each(['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('accepts %s', (zone) => {
    expect(isIanaTimeZone(zone)).toBe(true);
  });

  it.each(['', 'location', 'Europe/Nowhere', '+02:00', 'Europe/London; rm -rf'])('refuses %s', (zone) => {
    expect(isIanaTimeZone(zone)).toBe(false);
  });
});

describe('the settings patch schema (what settings:update accepts)', () => {
  it('accepts any subset, nested sections partly, and adds no defaults', () => {
    const patch = { theme: 'dark', notifications: { rain: { withinMinutes: 15 } }, map: { center: null } };
    expect(settingsPatchSchema.parse(patch)).toEqual(patch);
    expect(settingsPatchSchema.parse({})).toEqual({});
  });

  it.each([
    ['the version', { version: 1 }, ''],
    ['an unknown field', { theme: 'dark', token: 'x' }, ''],
    ['an unknown nested field', { notifications: { rain: { sound: true } } }, 'notifications.rain'],
    ['an unknown notification rule', { notifications: { snow: { enabled: true } } }, 'notifications'],
    ['an invalid nested value', { notifications: { rain: { minIntensityMmPerHour: 0 } } }, 'notifications.rain.minIntensityMmPerHour'],
    ['partial window bounds', { windowBounds: { dashboard: { width: 800 } } }, 'windowBounds.dashboard.x'],
    ['an invalid location in the list', { locations: [{ ...london, lat: 'north' }] }, 'locations.0.lat'],
    ['a rain location that is not an id', { notifications: { rain: { locationId: '' } } }, 'notifications.rain.locationId'],
    ["a map panel's fold that is not true or false", { map: { folded: { storms: true, legend: 'yes', forecast: false } } }, 'map.folded.legend'],
    ['a map panel it does not know', { map: { folded: { storms: true, legend: false, forecast: false, radar: true } } }, 'map.folded'],
    ["the map panels' folds in part (each change sends them all)", { map: { folded: { storms: true } } }, 'map.folded.legend'],
  ])('refuses %s', (_name, patch, path) => {
    expect(issuePaths(settingsPatchSchema.safeParse(patch))).toContain(path);
  });

  it('sets opening the dashboard at start on, off, or back to automatic', () => {
    for (const choice of [true, false, null]) {
      expect(settingsPatchSchema.parse({ openDashboardAtStart: choice })).toEqual({ openDashboardAtStart: choice });
    }
  });

  it('says which values opening the dashboard at start takes when given another', () => {
    const result = settingsPatchSchema.safeParse({ openDashboardAtStart: 'on' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['openDashboardAtStart'], message: 'expected true (open it), false (do not) or null (follow the desktop)' },
    ]);
  });
});
