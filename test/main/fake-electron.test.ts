import { describe, expect, it } from 'vitest';
import { installFakeElectron, type FakeDesktopKind } from './fake-electron';

/**
 * The fake must stay as unkind as the desktops it plays: a kinder fake would let the glue's tests
 * pass where a real desktop fails. These pin the unkindnesses the glue is tested against.
 */

function readyFake(kind: FakeDesktopKind) {
  const electron = installFakeElectron(kind);
  electron.app.ready = true;
  return electron;
}

function eventsOf(kind: FakeDesktopKind, act: (tray: ReturnType<typeof readyFake>['Tray']['instances'][number]) => void): string[] {
  const electron = readyFake(kind);
  const tray = new electron.Tray({ path: '/tray.png', isEmpty: () => false });
  if (kind.startsWith('linux')) tray.setContextMenu({ items: [{ label: 'Open Weatherglass' }] });
  const popup = new electron.BrowserWindow({});
  // Opened by the user, so even Windows lets it take the focus.
  electron.focus.userInput();
  popup.show();
  const events: string[] = [];
  popup.on('blur', () => events.push('blur'));
  for (const name of ['click', 'double-click', 'right-click']) tray.on(name, () => events.push(name));
  act(tray);
  return [...events, ...tray.menusShown.map(() => 'menu')];
}

describe('the tray as each desktop delivers a press', () => {
  it.each([
    ['linux-x11', ['click']],
    ['linux-wayland', ['menu']],
    ['linux-xfce', ['menu']],
    ['darwin', ['blur', 'click']],
    ['win32', ['blur', 'click']],
  ] as const)('%s: a left press', (kind, events) => {
    expect(eventsOf(kind, (tray) => tray.press())).toEqual(events);
  });

  it.each([
    ['linux-x11', ['click', 'click']],
    ['linux-wayland', ['menu', 'menu']],
    ['darwin', ['blur', 'click', 'double-click']],
    ['win32', ['blur', 'click', 'click', 'double-click']],
  ] as const)('%s: a double press', (kind, events) => {
    expect(eventsOf(kind, (tray) => tray.doublePress())).toEqual(events);
  });

  it('reports empty bounds on Linux, and the icon in the taskbar on Windows', () => {
    const linux = readyFake('linux-x11');
    expect(new linux.Tray({ path: '', isEmpty: () => false }).getBounds()).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    const windows = readyFake('win32');
    expect(new windows.Tray({ path: '', isEmpty: () => false }).getBounds().height).toBeGreaterThan(0);
  });
});

describe('focus', () => {
  it('is refused under Wayland, so no blur ever comes', () => {
    const electron = readyFake('linux-wayland');
    const window = new electron.BrowserWindow({});

    window.show();
    window.focus();

    expect(window.focused).toBe(false);
  });

  it('is refused on Windows to an app the user has not just used, and given after a press on its icon', () => {
    const electron = readyFake('win32');
    const tray = new electron.Tray({ path: '', isEmpty: () => false });
    const window = new electron.BrowserWindow({});

    window.show();
    const before = window.focused;
    tray.press();
    window.focus();

    expect([before, window.focused]).toEqual([false, true]);
  });
});

describe('displays', () => {
  it('has two displays on each desktop, with the scale factors 1, 1.25, 1.5 and 2 among them and a panel on every edge', () => {
    const kinds: FakeDesktopKind[] = ['linux-x11', 'linux-wayland', 'linux-xfce', 'darwin', 'win32'];
    const displays = kinds.flatMap((kind) => readyFake(kind).screen.getAllDisplays());
    const edges = displays.flatMap(({ bounds, workArea }) => [
      workArea.y > bounds.y ? 'top' : [],
      workArea.y + workArea.height < bounds.y + bounds.height ? 'bottom' : [],
      workArea.x > bounds.x ? 'left' : [],
      workArea.x + workArea.width < bounds.x + bounds.width ? 'right' : [],
    ]).flat();

    expect(new Set(displays.map((display) => display.scaleFactor))).toEqual(new Set([1, 1.25, 1.5, 2]));
    expect(new Set(edges)).toEqual(new Set(['top', 'bottom', 'left', 'right']));
  });

  it('does not know the pointer under Wayland', () => {
    const electron = readyFake('linux-wayland');
    electron.screen.pointer = { x: 1900, y: 16 };

    expect(electron.screen.getCursorScreenPoint()).toEqual({ x: 0, y: 0 });
  });

  it('on Windows sizes a window made for a display of another scale with the primary\'s, until it is set again there', () => {
    const electron = readyFake('win32');
    const asked = { x: 1700, y: 100, width: 1000, height: 700 };
    const window = new electron.BrowserWindow(asked);
    const made = window.getBounds();

    window.setBounds(asked);

    expect(made).not.toEqual(asked);
    expect(window.getBounds()).toEqual(asked);
  });

  it('converts DIPs to physical pixels on Windows only', () => {
    expect(readyFake('win32').screen.dipToScreenRect?.(null, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 0, width: 125, height: 125 });
    expect(readyFake('darwin').screen.dipToScreenRect).toBeUndefined();
  });
});

describe('a window’s page', () => {
  it('can rewrite its own address with pushState, for getURL and the main frame alike, on its own origin only', async () => {
    const electron = readyFake('linux-x11');
    const popup = new electron.BrowserWindow({});
    const other = new electron.BrowserWindow({});
    await popup.loadURL('app://weatherglass/popup.html?lang=en');

    popup.webContents.pushState('/dashboard.html');

    expect(popup.webContents.getURL()).toBe('app://weatherglass/dashboard.html');
    expect(popup.webContents.mainFrame.url).toBe('app://weatherglass/dashboard.html');
    expect(() => popup.webContents.pushState('https://evil.example/dashboard.html')).toThrow(/SecurityError/);
    // Every webContents has its own id, as Electron numbers them; a page cannot change it.
    expect(popup.webContents.id).not.toBe(other.webContents.id);
  });
});
