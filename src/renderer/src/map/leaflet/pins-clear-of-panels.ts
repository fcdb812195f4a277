import type L from 'leaflet';
import { pinShift, type Box } from '../panels/pin-shift';

/** What marks a panel laid over the map (`FoldPanel.svelte`). */
const panelSelector = '[data-map-panel]';

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
      const boxes = [pin.getElement(), pin.getTooltip()?.getElement()].flatMap((element) => (element === undefined ? [] : [element.getBoundingClientRect()]));
      if (boxes.length === 0) return [];
      return [{ left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)), top: Math.min(...boxes.map((box) => box.top)), bottom: Math.max(...boxes.map((box) => box.bottom)) }];
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
