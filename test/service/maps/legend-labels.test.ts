import { describe, expect, it } from 'vitest';
import { tileScheme } from '@service/maps/colour-schemes';
import { findLayer } from '@service/maps/layer-catalogue';
import { legendTicks } from '@service/maps/legend';
import { labelGap, labelsToDraw } from '@service/maps/legend-labels';

function legendOf(layerId: number, colorscheme: string) {
  const layer = findLayer(layerId);
  const scheme = layer === undefined ? undefined : tileScheme(layer, colorscheme);
  if (scheme === undefined || scheme.paint === 'contour') throw new Error(`layer ${layerId} has no scale legend ${colorscheme}`);
  return scheme.legend;
}

/** The space between each drawn label and the next drawn one. */
function gapsBetween(labels: readonly { left: number; width: number; drawn: boolean }[]): number[] {
  const drawn = labels.filter((label) => label.drawn);
  return drawn.slice(1).map((label, index) => label.left - ((drawn[index]?.left ?? 0) + (drawn[index]?.width ?? 0)));
}

describe('legend labels', () => {
  it('drops the wind legend’s 25, which crowds 30 at the top of the scale, and keeps both ends', () => {
    const ticks = legendTicks(legendOf(8, 'default'));
    expect(ticks.map((tick) => tick.label)).toEqual(['0', '5', '10', '15', '20', '25', '30']);
    expect(ticks.filter((tick) => tick.drawn).map((tick) => tick.label)).toEqual(['0', '5', '10', '15', '20', '30']);
    // Every tick keeps its mark; only labels are thinned.
    expect(ticks).toHaveLength(7);
    expect(Math.min(...gapsBetween(ticks))).toBeGreaterThanOrEqual(labelGap);
  });

  it('keeps every label apart by the gap on every scheme of every layer', () => {
    for (const [id, scheme] of [[8, 'winds-mph'], [2, 'default'], [2, 'temp-fahrenheit'], [79, 'default'], [77, 'snow-depth-in'], [5, 'default'], [9, 'default']] as const) {
      const ticks = legendTicks(legendOf(id, scheme));
      expect(ticks[0]?.drawn, `${id} ${scheme}`).toBe(true);
      expect(ticks.at(-1)?.drawn, `${id} ${scheme}`).toBe(true);
      expect(Math.min(...gapsBetween(ticks)), `${id} ${scheme}`).toBeGreaterThanOrEqual(labelGap);
    }
  });

  it('takes labels from the left while they clear the last one kept and the scale’s end', () => {
    const at = (left: number) => ({ left, width: 10 });
    expect(labelsToDraw([at(0), at(12), at(17), at(30), at(40), at(52)], 2)).toEqual([true, true, false, true, false, true]);
    // A label that clears its left neighbour but crowds the end gives way to the end.
    expect(labelsToDraw([at(0), at(20), at(31)], 2)).toEqual([true, false, true]);
    // The last yields only to the first.
    expect(labelsToDraw([at(0), at(5)], 2)).toEqual([true, false]);
    expect(labelsToDraw([at(0)], 2)).toEqual([true]);
    expect(labelsToDraw([], 2)).toEqual([]);
  });
});
