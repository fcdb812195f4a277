import L from 'leaflet';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { inside, type Box } from '../places/declutter';
import { chooseLabels, labelRank, nameIn, type BaseMapPlace, type LabelRank } from './place-labels';
import { townRank } from './town-cells';

/** What a label keeps clear of in the map: the user's pins and their names, the zoom buttons and credit. */
const obstacleSelector = '.wg-location-pin, .wg-location-name, .leaflet-control';
/** And beside it, over the map: the map window's panels (legend, storms, point forecast), in their overlays. */
const overlaySelector = ':scope > .overlay';
const panelSelector = `${overlaySelector} > *`;

interface RankedPlace {
  place: BaseMapPlace;
  rank: LabelRank;
  /** One of GeoNames' towns rather than Natural Earth's places. */
  town: boolean;
}

/**
 * Natural Earth's places and GeoNames' towns in one list, biggest first (Natural Earth's first of
 * two the same size), each ranked by its own source's rule.
 */
export function rankedPlaces(places: readonly BaseMapPlace[], towns: readonly BaseMapPlace[]): RankedPlace[] {
  const ranked: RankedPlace[] = [
    ...places.map((place) => ({ place, rank: labelRank(place), town: false })),
    ...towns.map((place) => ({ place, rank: townRank(place.population), town: true })),
  ];
  return ranked.sort((a, b) => b.place.population - a.place.population || Number(a.town) - Number(b.town));
}

function boxOf(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/**
 * The place labels as elements in their own pane, drawn anew for each view once the map stops:
 * the places and towns of the view's zoom, biggest first, each shown where it keeps clear of the pins and the
 * labels before it. Names are text nodes in their own `dir="auto"` span (an Arabic name reads right to left);
 * colours and sizes come from map.css through the class names, so both themes apply.
 */
export class PlaceLabelLayer extends L.Layer {
  #places: readonly BaseMapPlace[];
  #ranked: readonly RankedPlace[];
  #language: InterfaceLanguage;
  #pane: string;
  #box: HTMLElement | null = null;
  /** Between a zoom's start and its end no label is placed: the next view's come at its end. */
  #zooming = false;
  /** Panels come, go and fold without the map moving: the labels are chosen again when they do. */
  #panels: MutationObserver | null = null;

  constructor(places: readonly BaseMapPlace[], towns: readonly BaseMapPlace[], language: InterfaceLanguage, pane: string) {
    super();
    this.#places = places;
    this.#ranked = rankedPlaces(places, towns);
    this.#language = language;
    this.#pane = pane;
  }

  override onAdd(map: L.Map): this {
    this.#box = L.DomUtil.create('div', 'wg-base-labels', map.getPane(this.#pane));
    this.#watchPanels(map.getContainer().parentElement);
    this.redraw();
    return this;
  }

  /** The overlays beside the map and what is in them (not the map itself, which the labels change). */
  #watchPanels(area: HTMLElement | null): void {
    if (area === null) return;
    const watch = () => {
      this.#panels?.disconnect();
      this.#panels?.observe(area, { childList: true });
      for (const overlay of area.querySelectorAll(overlaySelector)) this.#panels?.observe(overlay, { childList: true, subtree: true, attributes: true });
    };
    this.#panels = new MutationObserver(() => {
      watch();
      if (!this.#zooming) this.redraw();
    });
    watch();
  }

  override onRemove(): this {
    this.#panels?.disconnect();
    this.#panels = null;
    this.#box?.remove();
    this.#box = null;
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {
      zoomstart: () => {
        this.#zooming = true;
        this.#box?.replaceChildren();
      },
      moveend: () => {
        this.#zooming = false;
        this.redraw();
      },
    };
  }

  /** The towns of the cells loaded so far (more come as the view moves to new cells). */
  setTowns(towns: readonly BaseMapPlace[]): void {
    this.#ranked = rankedPlaces(this.#places, towns);
    if (!this.#zooming) this.redraw();
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
    for (const { place, rank, town } of this.#ranked) {
      if (rank.minZoom > zoom || place.lat < bounds.getSouth() || place.lat > bounds.getNorth()) continue;
      // The world repeats east and west: the place's copy inside the view, if any.
      const lon = place.lon + 360 * Math.ceil((west - place.lon) / 360);
      if (lon > east) continue;
      const element = document.createElement('span');
      element.className = `wg-base-label wg-base-label-${rank.size}${place.capital ? ' wg-base-label-capital' : ''}${town ? ' wg-base-label-town' : ''}`;
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
    // A label cut by the map's edge (or under the toolbar above it) reads as another name: only whole ones show.
    const frame = boxOf(map.getContainer());
    for (const element of elements) {
      const label = boxOf(element);
      if (inside(label, frame)) candidates.push({ element, box: label });
    }
    const panels = map.getContainer().parentElement?.querySelectorAll(panelSelector) ?? [];
    const obstacles = [...map.getContainer().querySelectorAll(obstacleSelector), ...panels].map(boxOf);
    const shown = new Set(chooseLabels(candidates, obstacles).map(({ element }) => element));
    for (const element of elements) if (!shown.has(element)) element.remove();
  }
}
