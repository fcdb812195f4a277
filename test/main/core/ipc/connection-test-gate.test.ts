import { describe, expect, it } from 'vitest';
import { createDispatcher } from '@main/core/ipc/dispatcher';
import { parseAppOrigin, type SenderInfo } from '@main/core/ipc/trusted-sender';
import { windowPages } from '@shared/ipc/window-channels';
import { invokeChannels } from '@shared/ipc/channels';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok } from '@shared/ipc/result';
import { createRecordingLogger } from '../../../support/recording-logger';
import { senderFor } from '../../../support/senders';

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
    expect(await dispatch('account:testConnection', request, senderFor('dashboard'))).toEqual({ ok: true, value: { connected: true } });
    expect(runs).toEqual([request]);
  });

  const refused: [string, SenderInfo][] = [
    ['the popup', senderFor('popup')],
    ['the map', senderFor('map')],
    ['a page that is none of the windows', { window: null, url: 'app://weatherglass/index.html', isMainFrame: true }],
    ['the popup on the dashboard’s path', { window: 'popup', url: `app://weatherglass${windowPages.dashboard}`, isMainFrame: true }],
  ];
  it.each(refused)('is refused for %s, without the handler running (so no request leaves main)', async (_name, sender) => {
    const { dispatch, runs } = setup();
    expect(await dispatch('account:testConnection', request, sender)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(runs).toEqual([]);
  });
});
