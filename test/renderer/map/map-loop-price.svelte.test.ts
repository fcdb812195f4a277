import { describe, expect, it } from 'vitest';
import { loopOffer } from '@renderer/map/budget/loop-price';
import { tilesToCover } from '@renderer/map/budget/map-cost';
import { loopIndexes, loopLength, nextInLoop, stridedWindow } from '@renderer/map/frames/frames';

/** The 25-frame loop around frame 104 of a radar layer: 92 to 116. */
const loop = { start: 92, end: 116 };
/** A 1024×700 map area: 5 × 4 tiles a frame. */
const tiles = tilesToCover(1024, 700);

describe("the loop's price", () => {
  it('counts a tile for every frame not yet on the map, in percent of the share, and says it fits', () => {
    // The frame shown (104) is on the map already: 24 frames to fetch.
    const offer = loopOffer({ window: loop, selected: 104, held: (index) => index === 104, tilesPerFrame: tiles, budget: { allowed: 800, spent: 100 } });

    expect(tiles).toBe(20);
    expect(offer.full).toEqual({ stride: 1, frames: 25, requests: 480, sharePercent: 60, fits: true });
    expect(offer.left).toBe(700);
  });

  it('costs nothing once every frame of it is held', () => {
    const offer = loopOffer({ window: loop, selected: 104, held: () => true, tilesPerFrame: tiles, budget: { allowed: 800, spent: 0 } });
    expect(offer.full.requests).toBe(0);
  });

  it('offers every other frame over the same hours as the shorter loop, at about half the price', () => {
    const offer = loopOffer({ window: loop, selected: 104, held: (index) => index === 104, tilesPerFrame: tiles, budget: { allowed: 800, spent: 0 } });

    // 92, 94 … 116: 13 frames, 104 among them and held.
    expect(offer.shorter).toEqual({ stride: 2, frames: 13, requests: 240, sharePercent: 30, fits: true });
  });

  it('prices the shorter loop through the frame shown, as it will play', () => {
    const offer = loopOffer({ window: loop, selected: 105, held: (index) => index === 105, tilesPerFrame: tiles, budget: { allowed: 800, spent: 0 } });

    // 93, 95 … 115: 12 frames, 105 among them and held.
    expect(offer.shorter).toMatchObject({ stride: 2, frames: 12, requests: 11 * tiles });
  });

  it('when the loop costs more than is left, offers the fullest shorter loop that fits', () => {
    const offer = loopOffer({ window: loop, selected: 104, held: () => false, tilesPerFrame: tiles, budget: { allowed: 800, spent: 600 } });

    expect(offer.full).toMatchObject({ requests: 500, fits: false });
    expect(offer.left).toBe(200);
    // Every other frame (13 × 20 = 260) is still too much; every third (9 × 20 = 180) fits.
    expect(offer.shorter).toMatchObject({ stride: 3, frames: 9, requests: 180, fits: true });
  });

  it('says so when not even two frames fit', () => {
    const offer = loopOffer({ window: loop, selected: 104, held: () => false, tilesPerFrame: tiles, budget: { allowed: 800, spent: 790 } });

    expect(offer.full.fits).toBe(false);
    expect(offer.shorter).toMatchObject({ stride: 2, fits: false });
  });

  it('has no shorter loop for a loop of two frames', () => {
    expect(loopOffer({ window: { start: 0, end: 1 }, selected: 0, held: () => false, tilesPerFrame: tiles, budget: { allowed: 800, spent: 0 } }).shorter).toBeNull();
  });
});

describe('the shorter loop', () => {
  it('steps through the frame shown, within the same hours, and loops back', () => {
    const every2 = stridedWindow(loop, 105, 2);
    expect(every2).toEqual({ start: 93, end: 115 });
    expect(loopIndexes(every2, 2)).toContain(105);
    expect(loopLength(every2, 2)).toBe(12);
    expect(nextInLoop(every2, 113, 2)).toBe(115);
    expect(nextInLoop(every2, 115, 2)).toBe(93);
  });
});
