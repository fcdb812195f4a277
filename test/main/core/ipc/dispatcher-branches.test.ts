import { describe, expect, it } from 'vitest';
import { createDispatcher } from '@main/core/ipc/dispatcher';
import { parseAppOrigin, type SenderInfo } from '@main/core/ipc/trusted-sender';
import { invokeChannels } from '@shared/ipc/channels';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { inEnglishResult } from '../../../support/error-words';
import { senderFor } from '../../../support/senders';

/**
 * Every branch of the dispatcher, each told apart from the others by what it answers and what it
 * logs, so a test fails when its own branch is cut even where a later check would also refuse.
 * In the order the gate checks: channel, sender, window identity, own page, the window's calls,
 * payload, settings scope, handler.
 */

/** Each handler answers which channel ran, so a test sees that the gate let the call through. */
const handlers = Object.fromEntries(invokeChannels.map((channel) => [channel, async () => ok(`ran ${channel}`)])) as unknown as InvokeHandlers;

function gate(overrides: Partial<InvokeHandlers> = {}) {
  const logger = createRecordingLogger();
  const dispatch = createDispatcher({ handlers: { ...handlers, ...overrides }, appOrigins: [parseAppOrigin('app://weatherglass')], logger });
  return { dispatch, logger };
}

const warned = (message: string, fields: Record<string, unknown>) => ({ level: 'warn', message, fields });

describe('each check of the dispatcher', () => {
  it('refuses a channel outside the contract, logging at most 64 characters of it', async () => {
    const { dispatch, logger } = gate();
    const channel = `app:${'x'.repeat(100)}`;
    expect(inEnglishResult(await dispatch(channel, undefined, senderFor('dashboard')))).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'That request is not part of the Weatherglass interface.', action: expect.any(String) },
    });
    expect(logger.entries).toEqual([warned('ipc: rejected a call on a channel outside the contract', { channel: channel.slice(0, 64) })]);
  });

  it.each<[string, SenderInfo]>([
    ['a subframe', { window: 'dashboard', url: 'app://weatherglass/dashboard.html', isMainFrame: false }],
    ['a foreign page', { window: 'dashboard', url: 'https://evil.example/dashboard.html', isMainFrame: true }],
    ['a frame that is gone', { window: 'dashboard', url: undefined, isMainFrame: true }],
  ])('refuses %s as an untrusted sender', async (_why, sender) => {
    const { dispatch, logger } = gate();
    expect(inEnglishResult(await dispatch('settings:get', undefined, sender))).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'Only Weatherglass windows may make this request.' } });
    expect(logger.entries).toEqual([warned('ipc: rejected a call from an untrusted sender', { channel: 'settings:get', isMainFrame: sender.isMainFrame })]);
  });

  // The page is of no window, so "shows its own page" cannot refuse it for the missing identity.
  it('refuses an app page the app did not open as one of its windows, whatever page it shows', async () => {
    for (const url of ['app://weatherglass/elsewhere.html', 'app://weatherglass/dashboard.html']) {
      const { dispatch, logger } = gate();
      const result = await dispatch('settings:get', undefined, { window: null, url, isMainFrame: true });
      expect(inEnglishResult(result), url).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'Only Weatherglass windows may make this request.' } });
      expect(logger.entries, url).toEqual([warned('ipc: rejected a call from a page the app did not open as one of its windows', { channel: 'settings:get' })]);
    }
  });

  it('refuses a window that left its own page, even for another window’s page', async () => {
    const { dispatch, logger } = gate();
    const result = await dispatch('settings:get', undefined, { window: 'popup', url: 'app://weatherglass/dashboard.html', isMainFrame: true });
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'Only Weatherglass windows may make this request.' } });
    expect(logger.entries).toEqual([warned('ipc: rejected a call from a window that left its own page', { channel: 'settings:get', window: 'popup' })]);
  });

  it('refuses a call its window does not make', async () => {
    const { dispatch, logger } = gate();
    const result = await dispatch('account:get', undefined, senderFor('popup'));
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'This Weatherglass window cannot make that request.' } });
    expect(logger.entries).toEqual([warned('ipc: refused a call its window does not make', { channel: 'account:get', window: 'popup' })]);
  });

  it('refuses a malformed payload as bad input, naming each issue, and logs nothing of it', async () => {
    const { dispatch, logger } = gate();
    const result = await dispatch('settings:update', { theme: 'purple' }, senderFor('dashboard'));
    expect(inEnglishResult(result)).toMatchObject({
      ok: false,
      error: { kind: 'badInput', message: 'Choose one of: system, light, dark.', issues: [{ path: 'theme', message: 'Choose one of: system, light, dark.' }] },
    });
    expect(logger.entries).toEqual([]);
  });

  it('tells a value of the wrong kind apart from a missing one', async () => {
    const { dispatch } = gate();
    const wrongKind = await dispatch('settings:update', { budget: { dailyRequests: 'lots' } }, senderFor('dashboard'));
    expect(inEnglishResult(wrongKind)).toMatchObject({ ok: false, error: { issues: [{ path: 'budget.dailyRequests', message: 'Enter a number.' }] } });
    const missing = await dispatch('locations:search', {}, senderFor('dashboard'));
    expect(inEnglishResult(missing)).toMatchObject({ ok: false, error: { issues: [{ path: 'text', message: 'This value is missing.' }] } });
  });

  it('refuses settings the window does not own, and passes any other call of that window by', async () => {
    const { dispatch, logger } = gate();
    const refused = await dispatch('settings:update', { budget: { dailyRequests: 500 } }, senderFor('map'));
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'This window cannot change this setting: Request budget.' } });
    expect(logger.entries).toEqual([warned('ipc: refused settings its window does not own', { window: 'map', fields: 'budget' })]);
    expect(await dispatch('map:budget', undefined, senderFor('map'))).toEqual({ ok: true, value: 'ran map:budget' });
    expect(await dispatch('settings:update', { map: { zoom: 4 } }, senderFor('map'))).toEqual({ ok: true, value: 'ran settings:update' });
  });

  it('gives the handler the parsed payload and returns its answer as it is, a failure too', async () => {
    const received: unknown[] = [];
    const { dispatch, logger } = gate({
      'settings:update': async (patch) => {
        received.push(patch);
        return ok(defaultSettings);
      },
      'locations:list': async () => fail('offline', 'somethingWentWrong'),
    });
    expect(await dispatch('settings:update', { theme: 'dark' }, senderFor('dashboard'))).toEqual({ ok: true, value: defaultSettings });
    expect(received).toEqual([{ theme: 'dark' }]);
    expect(await dispatch('locations:list', undefined, senderFor('popup'))).toEqual(fail('offline', 'somethingWentWrong'));
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['an Error', new RangeError('token=secret-value'), 'RangeError'],
    ['a value that is no Error', 'token=secret-value', 'string'],
  ])('turns a handler that throws %s into an internal error, logging only its kind', async (_what, thrown, logged) => {
    const { dispatch, logger } = gate({
      'settings:get': async () => {
        throw thrown;
      },
    });
    expect(inEnglishResult(await dispatch('settings:get', undefined, senderFor('popup')))).toMatchObject({ ok: false, error: { kind: 'internal', message: 'Something went wrong inside Weatherglass.' } });
    expect(logger.entries).toEqual([{ level: 'error', message: 'ipc: a handler failed', fields: { channel: 'settings:get', error: logged } }]);
  });
});
