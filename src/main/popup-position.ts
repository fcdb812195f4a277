import type { Point, Rectangle, Size } from 'electron';

const gap = 8;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Where the tray popup goes: centred on the tray icon, below it when the icon sits in the top half
 * of the screen and above it otherwise, kept inside the work area. Linux reports empty tray bounds,
 * so there the popup takes the top-right corner, where GNOME and most panels keep their indicators.
 */
export function popupPosition(trayBounds: Rectangle, popup: Size, workArea: Rectangle): Point {
  const maxX = workArea.x + workArea.width - popup.width - gap;
  const maxY = workArea.y + workArea.height - popup.height - gap;
  const minX = workArea.x + gap;
  const minY = workArea.y + gap;
  if (trayBounds.width === 0 || trayBounds.height === 0) return { x: Math.max(minX, maxX), y: minY };

  const centreX = trayBounds.x + trayBounds.width / 2;
  const inTopHalf = trayBounds.y + trayBounds.height / 2 < workArea.y + workArea.height / 2;
  const y = inTopHalf ? trayBounds.y + trayBounds.height + gap : trayBounds.y - popup.height - gap;
  return {
    x: Math.round(clamp(centreX - popup.width / 2, minX, Math.max(minX, maxX))),
    y: Math.round(clamp(y, minY, Math.max(minY, maxY))),
  };
}
