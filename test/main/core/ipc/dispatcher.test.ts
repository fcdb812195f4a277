import { describe, expect, it } from 'vitest';
import { createDispatcher } from '@main/core/ipc/dispatcher';
import { parseAppOrigin, type SenderInfo } from '@main/core/ipc/trusted-sender';
import { invokeChannels } from '@shared/ipc/channels';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok } from '@shared/ipc/result';
import { defaultSettings, type Settings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { english, inEnglish, inEnglishResult } from '../../../support/error-words';
import { defaultSystemLocale } from '@shared/system-locale';
import { SettingsService } from '@main/core/settings/settings-service';
import { createMemorySettingsStorage } from '@main/core/settings/settings-storage';
import { london, pickedOnMap } from '../settings/fixtures';
import { senderFor } from '../../../support/senders';
import { weatherDataLayer } from '@shared/tile-providers';

const appPage: SenderInfo = senderFor('dashboard');

/** Channels these tests never call answer an error, so the handler table stays complete. */
const otherChannels = Object.fromEntries(
  invokeChannels.map((channel) => [channel, async () => fail('internal', 'somethingWentWrong')]),
) as unknown as InvokeHandlers;

function setup(overrides: Partial<InvokeHandlers> = {}) {
  const calls: { channel: string; request: unknown }[] = [];
  let settings: Settings = defaultSettings;
  const handlers: InvokeHandlers = {
    ...otherChannels,
    'app:getInfo': async (request) => {
      calls.push({ channel: 'app:getInfo', request });
      return ok({ name: 'Weatherglass', version: '1.2.3', mode: 'demo', source: 'demo', host: 'electron', desktopShell: { trayIcons: true, popupBesideTray: true }, systemLocale: defaultSystemLocale });
    },
    'settings:get': async (request) => {
      calls.push({ channel: 'settings:get', request });
      return ok(settings);
    },
    'settings:update': async (request) => {
      calls.push({ channel: 'settings:update', request });
      settings = { ...settings, theme: request.theme ?? settings.theme };
      return ok(settings);
    },
    ...overrides,
  };
  const logger = createRecordingLogger();
  const dispatch = createDispatcher({ handlers, appOrigins: [parseAppOrigin('app://weatherglass')], logger });
  return { dispatch, calls, logger };
}

describe('the dispatcher', () => {
  it('runs the handler for a valid call from an app page and returns its result', async () => {
    const { dispatch, calls } = setup();
    const result = await dispatch('settings:update', { theme: 'dark' }, appPage);
    expect(result).toEqual({ ok: true, value: { ...defaultSettings, theme: 'dark' } });
    expect(calls).toEqual([{ channel: 'settings:update', request: { theme: 'dark' } }]);
  });

  it.each([['app:debugEval'], ['__proto__'], ['constructor'], [42], [undefined]])(
    'rejects the channel %s, which is outside the contract, before any handler runs',
    async (channel) => {
      const { dispatch, calls } = setup();
      const result = await dispatch(channel, undefined, appPage);
      expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
      expect(calls).toEqual([]);
    },
  );

  it.each<[string, SenderInfo]>([
    ['a foreign origin', { window: 'dashboard', url: 'https://evil.example/', isMainFrame: true }],
    ['a lookalike origin', { window: 'dashboard', url: 'app://weatherglass.evil.example/', isMainFrame: true }],
    ['a subframe of an app page', { window: 'dashboard', url: 'app://weatherglass/dashboard.html', isMainFrame: false }],
    ['a frame that is gone', { window: 'dashboard', url: undefined, isMainFrame: true }],
    ['an app page the app did not open as a window', { window: null, url: 'app://weatherglass/dashboard.html', isMainFrame: true }],
    ['a window on an app page that is none of the windows', { window: 'dashboard', url: 'app://weatherglass/elsewhere.html', isMainFrame: true }],
    ['the popup after it gave itself the dashboard’s path', { window: 'popup', url: 'app://weatherglass/dashboard.html', isMainFrame: true }],
  ])('rejects %s without running the handler', async (_why, sender) => {
    const { dispatch, calls } = setup();
    const result = await dispatch('settings:update', { theme: 'dark' }, sender);
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(calls).toEqual([]);
  });

  it('checks the sender before the payload, so a foreign page learns nothing about schemas', async () => {
    const { dispatch } = setup();
    const result = await dispatch('settings:update', { theme: 'purple' }, { window: 'dashboard', url: 'https://evil.example/', isMainFrame: true });
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('lets each window make only its own calls, by the window it is known as', async () => {
    const { dispatch, calls } = setup();
    expect(await dispatch('settings:get', undefined, senderFor('popup'))).toMatchObject({ ok: true });
    const refused = await dispatch('account:get', undefined, senderFor('popup'));
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'This Weatherglass window cannot make that request.' } });
    expect(calls).toEqual([{ channel: 'settings:get', request: undefined }]);
  });

  it('refuses an app page that is none of the three windows, and says so in the log', async () => {
    const { dispatch, calls, logger } = setup();
    const result = await dispatch('app:getInfo', undefined, { window: 'map', url: 'app://weatherglass/elsewhere.html', isMainFrame: true });
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'Only Weatherglass windows may make this request.' } });
    expect(calls).toEqual([]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'ipc: rejected a call from a window that left its own page' }));
  });

  it.each([
    ['an unknown theme', { theme: 'purple' }, 'theme'],
    ['an extra field', { theme: 'dark', token: 'x' }, '(root)'],
    ['a string instead of an object', 'dark', '(root)'],
  ])('rejects %s with a badInput error naming the path', async (_why, payload, path) => {
    const { dispatch, calls } = setup();
    const result = await dispatch('settings:update', payload, appPage);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('badInput');
    expect(result.error.issues?.map((issue) => issue.path)).toContain(path);
    expect(english(result.error.action)).not.toBe('');
    expect(calls).toEqual([]);
  });

  it('says in plain words what is wrong and what to do, with the range, never schema text or channel names', async () => {
    const { dispatch } = setup();
    const result = await dispatch('settings:update', { budget: { dailyRequests: 5 }, notifications: { rain: { withinMinutes: 1e9 } } }, appPage);
    if (result.ok) throw new Error('accepted');
    expect(inEnglish(result.error).issues).toEqual([
      { path: 'budget.dailyRequests', message: expect.stringMatching(/^Enter at least [\d,]+\.$/) },
      { path: 'notifications.rain.withinMinutes', message: expect.stringMatching(/^Enter at most [\d,]+\.$/) },
    ]);
    expect(english(result.error.message)).toBe(`${inEnglish(result.error).issues?.[0]?.message ?? ''} 1 more value needs correcting too.`);
    const theme = await dispatch('settings:update', { theme: 'purple' }, appPage);
    if (theme.ok) throw new Error('accepted');
    expect(english(theme.error.message)).toBe('Choose one of: system, light, dark.');
    const search = await dispatch('locations:search', { text: '' }, appPage);
    if (search.ok) throw new Error('accepted');
    for (const text of [result.error.message, theme.error.message, search.error.message, ...(search.error.issues ?? []).map((issue) => issue.message)].map(english)) {
      expect(text).not.toMatch(/too small|too big|expected|invalid|:search|:update|>=|<=/i);
    }
  });

  it('rejects a payload on a channel that takes none', async () => {
    const { dispatch, calls } = setup();
    const result = await dispatch('app:getInfo', { anything: true }, appPage);
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(calls).toEqual([]);
  });

  it('turns a throwing handler into an internal error value and logs no message text', async () => {
    const { dispatch, logger } = setup({
      'settings:get': async () => {
        throw new Error('token=secret-value leaked');
      },
    });
    const result = await dispatch('settings:get', undefined, appPage);
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret-value');
    expect(JSON.stringify(logger.entries)).not.toContain('secret-value');
  });
});

