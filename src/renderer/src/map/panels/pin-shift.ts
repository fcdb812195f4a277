import { inside, overlaps as nearOrOver, type Box } from '../places/declutter';

export type { Box };

/** How far to move the map's content, in pixels (rightwards and downwards). */
export interface Shift {
  x: number;
  y: number;
}

/** Air between a pin's name and a panel's edge. */
const pinAir = 6;
/** Each step clears one pin; a few settle any panels' worth (a step that helps no pin ends it). */
const maxSteps = 4;

const moved = (box: Box, shift: Shift): Box => ({ left: box.left + shift.x, right: box.right + shift.x, top: box.top + shift.y, bottom: box.bottom + shift.y });
const overlaps = (one: Box, other: Box): boolean => nearOrOver(one, other, 0);
const grown = (box: Box): Box => ({ left: box.left - pinAir, right: box.right + pinAir, top: box.top - pinAir, bottom: box.bottom + pinAir });

/**
 * The least move of the map that brings the pins in view out from under the panels laid over it,
 * or null when none is under one or no move helps. `pins` are each pin with its name; a pin in view
 * must stay whole in `area`, and a pin the move brings in must not land under a panel. Each step
 * tries, for a covered pin, the four ways past the panel over it and keeps the one that leaves
 * fewest pins in trouble, then the shortest.
 */
export function pinShift(area: Box, pins: readonly Box[], panels: readonly Box[]): Shift | null {
  const zones = panels.map(grown);
  const inView = pins.map((pin) => overlaps(pin, area));
  const covered = (pin: Box): boolean => zones.some((zone) => overlaps(pin, zone));
  const troubled = (shift: Shift): number[] =>
    pins.flatMap((pin, index) => {
      const box = moved(pin, shift);
      const trouble = inView[index] === true ? !inside(box, area) || covered(box) : overlaps(box, area) && covered(box);
      return trouble ? [index] : [];
    });
  const underPanels = (shift: Shift): Box[] => pins.map((pin) => moved(pin, shift)).filter((box, index) => inView[index] === true && covered(box));
  let total: Shift = { x: 0, y: 0 };
  if (underPanels(total).length === 0) return null;
  let trouble = troubled(total).length;
  for (let step = 0; step < maxSteps; step += 1) {
    const candidates = underPanels(total).flatMap((box) =>
      zones
        .filter((zone) => overlaps(box, zone))
        .flatMap((zone) => [
          { x: total.x + zone.right - box.left, y: total.y },
          { x: total.x + zone.left - box.right, y: total.y },
          { x: total.x, y: total.y + zone.bottom - box.top },
          { x: total.x, y: total.y + zone.top - box.bottom },
        ]),
    );
    const scored = candidates.map((shift) => ({ shift, trouble: troubled(shift).length, length: Math.hypot(shift.x, shift.y) }));
    const best = scored.reduce<(typeof scored)[number] | null>(
      (winner, next) => (winner === null || next.trouble < winner.trouble || (next.trouble === winner.trouble && next.length < winner.length) ? next : winner),
      null,
    );
    if (best === null || best.trouble >= trouble) break;
    total = best.shift;
    trouble = best.trouble;
    if (trouble === 0) break;
  }
  return total.x === 0 && total.y === 0 ? null : total;
}
