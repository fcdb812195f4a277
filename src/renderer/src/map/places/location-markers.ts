import L from 'leaflet';
import type { SavedLocation } from '@shared/settings';
import { emptyIconBody, textLabel } from '../leaflet/leaflet-content';
import { inside, overlaps, type Box } from './declutter';
import type { mapText } from '../text';

export interface LocationPinEvents {
  /** A click, or Enter or Space on the focused pin: that location's forecast. */
  choose(location: SavedLocation): void;
  /** The pin took the keyboard focus: the map shows it, moving no more than it must. */
  focus(pin: L.Marker): void;
}

/** Half a pin's width: its icon is a square this far each side of its point. */
export const pinHalfSize = 7;

/** A saved location's pin. */
export interface LocationPin {
  readonly location: SavedLocation;
  readonly marker: L.Marker;
}

/**
 * The saved locations as pins with their names, labelled through `t`. Each pin is a keyboard stop
 * (Leaflet gives it role="button"; the map takes those out of view out of the tab order), and a
 * button answers Enter and Space as it does a click.
 */
export function locationMarkers(
  locations: readonly SavedLocation[],
  events: LocationPinEvents,
  t: typeof mapText,
): { group: L.LayerGroup; pins: readonly LocationPin[] } {
  const group = L.layerGroup();
  const pins: LocationPin[] = [];
  for (const location of locations) {
    const size = 2 * pinHalfSize;
    const marker = L.marker([location.lat, location.lon], {
      icon: L.divIcon({ className: 'wg-location-pin', html: emptyIconBody(), iconSize: [size, size], iconAnchor: [pinHalfSize, pinHalfSize] }),
      keyboard: true,
      // Leaflet's own pans until the pin just touches the edge, under a control or the legend.
      autoPanOnFocus: false,
      title: location.name,
      riseOnHover: true,
    });
    // A text node, never HTML: names come from the service.
    marker.bindTooltip(textLabel(location.name), { permanent: true, direction: 'right', offset: [8, 0], className: 'wg-location-name' });
    const label = t('pinLabel', { name: location.name });
    marker.on('add', () => {
      const element = marker.getElement();
      element?.setAttribute('aria-label', label);
      element?.addEventListener('focus', () => events.focus(marker));
    });
    marker.on('click', () => events.choose(location));
    marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
      const key = event.originalEvent.key;
      if (key !== 'Enter' && key !== ' ') return;
      // Space would scroll whatever scrolls; Enter on a pin is not Enter on the map.
      event.originalEvent.preventDefault();
      events.choose(location);
    });
    group.addLayer(marker);
    pins.push({ location, marker });
  }
  return { group, pins };
}

/** A ring where the map was clicked, so the forecast card's place is visible on the map. */
export function pickedPointMarker(lat: number, lon: number): L.Marker {
  return L.marker([lat, lon], {
    icon: L.divIcon({ className: 'wg-picked-point', html: emptyIconBody(), iconSize: [18, 18], iconAnchor: [9, 9] }),
    interactive: false,
    keyboard: false,
  });
}

/** Whether every box lies inside the map's area and under none of the things laid over it. */
export function uncovered(boxes: readonly Box[], area: Box, overlays: readonly Box[]): boolean {
  return boxes.every((box) => inside(box, area) && !overlays.some((overlay) => overlaps(box, overlay, 0)));
}

/** Pixels kept clear at each edge of the map, inside its box. */
export interface EdgeClearance {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * What to keep clear at each edge so a point inside is not under anything laid over the map (its
 * zoom buttons, the legend, the forecast card): each thing over it is set against the edge it
 * covers least of, so a corner control costs its width or its height, not both. Where the two
 * sides of an axis leave less than `least` between them, both shrink in proportion.
 */
export function edgeClearance(area: DOMRectReadOnly, overlays: readonly DOMRectReadOnly[], least: number): EdgeClearance {
  const clear: EdgeClearance = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const overlay of overlays) {
    const left = Math.max(overlay.left, area.left) - area.left;
    const right = Math.min(overlay.right, area.right) - area.left;
    const top = Math.max(overlay.top, area.top) - area.top;
    const bottom = Math.min(overlay.bottom, area.bottom) - area.top;
    if (right <= left || bottom <= top) continue;
    const costs: [keyof EdgeClearance, number][] = [
      ['left', right],
      ['right', area.width - left],
      ['top', bottom],
      ['bottom', area.height - top],
    ];
    const [edge, cost] = costs.reduce((best, next) => (next[1] < best[1] ? next : best));
    clear[edge] = Math.max(clear[edge], cost);
  }
  const fit = (one: keyof EdgeClearance, other: keyof EdgeClearance, size: number) => {
    const room = Math.max(0, size - least);
    const sum = clear[one] + clear[other];
    if (sum <= room) return;
    clear[one] = (clear[one] * room) / sum;
    clear[other] = (clear[other] * room) / sum;
  };
  fit('left', 'right', area.width);
  fit('top', 'bottom', area.height);
  return clear;
}
