import { clockDisplay } from '../../displays';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CredentialsForm from '@renderer/dashboard/account/CredentialsForm.svelte';
import DataSource from '@renderer/dashboard/account/DataSource.svelte';
import KeysSection from '@renderer/dashboard/account/KeysSection.svelte';
import { fail, ok } from '@shared/ipc/result';
import type { AccountView, ApiKeyView } from '@shared/views/account';
import { button, field, installFakeMain, render, typeInto } from '../dashboard-fake-main';
import { errorsText as english } from '@renderer/lib/text';

const inKeychain: AccountView['credentialStorage'] = { location: 'keychain', state: 'ready', reason: null };
const noAddress: AccountView['address'] = { data: null, maps: null, setBy: 'settings', problem: null };
const enteredAddress: AccountView['address'] = { data: 'https://api.example.com', maps: null, setBy: 'settings', problem: null };
const demoView: AccountView = { mode: 'demo', configured: false, user: null, connection: { state: 'unknown' }, address: noAddress, heldBack: null, offline: null, credentialStorage: inKeychain };
const service = 'https://api.example.com';

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

describe('the credentials form', () => {
  it('shows a refused password as unauthorized, with what to do', async () => {
    const refusal = fail('unauthorized', 'credentialsRefused');
    const main = installFakeMain({ 'account:testConnection': () => refusal });
    const view = render(CredentialsForm, { view: demoView, onsaved: () => undefined });
    destroy = view.destroy;

    typeInto(field(view.target, 'Service address'), service);
    typeInto(field(view.target, 'Application key username'), 'alice');
    typeInto(field(view.target, 'Application key password'), 'wrong');
    button(view.target, 'Test connection').click();

    await vi.waitFor(() => expect(view.target.querySelector('[data-testid="error-notice"]')).not.toBeNull());
    const notice = view.target.querySelector('[data-testid="error-notice"]')?.textContent ?? '';
    expect(notice).toContain(english(refusal.error.message));
    expect(notice).toContain(english(refusal.error.action));
    expect(main.callsTo('account:testConnection')).toEqual([{ address: { data: service, maps: '' }, user: 'alice', password: 'wrong' }]);
  });

  it('names the empty fields and sends nothing', () => {
    const main = installFakeMain({});
    const view = render(CredentialsForm, { view: demoView, onsaved: () => undefined });
    destroy = view.destroy;

    button(view.target, 'Test connection').click();
    flushSync();

    // Only the settings are read (for the interface language); nothing goes to the service.
    expect(main.calls.filter((call) => call.channel !== 'settings:get')).toEqual([]);
    expect(view.target.textContent).toContain('Enter the service address your provider gives, starting with https://.');
    expect(field(view.target, 'Service address').getAttribute('aria-invalid')).toBe('true');
    expect(view.target.textContent).toContain('Enter the application key username.');
    expect(view.target.textContent).toContain('Enter the application key password.');
    expect(field(view.target, 'Application key password').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves, forgets the typed password and says the account is connected', async () => {
    const saved: AccountView = { mode: 'account', configured: true, user: 'alice', connection: { state: 'connected' }, address: enteredAddress, heldBack: null, offline: null, credentialStorage: inKeychain };
    const main = installFakeMain({ 'account:save': () => ok(saved) });
    const onsaved = vi.fn();
    // As the pane does: the saved account becomes the view.
    const props = $state({
      view: demoView,
      onsaved: (next: AccountView) => {
        onsaved(next);
        props.view = next;
      },
    });
    const view = render(CredentialsForm, props);
    destroy = view.destroy;

    typeInto(field(view.target, 'Service address'), ` ${service}/ `);
    typeInto(field(view.target, 'Maps address (optional)'), 'https://maps.example.com');
    typeInto(field(view.target, 'Application key username'), ' alice ');
    typeInto(field(view.target, 'Application key password'), 's3cret');
    view.target.querySelector('form')?.requestSubmit();

    await vi.waitFor(() => expect(onsaved).toHaveBeenCalledWith(saved));
    flushSync();
    // Main checks and normalises the address; the form only trims it.
    expect(main.callsTo('account:save')).toEqual([
      { address: { data: `${service}/`, maps: 'https://maps.example.com' }, user: 'alice', password: 's3cret' },
    ]);
    expect(field(view.target, 'Application key password').value).toBe('');
    expect(view.target.querySelector('[data-testid="credentials-outcome"]')?.textContent).toContain('Saved and connected');
  });

  it('says when the service did not answer a save', async () => {
    const unconfirmed: AccountView = { mode: 'account', configured: true, user: 'alice', connection: { state: 'unknown' }, address: enteredAddress, heldBack: null, offline: null, credentialStorage: inKeychain };
    installFakeMain({ 'account:save': () => ok(unconfirmed) });
    const props = $state({
      view: demoView,
      onsaved: (next: AccountView) => {
        props.view = next;
      },
    });
    const view = render(CredentialsForm, props);
    destroy = view.destroy;

    typeInto(field(view.target, 'Service address'), service);
    typeInto(field(view.target, 'Application key username'), 'alice');
    typeInto(field(view.target, 'Application key password'), 's3cret');
    view.target.querySelector('form')?.requestSubmit();

    await vi.waitFor(() =>
      expect(view.target.querySelector('[data-testid="credentials-outcome"]')?.textContent).toContain('Saved, not connected yet'),
    );
  });

  it('forgets the outcome of a save once the data mode changes again', async () => {
    const unconfirmed: AccountView = { mode: 'account', configured: true, user: 'alice', connection: { state: 'unknown' }, address: enteredAddress, heldBack: null, offline: null, credentialStorage: inKeychain };
    installFakeMain({ 'account:save': () => ok(unconfirmed) });
    const props = $state({
      view: demoView,
      onsaved: (next: AccountView) => {
        props.view = next;
      },
    });
    const view = render(CredentialsForm, props);
    destroy = view.destroy;
    const outcome = () => view.target.querySelector('[data-testid="credentials-outcome"]')?.textContent?.trim();

    typeInto(field(view.target, 'Service address'), service);
    typeInto(field(view.target, 'Application key username'), 'alice');
    typeInto(field(view.target, 'Application key password'), 's3cret');
    view.target.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(outcome()).toContain('Saved'));
    expect(field(view.target, 'Service address').value).toBe(service);
    expect(field(view.target, 'Application key username').value).toBe('alice');

    // "Forget the account" elsewhere in the pane.
    props.view = demoView;
    flushSync();
    expect(outcome()).toBe('');
    expect(field(view.target, 'Application key username').value).toBe('');
  });

  it("shows an administrator's address read-only and sends none", async () => {
    const fixed: AccountView = {
      ...demoView,
      address: { data: 'https://weather.corp.example', maps: null, setBy: 'environment', problem: null },
    };
    const main = installFakeMain({ 'account:testConnection': () => ok({ connected: true }) });
    const view = render(CredentialsForm, { view: fixed, onsaved: () => undefined });
    destroy = view.destroy;

    expect(view.target.querySelector('#account-address')).toBeNull();
    expect(view.target.querySelector('[data-testid="address-fixed"]')?.textContent).toContain('https://weather.corp.example');
    expect(view.target.textContent).toContain('WEATHERGLASS_DATA_URL');
    typeInto(field(view.target, 'Application key username'), 'alice');
    typeInto(field(view.target, 'Application key password'), 's3cret');
    button(view.target, 'Test connection').click();
    await vi.waitFor(() => expect(main.callsTo('account:testConnection')).toEqual([{ user: 'alice', password: 's3cret' }]));
  });

  it("shows main's refusal of the address beside the address field", async () => {
    const message = { key: 'addressScheme' } as const;
    installFakeMain({ 'account:save': () => fail('badInput', message, { issues: [{ path: 'address.data', message }] }) });
    const view = render(CredentialsForm, { view: demoView, onsaved: () => undefined });
    destroy = view.destroy;

    // Before: the field is described by its note; the user name, which has none, by nothing.
    expect(field(view.target, 'Service address').getAttribute('aria-invalid')).toBe('false');
    expect(field(view.target, 'Service address').getAttribute('aria-describedby')).toBe('account-address-note');
    expect(field(view.target, 'Application key username').hasAttribute('aria-describedby')).toBe(false);
    typeInto(field(view.target, 'Service address'), 'ftp://api.example.com');
    typeInto(field(view.target, 'Application key username'), 'alice');
    typeInto(field(view.target, 'Application key password'), 's3cret');
    view.target.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(view.target.querySelector('#account-address-issues')?.textContent).toBe('The service address must start with https://.'));
    expect(field(view.target, 'Service address').getAttribute('aria-invalid')).toBe('true');
    // The refusal takes the note's place, and the field is described by it.
    expect(view.target.querySelector('#account-address-note')).toBeNull();
    expect(field(view.target, 'Service address').getAttribute('aria-describedby')).toBe('account-address-issues');
    expect(field(view.target, 'Application key password').getAttribute('aria-describedby')).toBe('account-password-note');
  });
});

