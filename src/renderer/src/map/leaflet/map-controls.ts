/**
 * The map's zoom buttons and credit as Leaflet controls built from elements. Leaflet's own
 * (`L.control.zoom`, the attribution control) write their text as HTML, which the windows' Trusted
 * Types policy refuses; these keep Leaflet's class names, so they look and sit as Leaflet's do.
 */
import L from 'leaflet';

export interface ZoomNames {
  zoomIn: string;
  zoomOut: string;
}

/** How many zoom levels a button steps with Shift held, as Leaflet's own buttons do. */
const shiftSteps = 3;

function zoomButton(container: HTMLElement, className: string, sign: string, name: string, press: (event: MouseEvent) => void): HTMLAnchorElement {
  const button = L.DomUtil.create('a', className, container);
  button.href = '#';
  button.title = name;
  // An <a> is a link to assistive technology; this one acts.
  button.setAttribute('role', 'button');
  button.setAttribute('aria-label', name);
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = sign;
  button.append(shown);
  L.DomEvent.disableClickPropagation(button);
  L.DomEvent.on(button, 'click', (event) => {
    L.DomEvent.stop(event);
    press(event as MouseEvent);
  });
  return button;
}

/** Zoom in and out, each disabled (and saying so) at the map's last level that way. */
export class ZoomButtons extends L.Control {
  #names: ZoomNames;
  #map: L.Map | null = null;
  #zoomIn: HTMLAnchorElement | null = null;
  #zoomOut: HTMLAnchorElement | null = null;
  #update = () => this.#showLimits();

  constructor(names: ZoomNames) {
    super({ position: 'topleft' });
    this.#names = names;
  }

  override onAdd(map: L.Map): HTMLElement {
    this.#map = map;
    const container = L.DomUtil.create('div', 'leaflet-control-zoom leaflet-bar');
    const step = (event: MouseEvent) => (map.options.zoomDelta ?? 1) * (event.shiftKey ? shiftSteps : 1);
    const press = (zoom: (event: MouseEvent) => void) => (event: MouseEvent) => {
      zoom(event);
      // After a click the keys move the map, as with Leaflet's buttons; after Enter the focus stays on the button.
      if (event.screenX > 0 && event.screenY > 0) map.getContainer().focus();
    };
    this.#zoomIn = zoomButton(container, 'leaflet-control-zoom-in', '+', this.#names.zoomIn, press((event) => {
      if (map.getZoom() < map.getMaxZoom()) map.zoomIn(step(event));
    }));
    this.#zoomOut = zoomButton(container, 'leaflet-control-zoom-out', '−', this.#names.zoomOut, press((event) => {
      if (map.getZoom() > map.getMinZoom()) map.zoomOut(step(event));
    }));
    map.on('zoomend zoomlevelschange', this.#update);
    this.#showLimits();
    return container;
  }

  override onRemove(map: L.Map): void {
    map.off('zoomend zoomlevelschange', this.#update);
    this.#map = null;
  }

  #showLimits(): void {
    const map = this.#map;
    if (map === null) return;
    for (const [button, atLimit] of [
      [this.#zoomIn, map.getZoom() >= map.getMaxZoom()],
      [this.#zoomOut, map.getZoom() <= map.getMinZoom()],
    ] as const) {
      button?.classList.toggle('leaflet-disabled', atLimit);
      button?.setAttribute('aria-disabled', String(atLimit));
    }
  }
}

export interface Credit {
  name: string;
  /** Its site, which a click opens in the browser. */
  url: string;
}

/** The base map's credits in the corner where Leaflet puts its attribution, as links built as elements. */
export function creditControl(credits: readonly Credit[]): L.Control {
  const control = new L.Control({ position: 'bottomright' });
  control.onAdd = () => {
    const container = L.DomUtil.create('div', 'leaflet-control-attribution');
    credits.forEach((credit, index) => {
      if (index > 0) container.append(' · ');
      const link = document.createElement('a');
      link.href = credit.url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = credit.name;
      container.append(link);
    });
    L.DomEvent.disableClickPropagation(container);
    return container;
  };
  return control;
}
