import type { BoundingBox } from '@shared/api/options';
import { ok, type AppError, type Result } from '@shared/ipc/result';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
import { hurricaneCadenceMs, lightningCadenceMs, type HurricanesView, type LightningView } from '@shared/views/storms';
import { coverageOf, recentFlashes, viewBoxes, type ShownFlash, type ViewBounds } from './lightning';
import { positionAt, stormsOf, type Storm } from './storms';
import type { Timer } from '../timer';
import { mapApi } from '../api';

/**
 * Asks `key` now and again `everyMs` after each answer, until the returned function stops it; the
 * question pending then is cancelled, so its answer is dropped.
 */
function poll<K>(timer: Timer, everyMs: number, latest: LatestAnswer<K, unknown>, key: K): () => void {
  let cancel = () => {};
  const ask = () => {
    void latest.load(key).then((taken) => {
      if (taken) cancel = timer.after(everyMs, ask);
    });
  };
  ask();
  return () => {
    latest.cancel();
    cancel();
  };
}

/** The flashes of every box of a view; a box that failed says so beside the others' flashes. */
interface LightningAnswer {
  views: LightningView[];
  /** The first box's failure, when another box answered. */
  partly: AppError | null;
}

/** Which of several answers failed first, else none. */
function firstError(answers: readonly Result<unknown>[]): AppError | null {
  for (const answer of answers) if (!answer.ok) return answer.error;
  return null;
}

async function askLightning(boxes: readonly BoundingBox[]): Promise<Result<LightningAnswer>> {
  const answers = await Promise.all(boxes.map((box) => mapApi().map.lightning(box)));
  const views = answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
  const error = firstError(answers);
  return views.length === 0 && error !== null ? { ok: false, error } : ok({ views, partly: error });
}

/**
 * The map's storm overlays, hurricanes and lightning: whether each is on, what main answered, and
 * what the map shows of it. Each asks main only while it is on and the window is seen
 * (`document.visibilityState`): hurricanes every half hour, lightning for the settled view and
 * every ten minutes (main keeps answers that long, so a re-ask within it costs nothing).
 */
/** Which overlays the user has on: read where they are used, so a change of the settings is followed. */
export interface StormSwitches {
  hurricanes(): boolean;
  lightning(): boolean;
}

export class StormOverlays {
  readonly #timer: Timer;
  readonly #switches: StormSwitches;
  #visible = $state(document.visibilityState === 'visible');
  #view = $state.raw<ViewBounds | null>(null);
  /** The latest answers: one asked for a view since left (or while the overlay was on) is dropped. */
  readonly #hurricanes = new LatestAnswer<void, HurricanesView>(() => mapApi().map.hurricanes());
  readonly #lightning = new LatestAnswer<readonly BoundingBox[], LightningAnswer>(askLightning);

  /** The active storms, once known; none while the overlay is off. */
  readonly storms: Storm[] | null = $derived.by(() => {
    const hurricanes = this.#hurricanes.value;
    return !this.hurricanesOn || hurricanes === null ? null : stormsOf(hurricanes.collection);
  });
  /** The attribution the hurricane answer carries, shown wherever the storms are. */
  readonly hurricaneAttribution: string | null = $derived(this.#hurricanes.value?.collection.attribution ?? null);
  readonly coverage: 'all' | 'part' | 'none' = $derived(this.#view === null ? 'all' : coverageOf(this.#view));
  /** The instant the flashes shown were current at. */
  readonly lightningAsOf: string | null = $derived(this.lightningOn ? (this.#lightning.value?.views.map((answer) => answer.asOf).sort().at(-1) ?? null) : null);
  /** The last half hour's flashes in view, once known; none while the overlay is off. */
  readonly flashes: ShownFlash[] | null = $derived.by(() => {
    const answers = this.#lightning.value?.views ?? null;
    const view = this.#view;
    const asOf = this.lightningAsOf;
    if (answers === null || view === null || asOf === null) return null;
    return recentFlashes(
      answers.flatMap((answer) => answer.flashes),
      asOf,
      view,
    );
  });
  /** The satellites that detected the flashes shown: their credit. */
  readonly satellites: string[] = $derived.by(() => {
    const names = (this.flashes ?? []).map((flash) => flash.satellite);
    return names.filter((name, index) => names.indexOf(name) === index).sort();
  });

  constructor(timer: Timer, switches: StormSwitches) {
    this.#timer = timer;
    this.#switches = switches;

    $effect(() => {
      const seen = () => (this.#visible = document.visibilityState === 'visible');
      document.addEventListener('visibilitychange', seen);
      return () => document.removeEventListener('visibilitychange', seen);
    });

    $effect(() => {
      if (!this.hurricanesOn || !this.#visible) return undefined;
      return poll(this.#timer, hurricaneCadenceMs, this.#hurricanes, undefined);
    });

    $effect(() => {
      const view = this.#view;
      if (!this.lightningOn || !this.#visible || view === null || this.coverage === 'none') return undefined;
      return poll(this.#timer, lightningCadenceMs, this.#lightning, viewBoxes(view));
    });
  }

  get hurricanesOn(): boolean {
    return this.#switches.hurricanes();
  }

  get lightningOn(): boolean {
    return this.#switches.lightning();
  }

  get hurricaneError(): AppError | null {
    return this.hurricanesOn ? this.#hurricanes.error : null;
  }

  get lightningError(): AppError | null {
    return this.lightningOn ? (this.#lightning.error ?? this.#lightning.value?.partly ?? null) : null;
  }

  /** The view the map settled on (after a pan or zoom has been still for a moment). */
  viewSettled(view: ViewBounds): void {
    this.#view = view;
  }

  /** Where each storm is at the slider's time, where its timed points reach that far. */
  positionsAt(time: string | null): { lat: number; lon: number }[] {
    return (this.storms ?? []).flatMap((storm) => positionAt(storm, time) ?? []);
  }
}
