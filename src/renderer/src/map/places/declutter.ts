/** Keeping the places' weather symbols off what the map says about the user's own places. */

/** A rectangle on screen, in pixels, as getBoundingClientRect gives it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Closer than this and two boxes read as one. */
export const clearance = 2;

/** Whether two boxes meet, or come closer than `gap` (0: only boxes that overlap). */
export function overlaps(a: Box, b: Box, gap = clearance): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** Whether a box lies wholly inside an area. */
export function inside(box: Box, area: Box): boolean {
  return box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom;
}

/**
 * Whether a symbol may show: not where it would cover a pin, a pin's name or another symbol
 * already shown. A pin is the user's own place and its name is what they read, so the symbol gives
 * way (the pin's forecast is a click away) rather than moving: shifted symbols would sit off the
 * towns they describe.
 */
export function symbolShows(symbol: Box, obstacles: readonly Box[]): boolean {
  return !obstacles.some((obstacle) => overlaps(symbol, obstacle));
}

/** What a symbol must keep clear of, found in the map it is on. */
const obstacleSelector = '.wg-location-pin, .wg-location-name, .wg-place:not(.wg-gave-way)';

/**
 * `{@attach}` for a symbol: hides it when, as placed, it would cover a pin, a pin's name or a
 * symbol of a neighbouring tile. Tiles come and go with every zoom, so each is judged as it arrives.
 */
export function giveWay(element: HTMLElement): void {
  const map = element.closest('.leaflet-container');
  if (map === null) return;
  const others = [...map.querySelectorAll<HTMLElement>(obstacleSelector)].filter((other) => other !== element && other.parentElement !== element.parentElement);
  const shows = symbolShows(element.getBoundingClientRect(), others.map((other) => other.getBoundingClientRect()));
  element.classList.toggle('wg-gave-way', !shows);
}
