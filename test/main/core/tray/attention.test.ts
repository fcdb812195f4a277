import { describe, expect, it } from 'vitest';
import { attentionOf, type AttentionInput } from '@main/core/tray/attention';
import { fail } from '@shared/ipc/result';

const unauthorized = fail('unauthorized', 'credentialsRefused').error;

const account: AttentionInput = {
  mode: 'account',
  connection: { state: 'connected' },
  connectivity: 'online',
  sessionFailed: false,
  schedule: { mode: 'normal', explanation: 'Refreshing normally.' },
  accountWithoutAddress: false,
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
    expect(attentionOf({ ...account, connection: { state: 'unknown' }, connectivity: 'offline' })).toMatchObject({
      kind: 'accountUnconfirmed',
      summary: 'saved, not connected yet',
    });
    expect(attentionOf({ ...account, connectivity: 'offline' })).toMatchObject({ kind: 'offline', action: null });
    expect(attentionOf({ ...account, mode: 'demo', connectivity: 'offline' })?.kind).toBe('offline');
  });

  it("explains a spent allowance in the schedule's words, with Settings to raise it", () => {
    const paused = { ...account, schedule: { mode: 'paused' as const, explanation: "Today's 500 requests are used up: refreshing resumes in 3 h." } };
    expect(attentionOf(paused)).toEqual({
      kind: 'allowanceSpent',
      summary: "today's requests used up",
      message: "Today's 500 requests are used up: refreshing resumes in 3 h.",
      action: 'openSettings',
    });
  });

  it('asks for an address when a saved account has none, and says when no service could start', () => {
    expect(attentionOf({ ...account, mode: 'demo', accountWithoutAddress: true })).toMatchObject({ kind: 'accountNeedsAddress', action: 'openAccount' });
    expect(attentionOf({ ...account, sessionFailed: true, schedule: undefined })).toMatchObject({ kind: 'serviceUnavailable', action: null });
  });

  it('is quiet while the computer sleeps', () => {
    expect(attentionOf({ ...account, connectivity: 'asleep' })).toBeNull();
  });
});
