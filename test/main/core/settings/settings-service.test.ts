import { serviceTemperatureUnit, unitPresets } from '@shared/units';
import { describe, expect, it } from 'vitest';
import { SettingsService } from '@main/core/settings/settings-service';
import { systemLocaleOf } from '@main/core/settings/system-locale';
import { createMemorySettingsStorage, type SettingsStorage } from '@main/core/settings/settings-storage';
import { currentSettingsVersion, defaultSettings, type Settings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { london, pickedOnMap } from './fixtures';
import { weatherDataLayer } from '@shared/tile-providers';

const withTheme = (theme: Settings['theme']): Settings => ({ ...defaultSettings, theme });

function failingStorage(overrides: Partial<SettingsStorage>): SettingsStorage & { quarantines: number } {
  const storage = {
    quarantines: 0,
    read: () => undefined,
    write: () => undefined,
    quarantine: () => {
      storage.quarantines += 1;
      return 'settings.corrupt-x.json';
    },
    ...overrides,
  };
  return storage;
}

describe('SettingsService at start', () => {
  it('starts from defaults, quietly, when nothing is stored', () => {
    const logger = createRecordingLogger();
    const service = new SettingsService(createMemorySettingsStorage(), logger);
    expect(service.current).toEqual(defaultSettings);
    expect(service.recoveredFromCorruptFile).toBe(false);
    expect(logger.entries).toEqual([]);
  });

  it('loads valid current settings as they are', () => {
    const stored = {
      ...defaultSettings,
      locations: [london],
      units: { ...unitPresets.metric, temperature: 'F', wind: 'MPH' },
      followsSystem: { ...defaultSettings.followsSystem, units: false },
    };
    const storage = createMemorySettingsStorage(stored);
    const service = new SettingsService(storage, createRecordingLogger());
    expect(service.current).toEqual(stored);
    expect(service.recovery).toBeNull();
  });

  it.each(['C', 'F'] as const)('loads a version 2 file written before temperature was a choice apart from the service unit to the same choice (%s)', (temperature) => {
    // As a version 2 file stored it: `units.temperature` was the tempunit asked of the service.
    const stored = {
      ...defaultSettings,
      version: 2,
      units: { temperature, wind: 'KMH', pressure: 'hPa', precipitation: 'mm', distance: 'km', clock: '24h' },
      followsSystem: { ...defaultSettings.followsSystem, units: false },
    };
    const service = new SettingsService(createMemorySettingsStorage(stored), createRecordingLogger());
    expect(service.current.units.temperature).toBe(temperature);
    expect(serviceTemperatureUnit(service.current.units.temperature)).toBe(temperature);
    expect(service.recovery).toBeNull();
  });

  it('fills map preferences added later (the symbol layer) with their defaults, keeping the rest', () => {
    const olderMap: Partial<Settings['map']> = { ...defaultSettings.map, zoom: 8, layer: weatherDataLayer(5) };
    delete olderMap.symbols;
    const stored = { ...defaultSettings, map: olderMap };
    const service = new SettingsService(createMemorySettingsStorage(stored), createRecordingLogger());
    expect(service.current.map).toEqual({ ...defaultSettings.map, zoom: 8, layer: weatherDataLayer(5), symbols: false });
    expect(service.recovery).toBeNull();
    expect(service.update({ map: { symbols: true } }).map.symbols).toBe(true);
  });

  it('loads a file from before "open the dashboard at start" as automatic, and saves a choice later', () => {
    const older: Partial<Settings> = { ...defaultSettings, startAtLogin: true };
    delete older.openDashboardAtStart;
    const storage = createMemorySettingsStorage(older);
    const service = new SettingsService(storage, createRecordingLogger());
    expect(service.current).toEqual({ ...defaultSettings, startAtLogin: true, openDashboardAtStart: null });
    expect(service.recovery).toBeNull();
    service.update({ openDashboardAtStart: false });
    expect(storage.read()).toEqual({ ...defaultSettings, startAtLogin: true, openDashboardAtStart: false });
    expect(service.update({ openDashboardAtStart: null }).openDashboardAtStart).toBeNull();
  });

  it("migrates the foundation's {theme} file and saves the migrated settings", () => {
    const storage = createMemorySettingsStorage({ theme: 'dark' });
    const logger = createRecordingLogger();
    const service = new SettingsService(storage, logger);
    expect(service.current).toEqual(withTheme('dark'));
    // Version 1's 'data' is written out; while the interface language follows the system, the system's applies.
    expect(storage.read()).toEqual({ ...withTheme('dark'), interfaceLanguage: 'data' });
    expect(logger.entries).toEqual([{ level: 'info', message: 'settings: migrated', fields: { from: 0, to: currentSettingsVersion } }]);
  });

  it('still starts with the migrated settings when saving them fails', () => {
    const storage = failingStorage({
      read: () => ({ theme: 'light' }),
      write: () => {
        throw new Error('disk full');
      },
    });
    const logger = createRecordingLogger();
    expect(new SettingsService(storage, logger).current).toEqual(withTheme('light'));
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn']);
  });

  it('keeps stored settings aside and starts from defaults when the file is no set of settings at all', () => {
    const storage = createMemorySettingsStorage({ version: 'one', theme: 'dark' });
    const logger = createRecordingLogger();
    const service = new SettingsService(storage, logger);
    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'invalid', keptAs: 'memory#1' });
    expect(service.recoveredFromCorruptFile).toBe(true);
    expect(storage.quarantined).toEqual([{ version: 'one', theme: 'dark' }]);
    expect(storage.read()).toBeUndefined();
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'settings: the stored settings could not be used; starting from defaults',
        fields: { reason: 'invalid', keptAs: 'memory#1', problem: 'badVersion' },
      },
    ]);
  });

  it('keeps aside settings written by a newer version instead of misreading them', () => {
    const storage = createMemorySettingsStorage({ version: currentSettingsVersion + 1, theme: 'dark' });
    const service = new SettingsService(storage, createRecordingLogger());
    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'newerVersion', keptAs: 'memory#1' });
  });

  it.each([['an array', [1, 2]], ['a number', 7], ['a bad version', { version: 'one' }]])(
    'keeps aside stored data that is %s',
    (_name, stored) => {
      const storage = createMemorySettingsStorage(stored);
      expect(new SettingsService(storage, createRecordingLogger()).recovery).toEqual({ reason: 'invalid', keptAs: 'memory#1' });
      expect(storage.quarantined).toEqual([stored]);
    },
  );

  it('keeps aside stored data that cannot be read at all', () => {
    const storage = failingStorage({
      read: () => {
        throw new SyntaxError('Unexpected end of JSON input');
      },
    });
    const service = new SettingsService(storage, createRecordingLogger());
    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'unreadable', keptAs: 'settings.corrupt-x.json' });
    expect(storage.quarantines).toBe(1);
  });

  it('starts even when the unusable file cannot be moved aside', () => {
    const storage = failingStorage({
      read: () => [1, 2],
      quarantine: () => {
        throw new Error('EACCES');
      },
    });
    const logger = createRecordingLogger();
    const service = new SettingsService(storage, logger);
    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'invalid', keptAs: null });
    expect(logger.entries.map((entry) => entry.level)).toEqual(['error', 'warn']);
  });

  it('does not write over a partly unusable file it could not move aside', () => {
    const writes: unknown[] = [];
    const storage = failingStorage({
      read: () => ({ ...defaultSettings, theme: 'neon', startAtLogin: true }),
      write: (settings) => void writes.push(settings),
      quarantine: () => {
        throw new Error('EACCES');
      },
    });
    const logger = createRecordingLogger();
    const service = new SettingsService(storage, logger);
    expect(service.current).toEqual({ ...defaultSettings, startAtLogin: true });
    expect(service.recovery).toEqual({ reason: 'someFields', keptAs: null, resetFields: ['theme'], droppedPlaces: [] });
    expect(writes).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['error', 'warn']);
  });

  it('forgets a rain location that is no longer in the list', () => {
    const stored = {
      ...defaultSettings,
      locations: [london],
      notifications: { ...defaultSettings.notifications, rain: { ...defaultSettings.notifications.rain, locationId: 'gone' } },
    };
    const service = new SettingsService(createMemorySettingsStorage(stored), createRecordingLogger());
    expect(service.current.notifications.rain.locationId).toBeNull();
  });
});

