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
 * nothing, and a socket that names a page without a token is no window at all. A token holds one
 * socket at a time: while its socket is open no other may present it, and once that socket closes
 * (a dropped connection) the page's transport may reconnect with it.
 */
export interface PageTokens {
  /** A fresh token for a page of `window` being served. */
  issue(window: AppWindow): string;
  /** The window a token was issued for, held until `release`; null for a token not issued or held by an open socket. */
  claim(token: string): AppWindow | null;
  /** The socket that claimed `token` closed: the page may connect with it again. */
  release(token: string): void;
}

export function createPageTokens(): PageTokens {
  // Insertion order is issue order: the first key is the oldest token.
  const unclaimed = new Map<string, AppWindow>();
  const held = new Map<string, AppWindow>();
  const keepUnclaimed = (token: string, window: AppWindow): void => {
    unclaimed.set(token, window);
    for (const oldest of unclaimed.keys()) {
      if (unclaimed.size <= mostUnclaimed) break;
      unclaimed.delete(oldest);
    }
  };
  return {
    issue: (window) => {
      const token = randomBytes(32).toString('base64url');
      keepUnclaimed(token, window);
      return token;
    },
    claim: (token) => {
      const window = unclaimed.get(token) ?? null;
      unclaimed.delete(token);
      if (window !== null) held.set(token, window);
      return window;
    },
    release: (token) => {
      const window = held.get(token);
      held.delete(token);
      if (window !== undefined) keepUnclaimed(token, window);
    },
  };
}
