import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageModule from '@renderer/lib/i18n.svelte';
import { installFakeMain } from '../dashboard/dashboard-fake-main';

async function freshLanguageModule(): Promise<typeof LanguageModule> {
  vi.resetModules();
  return import('@renderer/lib/i18n.svelte');
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
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
