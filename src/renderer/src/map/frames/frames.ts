import type { MapLayerTimes } from '@shared/api/maps';

export type FrameKind = 'past' | 'now' | 'forecast';

export interface Frame {
  index: number;
  /** As capabilities gave it: tile addresses must use it verbatim. */
  time: string;
}

/** The layer's times in order. Which is "now" depends on the present too: see `nowIndexOf`. */
export function framesOf(times: MapLayerTimes): Frame[] {
  return times.available.map((time, index) => ({ index, time }));
}

/**
 * A frame's time step, as the layer's times give it: the gap to its nearer neighbour (a radar's
 * 5 or 15 minutes, a pressure layer's 3 hours). A lone frame has none.
 */
function stepOf(frames: readonly Frame[], index: number): number {
  const at = Date.parse(frames[index]?.time ?? '');
  const gaps = [frames[index - 1], frames[index + 1]].flatMap((other) => (other === undefined ? [] : [Math.abs(Date.parse(other.time) - at)]));
  return gaps.length === 0 ? 0 : Math.min(...gaps);
}

function showsPresent(frames: readonly Frame[], index: number, present: number): boolean {
  const frame = frames[index];
  return frame !== undefined && Math.abs(present - Date.parse(frame.time)) < stepOf(frames, index);
}

/**
 * The frame that shows the present, or null when none does: a frame is "now" only while the
 * present lies within its time step of it. Capabilities' `current` while that holds; once it has
 * aged (a window open between capability loads), the frame nearest the present if that one holds,
 * so a pressure frame three hours old is "3 h ago" and the forecast frame for the present is "now".
 */
export function nowIndexOf(frames: readonly Frame[], current: number, present: number): number | null {
  if (showsPresent(frames, current, present)) return current;
  const distance = (frame: Frame) => Math.abs(Date.parse(frame.time) - present);
  const nearest = frames.reduce<Frame | undefined>((best, frame) => (best === undefined || distance(frame) < distance(best) ? frame : best), undefined);
  return nearest !== undefined && showsPresent(frames, nearest.index, present) ? nearest.index : null;
}

/** Where a new frame list opens: the frame of the present, else the latest the service has (`current`). */
export function startIndexOf(frames: readonly Frame[], current: number, present: number): number {
  return nowIndexOf(frames, current, present) ?? Math.min(Math.max(current, 0), Math.max(frames.length - 1, 0));
}

/** A frame before the present is past, one after it forecast, whatever the service split them at. */
export function frameKind(frame: Frame, nowIndex: number | null, present: number): FrameKind {
  if (frame.index === nowIndex) return 'now';
  return Date.parse(frame.time) <= present ? 'past' : 'forecast';
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

/** Frames the loop shows, stepping `stride` frames at a time (a shorter loop shows every other one). */
export function loopLength(window: LoopWindow, stride = 1): number {
  return Math.floor((window.end - window.start) / stride) + 1;
}

/** The frame after `index` within the loop, `stride` frames on, back to its start after the last. */
export function nextInLoop(window: LoopWindow, index: number, stride = 1): number {
  return index + stride > window.end || index < window.start ? window.start : index + stride;
}

/**
 * The same loop stepping `stride` frames at a time through the frame shown (`selected`): its first
 * and last frames moved in to the nearest the steps land on, so it still spans the same hours.
 */
export function stridedWindow(window: LoopWindow, selected: number, stride: number): LoopWindow {
  const start = window.start + (((selected - window.start) % stride) + stride) % stride;
  return { start, end: start + (loopLength({ start, end: window.end }, stride) - 1) * stride };
}

/** The frame indexes a loop shows, in the order it shows them. */
export function loopIndexes(window: LoopWindow, stride = 1): number[] {
  return Array.from({ length: loopLength(window, stride) }, (_, step) => window.start + step * stride);
}

/** Where along the slider a frame sits, 0 to 100 (the track's left edge to its right edge). */
export function percentAlong(index: number, frameCount: number): number {
  return frameCount <= 1 ? 0 : (index / (frameCount - 1)) * 100;
}

/**
 * Where the present sits along the slider, 0 to 100: between the frames around it by time, at an
 * end when the frames lie all before or all after it.
 */
export function presentAlong(frames: readonly Frame[], present: number): number {
  const after = frames.findIndex((frame) => Date.parse(frame.time) > present);
  if (after === 0 || frames.length === 0) return 0;
  if (after === -1) return 100;
  const from = Date.parse(frames[after - 1]?.time ?? '');
  const fraction = (present - from) / (Date.parse(frames[after]?.time ?? '') - from);
  return percentAlong(after - 1 + fraction, frames.length);
}
