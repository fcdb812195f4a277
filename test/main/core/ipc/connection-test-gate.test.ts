import { describe, expect, it } from 'vitest';
import { createDispatcher } from '@main/core/ipc/dispatcher';
import { parseAppOrigin, type SenderInfo } from '@main/core/ipc/trusted-sender';
import { invokeChannels } from '@shared/ipc/channels';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok } from '@shared/ipc/result';
import { createRecordingLogger } from '../../../support/recording-logger';

const page = (path: string): SenderInfo => ({ url: `app://weatherglass${path}`, isMainFrame: true });
const request = { address: { data: 'https://weather.example', maps: '' }, user: 'alice', password: 'pw' };

/** A dispatcher whose connection test only counts that it ran; every other channel answers an error. */
function setup() {
  const runs: unknown[] = [];
  const handlers = {
    ...Object.fromEntries(invokeChannels.map((channel) => [channel, async () => fail('internal', 'somethingWentWrong')])),
    'account:testConnection': async (entered: unknown) => {
      runs.push(entered);
      return ok({ connected: true });
    },
  } as unknown as InvokeHandlers;
  const dispatch = createDispatcher({ handlers, appOrigins: [parseAppOrigin('app://weatherglass')], logger: createRecordingLogger() });
  return { dispatch, runs };
}

describe('account:testConnection at the gate', () => {
  it('is answered for the dashboard', async () => {
    const { dispatch, runs } = setup();
    expect(await dispatch('account:testConnection', request, page('/dashboard.html'))).toEqual({ ok: true, value: { connected: true } });
    expect(runs).toEqual([request]);
  });

  it.each(['/popup.html', '/map.html', '/index.html'])('is refused for %s, without the handler running (so no request leaves main)', async (path) => {
    const { dispatch, runs } = setup();
    expect(await dispatch('account:testConnection', request, page(path))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(runs).toEqual([]);
  });
});
