/** A tick label along a legend's bar: where it would start and how wide it is, in pixels. */
export interface LabelBox {
  left: number;
  width: number;
}

/** The least room between two labels that still reads as two numbers, in pixels. */
export const labelGap = 7;

/**
 * Which labels to draw so that neighbours keep `gap` pixels apart. The ends of the scale show
 * (they say its range; the last gives way only to the first on a very short bar); between them, labels are taken from the left while they clear both
 * the last one kept and the scale's end. Steps that crowd at one end of a scale (the wind legend's
 * 25 and 30) lose a label rather than running together.
 */
export function labelsToDraw(labels: readonly LabelBox[], gap = labelGap): boolean[] {
  const keep = labels.map(() => false);
  if (labels.length === 0) return keep;
  const lastIndex = labels.length - 1;
  const last = labels[lastIndex];
  keep[0] = true;
  let freeFrom = (labels[0]?.left ?? 0) + (labels[0]?.width ?? 0) + gap;
  for (let index = 1; index < lastIndex; index += 1) {
    const label = labels[index];
    if (label === undefined || label.left < freeFrom) continue;
    if (last !== undefined && label.left + label.width + gap > last.left) continue;
    keep[index] = true;
    freeFrom = label.left + label.width + gap;
  }
  if (last !== undefined && lastIndex > 0) keep[lastIndex] = last.left >= (labels[0]?.left ?? 0) + (labels[0]?.width ?? 0) + gap;
  return keep;
}
