import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LoopPriceDialog from '@renderer/map/budget/LoopPriceDialog.svelte';
import { loopOffer } from '@renderer/map/budget/loop-price';
import { button, installFakeMain, render } from '../dashboard/dashboard-fake-main';

// Words follow the settings: a fake main with none speaks English.
beforeEach(() => {
  installFakeMain({});
});

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

const loop = { start: 92, end: 116 };

describe("the loop's price dialog", () => {
  it('states the price in the share, moves focus in, and on Escape answers "nothing" and gives focus back', () => {
    const play = document.createElement('button');
    document.body.append(play);
    play.focus();
    const answers: (number | null)[] = [];
    const offer = loopOffer({ window: loop, selected: 104, held: (index) => index === 104, tilesPerFrame: 18, budget: { allowed: 800, spent: 0 } });
    const view = render(LoopPriceDialog, { offer, onchoose: (stride: number | null) => answers.push(stride) });
    destroy = () => (view.destroy(), play.remove());
    flushSync();

    const dialog = view.target.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(view.target.querySelector('[data-testid="loop-price"]')?.textContent?.trim()).toBe("Playing this loop costs up to 432 requests, 54% of today's map share.");
    expect(view.target.querySelector('[data-testid="loop-shorter-price"]')?.textContent?.trim()).toBe(
      'A shorter loop over the same hours (frames shown: 13 of 25) costs up to 216 requests, 27% of the share.',
    );
    expect(document.activeElement).toBe(button(view.target, 'Play'));

    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(answers).toEqual([null]);
    view.destroy();
    expect(document.activeElement).toBe(play);
  });

  it('says when the loop costs more than is left, and offers only the shorter loop that fits', () => {
    const answers: (number | null)[] = [];
    const offer = loopOffer({ window: loop, selected: 104, held: () => false, tilesPerFrame: 20, budget: { allowed: 800, spent: 600 } });
    const view = render(LoopPriceDialog, { offer, onchoose: (stride: number | null) => answers.push(stride) });
    destroy = view.destroy;
    flushSync();

    expect(view.target.querySelector('[data-testid="loop-over-share"]')?.textContent).toBe("That is more than the 200 requests left of today's map share.");
    expect(button(view.target, 'Play').disabled).toBe(true);
    expect(document.activeElement).toBe(button(view.target, 'Play a shorter loop'));
    button(view.target, 'Play a shorter loop').click();
    expect(answers).toEqual([3]);
  });
});
