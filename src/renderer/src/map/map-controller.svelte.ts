import { untrack } from 'svelte';
import { SvelteSet } from 'svelte/reactivity';
import type { MapLayer } from '@shared/api/maps';
import type { AppError } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation } from '@shared/settings';
import { tileAddressBase } from '@shared/tile-address';
import type { MapLayerRef } from '@shared/tile-providers';
import { serviceWindUnit } from '@shared/units';
import { mapRefusalOf, type MapRefusal } from '@shared/views/map-refusal';
import type { AppState } from '../lib/app-state.svelte';
import { places } from '../lib/follow/places.svelte';
import { interfaceLanguage } from '../lib/i18n.svelte';
import { personalZone, type Display } from '../lib/weather/display';
import { wordsLocale } from '../lib/weather/format';
import type { FrameSource } from './frames/frame-layers';
import { framesOf, loopIndexes, nowIndexOf, startIndexOf, type Frame } from './frames/frames';
import { loopOffer, type LoopOffer } from './budget/loop-price';
import type { LoopConsentRef } from '@shared/views/map-budget';
import { frameLayerOptions } from './layers/layer-extent';
import { MapCapabilities } from './layers/map-capabilities.svelte';
import { chooseColorscheme, chooseLayer, chooseOpacity, chooseSpeed, initialCenter, layerRefOf, rememberColorscheme } from './map-preferences';
import { MapBinding, type MapBindingEvents, type MapScene } from './leaflet/map-binding.svelte';
import { pointLocationId, type PickedPlace } from './places/places';
import { Playback } from './frames/playback.svelte';
import { StormOverlays } from './storms/storm-overlays.svelte';
import { pointWords } from './storms/storm-words';
import { symbolMinZoom } from './places/symbol-layer';
import { debounced, type Timer } from './timer';
import { frameTileTemplate, legendUrl } from './layers/tile-urls';
import { NotLoadedTiles } from './layers/not-loaded-tiles';
import { notLoadedTilePicture, notLoadedWords } from './layers/not-loaded';
import { mapBudget } from './budget/map-budget.svelte';
import { mapApi } from './api';

const moveSaveDelayMs = 1000;
/** The time bar says how long ago a frame was to the minute, so the present moves on each minute. */
const presentTickMs = 60_000;

/** What the user chooses in the map window; saved in the settings' `map` section. */
interface MapChoices {
  layer: MapLayerRef | null;
  colorscheme: string | null;
  colorschemes: Readonly<Record<string, string>>;
  opacity: number;
  speed: number;
  symbols: boolean;
  storms: boolean;
  lightning: boolean;
}

/**
 * The map window's state and decisions: the user's choices over the settings, the layers and
 * frames main offers, playback, the point picked. Everything that follows from other state is
 * derived; the only effects tell the outside world something (main's capabilities, playback's
 * frame list). Leaflet is kept in step by `binding` (`MapBinding`), which reads the scene this
 * decides and reports the map's events back.
 */
export class MapController {
  readonly capabilities = new MapCapabilities();
  readonly playback: Playback;
  readonly storms: StormOverlays;
  readonly #app: AppState;
  readonly #saveView: ((center: [number, number], zoom: number) => void) & { flush(): void };
  /** What the user chose here, ahead of the settings that save it (an opacity still being dragged). */
  #chosen = $state<Partial<MapChoices>>({});
  #zoom = $state(0);
  #tileTrouble = $state(false);
  readonly #notLoaded = new NotLoadedTiles((tile) => this.#tileFailed(tile));
  /** The frame the map shows, which trails the slider while a chosen time's tiles load. */
  #shownTime = $state<string | null>(null);
  #picked = $state.raw<PickedPlace | null>(null);
  #baseMapFailed = $state(false);
  #present = $state(Date.now());
  readonly #binding: MapBinding;
  /** The loop's price, asked of the user before it plays; null while no question is open. */
  #offer = $state.raw<(LoopOffer & { loop: LoopConsentRef }) | null>(null);
  #offerError = $state.raw<AppError | null>(null);
  /** Play was pressed and main is being asked what was agreed: a second press asks nothing more. */
  #asking = false;
  /** The frame list playback was last given, to keep the time shown when the same layer rolls on. */
  #lastList: { layerId: number | null; frames: readonly Frame[] } = { layerId: null, frames: [] };

