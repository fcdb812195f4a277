import { describe, expect, it } from 'vitest';
import { isAppUrl, isTrustedSender, parseAppOrigin, showsOwnPage } from '@main/core/ipc/trusted-sender';

const origins = [parseAppOrigin('app://weatherglass'), parseAppOrigin('http://localhost:5173')];

describe('isAppUrl', () => {
  it.each([
    'app://weatherglass/popup.html',
    'app://weatherglass/dashboard.html#account',
    'http://localhost:5173/map.html?x=1',
  ])('accepts the app page %s', (url) => {
    expect(isAppUrl(url, origins)).toBe(true);
  });

  it.each([
    ['a lookalike host that a prefix check would pass', 'app://weatherglass.evil.example/popup.html'],
    ['another port on the dev host', 'http://localhost:5174/'],
    ['another scheme on the dev host', 'https://localhost:5173/'],
    ['a remote page', 'https://example.com/app://weatherglass'],
    ['a file URL', 'file:///etc/passwd'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a malformed URL', 'app//weatherglass'],
    ['an empty string', ''],
    ['about:blank', 'about:blank'],
  ])('refuses %s', (_why, url) => {
    expect(isAppUrl(url, origins)).toBe(false);
  });

  it('refuses a frame whose URL is unknown', () => {
    expect(isAppUrl(undefined, origins)).toBe(false);
  });
});

describe('isTrustedSender', () => {
  it('trusts the main frame of an app page only', () => {
    expect(isTrustedSender({ window: 'popup', url: 'app://weatherglass/popup.html', isMainFrame: true }, origins)).toBe(true);
    expect(isTrustedSender({ window: 'popup', url: 'app://weatherglass/popup.html', isMainFrame: false }, origins)).toBe(false);
  });
});

describe('showsOwnPage', () => {
  it('accepts a window on its own page, with any query or fragment', () => {
    expect(showsOwnPage('dashboard', 'app://weatherglass/dashboard.html?lang=de#account')).toBe(true);
    expect(showsOwnPage('popup', 'http://localhost:5173/popup.html')).toBe(true);
  });

  it.each([
    ['another window’s page', 'popup', 'app://weatherglass/dashboard.html'],
    ['a page of no window', 'map', 'app://weatherglass/elsewhere.html'],
    ['a frame that is gone', 'map', undefined],
  ] as const)('refuses %s', (_why, window, url) => {
    expect(showsOwnPage(window, url)).toBe(false);
  });
});

describe('parseAppOrigin', () => {
  it('keeps scheme and host, port included', () => {
    expect(parseAppOrigin('http://127.0.0.1:5599/dashboard.html')).toEqual({ protocol: 'http:', host: '127.0.0.1:5599' });
  });

  it('refuses an origin without a host', () => {
    expect(() => parseAppOrigin('app:weatherglass')).toThrow(TypeError);
  });
});
