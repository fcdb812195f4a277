import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Popup from '@renderer/popup/Popup.svelte';
import type { AppInfo } from '@shared/app-info';
import { fail, ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';
import { errorsText as english } from '@renderer/lib/text';
import { defaultSystemLocale } from '@shared/system-locale';

const helsinki = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

function infoFor(popupBesideTray: boolean): AppInfo {
  return { name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'electron', desktopShell: { trayIcons: true, popupBesideTray }, systemLocale: defaultSystemLocale };
}

/** Main for the popup: no weather yet, and popup:close as the test says. */
function fakeMain(popupBesideTray: boolean, close = () => ok(null)) {
  return installFakeMain({
    'app:getInfo': () => ok(infoFor(popupBesideTray)),
    'settings:get': () => ok(defaultSettings),
    'locations:list': () => ok([helsinki]),
    'weather:get': () => ok([]),
    'tray:getState': () => fail('internal', 'somethingWentWrong'),
    'popup:close': close,
  });
}

// The window follows the system's theme through matchMedia, which jsdom lacks: a light system.
const lightSystem = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };

let destroy: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => lightSystem);
  // jsdom lays nothing out: the popup's scroller has no size to follow.
  vi.stubGlobal('ResizeObserver', class { observe(): void {} disconnect(): void {} });
});
afterEach(() => {
  destroy?.();
  destroy = undefined;
  vi.unstubAllGlobals();
});

function showPopup(): HTMLElement {
  const view = render(Popup, {});
  destroy = view.destroy;
  return view.target;
}

const closeControl = (popup: HTMLElement) => popup.querySelector<HTMLButtonElement>('button[aria-label="Close"]');

function pressKey(key: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

describe('closing the popup', () => {
  it('asks main to close it on Escape, and not on other keys', async () => {
    const main = fakeMain(true);
    showPopup();
    await vi.waitFor(() => expect(main.callsTo('app:getInfo')).toHaveLength(1));
    pressKey('Enter');
    pressKey('Escape');
    await vi.waitFor(() => expect(main.callsTo('popup:close')).toEqual([undefined]));
  });

  it('shows no close control where the popup sits beside the tray', async () => {
    const main = fakeMain(true);
    const popup = showPopup();
    await vi.waitFor(() => expect(popup.querySelector('[data-testid="mode-badge"]')).not.toBeNull());
    expect(main.callsTo('app:getInfo')).toHaveLength(1);
    expect(closeControl(popup)).toBeNull();
  });

  it('shows a labelled close control where it cannot sit beside the tray, which asks main to close it', async () => {
    const main = fakeMain(false);
    const popup = showPopup();
    await vi.waitFor(() => expect(closeControl(popup)).not.toBeNull());
    const button = closeControl(popup);
    expect(button?.type).toBe('button');
    expect(button?.title).toBe('Close (Esc)');
    button?.click();
    await vi.waitFor(() => expect(main.callsTo('popup:close')).toEqual([undefined]));
  });

  it('says so when main could not close it, since the popup then stays open', async () => {
    const refusal = fail('internal', 'somethingWentWrong');
    fakeMain(false, () => refusal);
    const popup = showPopup();
    await vi.waitFor(() => expect(closeControl(popup)).not.toBeNull());
    closeControl(popup)?.click();
    await vi.waitFor(() => expect(popup.querySelector('[data-testid="error-notice"]')?.textContent).toContain(english(refusal.error.message)));
  });
});
