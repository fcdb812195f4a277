import { untrack } from 'svelte';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { SavedLocation } from '@shared/settings';
import type { FrameLayers, FrameSource } from '../frames/frame-layers';
import type { SymbolLayerOptions } from '../places/symbol-layer';
import type { ShownFlash } from '../storms/lightning';
import type { PointWords } from '../storms/storm-words';
import type { Storm, StormPoint } from '../storms/storms';
import type { Timer } from '../timer';
import { MapView, type MapViewEvents, type MapViewStart } from './map-view';

/** A slider being dragged or layers flipped through settle this long on a frame before its tiles are asked for. */
export const seekSettleMs = 200;

/** What the map shows, as the controller decides it: read by the binding's effects. */
export interface MapScene {
  /** The map can open: it knows where (the settings and places are read). */
  readonly canStart: boolean;
  /** Where it opens, read once when it does. */
  readonly start: { center: [number, number]; zoom: number };
  /** How the weather frames' tiles are addressed; a new one is a new layer on the map. */
  readonly source: FrameSource | null;
  /** The time the slider shows, which the map's frame follows. */
  readonly sliderTime: string | null;
  readonly playing: boolean;
  /** No frame shown yet: the first one is asked for at once. */
  readonly opening: boolean;
  /** Frames of the animation loop, kept loaded for the next pass. */
  readonly loopTimes: ReadonlySet<string>;
  readonly opacity: number | null;
  readonly locations: readonly SavedLocation[];
  /** Pins and zoom buttons are named in it, and named again in a new one. */
  readonly language: InterfaceLanguage;
  readonly symbolOptions: Omit<SymbolLayerOptions, 'pane'> | null;
  readonly storms: readonly Storm[];
  /** How a storm's popup is worded as it opens. */
  readonly stormWords: (storm: Storm, point: StormPoint) => PointWords;
  readonly stormPositions: readonly { lat: number; lon: number }[];
  readonly flashes: readonly ShownFlash[];
  /** The point the forecast card is about, marked when the map opens. */
  readonly picked: { lat: number; lon: number } | null;
}

/** What the binding tells the controller: the map's own events, and its opening and closing. */
export interface MapBindingEvents extends MapViewEvents {
  opened(zoom: number): void;
  /** The frames are addressed anew (another layer, scheme or unit): a new try for their tiles. */
  sourceApplied(): void;
  baseMapFailed(): void;
  /** Before the map goes: anything pending about it is done now. */
  closing(): void;
}

/** The part of the Leaflet map the binding drives; `MapView` in the window, a recording stand-in in tests. */
export interface MapSurface {
  readonly frames: Pick<FrameLayers, 'setSource' | 'isReady' | 'prepare' | 'show' | 'retain' | 'setOpacity'>;
  readonly zoom: number;
  drawBaseMap(): Promise<void>;
  nameControls(language: InterfaceLanguage): void;
  setLocations(locations: readonly SavedLocation[], language: InterfaceLanguage): void;
  markPicked(point: { lat: number; lon: number } | null): void;
  showSymbols(options: Omit<SymbolLayerOptions, 'pane'> | null): void;
  showStorms(storms: readonly Storm[], words: (storm: Storm, point: StormPoint) => PointWords): void;
  markStormsAt(positions: readonly { lat: number; lon: number }[]): void;
  openStorm(id: string): void;
  /** From the list of places: the map moved to the place and its pin focused. */
  jumpTo(locationId: string): void;
  showFlashes(flashes: readonly ShownFlash[]): void;
  destroy(): void;
}

export type OpenSurface = (container: HTMLElement, start: MapViewStart, events: MapViewEvents, timer: Timer) => MapSurface;

const openLeaflet: OpenSurface = (container, start, events, timer) => new MapView(container, start, events, timer);

/**
 * The join between the map window's state and Leaflet: opens the map on its element
 * (`{@attach binding.attach}`) once the scene can start, keeps it in step with the scene by one
 * effect per thing the map shows, reports the map's events, and removes it with the element.
 */
