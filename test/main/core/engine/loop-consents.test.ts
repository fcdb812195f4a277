import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BudgetBook } from '@main/core/engine/budget-book';
import { agreeToLoop, loopAgreed } from '@main/core/engine/loop-consents';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { weatherDataLayer } from '@shared/tile-providers';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock } from '../schedule/fake-clock';

const evening = new Date('2026-11-28T20:00:00Z');

describe('the loops agreed today', () => {
  const radar = weatherDataLayer(5);
  const temperature = weatherDataLayer(9);

  it('remembers the loop agreed for that layer and zoom only, and asks again on another', () => {
    const budget = new RequestBudget({ clock: new FakeClock(evening) });
    expect(loopAgreed(budget, { layer: radar, zoom: 6 })).toBeNull();

    agreeToLoop(budget, { layer: radar, zoom: 6 }, 2);

    expect(loopAgreed(budget, { layer: radar, zoom: 6 })).toBe(2);
    expect(loopAgreed(budget, { layer: radar, zoom: 7 })).toBeNull();
    expect(loopAgreed(budget, { layer: temperature, zoom: 6 })).toBeNull();
  });

  it('asks again the next day (UTC, as the budget counts)', async () => {
    const clock = new FakeClock(evening);
    const budget = new RequestBudget({ clock });
    agreeToLoop(budget, { layer: radar, zoom: 6 }, 1);

    await clock.advance(4 * 3_600_000);

    expect(loopAgreed(budget, { layer: radar, zoom: 6 })).toBeNull();
  });

  it('keeps each budget apart: what was agreed in demo is asked again with the account', () => {
    const demo = new RequestBudget({ clock: new FakeClock(evening) });
    const account = new RequestBudget({ clock: new FakeClock(evening) });
    agreeToLoop(demo, { layer: radar, zoom: 6 }, 1);

    expect(loopAgreed(account, { layer: radar, zoom: 6 })).toBeNull();
  });

  it('keeps what was agreed today over a restart, with the day’s count', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'weatherglass-loop-consents-'));
    try {
      const book = () =>
        new BudgetBook({ directory, clock: new FakeClock(evening), logger: createRecordingLogger(), limits: { weatherData: () => ({ dailyRequests: 2000, mapSharePercent: 40 }) } });
      const first = book();
      agreeToLoop(await first.budget('demo'), { layer: radar, zoom: 6 }, 2);
      await first.flush();

      const restarted = book();
      expect(loopAgreed(await restarted.budget('demo'), { layer: radar, zoom: 6 })).toBe(2);
      expect(loopAgreed(await restarted.budget('account'), { layer: radar, zoom: 6 })).toBeNull();

      // A file whose loops cannot be read keeps its count; only the loops are asked about again.
      await writeFile(join(directory, 'request-budget-demo.json'), JSON.stringify({ day: '2026-11-28', data: 7, tiles: 3, checked: null, mapExtra: 0, loops: { 'weatherData 5 6': 'all' } }));
      const readAgain = await book().budget('demo');
      expect(readAgain.spentToday()).toBe(10);
      expect(loopAgreed(readAgain, { layer: radar, zoom: 6 })).toBeNull();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
