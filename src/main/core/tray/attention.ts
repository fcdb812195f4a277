import { isDeepStrictEqual } from 'node:util';
import type { AppMode } from '@shared/app-info';
import type { AccountConnection } from '@shared/views/account';
import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import type { Attention, AttentionKind, ScheduleMode, StatusText } from '@shared/views/status';

/**
 * Why saved credentials are not in use, so demo data shows: no address is in force, the one in
 * force is not the one they were saved for, or they were saved by an earlier version with no
 * address (`AccountAddress.mayReceive`); null when they are in use or none are saved.
 */
export type AccountHeldBack = 'noAddress' | 'otherAddress' | 'savedWithoutAddress' | null;

export interface AttentionInput {
  mode: AppMode;
  connection: AccountConnection;
  connectivity: Connectivity;
  /** Why it is offline, when it is: the words differ for a computer without network and a silent service. */
  offlineCause: OfflineCause | null;
  /** The session (demo service or account) could not be opened. */
  sessionFailed: boolean;
  /** The schedule's mode and its explanation; undefined while no schedule runs. */
  schedule: { mode: ScheduleMode; explanation: StatusText } | undefined;
  accountHeldBack: AccountHeldBack;
  /** The keychain's first answer is awaited, or it holds the saved account and cannot be read now. */
  keychain: KeychainAttention;
}

/** What the tray says of the keychain: nothing, its first answer awaited, or the saved account out of reach. */
export type KeychainAttention = 'waiting' | 'unreachable' | null;

/** What the tray tells of saved credentials held back, by why they are. */
const heldBackAttention = {
  otherAddress: 'accountAddressChanged',
  savedWithoutAddress: 'accountFromEarlierVersion',
  noAddress: 'accountNeedsAddress',
} as const satisfies Record<NonNullable<AccountHeldBack>, AttentionKind>;

/**
 * The first thing in the way of fresh data, most in need of the user first; null when nothing is.
 * Its words are texts (`status` messages): the tray's tooltip and each window write them in their language.
 */
export function attentionOf(input: AttentionInput): Attention | null {
  const { mode, connection, connectivity, schedule } = input;
  if (input.keychain === 'waiting') {
    return { kind: 'keychainWaiting', summary: { key: 'keychainWaitingSummary' }, message: { key: 'keychainWaiting' }, action: null };
  }
  if (input.keychain === 'unreachable') {
    return {
      kind: 'keychainUnreachable',
      summary: { key: 'keychainUnreachableSummary' },
      message: { key: 'keychainUnreachable' },
      action: 'openAccount',
    };
  }
  if (input.sessionFailed) {
    return {
      kind: 'serviceUnavailable',
      summary: { key: 'serviceUnavailableSummary' },
      message: { key: mode === 'demo' ? 'serviceUnavailableDemo' : 'serviceUnavailableAccount' },
      action: null,
    };
  }
  if (mode === 'account' && connection.state === 'failed') {
    return { kind: 'accountRefused', summary: { key: 'accountRefusedSummary' }, message: { key: 'accountRefused' }, action: 'openAccount' };
  }
  if (connectivity === 'offline') {
    if (mode === 'account' && connection.state === 'unknown') {
      return {
        kind: 'accountUnconfirmed',
        summary: { key: 'accountUnconfirmedSummary' },
        message: { key: 'accountUnconfirmed' },
        action: 'openAccount',
      };
    }
    if (input.offlineCause === 'computerOffline') {
      return { kind: 'offline', summary: { key: 'computerOfflineSummary' }, message: { key: 'computerOffline' }, action: null };
    }
    return { kind: 'offline', summary: { key: 'offlineSummary' }, message: { key: 'offline' }, action: null };
  }
  if (schedule?.mode === 'paused') {
    return { kind: 'allowanceSpent', summary: { key: 'allowanceSpentSummary' }, message: schedule.explanation, action: 'openSettings' };
  }
  if (mode === 'demo' && input.accountHeldBack !== null) {
    const kind = heldBackAttention[input.accountHeldBack];
    return { kind, summary: { key: `${kind}Summary` }, message: { key: kind }, action: 'openAccount' };
  }
  return null;
}

export function sameAttention(a: Attention | null, b: Attention | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && isDeepStrictEqual(a.message, b.message) && a.action === b.action);
}
