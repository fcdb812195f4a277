import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldsOutsideScope, settingsScope, type WindowSettingsPatch } from '@shared/ipc/settings-scope';
import { settingsPatchSchema } from '@shared/settings-schema';
import type { SettingsPatch } from '@shared/settings';

describe('the settings each window may write', () => {
  it('gives the dashboard every field a patch can hold, and the popup and the map one each', () => {
    expect([...settingsScope.dashboard].sort()).toEqual(Object.keys(settingsPatchSchema.shape).sort());
    expect(settingsScope.popup).toEqual(['chosenPlaceId']);
    expect(settingsScope.map).toEqual(['map']);
  });

  it('names the fields of a patch its window does not own, ignoring fields left undefined', () => {
    expect(fieldsOutsideScope('map', { map: { zoom: 4 }, budget: { dailyRequests: 5000 }, theme: 'dark' })).toEqual(['budget', 'theme']);
    expect(fieldsOutsideScope('popup', { chosenPlaceId: null, locations: undefined })).toEqual([]);
    expect(fieldsOutsideScope('dashboard', { locations: [], startAtLogin: true })).toEqual([]);
  });

  it('types a window’s patch as its own fields only', () => {
    expectTypeOf<WindowSettingsPatch<'popup'>>().toEqualTypeOf<Pick<SettingsPatch, 'chosenPlaceId'>>();
    expectTypeOf<WindowSettingsPatch<'map'>>().toEqualTypeOf<Pick<SettingsPatch, 'map'>>();
    expectTypeOf<WindowSettingsPatch<'dashboard'>>().toEqualTypeOf<SettingsPatch>();
  });
});
