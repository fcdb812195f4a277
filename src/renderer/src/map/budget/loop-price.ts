import { loopIndexes, stridedWindow, type LoopWindow } from '../frames/frames';
import { mapCosts } from './map-cost';

/** One loop the map could play, priced before a tile of it is asked for. */
export interface LoopPrice {
  /** Frames stepped at a time: 1 is the whole loop, 2 every other frame. */
  stride: number;
  /** Frames the loop shows. */
  frames: number;
  /** Requests it may make at most: a tile for each frame not already held. */
  requests: number;
  /** Those requests in percent of today's map share, rounded up so the price is never understated. */
  sharePercent: number;
  /** It fits in what is left of today's share. */
  fits: boolean;
}

/** What the map offers when Play is pressed: the loop, and a shorter one that fits if there is one. */
export interface LoopOffer {
  full: LoopPrice;
  /** Every other frame (or sparser, until it fits), over the same hours; null when the loop has too few frames to thin. Not `fits` when nothing does. */
  shorter: LoopPrice | null;
  /** Requests left of today's map share. */
  left: number;
}

export interface LoopPriceInput {
  /** The whole loop as it would play now (`Playback.windowToPlay`). */
  window: LoopWindow;
  /** The frame shown, which a shorter loop steps through. */
  selected: number;
  /** Whether a frame's tiles for this view are already on the map: those cost nothing. */
  held: (index: number) => boolean;
  /** Tiles one frame takes to cover the view (`tilesToCover`). */
  tilesPerFrame: number;
  budget: { allowed: number; spent: number };
}

function price({ window, selected, held, tilesPerFrame, budget }: LoopPriceInput, stride: number, left: number): LoopPrice {
  const indexes = loopIndexes(stride > 1 ? stridedWindow(window, selected, stride) : window, stride);
  const toFetch = indexes.filter((index) => !held(index)).length;
  const requests = toFetch === 0 ? 0 : mapCosts(tilesPerFrame, toFetch).loop;
  return {
    stride,
    frames: indexes.length,
    requests,
    sharePercent: budget.allowed <= 0 ? 100 : Math.ceil((requests / budget.allowed) * 100),
    fits: requests <= left,
  };
}

/**
 * The loop's price and a shorter loop's. The shorter loop keeps the hours and the sharpness the user
 * chose and drops frames: every other one, or fewer still when that is what fits in what is left
 * (down to two frames, the least that still moves).
 */
export function loopOffer(input: LoopPriceInput): LoopOffer {
  const left = Math.max(0, input.budget.allowed - input.budget.spent);
  const full = price(input, 1, left);
  let shorter: LoopPrice | null = null;
  for (let stride = 2; stride < full.frames; stride += 1) {
    const candidate = price(input, stride, left);
    shorter ??= candidate;
    if (candidate.fits) {
      if (!full.fits) shorter = candidate;
      break;
    }
  }
  return { full, shorter, left };
}
