import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppCore, type AppCoreOptions } from '@main/core/app-core';
import { CredentialStore } from '@main/core/auth/credential-store';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { createMemorySettingsStorage } from '@main/core/settings/settings-service';
import type { AccountView } from '@shared/views/account';
import { english } from '../../support/error-words';
import { createRecordingLogger } from '../../support/recording-logger';
import { senderFor } from '../../support/senders';
import { defaultSystemLocale } from '@shared/system-locale';

const appPage = senderFor('popup');
const dashboardPage = senderFor('dashboard');

/** Settings holding the address the user entered in the Account pane. */
const withAddress = createMemorySettingsStorage({ version: 1, service: { dataAddress: 'https://api.example.com', mapsAddress: null } });

function setup(overrides: Partial<AppCoreOptions> = {}) {
  const events: { channel: string; payload: unknown }[] = [];
  const logger = createRecordingLogger();
  const core = createAppCore({
    host: 'electron',
    desktopShell: { trayIcons: true, popupBesideTray: true },
    version: '2.3.4',
    appOrigins: [parseAppOrigin('app://weatherglass')],
    settingsStorage: createMemorySettingsStorage(),
    secrets: createMemorySecretStore(),
    logger,
    emit: (channel, payload) => events.push({ channel, payload }),
    // Never started here: nothing is fetched or written (test/integration/core starts the core).
    userDataDir: join(tmpdir(), 'weatherglass-app-core-unit-never-written'),
    ...overrides,
  });
  return { core, events, logger };
}

