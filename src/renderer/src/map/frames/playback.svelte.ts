import { loopLength, loopWindow, nextInLoop, stridedWindow, type LoopWindow } from './frames';
import type { Timer } from '../timer';

/** What playback needs from the map: whether a frame's tiles are all in, and to start loading one. */
export interface FrameLoader {
  isReady(index: number): boolean;
  /** Starts loading a frame; the map calls `Playback.frameReady` when it is in. */
  prepare(index: number): void;
}

export const playbackSpeeds = [0.5, 1, 2, 4] as const;

/** Two frames a second at 1x. */
export const frameIntervalMs = 500;

/** Frames loaded ahead of the one shown, so a steady loop rarely waits. */
const lookahead = 3;

/**
 * Plays a layer's frames in a loop. A frame shows only once its tiles are in: when the interval is
 * up and the next frame is still loading, playback waits for it instead of showing a half-drawn map.
 */
export class Playback {
  #timer: Timer;
  #loader: FrameLoader;
  #frameCount = $state(0);
  #index = $state(0);
  #playing = $state(false);
  /** The speed chosen (1 = two frames a second), read as each step is scheduled. */
  readonly #speed: () => number;
  #window = $state.raw<LoopWindow | null>(null);
  /** The hours the loop spans, whatever its stride: a whole loop after a shorter one spans the same. */
  #span: LoopWindow | null = null;
  /** Frames stepped at a time: 1 for the whole loop, 2 for every other frame. */
  #stride = $state(1);
  /** Frames shown since play was pressed. */
  #advances = $state(0);
  /** The interval is up; the next frame shows as soon as it is ready. */
  #due = $state(false);
  #cancelStep: (() => void) | null = null;

  constructor(timer: Timer, loader: FrameLoader, speed: () => number = () => 1) {
    this.#timer = timer;
    this.#loader = loader;
    this.#speed = speed;
  }

  get frameCount(): number {
    return this.#frameCount;
  }

  /** The frame selected: shown on the map, and where the slider is. */
  get index(): number {
    return this.#index;
  }

  get playing(): boolean {
    return this.#playing;
  }

  get speed(): number {
    return this.#speed();
  }

  /** The frames the animation loops over; null until play is first pressed. */
  get window(): LoopWindow | null {
    return this.#window;
  }

  /** Frames stepped at a time by the loop playing (or last played). */
  get stride(): number {
    return this.#stride;
  }

  /** Playing, and the next frame is due but still loading. */
  get waiting(): boolean {
    return this.#playing && this.#due;
  }

  /** Full loops shown since play was pressed. */
  get loops(): number {
    return this.#window === null ? 0 : Math.floor(this.#advances / loopLength(this.#window, this.#stride));
  }

  /** A new frame list (another layer, or new capabilities): stopped, at `index`. */
  reset(frameCount: number, index: number): void {
    this.pause();
    this.#frameCount = frameCount;
    this.#index = this.#clamp(index);
    this.#window = null;
    this.#span = null;
    this.#stride = 1;
    this.#advances = 0;
  }

  /** The loop around the frame shown as it would play now, before it plays (what it costs is asked first). */
  windowToPlay(stride = 1): LoopWindow {
    const span = loopWindow(this.#frameCount, this.#index, this.#span);
    return stride > 1 ? stridedWindow(span, this.#index, stride) : span;
  }

  /** Plays the loop around the frame shown, every `stride`th frame of it. */
  play(stride = 1): void {
    if (this.#playing || this.#frameCount < 2) return;
    this.#span = loopWindow(this.#frameCount, this.#index, this.#span);
    this.#window = this.windowToPlay(stride);
    this.#stride = stride;
    this.#advances = 0;
    this.#playing = true;
    this.#prepareAhead();
    this.#scheduleStep();
  }

  pause(): void {
    this.#playing = false;
    this.#due = false;
    this.#cancelStep?.();
    this.#cancelStep = null;
  }

  /** The user picked a frame: playback stops there. */
  seek(index: number): void {
    this.pause();
    this.#index = this.#clamp(index);
  }

  /** The map finished loading a frame. */
  frameReady(): void {
    if (this.#playing && this.#due) this.#advance();
  }

  #clamp(index: number): number {
    return Math.min(Math.max(0, Math.round(index)), Math.max(0, this.#frameCount - 1));
  }

  #next(from: number): number {
    return this.#window === null ? from : nextInLoop(this.#window, from, this.#stride);
  }

  #scheduleStep(): void {
    this.#cancelStep = this.#timer.after(frameIntervalMs / this.#speed(), () => {
      this.#cancelStep = null;
      this.#due = true;
      this.#advance();
    });
  }

  #advance(): void {
    const next = this.#next(this.#index);
    if (!this.#loader.isReady(next)) {
      this.#loader.prepare(next);
      return;
    }
    this.#due = false;
    this.#index = next;
    this.#advances += 1;
    this.#prepareAhead();
    this.#scheduleStep();
  }

  #prepareAhead(): void {
    let index = this.#index;
    for (let step = 0; step < lookahead; step += 1) {
      index = this.#next(index);
      if (!this.#loader.isReady(index)) this.#loader.prepare(index);
    }
  }
}
