import type { BrowserWindow, Rectangle } from 'electron';
import type { WindowBounds } from '@shared/settings';

/** How much of a window must lie on a display for it to be found and dragged back. */
const minimumVisible = { width: 100, height: 60 };
/**
 * How far the top edge may sit above a work area: Windows 10 and 11 place windows with invisible
 * 7 px resize borders, so a window snapped to the top reports a slightly negative y.
 */
const topTolerance = 16;
/** Moving or resizing fires many events; the settings file is written once things settle. */
const saveDelayMs = 500;

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

function visibleOn(saved: Rectangle, workArea: Rectangle): boolean {
  const { width, height } = overlap(saved, workArea);
  return width >= minimumVisible.width && height >= minimumVisible.height && saved.y >= workArea.y - topTolerance;
}

/**
 * The saved bounds, when enough of the window, title bar included, would land on one of the
 * displays' work areas; otherwise undefined, and the window opens at its default size and place.
 * A display that was unplugged or rearranged since must not leave a window out of reach.
 */
export function restoreBounds(saved: WindowBounds | undefined, workAreas: readonly Rectangle[]): WindowBounds | undefined {
  if (saved === undefined) return undefined;
  return workAreas.some((workArea) => visibleOn(saved, workArea)) ? saved : undefined;
}

/**
 * Saves a window's bounds a moment after it stops moving, resizing, maximizing or restoring, and
 * at once when it closes. The normal bounds are saved with whether it is maximized, so a maximized
 * window comes back maximized and un-maximizes to the size it had; a full-screen one comes back
 * at its normal size. Returns a function that stops tracking; closing the window stops it too.
 */
export function trackBounds(window: BrowserWindow, save: (bounds: WindowBounds) => void): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(pending);
    pending = undefined;
    if (!window.isDestroyed()) save({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  };
  const schedule = (): void => {
    clearTimeout(pending);
    pending = setTimeout(flush, saveDelayMs);
  };
  const stop = (): void => {
    clearTimeout(pending);
    pending = undefined;
    window.off('resize', schedule);
    window.off('move', schedule);
    window.off('maximize', schedule);
    window.off('unmaximize', schedule);
    window.off('close', flush);
    window.off('closed', stop);
  };

  window.on('resize', schedule);
  window.on('move', schedule);
  window.on('maximize', schedule);
  window.on('unmaximize', schedule);
  window.on('close', flush);
  window.on('closed', stop);
  return stop;
}
