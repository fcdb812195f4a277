import type L from 'leaflet';
import { pinShift, type Box } from '../panels/pin-shift';

/** What marks a panel laid over the map (`FoldPanel.svelte`). */
const panelSelector = '[data-map-panel]';

/** Air a name may keep from its pin (its tooltip's offset), and how far its middle may sit from the pin's. */
const nameGap = 16;
const nameDrift = 8;

/**
 * A name drawn to the right of its pin, level with it. While the map lays its first view out, a
 * label can stand for a moment at the pane's corner: a pin measured then is left for the next check.
 */
function besideItsPin(name: DOMRect, pin: DOMRect): boolean {
  return name.left >= pin.left && name.left <= pin.right + nameGap && Math.abs(name.top + name.height / 2 - (pin.top + pin.height / 2)) <= nameDrift;
}

/**
 * Keeps the places' pins out from under the panels laid over the map: when a panel appears, opens,
 * folds or changes size, or the pins change, the map moves (at once, by `pan`) the least that brings
 * every pin in view and its name into the clear. Nothing else moves it: not the user's own moves (a
 * pin the user parks under a panel stays there), not a drag under way, not the notices that come
 * and go as tiles load.
 */
export function keepPinsClearOfPanels(map: L.Map, pins: () => readonly L.Marker[], pan: (x: number, y: number) => void): { check(): void; stop(): void } {
  const container = map.getContainer();
  const area = container.parentElement;
  const panels = (): Element[] => [...(area?.querySelectorAll(panelSelector) ?? [])];
  const pinBoxes = (): Box[] =>
    pins().flatMap((pin) => {
      const shown = pin.getElement()?.getBoundingClientRect();
      const name = pin.getTooltip()?.getElement()?.getBoundingClientRect();
      if (shown === undefined || name === undefined || !besideItsPin(name, shown)) return [];
      return [{ left: shown.left, right: Math.max(shown.right, name.right), top: Math.min(shown.top, name.top), bottom: Math.max(shown.bottom, name.bottom) }];
    });
  const check = (): void => {
    // Leaflet's drag handler says whether a drag is under way; its type does not.
    if ((map.dragging as L.Handler & { moving(): boolean }).moving()) return;
    // Resized but not yet told (its own observer comes next): the pins are still where the old size put them.
    const size = map.getSize();
    if (size.x !== container.clientWidth || size.y !== container.clientHeight) return;
    const boxes = panels()
      .map((panel) => panel.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const shift = pinShift(container.getBoundingClientRect(), pinBoxes(), boxes);
    // The content moves with the shift; Leaflet pans the view the other way.
    if (shift !== null) pan(-shift.x, -shift.y);
  };
  // A ResizeObserver reports an element's size when it starts watching it: a new panel is checked as it comes.
  const sizes = new ResizeObserver(check);
  let watched = new Set<Element>();
  const watch = (): void => {
    const now = new Set(panels());
    for (const gone of watched) if (!now.has(gone)) sizes.unobserve(gone);
    for (const panel of now) if (!watched.has(panel)) sizes.observe(panel);
    watched = now;
  };
  // Panels come and go inside the overlays beside the map, never inside Leaflet's own busy tree.
  const arrivals = new MutationObserver(() => {
    listen();
    watch();
  });
  const listen = (): void => {
    arrivals.disconnect();
    if (area === null) return;
    arrivals.observe(area, { childList: true });
    for (const overlay of area.children) if (overlay !== container) arrivals.observe(overlay, { childList: true, subtree: true });
  };
  listen();
  watch();
  return {
    check,
    stop: () => {
      arrivals.disconnect();
      sizes.disconnect();
    },
  };
}
