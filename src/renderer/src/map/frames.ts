import type { MapLayerTimes } from '@shared/api/maps';

export type FrameKind = 'past' | 'now' | 'forecast';

export interface Frame {
  index: number;
  /** As capabilities gave it: tile addresses must use it verbatim. */
  time: string;
  kind: FrameKind;
}

/** The layer's times in order, split at `current`, the most recent time that is not a forecast. */
export function framesOf(times: MapLayerTimes): Frame[] {
  const now = Math.min(Math.max(times.current, 0), times.available.length - 1);
  return times.available.map((time, index) => ({
    index,
    time,
    kind: index < now ? 'past' : index === now ? 'now' : 'forecast',
  }));
}

export function nowIndexOf(frames: readonly Frame[]): number {
  return Math.max(0, frames.findIndex((frame) => frame.kind === 'now'));
}

/** First and last frame index of the animation loop, both included. */
export interface LoopWindow {
  start: number;
  end: number;
}

/**
 * How far the animation reaches to either side. Every frame costs a request per tile from the daily
 * budget (a radar layer has about a hundred past frames), so play loops over the frames around the
 * one shown: by default the last three hours of 15-minute radar and the nowcast after them.
 */
export const framesBefore = 12;
export const framesAfter = 12;

/**
 * The frames play loops over: up to `framesBefore` before the selected frame and `framesAfter` after
 * it, shifted to stay inside the list. A selection still inside the previous loop keeps that loop,
 * so pausing and playing again replays what is already loaded.
 */
export function loopWindow(frameCount: number, selected: number, previous: LoopWindow | null): LoopWindow {
  if (previous !== null && selected >= previous.start && selected <= previous.end && previous.end < frameCount) {
    return previous;
  }
  const length = Math.min(frameCount, framesBefore + framesAfter + 1);
  const start = Math.min(Math.max(0, selected - framesBefore), frameCount - length);
  return { start, end: start + length - 1 };
}

export function loopLength(window: LoopWindow): number {
  return window.end - window.start + 1;
}

/** The frame after `index` within the loop, back to its start after the last. */
export function nextInLoop(window: LoopWindow, index: number): number {
  return index >= window.end || index < window.start ? window.start : index + 1;
}

const minute = 60_000;

/** How far a frame is from "now", as a slider reads it out: 'now', '2 h 15 min ago', 'in 45 min'. */
export function offsetWords(frame: Frame, now: Frame | undefined): string {
  if (now === undefined || frame.kind === 'now') return 'now';
  const minutes = Math.round(Math.abs(Date.parse(frame.time) - Date.parse(now.time)) / minute);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const span = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  return frame.kind === 'past' ? `${span} ago` : `in ${span}`;
}

/** Where along the slider a frame sits, 0 to 100 (the track's left edge to its right edge). */
export function percentAlong(index: number, frameCount: number): number {
  return frameCount <= 1 ? 0 : (index / (frameCount - 1)) * 100;
}
