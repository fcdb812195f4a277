import { describe, expect, it } from 'vitest';
import { attentionOf, type AttentionInput } from '@main/core/tray/attention';
import { writeStatusText } from '@shared/i18n/messages/status';
import { fail } from '@shared/ipc/result';
import type { Attention, StatusText } from '@shared/views/status';

const unauthorized = fail('unauthorized', 'credentialsRefused').error;

/** What the tray's tooltip and the windows write for an attention, in a language. */
function written(attention: Attention | null, language: 'en' | 'de' = 'en') {
  if (attention === null) return null;
  return { ...attention, summary: writeStatusText(language, attention.summary), message: writeStatusText(language, attention.message) };
}

const account: AttentionInput = {
  mode: 'account',
  connection: { state: 'connected' },
  connectivity: 'online',
  offlineCause: null,
  sessionFailed: false,
  schedule: { mode: 'normal', explanation: { key: 'scheduleSlowed', values: { allowance: 500 } } },
  accountHeldBack: null,
  keychain: null,
};

describe('what stands in the way of fresh data', () => {
  it('is nothing while the account is connected and online', () => {
    expect(attentionOf(account)).toBeNull();
    expect(attentionOf({ ...account, mode: 'demo', connection: { state: 'unknown' } })).toBeNull();
  });

  it('sends the user to Account when the service refuses the credentials, offline or not', () => {
    const refused = { ...account, connection: { state: 'failed' as const, error: unauthorized } };
    expect(attentionOf(refused)).toMatchObject({ kind: 'accountRefused', action: 'openAccount' });
    expect(attentionOf({ ...refused, connectivity: 'offline' })?.kind).toBe('accountRefused');
  });

  it('tells an account saved but never confirmed from plain offline', () => {
    expect(written(attentionOf({ ...account, connection: { state: 'unknown' }, connectivity: 'offline' }))).toMatchObject({
      kind: 'accountUnconfirmed',
      summary: 'saved, not connected yet',
      message:
        'Your account is saved but not connected yet: the weather service could not be reached. Weatherglass connects as soon as it can reach it.',
    });
    expect(attentionOf({ ...account, connectivity: 'offline' })).toMatchObject({ kind: 'offline', action: null });
    expect(attentionOf({ ...account, mode: 'demo', connectivity: 'offline' })?.kind).toBe('offline');
  });

  it('tells a computer without network from a service that does not answer', () => {
    expect(written(attentionOf({ ...account, connectivity: 'offline', offlineCause: 'computerOffline' }))).toMatchObject({
      kind: 'offline',
      summary: 'offline: no network',
      message: 'This computer is offline. Weatherglass keeps the last data it has and refreshes as soon as the network is back.',
    });
    expect(written(attentionOf({ ...account, connectivity: 'offline', offlineCause: 'serviceSilent' }))).toMatchObject({
      kind: 'offline',
      message: expect.stringContaining('the weather service cannot be reached'),
    });
  });

  it("explains a spent allowance in the schedule's words, with Settings to raise it", () => {
    const explanation: StatusText = { key: 'schedulePaused', values: { allowance: 500, resetIn: { minutesFromNow: 180 } } };
    const paused = { ...account, schedule: { mode: 'paused' as const, explanation } };
    expect(attentionOf(paused)).toEqual({ kind: 'allowanceSpent', summary: { key: 'allowanceSpentSummary' }, message: explanation, action: 'openSettings' });
    expect(written(attentionOf(paused))).toMatchObject({
      summary: "today's requests used up",
      message: "Today's 500 requests are used up: refreshing resumes when the count starts again at midnight UTC, in 3\u00a0hr.",
    });
    expect(written(attentionOf(paused), 'de')).toMatchObject({
      summary: 'heutige Anfragen aufgebraucht',
      message: 'Die heutigen 500 Anfragen sind aufgebraucht: Die Aktualisierung geht weiter, wenn die Zählung um Mitternacht UTC neu beginnt (in 3\u00a0Std.).',
    });
  });

  it('asks for an address when a saved account has none, and says when no service could start', () => {
    expect(attentionOf({ ...account, mode: 'demo', accountHeldBack: 'noAddress' })).toMatchObject({ kind: 'accountNeedsAddress', action: 'openAccount' });
    expect(attentionOf({ ...account, mode: 'demo', accountHeldBack: 'otherAddress' })).toMatchObject({
      kind: 'accountAddressChanged',
      action: 'openAccount',
    });
    expect(written(attentionOf({ ...account, mode: 'demo', accountHeldBack: 'savedWithoutAddress' }))).toMatchObject({
      summary: 'account needs saving again',
      message: expect.stringContaining('saved by an earlier version of Weatherglass'),
    });
    expect(attentionOf({ ...account, sessionFailed: true, schedule: undefined })).toMatchObject({ kind: 'serviceUnavailable', action: null });
    expect(written(attentionOf({ ...account, mode: 'demo', sessionFailed: true }))?.message).toBe(
      'The built-in demo service could not start, so there is no data to show. Restart Weatherglass.',
    );
  });

  it('says the keychain is waited for, and then that the saved account is locked in it, before anything else', () => {
    const demo = { ...account, mode: 'demo' as const, connectivity: 'offline' as const };
    expect(written(attentionOf({ ...demo, keychain: 'waiting' }))).toMatchObject({
      kind: 'keychainWaiting',
      summary: 'waiting for the keychain…',
      action: null,
    });
    expect(written(attentionOf({ ...demo, keychain: 'unreachable' }), 'de')).toMatchObject({
      kind: 'keychainUnreachable',
      summary: 'Schlüsselbund gesperrt oder nicht erreichbar',
      action: 'openAccount',
    });
  });

  it('is quiet while the computer sleeps', () => {
    expect(attentionOf({ ...account, connectivity: 'asleep' })).toBeNull();
  });
});
