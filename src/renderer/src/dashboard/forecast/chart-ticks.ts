import type { TickPlan } from '../time';

/** Fewer pixels than this between axis labels and they run into each other. */
export const minTickSpacingPx = 52;

/**
 * Which steps get an axis label at this width: the most important ranks whose count fits, and of
 * those, one that would run into a more important neighbour (noon just after a day's first step)
 * is dropped. Returns the steps' indexes in order.
 */
export function visibleTicks(plan: TickPlan, width: number, spacing = minTickSpacingPx): number[] {
  const ranks = [...new Set(plan.rank)].sort((a, b) => a - b);
  const fits = (rank: number) => width / Math.max(1, plan.rank.filter((candidate) => candidate >= rank).length) >= spacing;
  const threshold = ranks.find(fits) ?? ranks.at(-1) ?? 0;
  const stepWidth = width / Math.max(1, plan.rank.length);
  const gap = Math.ceil(spacing / Math.max(stepWidth, Number.EPSILON));
  const byImportance = plan.rank
    .map((rank, index) => ({ rank, index }))
    .filter((tick) => tick.rank >= threshold)
    .sort((a, b) => b.rank - a.rank || a.index - b.index);
  const shown: number[] = [];
  for (const tick of byImportance) {
    if (shown.every((index) => Math.abs(index - tick.index) >= gap)) shown.push(tick.index);
  }
  return shown.sort((a, b) => a - b);
}
