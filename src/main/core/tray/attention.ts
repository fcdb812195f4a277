import type { AppMode } from '@shared/app-info';
import type { AccountConnection } from '@shared/views/account';
import type { Connectivity } from '@shared/views/freshness';
import type { Attention, ScheduleMode } from '@shared/views/status';

export interface AttentionInput {
  mode: AppMode;
  connection: AccountConnection;
  connectivity: Connectivity;
  /** The session (demo service or account) could not be opened. */
  sessionFailed: boolean;
  /** The schedule's mode and its explanation; undefined while no schedule runs. */
  schedule: { mode: ScheduleMode; explanation: string } | undefined;
  /** Credentials are stored but no address is: the app shows demo data until one is entered. */
  accountWithoutAddress: boolean;
}

/** The first thing in the way of fresh data, most in need of the user first; null when nothing is. */
export function attentionOf(input: AttentionInput): Attention | null {
  const { mode, connection, connectivity, schedule } = input;
  if (input.sessionFailed) {
    return {
      kind: 'serviceUnavailable',
      summary: 'weather service not started',
      message:
        mode === 'demo'
          ? 'The built-in demo service could not start, so there is no data to show. Restart Weatherglass.'
          : "Weatherglass could not start talking to your account's service. Restart Weatherglass.",
      action: null,
    };
  }
  if (mode === 'account' && connection.state === 'failed') {
    return {
      kind: 'accountRefused',
      summary: 'account not connected',
      message: 'Your account is not connected: the service refused the credentials. Check the address and the credentials in Account.',
      action: 'openAccount',
    };
  }
  if (connectivity === 'offline') {
    if (mode === 'account' && connection.state === 'unknown') {
      return {
        kind: 'accountUnconfirmed',
        summary: 'saved, not connected yet',
        message:
          'Your account is saved but not connected yet: the weather service could not be reached. Weatherglass connects as soon as it can reach it.',
        action: 'openAccount',
      };
    }
    return {
      kind: 'offline',
      summary: 'offline',
      message: 'Offline: the weather service cannot be reached. Weatherglass keeps the last data it has and refreshes when the connection is back.',
      action: null,
    };
  }
  if (schedule?.mode === 'paused') {
    return { kind: 'allowanceSpent', summary: "today's requests used up", message: schedule.explanation, action: 'openSettings' };
  }
  if (mode === 'demo' && input.accountWithoutAddress) {
    return {
      kind: 'accountNeedsAddress',
      summary: 'account needs an address',
      message: "Your saved account has no service address, so Weatherglass shows demo data. Enter the address your provider gives in Account.",
      action: 'openAccount',
    };
  }
  return null;
}

export function sameAttention(a: Attention | null, b: Attention | null): boolean {
  return a === b || (a !== null && b !== null && a.kind === b.kind && a.message === b.message && a.action === b.action);
}
