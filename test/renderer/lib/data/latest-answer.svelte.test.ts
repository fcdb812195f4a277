import { describe, expect, it } from 'vitest';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
import { OnDemand, type WeatherFetchApi } from '@renderer/lib/data/on-demand.svelte';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { OnDemandAnswer } from '@shared/views/on-demand';
import { answersDelivered, heldAnswers } from '../../held-answers';
import { manualDelay } from '../../manual-delay';

/** A question's asking, as the primitive's `ask` sees it: the key and its signal. */
function recordingAsk<T>() {
  const held = heldAnswers<T>();
  const asked: { key: string; signal: AbortSignal }[] = [];
  return {
    held,
    asked,
    ask: (key: string, signal: AbortSignal): Promise<Result<T>> => {
      asked.push({ key, signal });
      return held.answer();
    },
  };
}

describe('LatestAnswer', () => {
  it('keeps the answer to the latest question when an earlier one is answered after it', async () => {
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask);
    const first = latest.load('Helsinki');
    const second = latest.load('Nairobi');

    main.held.release(1, ok('Nairobi, 24 °C'));
    await expect(second).resolves.toBe(true);
    expect(latest.value).toBe('Nairobi, 24 °C');
    expect(latest.answered).toBe('Nairobi');
    expect(latest.loading).toBe(false);

    main.held.release(0, ok('Helsinki, 1 °C'));
    await answersDelivered();
    expect(latest.value).toBe('Nairobi, 24 °C');
    expect(latest.answered).toBe('Nairobi');
    await expect(first).resolves.toBe(false);
  });

  it('aborts the earlier question as soon as a later one is asked', () => {
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask);
    void latest.load('Helsinki');
    expect(main.asked[0]?.signal.aborted).toBe(false);
    void latest.load('Nairobi');
    expect(main.asked.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['Helsinki', true],
      ['Nairobi', false],
    ]);
    expect(latest.asked).toBe('Nairobi');
    expect(latest.loading).toBe(true);
  });

  it('never sends a question overtaken while it waits out the debounce', async () => {
    const timer = manualDelay();
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask, { debounceMs: 300, delay: timer.delay });
    const overtaken = latest.load('Ta');
    void latest.load('Tampere');
    expect(latest.waiting).toBe(true);
    await expect(overtaken).resolves.toBe(false);

    timer.fire();
    expect(main.asked.map((call) => call.key)).toEqual(['Tampere']);
    expect(latest.waiting).toBe(false);
    expect(latest.loading).toBe(true);
  });

  it('keeps the last value beside a failure, and drops the failure with the next success', async () => {
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask);
    void latest.load('May');
    main.held.release(0, ok('May report'));
    await answersDelivered();

    const offline = fail('offline', 'serviceUnavailable');
    void latest.load('June');
    main.held.release(1, offline);
    await answersDelivered();
    expect(latest.value).toBe('May report');
    expect(latest.error).toEqual(offline.error);
    expect(latest.answered).toBe('June');

    void latest.load('June');
    main.held.release(2, ok('June report'));
    await answersDelivered();
    expect([latest.value, latest.error]).toEqual(['June report', null]);
  });

  it("takes main's answer given elsewhere over a read still on its way", async () => {
    const main = recordingAsk<string[]>();
    const latest = new LatestAnswer(main.ask);
    const read = latest.load('demo');
    latest.accept(['key-1', 'key-2']);
    expect(main.asked[0]?.signal.aborted).toBe(true);
    main.held.release(0, ok(['key-1']));
    await expect(read).resolves.toBe(false);
    expect(latest.value).toEqual(['key-1', 'key-2']);
    expect(latest.loading).toBe(false);
  });

  it('stops asking when cancelled: the answer on its way is dropped, the one held stays', async () => {
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask);
    void latest.load('view A');
    main.held.release(0, ok('3 flashes'));
    await answersDelivered();
    const pending = latest.load('view A');
    latest.cancel();
    expect([main.asked[1]?.signal.aborted, latest.loading]).toEqual([true, false]);
    main.held.release(1, ok('5 flashes'));
    await expect(pending).resolves.toBe(false);
    expect(latest.value).toBe('3 flashes');
  });

  it('forgets the question and its answer when cleared, and drops the answer on its way', async () => {
    const main = recordingAsk<string>();
    const latest = new LatestAnswer(main.ask);
    void latest.load('Helsinki');
    main.held.release(0, ok('Helsinki, 1 °C'));
    await answersDelivered();
    void latest.load('Helsinki');
    latest.clear();
    main.held.release(1, ok('Helsinki, 2 °C'));
    await answersDelivered();
    expect([latest.value, latest.error, latest.asked, latest.answered, latest.loading]).toEqual([null, null, undefined, undefined, false]);
  });
});

describe('OnDemand', () => {
  function pointForecast(temperature: number): OnDemandAnswer {
    return { product: 'pointForecast', locationId: 'point', data: { forecast: [{ temperature }] }, fetchedAt: '2026-01-15T12:00:00Z' } as unknown as OnDemandAnswer;
  }

  it('shows the place asked for last, though the place asked before answers later', async () => {
    const held = heldAnswers<OnDemandAnswer>();
    const asked: unknown[] = [];
    const api = {
      weather: {
        fetch: (request: unknown) => {
          asked.push(request);
          return held.answer();
        },
      },
    } as unknown as WeatherFetchApi;
    const forecast = new OnDemand('pointForecast', () => api);
    void forecast.load('60.17,24.94');
    const second = forecast.load('-1.28,36.82');

    held.release(1, ok(pointForecast(24)));
    await second;
    expect(forecast.data).toEqual({ forecast: [{ temperature: 24 }] });
    expect(forecast.status).toBe('ready');

    held.release(0, ok(pointForecast(1)));
    await answersDelivered();
    expect(forecast.data).toEqual({ forecast: [{ temperature: 24 }] });
    expect(forecast.status).toBe('ready');
    expect(asked).toEqual([
      { locationId: '60.17,24.94', product: 'pointForecast' },
      { locationId: '-1.28,36.82', product: 'pointForecast' },
    ]);
  });
});