  /** Main's places: their pins. */
  readonly locations: readonly SavedLocation[] = $derived(places.value ?? []);
  readonly choices: MapChoices | null = $derived.by(() => {
    const map = this.#app.settings?.map;
    if (map === undefined) return null;
    const saved = {
      layer: map.layer,
      colorscheme: map.colorscheme,
      colorschemes: map.colorschemes,
      opacity: chooseOpacity(map.opacity),
      speed: chooseSpeed(map.speed),
      symbols: map.symbols,
      storms: map.storms,
      lightning: map.lightning,
    };
    return { ...saved, ...this.#chosen };
  });
  readonly layers: MapLayer[] = $derived(this.capabilities.layers);
  readonly layer: MapLayer | undefined = $derived(this.choices === null ? undefined : chooseLayer(this.layers, this.choices.layer));
  readonly colorscheme: string = $derived(this.layer === undefined || this.choices === null ? 'default' : chooseColorscheme(this.layer, this.choices.colorschemes, this.choices.colorscheme));
  readonly frames: Frame[] = $derived(this.layer === undefined ? [] : framesOf(this.layer.times));
  readonly nowIndex: number | null = $derived(this.layer === undefined ? null : nowIndexOf(this.frames, this.layer.times.current, this.#present));
  /** The time the slider shows. */
  readonly sliderTime: string | null = $derived.by(() => this.frames[this.playback.index]?.time ?? null);
  readonly base: string | null = $derived.by(() => (this.#app.info === null ? null : tileAddressBase(this.#app.info.host)));
  readonly units = $derived.by(() => this.#app.settings?.units ?? defaultSettings.units);
  /** The wind symbol layer draws in the service's units; with Beaufort chosen, in m/s. */
  readonly windUnit = $derived.by(() => serviceWindUnit(this.units.wind));
  readonly temperatureUnit = $derived.by(() => this.units.temperature);
  /** The interface language's locale: derived, so a settings change that keeps the language changes nothing here. */
  readonly locale: string = $derived(wordsLocale());
  /**
   * The zone the map's times are shown in: the one IANA zone chosen in Settings, else the computer's
   * (undefined). The map shows no single place, so "each place's own zone" is the computer's here.
   */
  readonly zone: string | undefined = $derived.by(() => personalZone(this.#app.settings?.timeZone ?? 'location'));
  /** How the map writes its numbers, units and times: the storms' words, the point forecast. */
  readonly display: Display = $derived.by(() => ({ units: this.units, zone: this.zone, locale: this.locale, language: this.#app.settings?.language ?? defaultSettings.language }));
  /** Where the storms are at the slider's time. */
  readonly stormPositions = $derived.by(() => this.storms.positionsAt(this.sliderTime));
  /** Worded here rather than when it failed, so it follows the interface language. */
  readonly baseMapError: AppError | null = $derived(
    this.#baseMapFailed ? { kind: 'internal', message: { key: 'baseMapNotDrawn' }, action: { key: 'action.reloadWindow' } } : null,
  );
  /** The interface language, as a value: a settings change that keeps it changes nothing on the map. */
  readonly #language = $derived(interfaceLanguage());
  readonly symbolsOn: boolean = $derived(this.choices?.symbols ?? false);
  /** Booleans of their own: settings saved for anything else must not start the overlays' requests again. */
  readonly #stormsOn: boolean = $derived(this.choices?.storms ?? false);
  readonly #lightningOn: boolean = $derived(this.choices?.lightning ?? false);
  readonly symbolsOutOfZoom: boolean = $derived(this.#zoom < symbolMinZoom);
  /** Why main refuses the map new tiles and legends today (its share spent), if it does: a state, not trouble. */
  readonly refusal: MapRefusal | null = $derived(mapRefusalOf(mapBudget.value));
  /** What the map says over its tiles when some did not load: the day's refusal, calmly, or trouble. */
  readonly tileNotice: 'notLoaded' | 'failed' | null = $derived(this.#tileTrouble ? (this.refusal === null ? 'failed' : 'notLoaded') : null);
  readonly layerOutOfZoom: boolean = $derived(this.layer !== undefined && this.#zoom < this.layer.extent.minZoom);
  readonly legendSrc: string | null = $derived(this.layer === undefined || this.base === null ? null : legendUrl(this.base, this.layer.id, this.colorscheme));
  /** The slider's frame is not on the map yet. */
  readonly frameLoading: boolean = $derived.by(() => this.playback.waiting || this.frames[this.playback.index]?.time !== this.#shownTime);
  /** How the weather frames' tiles are addressed; a new one is a new layer on the map. */
  readonly source: FrameSource | null = $derived.by(() => {
    const { layer, base, colorscheme, windUnit } = this;
    if (layer === undefined || base === null) return null;
    return { template: (time) => frameTileTemplate({ base, layer, colorscheme, windUnit, time }), options: frameLayerOptions(layer.extent) };
  });
  /**
   * Symbol temperatures come in the user's unit: a new unit is a new layer, which asks again. The
   * places show the hour the slider shows, out of each tile's hourly steps, so moving the slider
   * asks for nothing.
   */
  readonly symbolOptions = $derived(
    this.symbolsOn
      ? {
          load: (tile: { z: number; x: number; y: number }) => mapApi().map.symbols({ mode: 'hourly', ...tile }),
          time: () => this.sliderTime,
          // Primitives only: a settings change that keeps the scale and the language keeps the layer.
          display: { locale: this.locale, units: { temperature: this.temperatureUnit } },
          onError: () => (this.#tileTrouble = true),
        }
      : null,
  );
  /** Frames of the animation loop stay loaded for the next pass; others go. */
  readonly #loopTimes: ReadonlySet<string> = $derived.by(() => {
    const loop = this.playback.window;
    const stride = this.playback.stride;
    return new SvelteSet(loop === null ? [] : loopIndexes(loop, stride).flatMap((index) => this.frames[index]?.time ?? []));
  });
  /** Demo or account: each has its own layers and times. */
  readonly #mode = $derived.by(() => this.#app.info?.mode);
  /** The map can open once it knows where: the saved view, else the first place. */
  readonly #canStart: boolean = $derived.by(() => this.#app.settings !== null && (places.value !== undefined || places.error !== null));

  /** Call during a component's initialisation: the effects live as long as the component. */
  constructor(app: AppState, timer: Timer) {
    this.#app = app;
    this.#binding = new MapBinding(MapController.#sceneOf(this), this.#bindingEvents(), timer);
    this.storms = new StormOverlays(timer, { hurricanes: () => this.#stormsOn, lightning: () => this.#lightningOn });
    this.playback = new Playback(
      timer,
      {
        isReady: (index) => this.#held(index),
        prepare: (index) => {
          const frame = this.frames[index];
          if (frame !== undefined) this.#binding.prepare(frame.time);
        },
      },
      () => this.choices?.speed ?? 1,
    );
    this.#saveView = debounced(timer, moveSaveDelayMs, (center: [number, number], zoom: number) => {
      void app.updateSettings({ map: { center, zoom } });
    });

    // Demo and account have different layers and times: each data mode loads its own, then keeps
    // them current (a new frame list would stop an animation, so that waits for a pause).
    $effect(() => {
      if (this.#mode === undefined) return;
      void this.capabilities.load();
      return this.capabilities.follow(timer, () => !this.playback.playing);
    });

    // A new frame list (another layer, or capabilities rolled on) stops playback: back to "now",
    // or to the same time when the layer stayed and still has it. `pre`: playback must have the
    // new list before the map shows a frame of it, or the old index would fetch a frame nobody chose.
    $effect.pre(() => {
      const frames = this.frames;
      const layerId = this.layer?.id ?? null;
      untrack(() => {
        const before = this.#lastList;
        const time = before.frames[this.playback.index]?.time;
        const same = layerId === before.layerId ? frames.findIndex((frame) => frame.time === time) : -1;
        this.#lastList = { layerId, frames };
        // A price asked for another layer's loop is no price for this one.
        this.#offer = null;
        this.playback.reset(frames.length, same >= 0 ? same : startIndexOf(frames, this.layer?.times.current ?? 0, this.#present));
      });
    });

    // Tiles refused today say so in their place; once the map may load again they ask again, and
    // the notice waits to hear whether they fail.
    let refusedBefore: MapRefusal | null = null;
    $effect(() => {
      const refusal = this.refusal;
      const language = this.#language;
      untrack(() => {
        this.#notLoaded.show(refusal === null ? null : notLoadedTilePicture(notLoadedWords(refusal).message, language));
        if (refusal === null && refusedBefore !== null) this.#tileTrouble = false;
        refusedBefore = refusal;
      });
    });

    $effect(() => {
      const tick = (): void => {
        this.#present = Date.now();
        cancel = timer.after(presentTickMs, tick);
      };
      let cancel = timer.after(presentTickMs, tick);
      return () => cancel();
    });
  }

  /** The present instant, as the time bar measures frames from it. */
  get present(): number {
    return this.#present;
  }

  get zoom(): number {
    return this.#zoom;
  }

  /** The loop's price while the map asks whether to play it. */
  get loopOffer(): LoopOffer | null {
    return this.#offer;
  }

  /** Main could not say what the map has left to spend, so the loop was not priced (nor played). */
  get loopError(): AppError | null {
    return this.#offerError;
  }

  /**
   * Play pressed: a loop agreed today for this layer and zoom plays at once, as does one whose frames
   * are all on the map already; any other first states its price (`loopOffer`) and plays only once
   * the user chooses (`chooseLoop`). Nothing is fetched before then.
   */
  async pressPlay(tilesPerFrame: number): Promise<void> {
    if (this.playback.playing) {
      this.playback.pause();
      return;
    }
    const layer = this.layer;
    if (layer === undefined || this.#asking || this.#offer !== null) return;
    this.#asking = true;
    try {
      const loop: LoopConsentRef = { layer: layerRefOf(layer), zoom: Math.round(this.#zoom) };
      const agreed = await mapApi().map.loopAgreed(loop);
      if (agreed.ok && agreed.value !== null) {
        this.playback.play(agreed.value);
        return;
      }
      const budget = await mapApi().map.budget();
      this.#offerError = budget.ok ? null : budget.error;
      if (!budget.ok) return;
      // Only the frame on screen is sure to be held at this view: a frame loaded before a zoom is not.
      const onScreen = (index: number) => this.frames[index]?.time === this.#shownTime && this.#held(index);
      const offer = loopOffer({ window: this.playback.windowToPlay(), selected: this.playback.index, held: onScreen, tilesPerFrame, budget: budget.value });
      if (offer.full.requests === 0) this.playback.play();
      else this.#offer = { ...offer, loop };
    } finally {
      this.#asking = false;
    }
  }

  /** The user's answer to the loop's price: the frame step agreed (1 the whole loop), or null to play nothing. */
  chooseLoop(stride: number | null): void {
    const offer = this.#offer;
    this.#offer = null;
    if (offer === null || stride === null) return;
    // Remembered before it plays, so playing it again today asks nothing; playing needs no answer.
    void mapApi().map.agreeToLoop({ ...offer.loop, stride });
    this.playback.play(stride);
  }

  #held(index: number): boolean {
    const frame = this.frames[index];
    return frame !== undefined && this.#binding.isReady(frame.time);
  }

  get picked(): PickedPlace | null {
    return this.#picked;
  }

  /** The Leaflet map on its element (`{@attach map.attach}`), kept in step by the binding. */
  get attach(): MapBinding['attach'] {
    return this.#binding.attach;
  }

  chooseLayer(id: number): void {
    const next = this.layers.find((candidate) => candidate.id === id);
    if (this.choices === null || next === undefined) return;
    const colorscheme = chooseColorscheme(next, this.choices.colorschemes, this.choices.colorscheme);
    this.#choose({ layer: layerRefOf(next), colorscheme });
  }

  /** Shown now, and remembered as this layer's own for when it is shown again. */
  chooseColorscheme(colorscheme: string): void {
    if (this.choices === null || this.layer === undefined) return;
    this.#choose({ colorscheme, colorschemes: rememberColorscheme(this.layer, this.choices.colorschemes, colorscheme) });
  }

  /** An opacity being dragged shows at once and is saved when the drag is `done`. */
  chooseOpacity(opacity: number, done: boolean): void {
    this.#chosen = { ...this.#chosen, opacity };
    if (done) void this.#app.updateSettings({ map: { opacity } });
  }

  chooseSpeed(speed: number): void {
    this.#choose({ speed });
  }

  showSymbols(symbols: boolean): void {
    this.#choose({ symbols });
  }

  showStorms(storms: boolean): void {
    this.#choose({ storms });
  }

  showLightning(lightning: boolean): void {
    this.#choose({ lightning });
  }

  /** From the list of storms: the storm in view with its details open. */
  openStorm(id: string): void {
    this.#binding.openStorm(id);
  }

  /** From the list of places: the map moved to the place, its pin focused. */
  jumpToPlace(locationId: string): void {
    this.#binding.jumpTo(locationId);
  }

  closeForecast(): void {
    this.#pick(null);
  }

  /** Only the user picks (a click, Enter, a pin, closing the card): the marker moves here, with no effect. */
  #pick(place: PickedPlace | null): void {
    this.#picked = place;
    this.#binding.markPicked(place);
  }

  /** What the map shows, read by the binding's effects as it needs each part. */
  static #sceneOf(controller: MapController): MapScene {
    return {
      get canStart() {
        return controller.#canStart;
      },
      get start() {
        const preferences = controller.#app.settings?.map ?? defaultSettings.map;
        return { center: initialCenter(preferences, controller.locations), zoom: preferences.zoom };
      },
      get source() {
        return controller.source;
      },
      get sliderTime() {
        return controller.sliderTime;
      },
      get playing() {
        return controller.playback.playing;
      },
      get opening() {
        return controller.#shownTime === null;
      },
      get loopTimes() {
        return controller.#loopTimes;
      },
      get opacity() {
        return controller.choices?.opacity ?? null;
      },
      get locations() {
        return controller.locations;
      },
      get language() {
        return controller.#language;
      },
      get symbolOptions() {
        return controller.symbolOptions;
      },
      get storms() {
        return controller.storms.storms ?? [];
      },
      // Worded as a popup opens, in the units and zone of that moment.
      stormWords: (storm, point) => pointWords(storm, point, controller.display),
      get stormPositions() {
        return controller.stormPositions;
      },
      get flashes() {
        return controller.storms.flashes ?? [];
      },
      get picked() {
        return controller.#picked;
      },
    };
  }

  #bindingEvents(): MapBindingEvents {
    return {
      opened: (zoom) => (this.#zoom = zoom),
      sourceApplied: () => (this.#tileTrouble = false),
      baseMapFailed: () => (this.#baseMapFailed = true),
      closing: () => {
        this.#saveView.flush();
        this.playback.pause();
      },
      frameReady: () => this.playback.frameReady(),
      frameShown: (time) => (this.#shownTime = time),
      tileError: (tile) => this.#tileFailed(tile),
      pickPoint: (lat, lon) => this.#pick({ locationId: pointLocationId(lat, lon), name: null, lat, lon }),
      pickLocation: (location) => this.#pick({ locationId: location.id, name: location.name, lat: location.lat, lon: location.lon }),
      moved: (center, zoom, byUser) => {
        this.#zoom = zoom;
        // A new view is a new try: tiles still failing will say so again.
        this.#tileTrouble = false;
        if (byUser) this.#saveView(center, zoom);
      },
      viewSettled: (view) => this.storms.viewSettled(view),
    };
  }

  #tileFailed(tile: HTMLElement): void {
    this.#tileTrouble = true;
    if (tile instanceof HTMLImageElement) this.#notLoaded.failed(tile);
  }

  #choose(choice: Partial<MapChoices>): void {
    if (this.choices === null) return;
    this.#chosen = { ...this.#chosen, ...choice };
    void this.#app.updateSettings({ map: choice });
  }
}
