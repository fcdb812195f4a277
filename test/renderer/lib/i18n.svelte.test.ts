import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageModule from '@renderer/lib/i18n.svelte';
import { defaultSettings } from '@shared/settings';
import english from '@shared/i18n/messages/popup/en.json' with { type: 'json' };
import finnish from '@shared/i18n/messages/popup/fi.json' with { type: 'json' };
import arabic from '@shared/i18n/messages/popup/ar.json' with { type: 'json' };
import german from '@shared/i18n/messages/popup/de.json' with { type: 'json' };
import { installFakeMain } from '../dashboard/dashboard-fake-main';

async function freshLanguageModule(): Promise<typeof LanguageModule> {
  vi.resetModules();
  return import('@renderer/lib/i18n.svelte');
}

const documentLanguage = document.documentElement.lang;
const documentDirection = document.documentElement.dir;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // The files after this one in the worker import modules of their own, not this file's, which follow its fake main.
  vi.resetModules();
  document.documentElement.lang = documentLanguage;
  document.documentElement.dir = documentDirection;
});

describe('the interface language before the settings are read', () => {
  it('is the one main opened the page in', async () => {
    installFakeMain({});
    window.history.replaceState(null, '', '/popup.html?lang=fi');
    const { interfaceLanguage } = await freshLanguageModule();
    expect(interfaceLanguage()).toBe('fi');
  });

  it('is English when the page was opened without one, or with one there is no catalogue for', async () => {
    installFakeMain({});
    window.history.replaceState(null, '', '/popup.html?lang=it');
    expect((await freshLanguageModule()).interfaceLanguage()).toBe('en');
    window.history.replaceState(null, '', '/popup.html');
    expect((await freshLanguageModule()).interfaceLanguage()).toBe('en');
  });
});

describe('the words of a window in another language', () => {
  it('arrive before the window starts, in the language it opened in; then follow the settings once the next language has arrived', async () => {
    // Main has not answered yet: the window speaks the language it was opened in.
    const main = installFakeMain({});
    window.history.replaceState(null, '', '/popup.html?lang=de');
    // Fresh modules: the popup's messages as a window starts, with English only.
    vi.resetModules();
    // The language module first, as in a window's bundle, where it is made before most areas are.
    const language = await import('@renderer/lib/i18n.svelte');
    const { popupText } = await import('@renderer/popup/text');
    expect(language.interfaceLanguage()).toBe('de');
    expect(popupText('locationLabel')).toBe(english.locationLabel);

    await language.startInterfaceLanguage();
    expect(german.locationLabel).not.toBe(english.locationLabel);
    expect(popupText('locationLabel')).toBe(german.locationLabel);
    await vi.waitUntil(() => document.documentElement.lang === 'de');

    // The settings name Finnish: German until the Finnish messages are in, then Finnish.
    main.emit('settings:changed', { ...defaultSettings, interfaceLanguage: 'fi' });
    expect(language.interfaceLanguage()).toBe('de');
    await vi.waitUntil(() => language.interfaceLanguage() === 'fi');
    expect(popupText('locationLabel')).toBe(finnish.locationLabel);
    await vi.waitUntil(() => document.documentElement.lang === 'fi');
  });
});

describe('the direction of a window', () => {
  it('runs right to left while it speaks Arabic, and back left to right when the settings name another language', async () => {
    const main = installFakeMain({});
    window.history.replaceState(null, '', '/popup.html?lang=ar');
    vi.resetModules();
    const language = await import('@renderer/lib/i18n.svelte');
    const { popupText } = await import('@renderer/popup/text');

    await language.startInterfaceLanguage();
    expect(popupText('locationLabel')).toBe(arabic.locationLabel);
    await vi.waitUntil(() => document.documentElement.lang === 'ar');
    expect(document.documentElement.dir).toBe('rtl');

    main.emit('settings:changed', { ...defaultSettings, interfaceLanguage: 'fi' });
    await vi.waitUntil(() => document.documentElement.lang === 'fi');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
