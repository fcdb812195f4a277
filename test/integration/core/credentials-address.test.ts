import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSecretStorage } from '@main/core/auth/secret-storage';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { startWeatherService } from '@service/index';
import { startFaultProxy, type FaultProxy, type ProxiedRequest } from '../../support/fault-proxy';
import { inEnglishResult } from '../../support/error-words';
import { createRecordingLogger } from '../../support/recording-logger';
import { startCoreHarness, valueOf, type CoreHarness, type TestAccount } from './core-harness';

let harness: CoreHarness | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  await harness?.close();
  harness = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A keychain that holds what it is given, until it refuses every write as a cancelled prompt does. */
function keychainThatMayRefuse() {
  const values = createMemorySecretStore();
  const state = { refuseWrites: false };
  const store: SecretStore = {
    get: (name) => values.get(name),
    set: (name, value) => (state.refuseWrites ? Promise.reject(new Error('User canceled the operation.')) : values.set(name, value)),
    delete: (name) => values.delete(name),
  };
  return { store, values, state };
}

/** Another Weather Data Service, on its own port, where another user has an account; every request it gets is counted. */
async function otherHost(h: CoreHarness, account: TestAccount): Promise<FaultProxy> {
  const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-other-host-'));
  const accountsFile = join(scratch, 'accounts.json');
  await writeFile(accountsFile, JSON.stringify({ accounts: [{ ...account, plan: 'enterprise' }] }));
  const service = await startWeatherService({ port: 0, seed: 3, now: () => new Date(h.clock.now()), accountsFile, usageFile: join(scratch, 'usage.json') });
  const proxy = await startFaultProxy(service.url);
  cleanups.push(() => rm(scratch, { recursive: true, force: true }), () => service.close(), () => proxy.close());
  return proxy;
}

/** The harness's own account service, with every request it gets counted. */
async function countedAccountHost(h: CoreHarness): Promise<FaultProxy> {
  const proxy = await startFaultProxy(h.accountServiceUrl);
  cleanups.push(() => proxy.close());
  return proxy;
}

/** Requests that carry the account's user name or password, or a token the services issued for it. */
function carryingCredentials(requests: ProxiedRequest[], account: TestAccount, tokens: readonly string[]): ProxiedRequest[] {
  return requests.filter(
    (request) =>
      request.body.includes(account.user) ||
      request.body.includes(account.password) ||
      tokens.some((token) => request.authorization?.includes(token) === true || request.query.get('token') === token),
  );
}

const bob: TestAccount = { user: 'bob-at-the-other-host', password: 'bobs-own-password' };

