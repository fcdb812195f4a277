import { BrowserWindow, type Rectangle } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreBounds, trackBounds } from '@main/window-bounds';
import type { WindowBounds } from '@shared/settings';
import { installFakeElectron, type FakeBrowserWindow, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

const laptop: Rectangle = { x: 0, y: 0, width: 1920, height: 1040 };
/** A second display to the laptop's right, its top 200 px lower. */
const rightMonitor: Rectangle = { x: 1920, y: 200, width: 2560, height: 1400 };

describe('restoreBounds', () => {
  it('has nothing to restore when nothing was saved', () => {
    expect(restoreBounds(undefined, [laptop])).toBeUndefined();
  });

  it('restores bounds that lie on a display, the second one included', () => {
    const onLaptop = { x: 100, y: 80, width: 1100, height: 760 };
    const onMonitor = { x: 2500, y: 400, width: 1100, height: 760 };

    expect(restoreBounds(onLaptop, [laptop, rightMonitor])).toEqual(onLaptop);
    expect(restoreBounds(onMonitor, [laptop, rightMonitor])).toEqual(onMonitor);
  });

  it('restores a window pushed partly off the edge while enough of it shows', () => {
    const mostlyOffRight = { x: 1920 - 120, y: 300, width: 1100, height: 760 };
    const belowTheTopEdgeOfTheBar = { x: -7, y: -7, width: 1100, height: 760 };

    expect(restoreBounds(mostlyOffRight, [laptop])).toEqual(mostlyOffRight);
    expect(restoreBounds(belowTheTopEdgeOfTheBar, [laptop])).toEqual(belowTheTopEdgeOfTheBar);
  });

  it('drops bounds on a display that is gone', () => {
    const onMonitor = { x: 2500, y: 400, width: 1100, height: 760 };

    expect(restoreBounds(onMonitor, [laptop])).toBeUndefined();
  });

  it.each([
    ['a sliver at the right edge', { x: 1920 - 99, y: 300, width: 1100, height: 760 }, [laptop]],
    ['a sliver at the bottom', { x: 300, y: 1040 - 59, width: 1100, height: 760 }, [laptop]],
    ['a title bar above the top of the screen', { x: 300, y: -400, width: 1100, height: 760 }, [laptop]],
    ['a title bar above the lower monitor', { x: 2500, y: 100, width: 1100, height: 760 }, [laptop, rightMonitor]],
  ])('drops %s', (_case, saved, workAreas) => {
    expect(restoreBounds(saved, workAreas)).toBeUndefined();
  });

  it('keeps a window that only just shows enough', () => {
    const justEnough = { x: 1920 - 100, y: 1040 - 60, width: 1100, height: 760 };

    expect(restoreBounds(justEnough, [laptop])).toEqual(justEnough);
  });
});

describe('trackBounds', () => {
  let electron: FakeElectron;

  beforeEach(() => {
    vi.useFakeTimers();
    electron = installFakeElectron();
    electron.app.ready = true;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function trackedWindow() {
    const window = new BrowserWindow({});
    const fake = electron.BrowserWindow.instances.at(-1) as FakeBrowserWindow;
    const saved: WindowBounds[] = [];
    const stop = trackBounds(window, (bounds) => saved.push(bounds));
    return { fake, saved, stop };
  }

  it('saves the normal bounds once, half a second after the last move or resize', () => {
    const { fake, saved } = trackedWindow();
    fake.normalBounds = { x: 10, y: 20, width: 900, height: 700 };

    fake.emit('move');
    vi.advanceTimersByTime(400);
    fake.emit('resize');
    vi.advanceTimersByTime(499);
    expect(saved).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ x: 10, y: 20, width: 900, height: 700, maximized: false }]);
  });

  it('saves at once when the window closes, and never after it is gone', () => {
    const { fake, saved } = trackedWindow();
    fake.normalBounds = { x: 30, y: 40, width: 1000, height: 720 };

    fake.emit('move');
    fake.emit('close');
    fake.close();
    vi.advanceTimersByTime(1000);
    fake.emit('move');
    vi.advanceTimersByTime(1000);

    expect(saved).toEqual([{ x: 30, y: 40, width: 1000, height: 720, maximized: false }]);
  });

  it('saves that the window is maximized, with the bounds it restores to, and that it is no longer', () => {
    const { fake, saved } = trackedWindow();
    fake.normalBounds = { x: 30, y: 40, width: 1000, height: 720 };

    fake.maximize();
    vi.advanceTimersByTime(500);
    fake.unmaximize();
    vi.advanceTimersByTime(500);

    expect(saved).toEqual([
      { x: 30, y: 40, width: 1000, height: 720, maximized: true },
      { x: 30, y: 40, width: 1000, height: 720, maximized: false },
    ]);
  });

  it('saves nothing more once stopped', () => {
    const { fake, saved, stop } = trackedWindow();

    fake.emit('resize');
    stop();
    vi.advanceTimersByTime(1000);
    fake.emit('close');

    expect(saved).toEqual([]);
  });
});
