import { describe, expect, it } from 'vitest';
import { createMemorySettingsStorage, SettingsService } from '../../../src/main/core/settings/settings-service';
import { createRecordingLogger } from '../../support/recording-logger';

describe('SettingsService', () => {
  it('starts from defaults when nothing is stored', () => {
    const service = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
    expect(service.current).toEqual({ theme: 'system' });
  });

  it('loads valid stored settings', () => {
    const service = new SettingsService(createMemorySettingsStorage({ theme: 'dark' }), createRecordingLogger());
    expect(service.current).toEqual({ theme: 'dark' });
  });

  it('falls back to defaults and warns when the stored settings are invalid', () => {
    const logger = createRecordingLogger();
    const service = new SettingsService(createMemorySettingsStorage({ theme: 42 }), logger);
    expect(service.current).toEqual({ theme: 'system' });
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn']);
  });

  it('persists an update and tells every listener', () => {
    const storage = createMemorySettingsStorage();
    const service = new SettingsService(storage, createRecordingLogger());
    const seen: unknown[] = [];
    service.onChange((settings) => seen.push(settings));
    expect(service.update({ theme: 'light' })).toEqual({ theme: 'light' });
    expect(storage.read()).toEqual({ theme: 'light' });
    expect(seen).toEqual([{ theme: 'light' }]);
  });

  it('keeps the current settings when an update is invalid', () => {
    const storage = createMemorySettingsStorage({ theme: 'dark' });
    const service = new SettingsService(storage, createRecordingLogger());
    expect(() => service.update({ theme: 'neon' } as never)).toThrow();
    expect(service.current).toEqual({ theme: 'dark' });
    expect(storage.read()).toEqual({ theme: 'dark' });
  });
});