describe('the app core', () => {
  it('reports demo mode while no account is stored', async () => {
    const { core } = setup();
    expect(await core.dispatch('app:getInfo', undefined, appPage)).toEqual({
      ok: true,
      value: { name: 'Weatherglass', version: '2.3.4', mode: 'demo', source: 'demo', host: 'electron', desktopShell: { trayIcons: true, popupBesideTray: true }, systemLocale: defaultSystemLocale },
    });
  });

  it("tells windows the host's desktop: whether tray icons show, and whether the popup sits beside the tray", async () => {
    const { core } = setup({ desktopShell: { trayIcons: false, popupBesideTray: false } });
    expect(await core.dispatch('app:getInfo', undefined, appPage)).toMatchObject({
      ok: true,
      value: { desktopShell: { trayIcons: false, popupBesideTray: false } },
    });
  });

  it('hides the popup through the host when the popup asks', async () => {
    let closes = 0;
    const { core } = setup({ closePopup: () => (closes += 1) });
    expect(await core.dispatch('popup:close', undefined, appPage)).toEqual({ ok: true, value: null });
    expect(closes).toBe(1);
    expect(await core.dispatch('popup:close', { now: true }, appPage)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(closes).toBe(1);
  });

  it('answers popup:close where the host has no popup to hide', async () => {
    const { core } = setup();
    expect(await core.dispatch('popup:close', undefined, appPage)).toEqual({ ok: true, value: null });
  });

  it('reports account mode once the keychain holds an account saved for the address in settings', async () => {
    const secrets = createMemorySecretStore();
    await new CredentialStore(secrets).save({ user: 'someone', password: 'their password' }, { dataBaseUrl: 'https://api.example.com' });
    const { core } = setup({ secrets, settingsStorage: withAddress });
    expect(await core.dispatch('app:getInfo', undefined, appPage)).toMatchObject({ ok: true, value: { mode: 'account' } });
    expect(await core.dispatch('account:get', undefined, dashboardPage)).toMatchObject({ ok: true, value: { mode: 'account', heldBack: null } });
  });

  it('holds back credentials saved for another address, and an earlier version’s at an address in settings, and says so', async () => {
    const secrets = createMemorySecretStore();
    await new CredentialStore(secrets).save({ user: 'someone', password: 'their password' }, { dataBaseUrl: 'https://old.example.com' });
    const moved = setup({ secrets, settingsStorage: withAddress }).core;
    expect(await moved.dispatch('app:getInfo', undefined, appPage)).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(await moved.dispatch('account:get', undefined, dashboardPage)).toMatchObject({
      ok: true,
      value: { mode: 'demo', configured: true, address: { data: 'https://api.example.com' }, heldBack: { boundTo: { data: 'https://old.example.com', maps: null } } },
    });

    const earlier = createMemorySecretStore();
    await earlier.set(secretNames.accountUser, 'someone');
    await earlier.set(secretNames.accountPassword, 'their password');
    const unbound = setup({ secrets: earlier, settingsStorage: withAddress }).core;
    expect(await unbound.dispatch('account:get', undefined, dashboardPage)).toMatchObject({ ok: true, value: { mode: 'demo', heldBack: { boundTo: null } } });
    // The administrator's address is one no failed save can have written: an earlier version's credentials go there.
    const administered = setup({ secrets: earlier, accountService: { dataBaseUrl: 'https://weather.corp.example' } }).core;
    expect(await administered.dispatch('account:get', undefined, dashboardPage)).toMatchObject({ ok: true, value: { mode: 'account', heldBack: null } });
  });

  it('stays in demo mode while the stored account has no address, and the pane says so', async () => {
    const secrets = createMemorySecretStore();
    await secrets.set(secretNames.accountUser, 'someone');
    await secrets.set(secretNames.accountPassword, 'their password');
    const { core } = setup({ secrets });
    expect(await core.dispatch('app:getInfo', undefined, appPage)).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(await core.dispatch('account:get', undefined, dashboardPage)).toMatchObject({
      ok: true,
      value: { mode: 'demo', configured: true, address: { data: null, maps: null, setBy: 'settings', problem: null } },
    });
  });

  it("takes an administrator's address over the one in settings, and says where it comes from", async () => {
    const { core } = setup({ settingsStorage: withAddress, accountService: { dataBaseUrl: 'https://weather.corp.example' } });
    expect(await core.dispatch('account:get', undefined, dashboardPage)).toMatchObject({
      ok: true,
      value: { address: { data: 'https://weather.corp.example', maps: null, setBy: 'environment', problem: null } },
    });
  });

  it('does not use a stored http address to another computer in a packaged app, and says why', async () => {
    const secrets = createMemorySecretStore();
    await secrets.set(secretNames.accountUser, 'someone');
    await secrets.set(secretNames.accountPassword, 'their password');
    const settingsStorage = createMemorySettingsStorage({ version: 1, service: { dataAddress: 'http://weather.example.com', mapsAddress: null } });
    const { core } = setup({ secrets, settingsStorage });
    const view = await core.dispatch('account:get', undefined, dashboardPage);
    expect(view).toMatchObject({ ok: true, value: { mode: 'demo', address: { data: 'http://weather.example.com', setBy: 'settings' } } });
    const problem = view.ok ? (view.value as AccountView).address.problem : null;
    expect(problem === null ? null : english(problem)).toContain('must start with https://');
  });

  it('stays in demo mode, and says why in the log, when the keychain cannot be reached', async () => {
    const unreachable: SecretStore = {
      get: () => Promise.reject(new Error('org.freedesktop.secrets was not provided by any .service files')),
      set: () => Promise.reject(new Error('unreachable')),
      delete: () => Promise.reject(new Error('unreachable')),
    };
    const { core, logger } = setup({ secrets: unreachable, settingsStorage: withAddress });
    expect(await core.dispatch('app:getInfo', undefined, appPage)).toMatchObject({ ok: true, value: { mode: 'demo' } });
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'secrets: the keychain could not be read; running in demo mode',
    ]);
  });

  it('tells a window which settings took their defaults this run, and where the unusable settings were kept', async () => {
    const broken = setup({ settingsStorage: createMemorySettingsStorage({ version: 1, units: { temperature: 'K' } }) });
    expect(await broken.core.dispatch('settings:recovery', undefined, dashboardPage)).toEqual({
      ok: true,
      value: { reason: 'someFields', keptAs: 'memory#1', resetFields: ['units.temperature'], droppedPlaces: [] },
    });
    const unusable = setup({ settingsStorage: createMemorySettingsStorage({ version: 'one' }) });
    expect(await unusable.core.dispatch('settings:recovery', undefined, dashboardPage)).toEqual({ ok: true, value: { reason: 'invalid', keptAs: 'memory#1' } });
    const fine = setup();
    expect(await fine.core.dispatch('settings:recovery', undefined, dashboardPage)).toEqual({ ok: true, value: null });
  });

  it('emits settings:changed to the windows after an update', async () => {
    const { core, events } = setup();
    await core.dispatch('settings:update', { theme: 'dark' }, dashboardPage);
    expect(events).toEqual([{ channel: 'settings:changed', payload: expect.objectContaining({ theme: 'dark' }) }]);
    expect(await core.dispatch('settings:get', undefined, appPage)).toEqual({ ok: true, value: expect.objectContaining({ theme: 'dark' }) });
  });

  it('lets each window write only its own settings: the map cannot lift the budget, the popup still chooses a place', async () => {
    const place = { id: '2643743', name: 'London', lat: 51.5, lon: -0.13, country: 'United Kingdom', timezone: 'Europe/London' };
    const storage = createMemorySettingsStorage({ version: 3, locations: [place] });
    const { core, events } = setup({ settingsStorage: storage });
    const mapPage = senderFor('map');

    const lifted = await core.dispatch('settings:update', { budget: { dailyRequests: 1_000_000, mapSharePercent: 100 } }, mapPage);
    expect(lifted).toMatchObject({ ok: false, error: { kind: 'forbidden', issues: [{ path: 'budget' }] } });
    expect(core.settings.current.budget).toEqual({ dailyRequests: 2000, mapSharePercent: 40 });
    expect(await core.dispatch('settings:update', { locations: [] }, appPage)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    // A refusal is neither stored nor told to the windows.
    expect(storage.read()).toEqual({ version: 3, locations: [place] });
    expect(events).toEqual([]);

    expect(await core.dispatch('settings:update', { chosenPlaceId: place.id }, appPage)).toMatchObject({ ok: true, value: { chosenPlaceId: place.id } });
    expect(await core.dispatch('settings:update', { map: { zoom: 9 } }, mapPage)).toMatchObject({ ok: true, value: { map: { zoom: 9 } } });
    expect(core.settings.current).toMatchObject({ locations: [place], chosenPlaceId: place.id, map: { zoom: 9 } });
  });
});