describe('the API keys', () => {
  const created = Date.parse('2026-11-02T08:30:00Z');
  const keys: ApiKeyView[] = [
    { id: 'id-1', masked: '…aaaaaa', createdAt: created, expiresAt: 'never' },
    { id: 'id-2', masked: '…bbbbbb', createdAt: created + 86_400_000, expiresAt: Date.parse('2026-11-30T12:00:00Z') },
  ];

  function rows(target: HTMLElement): string[] {
    return [...target.querySelectorAll('[data-testid="api-key"]')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  }

  it('tells keys apart by their last characters, creation and expiry, in the zone given', async () => {
    installFakeMain({ 'keys:list': () => ok([...keys, { id: 'id-3', masked: '…cccccc', createdAt: null, expiresAt: null }]) });
    const view = render(KeysSection, { mode: 'demo', display: clockDisplay('Asia/Tokyo', '24h') });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(3));

    const [first, second, third] = rows(view.target);
    expect(first).toContain('…aaaaaa');
    // 08:30 UTC is 17:30 in Tokyo.
    expect(first).toContain('Created 2 Nov 2026, 17:30 · Never expires');
    expect(second).toContain('Created 3 Nov 2026, 17:30 · Expires 30 Nov 2026, 21:00');
    // A key that is not a JWT says nothing of its dates: a dash, never a made-up date.
    expect(third).toContain('Created – · Expires –');
  });

  it('deletes a key only after a second, explicit confirmation', async () => {
    const main = installFakeMain({
      'keys:list': () => ok(keys),
      'keys:delete': (payload) => ok(payload),
    });
    const view = render(KeysSection, { mode: 'demo', display: clockDisplay('UTC', '24h') });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(2));

    button(view.target, 'Delete the key …aaaaaa').click();
    flushSync();
    expect(main.callsTo('keys:delete')).toEqual([]);
    const keep = button(view.target, 'Keep it');
    expect(document.activeElement).toBe(keep);

    keep.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(button(view.target, 'Delete the key …aaaaaa')));
    expect(view.target.querySelector('[role="group"]')).toBeNull();

    button(view.target, 'Delete the key …aaaaaa').click();
    flushSync();
    button(view.target, 'Delete key').click();

    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(1));
    expect(main.callsTo('keys:delete')).toEqual([{ id: 'id-1' }]);
    expect(view.target.querySelector('[data-key-id="id-1"]')).toBeNull();
    expect(view.target.textContent).toContain('Deleted the key …aaaaaa.');
  });

  it('shows "Copied" by the key main put on the clipboard', async () => {
    const main = installFakeMain({
      'keys:list': () => ok(keys),
      'keys:copy': () => ok({ id: 'id-2', masked: '…bbbbbb' }),
    });
    const view = render(KeysSection, { mode: 'demo', display: clockDisplay('UTC', '24h') });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(2));

    button(view.target, 'Copy the key …bbbbbb').click();

    await vi.waitFor(() => expect(view.target.querySelector('[data-key-id="id-2"] [data-testid="copied"]')?.textContent).toBe('Copied'));
    expect(view.target.querySelector('[data-key-id="id-1"] [data-testid="copied"]')).toBeNull();
    expect(main.callsTo('keys:copy')).toEqual([{ id: 'id-2' }]);
  });

  it('lists the new key after creating one', async () => {
    const made: ApiKeyView = { id: 'id-3', masked: '…cccccc', createdAt: created, expiresAt: 'never' };
    installFakeMain({
      'keys:list': () => ok(keys),
      'keys:create': () => ok({ created: made, keys: [...keys, made] }),
    });
    const view = render(KeysSection, { mode: 'demo', display: clockDisplay('UTC', '24h') });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(2));

    button(view.target, 'Create a key that never expires').click();

    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(3));
    expect(view.target.querySelector('[data-testid="keys-status"]')?.textContent).toContain('Created the key …cccccc; it never expires.');
  });

  it('shows a refusal with its action, and reads the list again when asked', async () => {
    const stale = fail('badInput', 'keyNotListed', { action: 'action.reloadKeys' });
    let lists = 0;
    const main = installFakeMain({
      'keys:list': () => {
        lists += 1;
        return ok(lists === 1 ? keys : keys.slice(1));
      },
      'keys:copy': () => stale,
    });
    const view = render(KeysSection, { mode: 'demo', display: clockDisplay('UTC', '24h') });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(2));

    button(view.target, 'Copy the key …aaaaaa').click();

    await vi.waitFor(() => expect(view.target.querySelector('[data-testid="error-notice"]')?.textContent).toContain(english(stale.error.action)));
    expect(view.target.querySelector('[data-testid="copied"]')).toBeNull();

    button(view.target, 'Reload the list').click();
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="api-key"]')).toHaveLength(1));
    expect(main.callsTo('keys:list')).toHaveLength(2);
    expect(view.target.querySelector('[data-testid="error-notice"]')).toBeNull();
  });
});

