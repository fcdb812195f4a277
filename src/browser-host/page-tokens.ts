import { randomBytes } from 'node:crypto';
import type { AppWindow } from '@shared/ipc/window-channels';

/**
 * How many tokens may wait unclaimed (pages fetched but never connected); the oldest go first.
 * Every page that loads claims its own at once, so only a flood of fetches reaches this.
 */
const mostUnclaimed = 100;

/**
 * The one record of which window each served page is. The host gives a page a token as it serves
 * the page's HTML, bound to the window that HTML is; the page's socket presents it and is that
 * window for its life. What the page later does to its own address (history.pushState) changes
 * nothing, and a socket that names a page without a token is no window at all. One use each: a
 * page whose socket closed is reloaded to connect again, which the preview's sockets need only
 * when the host itself stopped, and then no token of its run counts anyway.
 */
export interface PageTokens {
  /** A fresh token for a page of `window` being served. */
  issue(window: AppWindow): string;
  /** The window a token was issued for, used up by this one claim; null for a token not issued or already used. */
  claim(token: string): AppWindow | null;
}

export function createPageTokens(): PageTokens {
  // Insertion order is issue order: the first key is the oldest token.
  const unclaimed = new Map<string, AppWindow>();
  return {
    issue: (window) => {
      const token = randomBytes(32).toString('base64url');
      unclaimed.set(token, window);
      for (const oldest of unclaimed.keys()) {
        if (unclaimed.size <= mostUnclaimed) break;
        unclaimed.delete(oldest);
      }
      return token;
    },
    claim: (token) => {
      const window = unclaimed.get(token) ?? null;
      unclaimed.delete(token);
      return window;
    },
  };
}
