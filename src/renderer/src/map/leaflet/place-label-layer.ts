import L from 'leaflet';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { Box } from '../places/declutter';
import { chooseLabels, labelRank, nameIn, type BaseMapPlace } from './place-labels';

/** What a label keeps clear of: the user's pins and their names. */
const obstacleSelector = '.wg-location-pin, .wg-location-name';

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/**
 * The place labels as elements in their own pane, drawn anew for each view once the map stops:
 * the places of the view's zoom, biggest first, each shown where it keeps clear of the pins and the
 * labels before it. Names are text nodes in their own `dir="auto"` span (an Arabic name reads right to left);
 * colours and sizes come from map.css through the class names, so both themes apply.
 */
export class PlaceLabelLayer extends L.Layer {
  #places: readonly BaseMapPlace[];
  #language: InterfaceLanguage;
  #pane: string;
  #box: HTMLElement | null = null;

  constructor(places: readonly BaseMapPlace[], language: InterfaceLanguage, pane: string) {
    super();
    this.#places = places;
    this.#language = language;
    this.#pane = pane;
  }

  override onAdd(map: L.Map): this {
    this.#box = L.DomUtil.create('div', 'wg-base-labels', map.getPane(this.#pane));
    this.redraw();
    return this;
  }

  override onRemove(): this {
    this.#box?.remove();
    this.#box = null;
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return { zoomstart: () => this.#box?.replaceChildren(), moveend: () => this.redraw() };
  }

  setLanguage(language: InterfaceLanguage): void {
    this.#language = language;
    this.redraw();
  }

  /** The labels of the view as it is now (also after the pins change). */
  redraw(): void {
    const box = this.#box;
    if (box === null || !this._map) return;
    const map = this._map;
    const zoom = map.getZoom();
    const bounds = map.getBounds().pad(0.1);
    const west = bounds.getWest();
    const east = bounds.getEast();
    const candidates: { element: HTMLElement; box: Box }[] = [];
    const elements: HTMLElement[] = [];
    for (const place of this.#places) {
      const rank = labelRank(place);
      if (rank.minZoom > zoom || place.lat < bounds.getSouth() || place.lat > bounds.getNorth()) continue;
      // The world repeats east and west: the place's copy inside the view, if any.
      const lon = place.lon + 360 * Math.ceil((west - place.lon) / 360);
      if (lon > east) continue;
      const element = document.createElement('span');
      element.className = `wg-base-label wg-base-label-${rank.size}${place.capital ? ' wg-base-label-capital' : ''}`;
      // The dot stays left of the point; the name, isolated, runs its own way (Arabic right to left).
      const name = document.createElement('span');
      name.dir = 'auto';
      name.textContent = nameIn(place, this.#language);
      element.append(name);
      const point = map.latLngToLayerPoint([place.lat, lon]);
      element.style.left = `${point.x}px`;
      element.style.top = `${point.y}px`;
      elements.push(element);
    }
    box.replaceChildren(...elements);
    // Measured all at once, after all are placed: one layout for the whole view.
    for (const element of elements) candidates.push({ element, box: boxOf(element) });
    const obstacles = [...map.getContainer().querySelectorAll(obstacleSelector)].map(boxOf);
    const shown = new Set(chooseLabels(candidates, obstacles).map(({ element }) => element));
    for (const element of elements) if (!shown.has(element)) element.remove();
  }
}
