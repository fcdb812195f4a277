import type { OfflineCause } from './freshness';
import type { AppMode } from '../app-info';
import type { AppError, ErrorText } from '../ipc/result';

/**
 * Whether the service accepted the credentials last time Weatherglass asked for a token:
 * `unknown` until it has asked, `failed` with the reason (unauthorized: wrong user or password).
 */
export type AccountConnection = { state: 'unknown' } | { state: 'connected' } | { state: 'failed'; error: AppError };

/** The account's service address as the Account pane shows it. */
export interface ServiceAddressView {
  /** The data address in force; null until one is entered. */
  data: string | null;
  /** The separate maps address; null when maps come from the data address. */
  maps: string | null;
  /**
   * 'environment' when an administrator set WEATHERGLASS_DATA_URL (and WEATHERGLASS_MAPS_URL) on
   * this computer: it wins over the pane, which shows it read-only.
   */
  setBy: 'settings' | 'environment';
  /** Why the stored address cannot be used (an http address in a packaged app); null when it can. */
  problem: ErrorText | null;
}

/** An address saved with the credentials: the one they were verified for. */
export interface BoundAddressView {
  data: string;
  /** The separate maps address; null when maps come from the data address. */
  maps: string | null;
}

/**
 * Saved credentials main does not send to the address in force, because they belong to another:
 * `boundTo` is the address they were saved for, null for credentials an earlier version saved
 * with no address. Nothing carrying them goes out until they are saved again for the address in
 * force, or that address is put back.
 */
export interface HeldBackCredentials {
  boundTo: BoundAddressView | null;
}

/** Where the account's credentials are kept: the OS keychain, a file safeStorage encrypts, or memory only. */
export type CredentialLocation = 'keychain' | 'encryptedFile' | 'memory';

/**
 * Whether the credentials can be reached where they are kept: `ready`; `waiting` for the keychain's
 * first answer; the keychain `locked` (or silent past the limit), `refused` (access denied) or
 * `missing` (the keychain library or service is gone), the account kept there unreadable until it
 * answers; `unprotected`: kept in a weaker store than a keychain, `reason` says which and why.
 */
export type CredentialStorageState = 'ready' | 'waiting' | 'locked' | 'refused' | 'missing' | 'unprotected';

/**
 * `noAnswer`: the keychain did not answer in time; `locked`: it is locked; `noKeychain`: there is
 * none, so a file safeStorage encrypts keeps them; `noEncryption`, `publicKey` (Linux's `basic_text`,
 * a key anyone can read) and `unknownKeyStore`: no file can keep them safely, so only memory does.
 */
export type CredentialStorageReason = 'noAnswer' | 'locked' | 'noKeychain' | 'noEncryption' | 'publicKey' | 'unknownKeyStore';

/** Main's one account of where the credentials live and whether they can be reached; never a secret. */
export interface CredentialStorageView {
  location: CredentialLocation;
  state: CredentialStorageState;
  reason: CredentialStorageReason | null;
}

/** What the Account pane shows. Never holds the password or a token. */
export interface AccountView {
  /** Which data the app shows now. */
  mode: AppMode;
  /** An account is stored. */
  configured: boolean;
  /** The application key user name as the user typed it. */
  user: string | null;
  connection: AccountConnection;
  /**
   * Why the service cannot be reached now (main's one connectivity state, as the tray and the
   * windows show it), or null: a connection confirmed earlier is not "connected" while this holds.
   */
  offline: OfflineCause | null;
  address: ServiceAddressView;
  /** Saved credentials that belong to another address than `address`; null when none are held back. */
  heldBack: HeldBackCredentials | null;
  credentialStorage: CredentialStorageView;
}

/** The credentials were accepted (a token was obtained and thrown away; nothing was saved). */
export interface ConnectionTestView {
  connected: true;
}

/** An API key as a window sees it: never the key itself, nor the service's name for it (which may be the key). */
export interface ApiKeyView {
  /** Made up by main for this run (a keyed hash), the same at every list read; main maps it back to the key. */
  id: string;
  /** The key's last characters ("…x7Qk2P"), to tell keys apart; never its start, the header all keys share. */
  masked: string;
  /** When the key was made (epoch ms), from its token's iat; null when the key does not say. */
  createdAt: number | null;
  /** When it stops working (epoch ms), from its token's exp; 'never' for a far-future exp; null when it does not say. */
  expiresAt: number | 'never' | null;
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
