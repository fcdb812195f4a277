import { describe, expect, it, vi } from 'vitest';
import { viewOfAppPage } from '@main/windows';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

describe('the view an app page link opens', () => {
  it("opens the dashboard on the view its fragment names (the popup's Open Account, Open Settings)", () => {
    expect(viewOfAppPage('app://weatherglass/dashboard.html#account')).toBe('account');
    expect(viewOfAppPage('app://weatherglass/dashboard.html#settings')).toBe('settings');
    // The popup's warnings badge.
    expect(viewOfAppPage('app://weatherglass/dashboard.html#warnings')).toBe('warnings');
    expect(viewOfAppPage('app://weatherglass/dashboard.html')).toBe('dashboard');
    expect(viewOfAppPage('app://weatherglass/dashboard.html#nothing')).toBe('dashboard');
  });

  it('opens the map, and nothing for a page that is no window', () => {
    expect(viewOfAppPage('app://weatherglass/map.html')).toBe('map');
    expect(viewOfAppPage('app://weatherglass/popup.html')).toBeNull();
    expect(viewOfAppPage('app://weatherglass/elsewhere.html#account')).toBeNull();
  });
});