describe('SettingsService.update', () => {
  it('persists an update and tells every listener', () => {
    const storage = createMemorySettingsStorage();
    const service = new SettingsService(storage, createRecordingLogger());
    const seen: Settings[] = [];
    service.onChange((settings) => seen.push(settings));
    expect(service.update({ theme: 'light' })).toEqual(withTheme('light'));
    expect(storage.read()).toEqual(withTheme('light'));
    expect(seen).toEqual([withTheme('light')]);
  });

  it('merges nested sections field by field', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    service.update({ notifications: { rain: { withinMinutes: 45 }, quietHours: { enabled: true } } });
    service.update({ notifications: { rain: { minIntensityMmPerHour: 2 } }, map: { layer: weatherDataLayer(3) } });
    expect(service.current.notifications).toEqual({
      ...defaultSettings.notifications,
      rain: { ...defaultSettings.notifications.rain, withinMinutes: 45, minIntensityMmPerHour: 2 },
      quietHours: { ...defaultSettings.notifications.quietHours, enabled: true },
    });
    expect(service.current.map).toEqual({ ...defaultSettings.map, layer: weatherDataLayer(3) });
  });

  it('replaces the location list whole, in the order given', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    service.update({ locations: [london, pickedOnMap] });
    service.update({ locations: [pickedOnMap] });
    expect(service.current.locations).toEqual([pickedOnMap]);
  });

  it("replaces the colour schemes per layer whole, so a layer's choice can be taken out again", () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    service.update({ map: { colorschemes: { 'weatherData:2': 'temp-fahrenheit', 'weatherData:8': 'winds-mph' } } });
    service.update({ map: { colorschemes: { 'weatherData:8': 'winds-mph' } } });
    expect(service.current.map.colorschemes).toEqual({ 'weatherData:8': 'winds-mph' });
    service.update({ map: defaultSettings.map });
    expect(service.current.map).toEqual(defaultSettings.map);
  });

  it('sets nullable fields back to null', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    service.update({ map: { center: [10, 20], layer: weatherDataLayer(4) } });
    service.update({ map: { center: null, layer: null } });
    expect(service.current.map).toEqual(defaultSettings.map);
  });

  it("keeps the dashboard's bounds when the map's bounds change", () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    const dashboard = { x: 10, y: 20, width: 900, height: 700 };
    const map = { x: 30, y: 40, width: 1000, height: 800 };
    service.update({ windowBounds: { dashboard } });
    service.update({ windowBounds: { map } });
    expect(service.current.windowBounds).toEqual({ dashboard, map });
  });

  it('resets the rain location when its location is removed', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    service.update({ locations: [london, pickedOnMap], notifications: { rain: { locationId: pickedOnMap.id } } });
    expect(service.current.notifications.rain.locationId).toBe(pickedOnMap.id);
    service.update({ locations: [london] });
    expect(service.current.notifications.rain.locationId).toBeNull();
  });

  it('neither writes nor tells listeners when nothing changes', () => {
    let writes = 0;
    const storage = failingStorage({
      write: () => {
        writes += 1;
      },
    });
    const service = new SettingsService(storage, createRecordingLogger());
    const seen: Settings[] = [];
    service.onChange((settings) => seen.push(settings));
    service.update({ theme: 'system', budget: { dailyRequests: defaultSettings.budget.dailyRequests } });
    expect(writes).toBe(0);
    expect(seen).toEqual([]);
  });

  it('keeps the current settings when an update is invalid', () => {
    const storage = createMemorySettingsStorage(withTheme('dark'));
    const service = new SettingsService(storage, createRecordingLogger());
    expect(() => service.update({ theme: 'neon' } as never)).toThrow();
    expect(() => service.update({ locations: [london, london] })).toThrow();
    expect(service.current).toEqual(withTheme('dark'));
    expect(storage.read()).toEqual(withTheme('dark'));
  });

  it('keeps the current settings when saving fails', () => {
    const storage = failingStorage({
      write: () => {
        throw new Error('disk full');
      },
    });
    const service = new SettingsService(storage, createRecordingLogger());
    expect(() => service.update({ theme: 'dark' })).toThrow('disk full');
    expect(service.current).toEqual(defaultSettings);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    const seen: Settings[] = [];
    const subscription = service.onChange((settings) => seen.push(settings));
    subscription.dispose();
    service.update({ theme: 'dark' });
    expect(seen).toEqual([]);
  });
});

