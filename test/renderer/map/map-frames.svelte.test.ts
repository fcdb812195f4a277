import { describe, expect, it } from 'vitest';
import { frameKind, framesOf, loopWindow, nextInLoop, nowIndexOf, percentAlong, presentAlong, startIndexOf } from '@renderer/map/frames/frames';
import type { Capabilities } from '@shared/api/maps';
import capture from '../../service/maps/fixtures/capabilities-capture.json';

const layers = (capture as Capabilities).images;

function layer(id: number) {
  const found = layers.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no layer ${id} in the capture`);
  return found;
}

/** The capture was taken a few minutes before 18:45 UTC on 9 Feb 2026. */
const captureTime = Date.parse('2026-02-09T18:42:00Z');

describe('frames of a layer', () => {
  it('lists times.available in order, verbatim', () => {
    const frames = framesOf(layer(9).times);
    expect(frames.map((frame) => frame.time)).toEqual(layer(9).times.available);
    expect(frames.map((frame) => frame.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('splits the frames at the present: past before, now at times.current while it shows the present, forecast after', () => {
    const uv = framesOf(layer(9).times); // daily, current 1 of 7 (9 Feb 12:00)
    const nowIndex = nowIndexOf(uv, 1, captureTime);
    expect(nowIndex).toBe(1);
    expect(uv.map((frame) => frameKind(frame, nowIndex, captureTime))).toEqual(['past', 'now', 'forecast', 'forecast', 'forecast', 'forecast', 'forecast']);

    // The radar's current frame, 18:45, is three minutes ahead of the capture: within its 15 minutes.
    const radar = framesOf(layer(5).times);
    const radarNow = nowIndexOf(radar, 104, captureTime);
    expect(radarNow).toBe(104);
    const kinds = radar.map((frame) => frameKind(frame, radarNow, captureTime));
    expect(kinds.filter((kind) => kind === 'past')).toHaveLength(104);
    expect(kinds.filter((kind) => kind === 'forecast')).toHaveLength(33);
  });

  it('opens at the frame of the present, else at times.current kept inside the list', () => {
    const frames = framesOf({ updated: '2026-02-09T00:00:00Z', available: ['2026-02-09T00:00:00Z', '2026-02-09T01:00:00Z'], current: 5 });
    expect(startIndexOf(frames, 5, Date.parse('2026-02-09T00:10:00Z'))).toBe(0);
    expect(startIndexOf(frames, 5, Date.parse('2026-02-12T00:00:00Z'))).toBe(1);
    expect(startIndexOf([], 0, captureTime)).toBe(0);
  });

  it('places frames along the slider', () => {
    expect(percentAlong(0, 7)).toBe(0);
    expect(percentAlong(3, 7)).toBe(50);
    expect(percentAlong(6, 7)).toBe(100);
    expect(percentAlong(0, 1)).toBe(0);
  });

  it('places the present along the slider between the frames around it', () => {
    const frames = framesOf(layer(81).times); // 3-hourly pressure, 40 frames, 18:00 at index 13
    expect(presentAlong(frames, Date.parse('2026-02-09T18:00:00Z'))).toBeCloseTo((13 / 39) * 100, 9);
    expect(presentAlong(frames, Date.parse('2026-02-09T19:30:00Z'))).toBeCloseTo((13.5 / 39) * 100, 9);
    expect(presentAlong(frames, Date.parse('2026-01-01T00:00:00Z'))).toBe(0);
    expect(presentAlong(frames, Date.parse('2026-12-01T00:00:00Z'))).toBe(100);
    expect(presentAlong([], captureTime)).toBe(0);
  });
});

describe('the animation loop', () => {
  it('spans 12 frames either side of the chosen one', () => {
    expect(loopWindow(138, 104, null)).toEqual({ start: 92, end: 116 });
  });

  it('shifts to stay inside the list near its ends, and is the whole list when that is short', () => {
    expect(loopWindow(138, 3, null)).toEqual({ start: 0, end: 24 });
    expect(loopWindow(138, 136, null)).toEqual({ start: 113, end: 137 });
    expect(loopWindow(7, 1, null)).toEqual({ start: 0, end: 6 });
  });

  it('keeps the previous loop while the chosen frame is in it, so a replay reuses its frames', () => {
    const previous = { start: 92, end: 116 };
    expect(loopWindow(138, 110, previous)).toBe(previous);
    expect(loopWindow(138, 60, previous)).toEqual({ start: 48, end: 72 });
    // A shorter list (new capabilities) cannot keep a loop that runs past its end.
    expect(loopWindow(100, 95, previous)).toEqual({ start: 75, end: 99 });
  });

  it('goes back to the loop’s start after its last frame', () => {
    const loop = { start: 2, end: 4 };
    expect([2, 3, 4].map((index) => nextInLoop(loop, index))).toEqual([3, 4, 2]);
    expect(nextInLoop(loop, 9)).toBe(2);
  });
});
