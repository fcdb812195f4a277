import { vi } from 'vitest';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { interfaceLanguage } from '@renderer/lib/i18n.svelte';
import { installFakeMain } from './dashboard-fake-main';

/**
 * What `read` gives while the window speaks `language`: the interface language is followed only
 * inside an effect, so `read` runs in one, over a fake main whose settings name that language.
 */
export async function inInterfaceLanguage<T>(language: InterfaceLanguage, read: () => T): Promise<T> {
  installFakeMain({ 'settings:get': () => ok({ ...defaultSettings, interfaceLanguage: language }) });
  const results: T[] = [];
  const close = $effect.root(() => {
    $effect(() => {
      if (interfaceLanguage() === language) results.push(read());
    });
  });
  try {
    return await vi.waitFor(() => {
      if (results.length === 0) throw new Error(`the settings never named ${language}`);
      return results[0] as T;
    });
  } finally {
    close();
  }
}