export class MapBinding {
  readonly #scene: MapScene;
  readonly #events: MapBindingEvents;
  readonly #timer: Timer;
  readonly #open: OpenSurface;
  #surface: MapSurface | null = null;
  /** The frame source the map was given last. */
  #appliedSource: FrameSource | null = null;

  constructor(scene: MapScene, events: MapBindingEvents, timer: Timer, open: OpenSurface = openLeaflet) {
    this.#scene = scene;
    this.#events = events;
    this.#timer = timer;
    this.#open = open;
  }

  readonly attach = (container: HTMLElement): (() => void) | undefined => {
    const scene = this.#scene;
    if (!scene.canStart) return undefined;
    const surface = untrack(() => this.#openOn(container));
    this.#surface = surface;
    this.#appliedSource = null;
    $effect(() => this.#showFrame(surface));
    $effect(() => surface.frames.retain(scene.loopTimes));
    $effect(() => {
      if (scene.opacity !== null) surface.frames.setOpacity(scene.opacity);
    });
    // The language comes as a value: settings saved for anything else (the view, after every pan)
    // must not rebuild the pins and lose a focused one.
    $effect(() => surface.setLocations(scene.locations, scene.language));
    $effect(() => surface.nameControls(scene.language));
    $effect(() => surface.showSymbols(scene.symbolOptions));
    // A popup is worded as it opens (`stormWords`), so a change of settings does not redraw the
    // storms and close an open one.
    $effect(() => surface.showStorms(scene.storms, scene.stormWords));
    $effect(() => surface.markStormsAt(scene.stormPositions));
    $effect(() => surface.showFlashes(scene.flashes));
    return () => {
      this.#events.closing();
      surface.destroy();
      this.#surface = null;
    };
  };

  /** Whether the frame at `time` has all its tiles in; false while no map is open. */
  isReady(time: string): boolean {
    return this.#surface?.frames.isReady(time) ?? false;
  }

  prepare(time: string): void {
    this.#surface?.frames.prepare(time);
  }

  /** Only the user picks, so the mark moves when told, not by an effect. */
  markPicked(point: { lat: number; lon: number } | null): void {
    this.#surface?.markPicked(point);
  }

  /** From the list of storms: the storm in view with its details open. */
  openStorm(id: string): void {
    this.#surface?.openStorm(id);
  }

  /** From the list of places: the place in view, its pin focused. */
  jumpTo(locationId: string): void {
    this.#surface?.jumpTo(locationId);
  }

  #openOn(container: HTMLElement): MapSurface {
    const scene = this.#scene;
    const start: MapViewStart = {
      ...scene.start,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      language: scene.language,
    };
    const surface = this.#open(container, start, this.#events, this.#timer);
    this.#events.opened(surface.zoom);
    surface.markPicked(scene.picked);
    surface.drawBaseMap().catch(() => this.#events.baseMapFailed());
    return surface;
  }

  /**
   * The frame on the map follows the slider. A frame not loaded yet waits for the slider and the
   * layer picker to settle, so dragging across a day of radar or flipping through the layers fetches
   * only the frame stopped at; only the window's very first frame is asked for at once.
   */
  #showFrame(surface: MapSurface): (() => void) | undefined {
    const scene = this.#scene;
    const wanted = scene.source;
    const time = scene.sliderTime;
    const playing = scene.playing;
    if (wanted !== this.#appliedSource) {
      surface.frames.setSource(wanted);
      this.#appliedSource = wanted;
      this.#events.sourceApplied();
    }
    if (wanted === null || time === null) return undefined;
    if (playing || untrack(() => scene.opening) || surface.frames.isReady(time)) {
      surface.frames.show(time);
      return undefined;
    }
    return this.#timer.after(seekSettleMs, () => surface.frames.show(time));
  }
}