describe('credentials bound to their address', () => {
  it('keeps the account and its address when the keychain refuses the write, and the other host never gets the saved credentials, even after a restart', async () => {
    const keychain = keychainThatMayRefuse();
    const h = (harness = await startCoreHarness({ address: 'pane', secrets: keychain.store }));
    await h.core.start();
    await h.advance(1000, 300);
    const first = await countedAccountHost(h);
    const second = await otherHost(h, bob);

    expect(valueOf(await h.call('account:save', { address: { data: first.url, maps: '' }, ...h.account }))).toMatchObject({
      mode: 'account',
      connection: { state: 'connected' },
    });
    await h.advance(5 * 60_000);
    expect(first.requests.length).toBeGreaterThan(1);

    keychain.state.refuseWrites = true;
    const refused = await h.call('account:save', { address: { data: second.url, maps: '' }, ...bob });
    expect(inEnglishResult(refused)).toMatchObject({
      ok: false,
      error: { kind: 'internal', message: 'The system keychain did not store the account details.', action: expect.stringContaining('Unlock the system keychain') },
    });
    // Settings still name the first address, and the pane shows the account there.
    expect(valueOf(await h.call('settings:get')).service).toEqual({ dataAddress: first.url, mapsAddress: null });
    expect(valueOf(await h.call('account:get'))).toMatchObject({
      mode: 'account',
      user: h.account.user,
      address: { data: first.url },
      heldBack: null,
    });
    // The other host was asked once, with the credentials entered for it; never with the saved ones.
    expect(second.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /authorize/token']);
    expect(second.requests[0]?.body).toContain(bob.user);

    await h.advance(10 * 60_000);
    await h.reopen();
    const firstBeforeRestart = first.requests.length;
    await h.core.start();
    await h.advance(10 * 60_000);

    expect(second.requests).toHaveLength(1);
    expect(carryingCredentials(second.requests, h.account, h.issuedTokens)).toEqual([]);
    // The account goes on at its own address after the restart.
    expect(first.requests.length).toBeGreaterThan(firstBeforeRestart);
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'account', user: h.account.user, address: { data: first.url } });
  });

  it('asks no address anything while the keychain is locked: the save is refused at once', async () => {
    const values = createMemorySecretStore();
    const secrets = openSecretStorage({
      keychain: {
        open: async () => ({ ...values, get: async () => null, set: () => Promise.reject(new Error('locked')) }),
        isLocked: async () => true,
        failure: () => 'refused',
      },
      remembered: { load: async () => null, save: () => undefined },
      safeStorage: () => Promise.reject(new Error('a weaker store was considered')),
      encryptedFileStore: () => {
        throw new Error('an empty file replaced the keychain');
      },
      logger: createRecordingLogger(),
    });
    const h = (harness = await startCoreHarness({ address: 'pane', secrets }));
    await h.core.start();
    const second = await otherHost(h, bob);

    const refused = await h.call('account:save', { address: { data: second.url, maps: '' }, ...bob });
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'internal', message: 'The system keychain did not store the account details.' } });
    expect(second.requests).toEqual([]);
    expect(valueOf(await h.call('settings:get')).service).toEqual({ dataAddress: null, mapsAddress: null });
  });

  it('holds an earlier version’s credentials back from the address in settings until they are saved again there', async () => {
    const keychain = keychainThatMayRefuse();
    const h = (harness = await startCoreHarness({ address: 'pane', secrets: keychain.store }));
    const host = await countedAccountHost(h);
    // As an earlier version left them: two entries with no address, the address only in settings.
    await keychain.values.set(secretNames.accountUser, h.account.user);
    await keychain.values.set(secretNames.accountPassword, h.account.password);
    await h.reopen({ editSettings: (stored) => ({ version: 1, ...(stored as object | undefined), service: { dataAddress: host.url, mapsAddress: null } }) });
    await h.core.start();
    await h.advance(60 * 60_000);

    expect(host.requests).toEqual([]);
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', configured: true, address: { data: host.url }, heldBack: { boundTo: null } });
    expect(h.core.trayState()).toMatchObject({ dataMode: 'demo', attention: { kind: 'accountFromEarlierVersion', action: 'openAccount' } });

    expect(valueOf(await h.call('account:save', { address: { data: host.url, maps: '' }, ...h.account }))).toMatchObject({ mode: 'account', heldBack: null });
    expect(host.requests.length).toBeGreaterThan(0);
    // The earlier entries are gone: only the entry with the address is left to be read.
    expect(await keychain.values.get(secretNames.accountUser)).toBeNull();
  });

  it('sends no credentials to a host settings.json was edited to name: the pane says where they belong, and saving again there connects', async () => {
    const keychain = keychainThatMayRefuse();
    const h = (harness = await startCoreHarness({ address: 'pane', secrets: keychain.store }));
    await h.core.start();
    const first = await countedAccountHost(h);
    // The same service behind another port: a host that would accept the credentials if it got them.
    const second = await countedAccountHost(h);
    valueOf(await h.call('account:save', { address: { data: first.url, maps: '' }, ...h.account }));
    await h.advance(5 * 60_000);

    await h.reopen({
      editSettings: (stored) => ({ ...(stored as object), service: { dataAddress: second.url, mapsAddress: null } }),
    });
    await h.core.start();
    // Long enough for the cached account data to need refreshing: credentials would be asked for.
    await h.advance(60 * 60_000);

    expect(second.requests).toEqual([]);
    const view = valueOf(await h.call('account:get'));
    expect(view).toMatchObject({
      mode: 'demo',
      configured: true,
      user: h.account.user,
      address: { data: second.url },
      heldBack: { boundTo: { data: first.url, maps: null } },
    });
    expect(h.core.trayState()).toMatchObject({ dataMode: 'demo', attention: { kind: 'accountAddressChanged', action: 'openAccount' } });
    // The keychain still binds them to the first address.
    expect(JSON.parse((await keychain.values.get(secretNames.account)) ?? 'null')).toMatchObject({ address: { data: first.url } });

    // The way out: saved again for the new address, they go there.
    expect(valueOf(await h.call('account:save', { address: { data: second.url, maps: '' }, ...h.account }))).toMatchObject({
      mode: 'account',
      connection: { state: 'connected' },
      heldBack: null,
    });
    expect(second.requests.length).toBeGreaterThan(0);
  });
});
