import { clockDisplay } from '../../displays';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPane from '@renderer/dashboard/account/AccountPane.svelte';
import { ok } from '@shared/ipc/result';
import type { AccountView, CredentialStorageView } from '@shared/views/account';
import { button, installFakeMain, render } from '../dashboard-fake-main';

const demo = (credentialStorage: CredentialStorageView): AccountView => ({
  mode: 'demo',
  configured: false,
  user: null,
  connection: { state: 'unknown' },
  address: { data: null, maps: null, setBy: 'settings', problem: null },
  heldBack: null,
  offline: null,
  credentialStorage,
});

const notice = (root: ParentNode) => root.querySelector<HTMLElement>('[data-testid="credential-storage-notice"]');

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

/** Opens the Account pane as the dashboard does, and waits for main's answer. */
async function openPane() {
  const view = render(AccountPane, { display: clockDisplay('UTC', '24h') });
  destroy = view.destroy;
  await vi.waitFor(() => expect(view.target.querySelector('[data-testid="account-mode"]')).not.toBeNull());
  return view;
}

/** Closes the pane; once Svelte has settled, nothing follows the account any more and its value is forgotten. */
async function closePane(): Promise<void> {
  destroy?.();
  destroy = undefined;
  await tick();
}

describe('where the credentials live, in the Account pane', () => {
  it('says nothing where the keychain simply works', async () => {
    installFakeMain({ 'account:get': () => ok(demo({ location: 'keychain', state: 'ready', reason: null })) });
    const pane = await openPane();
    expect(notice(pane.target)).toBeNull();
  });

  it('says the credentials are in a weaker file, and why, every time the pane is opened', async () => {
    const main = installFakeMain({ 'account:get': () => ok(demo({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' })) });

    for (const opening of [1, 2]) {
      const pane = await openPane();
      const shown = notice(pane.target);
      expect(shown?.getAttribute('role'), `opening ${opening}`).toBe('status');
      expect(shown?.textContent).toContain('Your credentials are kept in a file encrypted with your system');
      expect(shown?.textContent).toContain('GNOME Keyring or KWallet');
      expect(shown?.querySelector('button')).toBeNull();
      await closePane();
    }
    expect(main.callsTo('account:get')).toHaveLength(2);
  });

  it('says when they cannot be kept at all, and that they will be asked for at each start', async () => {
    installFakeMain({ 'account:get': () => ok(demo({ location: 'memory', state: 'unprotected', reason: 'publicKey' })) });
    const pane = await openPane();
    expect(notice(pane.target)?.textContent).toContain('publicly known key');
    expect(notice(pane.target)?.textContent).toContain('you will be asked for them at each start');
  });

  it('shows a locked keychain as locked, not the account as gone, and "Try again" brings the account back', async () => {
    const locked = demo({ location: 'keychain', state: 'locked', reason: 'locked' });
    const back: AccountView = { ...demo({ location: 'keychain', state: 'ready', reason: null }), mode: 'account', configured: true, user: 'alice' };
    const main = installFakeMain({ 'account:get': () => ok(locked), 'account:retryKeychain': () => ok(back) });
    const pane = await openPane();

    expect(notice(pane.target)?.getAttribute('role')).toBe('status');
    expect(notice(pane.target)?.textContent).toContain('The keychain is locked');
    button(pane.target, 'Try again').click();

    await vi.waitFor(() => expect(notice(pane.target)).toBeNull());
    expect(main.callsTo('account:retryKeychain')).toEqual([undefined]);
    expect(pane.target.querySelector('[data-testid="account-mode"]')?.getAttribute('data-mode')).toBe('account');
  });

  it('alerts on a refusal, and says a keychain that did not answer in time did not answer', async () => {
    installFakeMain({ 'account:get': () => ok(demo({ location: 'keychain', state: 'refused', reason: null })) });
    const refused = await openPane();
    expect(notice(refused.target)?.getAttribute('role')).toBe('alert');
    expect(notice(refused.target)?.textContent).toContain('refused Weatherglass access');
    await closePane();

    installFakeMain({ 'account:get': () => ok(demo({ location: 'keychain', state: 'locked', reason: 'noAnswer' })) });
    const silent = await openPane();
    expect(notice(silent.target)?.textContent).toContain('The keychain did not answer');
    expect(button(silent.target, 'Try again')).toBeDefined();
  });
});
