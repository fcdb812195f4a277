import type { Point, Rectangle, Size } from 'electron';

const gap = 8;

/** A display as the screen module reports it: the work area is what panels and taskbars leave. */
export interface DisplayArea {
  bounds: Rectangle;
  workArea: Rectangle;
}

export type PanelEdge = 'top' | 'bottom' | 'left' | 'right';

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function isEmpty(rectangle: Rectangle): boolean {
  return rectangle.width === 0 || rectangle.height === 0;
}

/**
 * The edge a panel or taskbar takes from the display: the side where the work area is inset most.
 * null where nothing is taken (a panel that hides itself).
 */
export function panelEdge({ bounds, workArea }: DisplayArea): PanelEdge | null {
  const insets: Array<[PanelEdge, number]> = [
    ['top', workArea.y - bounds.y],
    ['bottom', bounds.y + bounds.height - (workArea.y + workArea.height)],
    ['left', workArea.x - bounds.x],
    ['right', bounds.x + bounds.width - (workArea.x + workArea.width)],
  ];
  const [edge, inset] = insets.reduce((widest, candidate) => (candidate[1] > widest[1] ? candidate : widest));
  return inset > 0 ? edge : null;
}

/** The popup centred on a point, below it in the top half of the work area and above it otherwise, kept inside. */
function besidePoint(point: Point, below: boolean, popup: Size, workArea: Rectangle): Point {
  const minX = workArea.x + gap;
  const minY = workArea.y + gap;
  const maxX = Math.max(minX, workArea.x + workArea.width - popup.width - gap);
  const maxY = Math.max(minY, workArea.y + workArea.height - popup.height - gap);
  const y = below ? point.y + gap : point.y - popup.height - gap;
  return { x: Math.round(clamp(point.x - popup.width / 2, minX, maxX)), y: Math.round(clamp(y, minY, maxY)) };
}

/** The corner of the work area where the panel keeps its tray: a vertical panel keeps it at the bottom. */
function panelCorner(display: DisplayArea, popup: Size): Point {
  const { workArea } = display;
  const left = workArea.x + gap;
  const right = workArea.x + workArea.width - popup.width - gap;
  const top = workArea.y + gap;
  const bottom = workArea.y + workArea.height - popup.height - gap;
  switch (panelEdge(display)) {
    case 'bottom':
    case 'right':
      return { x: Math.max(left, right), y: Math.max(top, bottom) };
    case 'left':
      return { x: left, y: Math.max(top, bottom) };
    default:
      // GNOME's top bar and most top panels keep their indicators at the right.
      return { x: Math.max(left, right), y: top };
  }
}

/**
 * Where the tray popup goes on the display given. Beside the tray icon where its bounds are known
 * (Windows, macOS): centred on it, below it when the icon is in the top half and above otherwise.
 * Linux StatusNotifier hosts report empty bounds; there the popup goes beside the pointer as it was
 * at the press, which is on the icon (KDE Plasma keeps its panel at the bottom, GNOME and Xfce at
 * the top). Without the pointer, it goes to the corner of the side where the panel is. Always
 * inside the work area.
 */
export function popupPosition(trayBounds: Rectangle, popup: Size, display: DisplayArea, pointer: Point | null): Point {
  const { workArea } = display;
  const inTopHalf = (y: number): boolean => y < workArea.y + workArea.height / 2;
  if (!isEmpty(trayBounds)) {
    const centre = { x: trayBounds.x + trayBounds.width / 2, y: trayBounds.y + trayBounds.height / 2 };
    const below = inTopHalf(centre.y);
    const edge = { x: centre.x, y: below ? trayBounds.y + trayBounds.height : trayBounds.y };
    return besidePoint(edge, below, popup, workArea);
  }
  if (pointer !== null) return besidePoint(pointer, inTopHalf(pointer.y), popup, workArea);
  return panelCorner(display, popup);
}
