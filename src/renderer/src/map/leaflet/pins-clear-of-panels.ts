import type L from 'leaflet';
import { pinShift, type Box } from '../panels/pin-shift';

/**
 * Keeps the places' pins out from under the panels laid over the map: when a panel opens, folds,
 * grows or appears, or the pins change, the map moves (at once, by `pan`) the
 * least that brings every pin in view and its name into the clear. Not while the user drags, and
 * not after the user's own moves: a pin the user parks under a panel stays there.
 * The panels are the children of the map's siblings in its area (the overlays' cards and buttons).
 */
export function keepPinsClearOfPanels(map: L.Map, pins: () => readonly L.Marker[], pan: (x: number, y: number) => void): { check(): void; stop(): void } {
  const container = map.getContainer();
  const area = container.parentElement;
  const overlays = (): Element[] => [...(area?.children ?? [])].filter((element) => element !== container);
  const panels = (): Box[] =>
    overlays()
      .flatMap((overlay) => [...overlay.children])
      .map((panel) => panel.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
  const pinBoxes = (): Box[] =>
    pins().flatMap((pin) => {
      const boxes = [pin.getElement(), pin.getTooltip()?.getElement()].flatMap((element) => (element === undefined ? [] : [element.getBoundingClientRect()]));
      if (boxes.length === 0) return [];
      return [{ left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)), top: Math.min(...boxes.map((box) => box.top)), bottom: Math.max(...boxes.map((box) => box.bottom)) }];
    });
  const check = (): void => {
    // Leaflet's drag handler says whether a drag is under way; its type does not.
    if ((map.dragging as L.Handler & { moving(): boolean }).moving()) return;
    const shift = pinShift(container.getBoundingClientRect(), pinBoxes(), panels());
    // The content moves with the shift; Leaflet pans the view the other way.
    if (shift !== null) pan(-shift.x, -shift.y);
  };
  const sizes = new ResizeObserver(check);
  // Overlays and their panels come and go (the forecast card, the storm panel): each new one is
  // watched, and checked as it is (a ResizeObserver reports an element's size when it starts).
  const arrivals = new MutationObserver(() => watch());
  const watch = (): void => {
    sizes.disconnect();
    arrivals.disconnect();
    if (area !== null) arrivals.observe(area, { childList: true });
    for (const overlay of overlays()) {
      arrivals.observe(overlay, { childList: true });
      for (const panel of [overlay, ...overlay.children]) sizes.observe(panel);
    }
  };
  watch();
  return {
    check,
    stop: () => {
      arrivals.disconnect();
      sizes.disconnect();
    },
  };
}