describe('SettingsService and the system’s languages and region', () => {
  const austria = systemLocaleOf({ preferred: ['de-AT'], formats: 'de-AT' });
  const unitedStates = systemLocaleOf({ preferred: ['en-US'], formats: 'en-US' });
  const choicesOf = (settings: Settings) => ({
    language: settings.language,
    interfaceLanguage: settings.interfaceLanguage,
    units: settings.units,
    followsSystem: settings.followsSystem,
  });

  it('starts a first start in the system’s language, units and clock, each following the system', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger(), unitedStates);
    expect(choicesOf(service.current)).toEqual({
      language: 'en',
      interfaceLanguage: 'en',
      units: unitPresets.us,
      followsSystem: { language: true, interfaceLanguage: true, units: true, clock: true },
    });
    expect(service.system).toBe(unitedStates);
  });

  it('takes the new system’s choices at the next start while they follow it', () => {
    const storage = createMemorySettingsStorage();
    new SettingsService(storage, createRecordingLogger(), unitedStates).update({ theme: 'dark' });
    const next = new SettingsService(storage, createRecordingLogger(), austria);
    expect(choicesOf(next.current)).toMatchObject({ language: 'de', interfaceLanguage: 'de', units: unitPresets.metric });
    expect(next.current.theme).toBe('dark');
  });

  it('keeps a choice made in Settings across a start with another system language, and only that choice', () => {
    const storage = createMemorySettingsStorage();
    const first = new SettingsService(storage, createRecordingLogger(), austria);
    const changed = first.update({ interfaceLanguage: 'fr', units: { temperature: 'F' } });
    expect(changed.followsSystem).toEqual({ language: true, interfaceLanguage: false, units: false, clock: true });

    const restarted = new SettingsService(storage, createRecordingLogger(), unitedStates);
    expect(choicesOf(restarted.current)).toEqual({
      // The data language and the clock still follow: the new system's.
      language: 'en',
      interfaceLanguage: 'fr',
      units: { ...unitPresets.metric, temperature: 'F', clock: '12h' },
      followsSystem: { language: true, interfaceLanguage: false, units: false, clock: true },
    });
  });

  it('makes a choice the user’s even when it is the value the system gave', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger(), austria);
    expect(service.update({ language: 'de' }).followsSystem.language).toBe(false);
    expect(service.update({ units: { clock: '24h' } }).followsSystem).toMatchObject({ units: true, clock: false });
  });

  it('goes back to the system’s value at once when told to follow it again', () => {
    const storage = createMemorySettingsStorage();
    const service = new SettingsService(storage, createRecordingLogger(), austria);
    service.update({ language: 'fi', interfaceLanguage: 'sv', units: unitPresets.us });

    const back = service.update({ followsSystem: { language: true, interfaceLanguage: true, units: true, clock: true } });

    expect(choicesOf(back)).toEqual({
      language: 'de',
      interfaceLanguage: 'de',
      units: unitPresets.metric,
      followsSystem: { language: true, interfaceLanguage: true, units: true, clock: true },
    });
    expect(storage.read()).toMatchObject({ language: 'de', followsSystem: back.followsSystem });
  });
});