describe('credentials saved for another address', () => {
  const movedView: AccountView = {
    mode: 'demo',
    configured: true,
    user: 'alice',
    connection: { state: 'unknown' },
    address: { data: 'https://new.example.com', maps: null, setBy: 'settings', problem: null },
    offline: null,
    heldBack: { boundTo: { data: 'https://old.example.com', maps: null } },
    credentialStorage: inKeychain,
  };

  it.each([
    ['serviceSilent', 'not answering now: the weather service does not answer, though this computer is online.'],
    ['computerOffline', 'not reachable now: this computer is offline.'],
  ] as const)('says the connection is %s, as main tells it, never "connected" meanwhile', (offline, words) => {
    installFakeMain({});
    const connectedView: AccountView = { ...movedView, mode: 'account', connection: { state: 'connected' }, heldBack: null };
    const view = render(DataSource, { view: { ...connectedView, offline }, onchange: () => undefined });
    destroy = view.destroy;
    const connection = view.target.querySelector('[data-testid="account-connection"]');
    expect(connection?.getAttribute('data-offline')).toBe(offline);
    expect(connection?.textContent).toContain(words);
    expect(connection?.textContent).not.toContain('connected.');
  });

  it('says whose address they were saved for and what the address is now', () => {
    installFakeMain({});
    const view = render(DataSource, { view: movedView, onchange: () => undefined });
    destroy = view.destroy;
    const notice = view.target.querySelector('[data-testid="account-held-back"]')?.textContent ?? '';
    expect(notice).toContain('Your account (alice) was saved for https://old.example.com, but the service address is now https://new.example.com.');
    expect(notice).toContain('sends it to neither until you choose');
    expect(view.target.querySelector('[data-testid="account-needs-address"]')).toBeNull();
  });

  it('says an earlier version’s credentials wait for a save at the address in force', () => {
    installFakeMain({});
    const view = render(DataSource, { view: { ...movedView, heldBack: { boundTo: null } }, onchange: () => undefined });
    destroy = view.destroy;
    expect(view.target.querySelector('[data-testid="account-held-back"]')?.textContent).toContain(
      'saved by an earlier version of Weatherglass, which kept no address with it',
    );
  });

  it('goes back to their own address: the form takes it, and the save sends it with the password typed again', async () => {
    const main = installFakeMain({ 'account:save': () => ok({ ...movedView, mode: 'account', heldBack: null }) });
    const view = render(CredentialsForm, { view: movedView, onsaved: () => undefined });
    destroy = view.destroy;
    flushSync();
    expect(field(view.target, 'Service address').value).toBe('https://new.example.com');

    button(view.target, 'Go back to https://old.example.com').click();
    flushSync();
    expect(field(view.target, 'Service address').value).toBe('https://old.example.com');
    expect(document.activeElement).toBe(field(view.target, 'Application key password'));
    expect(view.target.querySelector('[data-testid="go-back-to-saved-address"]')).toBeNull();

    typeInto(field(view.target, 'Application key password'), 's3cret');
    view.target.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(main.callsTo('account:save')).toHaveLength(1));
    expect(main.callsTo('account:save')).toEqual([{ address: { data: 'https://old.example.com', maps: '' }, user: 'alice', password: 's3cret' }]);
  });
});
