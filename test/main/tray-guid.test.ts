import { describe, expect, it } from 'vitest';
import { trayGuid, trayGuidNamespace } from '@main/tray-guid';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const installed = 'C:\\Users\\Ada\\AppData\\Local\\Programs\\weatherglass\\Weatherglass.exe';

describe('trayGuid', () => {
  it('gives Windows a version 5 UUID that an update in the same folder keeps', () => {
    const guid = trayGuid('win32', installed);

    expect(guid).toMatch(uuid);
    expect(trayGuid('win32', installed)).toBe(guid);
    // Windows paths are case-insensitive: the same file is the same icon.
    expect(trayGuid('win32', installed.toUpperCase())).toBe(guid);
  });

  it('gives a copy in another folder another GUID, since Windows refuses one registered from elsewhere', () => {
    expect(trayGuid('win32', 'D:\\Portable\\Weatherglass.exe')).not.toBe(trayGuid('win32', installed));
  });

  it('gives macOS one fixed GUID wherever the app is, and Linux none (Electron ignores it there)', () => {
    expect(trayGuid('darwin', '/Applications/Weatherglass.app/Contents/MacOS/Weatherglass')).toBe(trayGuidNamespace);
    expect(trayGuid('darwin', '/Users/ada/Downloads/Weatherglass.app/Contents/MacOS/Weatherglass')).toBe(trayGuidNamespace);
    expect(trayGuid('linux', '/opt/Weatherglass/weatherglass')).toBeUndefined();
  });
});
