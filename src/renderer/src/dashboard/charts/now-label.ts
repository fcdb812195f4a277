/** Room kept above a chart's plot for the word "now", in pixels: inside the plot a curve could run over it. */
export const nowLabelRoom = 16;

/** How far the label sits from the "now" rule and from the plot's top edge. */
const gap = 4;

export interface NowLabelPlace {
  x: number;
  /** The text's bottom edge (canvas textBaseline 'bottom'): above the plot, never in it. */
  y: number;
  align: 'left' | 'right';
}

/**
 * Where the "now" label goes for a rule at `x`: above the plot's top edge, beside the rule on its
 * right, or on its left where the right would run past the plot into the other axis's labels.
 */
export function nowLabelPlace(x: number, plot: { top: number; right: number }, textWidth: number): NowLabelPlace {
  const onLeft = x + gap + textWidth > plot.right;
  return { x: onLeft ? x - gap : x + gap, y: plot.top - gap / 2, align: onLeft ? 'right' : 'left' };
}
