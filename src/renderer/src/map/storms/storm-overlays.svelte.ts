import type { AppError, Result } from '@shared/ipc/result';
import { hurricaneCadenceMs, lightningCadenceMs, type HurricanesView, type LightningView } from '@shared/views/storms';
import { coverageOf, recentFlashes, viewBoxes, type ShownFlash, type ViewBounds } from './lightning';
import { positionAt, stormsOf, type Storm } from './storms';
import type { Timer } from '../timer';
import { mapApi } from '../api';

/**
 * Asks with `load` now and again `everyMs` after each answer, until the returned function stops
 * it; an answer arriving after the stop is dropped.
 */
function repeat<T>(timer: Timer, everyMs: number, load: () => Promise<T>, take: (answer: T) => void): () => void {
  let stopped = false;
  let cancel = () => {};
  const run = () => {
    void load().then((answer) => {
      if (stopped) return;
      take(answer);
      cancel = timer.after(everyMs, run);
    });
  };
  run();
  return () => {
    stopped = true;
    cancel();
  };
}

/** Which of several answers failed first, else none. */
function firstError(answers: readonly Result<unknown>[]): AppError | null {
  for (const answer of answers) if (!answer.ok) return answer.error;
  return null;
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
  #hurricanes = $state.raw<HurricanesView | null>(null);
  #hurricaneError = $state.raw<AppError | null>(null);
  #lightning = $state.raw<LightningView[] | null>(null);
  #lightningError = $state.raw<AppError | null>(null);

  /** The active storms, once known; none while the overlay is off. */
  readonly storms: Storm[] | null = $derived(!this.hurricanesOn || this.#hurricanes === null ? null : stormsOf(this.#hurricanes.collection));
  /** The attribution the hurricane answer carries, shown wherever the storms are. */
  readonly hurricaneAttribution: string | null = $derived(this.#hurricanes?.collection.attribution ?? null);
  readonly coverage: 'all' | 'part' | 'none' = $derived(this.#view === null ? 'all' : coverageOf(this.#view));
  /** The instant the flashes shown were current at. */
  readonly lightningAsOf: string | null = $derived(this.lightningOn ? (this.#lightning?.map((answer) => answer.asOf).sort().at(-1) ?? null) : null);
  /** The last half hour's flashes in view, once known; none while the overlay is off. */
  readonly flashes: ShownFlash[] | null = $derived.by(() => {
    const answers = this.#lightning;
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
      return repeat(this.#timer, hurricaneCadenceMs, () => mapApi().map.hurricanes(), (answer) => {
        this.#hurricaneError = answer.ok ? null : answer.error;
        if (answer.ok) this.#hurricanes = answer.value;
      });
    });

    $effect(() => {
      const view = this.#view;
      if (!this.lightningOn || !this.#visible || view === null || this.coverage === 'none') return undefined;
      const boxes = viewBoxes(view);
      const load = () => Promise.all(boxes.map((box) => mapApi().map.lightning(box)));
      return repeat(this.#timer, lightningCadenceMs, load, (answers) => {
        this.#lightningError = firstError(answers);
        const answered = answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
        if (answered.length > 0) this.#lightning = answered;
      });
    });
  }

  get hurricanesOn(): boolean {
    return this.#switches.hurricanes();
  }

  get lightningOn(): boolean {
    return this.#switches.lightning();
  }

  get hurricaneError(): AppError | null {
    return this.hurricanesOn ? this.#hurricaneError : null;
  }

  get lightningError(): AppError | null {
    return this.lightningOn ? this.#lightningError : null;
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
