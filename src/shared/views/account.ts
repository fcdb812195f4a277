import type { AppMode } from '../app-info';
import type { AppError } from '../ipc/result';

/**
 * Whether the service accepted the credentials last time Weatherglass asked for a token:
 * `unknown` until it has asked, `failed` with the reason (unauthorized: wrong user or password).
 */
export type AccountConnection = { state: 'unknown' } | { state: 'connected' } | { state: 'failed'; error: AppError };

/** What the Account pane shows. Never holds the password or a token. */
export interface AccountView {
  /** Which data the app shows now. */
  mode: AppMode;
  /** An account is stored. */
  configured: boolean;
  /** The application key user name as the user typed it. */
  user: string | null;
  connection: AccountConnection;
}

/** The credentials were accepted (a token was obtained and thrown away; nothing was saved). */
export interface ConnectionTestView {
  connected: true;
}

/** An API key as a window sees it: the service's id for it and a masked form, never the key itself. */
export interface ApiKeyView {
  id: string;
  masked: string;
}

export interface CreatedKeyView {
  /** null when the refreshed list holds no entry recognisably the new key. */
  created: ApiKeyView | null;
  keys: ApiKeyView[];
}

export interface DeletedKeyView {
  id: string;
}

/** Main put the whole key on the clipboard; only its masked form comes back. */
export interface CopiedKeyView {
  id: string;
  masked: string;
}