describe('settings scoped per window', () => {
  const pageOf = (window: 'popup' | 'map' | 'dashboard'): SenderInfo => senderFor(window);
  const places = [london, pickedOnMap];

  /** The dispatcher over the real settings service, with two places saved. */
  function withSettings() {
    const service = new SettingsService(createMemorySettingsStorage({ ...defaultSettings, locations: places }), createRecordingLogger());
    const logger = createRecordingLogger();
    const dispatch = createDispatcher({
      handlers: { ...otherChannels, 'settings:update': async (patch) => ok(service.update(patch)) },
      appOrigins: [parseAppOrigin('app://weatherglass')],
      logger,
    });
    return { dispatch, service, logger };
  }

  it('refuses the budget from the map, naming it, and leaves the budget as it was', async () => {
    const { dispatch, service, logger } = withSettings();
    const result = await dispatch('settings:update', { budget: { dailyRequests: 1_000_000, mapSharePercent: 100 } }, pageOf('map'));
    expect(inEnglishResult(result)).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        message: 'This window cannot change this setting: Request budget.',
        action: 'Change it in Settings, in the dashboard.',
        issues: [{ path: 'budget', message: 'This window cannot change this setting: Request budget.' }],
      },
    });
    expect(service.current.budget).toEqual(defaultSettings.budget);
    expect(logger.entries).toContainEqual({ level: 'warn', message: 'ipc: refused settings its window does not own', fields: { window: 'map', fields: 'budget' } });
  });

  it('refuses a whole patch from the map when part of it is not the map’s', async () => {
    const { dispatch, service } = withSettings();
    const result = await dispatch('settings:update', { map: { zoom: 9 }, budget: { dailyRequests: 1_000_000 }, startAtLogin: true }, pageOf('map'));
    if (result.ok) throw new Error('accepted');
    expect(inEnglish(result.error).message).toBe('This window cannot change these settings: Request budget and 1 other.');
    expect(result.error.issues?.map((issue) => issue.path)).toEqual(['budget', 'startAtLogin']);
    expect(service.current.map.zoom).toBe(defaultSettings.map.zoom);
    expect(service.current.startAtLogin).toBe(false);
  });

  it.each([
    ['turn the notifications off', { notifications: { rain: { enabled: false }, warnings: { enabled: false } } }, 'Notifications'],
    ['clear the places', { locations: [] }, 'Places'],
    ['change the map', { map: { zoom: 3 } }, 'Map view and layers'],
    ['start at login', { startAtLogin: true }, 'Start at login'],
    ['change the language', { language: 'de' }, 'Language of weather data'],
  ])('refuses the popup to %s', async (_what, patch, named) => {
    const { dispatch, service } = withSettings();
    const before = service.current;
    const result = await dispatch('settings:update', patch, pageOf('popup'));
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'forbidden', message: `This window cannot change this setting: ${named}.` } });
    expect(service.current).toBe(before);
  });

  it('lets the popup choose a place', async () => {
    const { dispatch, service } = withSettings();
    const result = await dispatch('settings:update', { chosenPlaceId: pickedOnMap.id }, pageOf('popup'));
    expect(result).toMatchObject({ ok: true, value: { chosenPlaceId: pickedOnMap.id } });
    expect(service.current.chosenPlaceId).toBe(pickedOnMap.id);
  });

  it('lets the map save its view and its layer choices', async () => {
    const { dispatch, service } = withSettings();
    const view = { center: [60.2, 24.9] as [number, number], zoom: 9 };
    const layers = { layer: weatherDataLayer(4), colorscheme: 'rainbow', colorschemes: { 'weatherData:4': 'rainbow' }, opacity: 0.5, speed: 2, symbols: true, storms: true, lightning: true, folded: { storms: true, legend: true, forecast: false } };
    expect((await dispatch('settings:update', { map: view }, pageOf('map'))).ok).toBe(true);
    expect((await dispatch('settings:update', { map: layers }, pageOf('map'))).ok).toBe(true);
    expect(service.current.map).toEqual({ ...view, ...layers });
  });

  it('lets the dashboard change every setting a window may send', async () => {
    const { dispatch, service } = withSettings();
    const patch = {
      locations: [pickedOnMap],
      chosenPlaceId: pickedOnMap.id,
      units: { temperature: 'F' },
      language: 'fi',
      interfaceLanguage: 'sv',
      followsSystem: { clock: false },
      timeZone: 'Europe/Paris',
      budget: { dailyRequests: 1_000_000, mapSharePercent: 100 },
      notifications: { rain: { enabled: false }, warnings: { enabled: false } },
      map: { zoom: 3 },
      windowBounds: { dashboard: { x: 1, y: 2, width: 800, height: 600 } },
      startAtLogin: true,
      openDashboardAtStart: false,
      theme: 'dark',
      firstRun: { welcomed: true },
    } as const;
    const result = await dispatch('settings:update', patch, pageOf('dashboard'));
    expect(result.ok).toBe(true);
    expect(service.current).toMatchObject({
      locations: [pickedOnMap],
      chosenPlaceId: pickedOnMap.id,
      units: { temperature: 'F' },
      language: 'fi',
      interfaceLanguage: 'sv',
      timeZone: 'Europe/Paris',
      budget: { dailyRequests: 1_000_000, mapSharePercent: 100 },
      notifications: { rain: { enabled: false }, warnings: { enabled: false } },
      map: { zoom: 3 },
      windowBounds: { dashboard: { x: 1, y: 2, width: 800, height: 600 } },
      startAtLogin: true,
      openDashboardAtStart: false,
      theme: 'dark',
      firstRun: { welcomed: true },
    });
  });

  it('checks the payload first, so a malformed patch from the map is bad input, not a scope refusal', async () => {
    const { dispatch } = withSettings();
    const result = await dispatch('settings:update', { budget: { dailyRequests: 'lots' } }, pageOf('map'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });
});
