import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Settings } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyStartAtLogin, autostartFileName, execArgument, type LoginItemContext } from '@main/login-item';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

/** The icon the packages ship (512 px). */
const iconFile = 'resources/icon.png';
let scratchDir: string;
let loginItems: Settings[];

function fakeApp(paths: Record<string, string>): LoginItemContext['app'] {
  return {
    setLoginItemSettings: (settings: Settings) => loginItems.push(settings),
    getPath: (name: string) => {
      const path = paths[name];
      if (path === undefined) throw new Error(`no ${name} path in this test`);
      return path;
    },
  };
}

beforeEach(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), 'weatherglass-autostart-'));
  loginItems = [];
});

afterEach(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

describe('applyStartAtLogin on macOS and Windows', () => {
  it.each(['darwin', 'win32'] as const)('sets the login item on %s and writes no file', async (platform) => {
    const app = fakeApp({});

    await applyStartAtLogin(true, { platform, app, iconFile, autostartDir: scratchDir });
    await applyStartAtLogin(false, { platform, app, iconFile, autostartDir: scratchDir });

    expect(loginItems).toEqual([{ openAtLogin: true }, { openAtLogin: false }]);
    expect(await readdir(scratchDir)).toEqual([]);
  });
});

describe('applyStartAtLogin on Linux', () => {
  const autostartFile = () => join(scratchDir, 'autostart', autostartFileName);

  it('writes an XDG autostart entry that starts the executable, creating the directory', async () => {
    const app = fakeApp({ exe: '/opt/Weatherglass/weatherglass' });

    await applyStartAtLogin(true, { platform: 'linux', app, iconFile, autostartDir: join(scratchDir, 'autostart'), env: {} });

    const entry = await readFile(autostartFile(), 'utf8');
    expect(entry.split('\n')).toEqual([
      '[Desktop Entry]',
      'Type=Application',
      'Version=1.0',
      'Name=Weatherglass',
      'Comment=Weather in the system tray',
      'Exec=/opt/Weatherglass/weatherglass',
      'Icon=weatherglass',
      'Terminal=false',
      'X-GNOME-Autostart-enabled=true',
      '',
    ]);
    expect(loginItems).toEqual([]);
    expect(await readdir(join(scratchDir, 'autostart'))).toEqual([autostartFileName]);
  });

  it('starts the AppImage file rather than its temporary mount', async () => {
    const app = fakeApp({ exe: '/tmp/.mount_WeathXYZ/weatherglass', home: scratchDir });
    const env = { APPIMAGE: '/home/ada/Apps/Weatherglass-0.1.0.AppImage' };

    await applyStartAtLogin(true, { platform: 'linux', app, iconFile, autostartDir: join(scratchDir, 'autostart'), env });

    expect(await readFile(autostartFile(), 'utf8')).toContain('\nExec=/home/ada/Apps/Weatherglass-0.1.0.AppImage\n');
  });

  it("names an AppImage's icon by a path where it installed it, in the user's hicolor theme", async () => {
    const app = fakeApp({ exe: '/tmp/.mount_WeathXYZ/weatherglass', home: join(scratchDir, 'home') });
    const env = { APPIMAGE: '/home/ada/Apps/Weatherglass-0.1.0.AppImage' };

    await applyStartAtLogin(true, { platform: 'linux', app, iconFile, autostartDir: join(scratchDir, 'autostart'), env });

    const icon = join(scratchDir, 'home/.local/share/icons/hicolor/512x512/apps/weatherglass.png');
    expect(await readFile(autostartFile(), 'utf8')).toContain(`\nIcon=${icon}\n`);
    expect(await readFile(icon)).toEqual(await readFile(iconFile));
  });

  it("installs the AppImage's icon under XDG_DATA_HOME where that is set", async () => {
    const app = fakeApp({ exe: '/tmp/.mount_WeathXYZ/weatherglass' });
    const env = { APPIMAGE: '/home/ada/Apps/Weatherglass-0.1.0.AppImage', XDG_DATA_HOME: join(scratchDir, 'data') };

    await applyStartAtLogin(true, { platform: 'linux', app, iconFile, autostartDir: join(scratchDir, 'autostart'), env });

    const icon = join(scratchDir, 'data/icons/hicolor/512x512/apps/weatherglass.png');
    expect(await readFile(autostartFile(), 'utf8')).toContain(`\nIcon=${icon}\n`);
    expect(existsSync(icon)).toBe(true);
  });

  it('defaults to the autostart directory under the config directory', async () => {
    const app = fakeApp({ exe: '/usr/bin/weatherglass', appData: scratchDir });

    await applyStartAtLogin(true, { platform: 'linux', app, iconFile, env: {} });

    expect(await readFile(autostartFile(), 'utf8')).toContain('\nExec=/usr/bin/weatherglass\n');
  });

  it('removes the entry when turned off, and is content when there is none', async () => {
    const app = fakeApp({ exe: '/usr/bin/weatherglass' });
    const ctx = { platform: 'linux', app, iconFile, autostartDir: join(scratchDir, 'autostart'), env: {} } as const;
    await applyStartAtLogin(true, ctx);

    await applyStartAtLogin(false, ctx);
    await applyStartAtLogin(false, ctx);

    expect(await readdir(join(scratchDir, 'autostart'))).toEqual([]);
  });
});

describe('execArgument', () => {
  it.each([
    ['/usr/bin/weatherglass', '/usr/bin/weatherglass'],
    ['/home/ada/My Apps/weatherglass', '"/home/ada/My Apps/weatherglass"'],
    ['/opt/100%/weatherglass', '/opt/100%%/weatherglass'],
    ['/opt/$HOME "quoted"/`x`', '"/opt/\\\\$HOME \\\\"quoted\\\\"/\\\\`x\\\\`"'],
    [String.raw`/opt/back\slash`, String.raw`"/opt/back\\\\slash"`],
  ])('writes %s as %s', (path, written) => {
    expect(execArgument(path)).toBe(written);
  });

  it('refuses a path with a line break, which no Exec line can hold', () => {
    expect(() => execArgument('/opt/a\nb')).toThrow(/line break/);
  });
});
