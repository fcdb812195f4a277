import { describe, expect, it } from 'vitest';
import { panelEdge, popupPosition, type DisplayArea } from '@main/popup-position';

const popup = { width: 360, height: 560 };
const none = { x: 0, y: 0, width: 0, height: 0 };
const full = { x: 0, y: 0, width: 1920, height: 1080 };

/** A 1920 × 1080 display with a 40 px panel on the edge named, or none. */
function display(edge: 'top' | 'bottom' | 'left' | 'right' | null): DisplayArea {
  const workArea = {
    top: { x: 0, y: 40, width: 1920, height: 1040 },
    bottom: { x: 0, y: 0, width: 1920, height: 1040 },
    left: { x: 40, y: 0, width: 1880, height: 1080 },
    right: { x: 0, y: 0, width: 1880, height: 1080 },
  };
  return { bounds: full, workArea: edge === null ? full : workArea[edge] };
}

describe('panelEdge', () => {
  it.each(['top', 'bottom', 'left', 'right'] as const)('finds a panel on the %s edge by the work area it leaves', (edge) => {
    expect(panelEdge(display(edge))).toBe(edge);
  });

  it('takes the wider inset where there are two (GNOME: a top bar and a wider dock on the left)', () => {
    expect(panelEdge({ bounds: full, workArea: { x: 64, y: 32, width: 1856, height: 1048 } })).toBe('left');
  });

  it('finds none where a panel hides itself', () => {
    expect(panelEdge(display(null))).toBeNull();
  });

  it('reads a second display by its own origin', () => {
    expect(panelEdge({ bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, workArea: { x: 1920, y: 0, width: 1232, height: 1024 } })).toBe('right');
  });
});

describe('popupPosition beside a tray icon whose bounds are known (Windows, macOS)', () => {
  it('goes below an icon in the menu bar, centred on it', () => {
    expect(popupPosition({ x: 1300, y: 0, width: 24, height: 40 }, popup, display('top'), null)).toEqual({ x: 1312 - 180, y: 40 + 8 });
  });

  it('goes above an icon in a bottom taskbar, kept inside the work area', () => {
    expect(popupPosition({ x: 1880, y: 1046, width: 24, height: 30 }, popup, display('bottom'), null)).toEqual({ x: 1920 - 360 - 8, y: 1040 - 560 - 8 });
  });

  it('ignores the pointer when the icon is known', () => {
    expect(popupPosition({ x: 1300, y: 0, width: 24, height: 40 }, popup, display('top'), { x: 10, y: 900 })).toEqual({ x: 1132, y: 48 });
  });
});

describe('popupPosition where the tray bounds are empty (Linux)', () => {
  it('goes above the pointer on a bottom panel (KDE Plasma), not to the top-right corner', () => {
    expect(popupPosition(none, popup, display('bottom'), { x: 1000, y: 1060 })).toEqual({ x: 1000 - 180, y: 1040 - 560 - 8 });
  });

  it('goes below the pointer on a top panel (Xfce, GNOME)', () => {
    expect(popupPosition(none, popup, display('top'), { x: 1000, y: 20 })).toEqual({ x: 820, y: 48 });
  });

  it('stays inside the work area beside a vertical panel', () => {
    expect(popupPosition(none, popup, display('left'), { x: 20, y: 1000 })).toEqual({ x: 48, y: 1000 - 560 - 8 });
    expect(popupPosition(none, popup, display('right'), { x: 1900, y: 100 })).toEqual({ x: 1880 - 360 - 8, y: 108 });
  });

  it('goes beside the pointer on a second display, within its work area', () => {
    const second = { bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, workArea: { x: 1920, y: 30, width: 1280, height: 994 } };

    expect(popupPosition(none, popup, second, { x: 3150, y: 15 })).toEqual({ x: 1920 + 1280 - 360 - 8, y: 38 });
  });

  it.each([
    ['bottom', { x: 1920 - 360 - 8, y: 1040 - 560 - 8 }],
    ['top', { x: 1920 - 360 - 8, y: 48 }],
    ['left', { x: 48, y: 1080 - 560 - 8 }],
    ['right', { x: 1880 - 360 - 8, y: 1080 - 560 - 8 }],
    [null, { x: 1920 - 360 - 8, y: 8 }],
  ] as const)('without the pointer, takes the corner on the side of a panel on the %s edge', (edge, place) => {
    expect(popupPosition(none, popup, display(edge), null)).toEqual(place);
  });
});
