import { createHash } from 'node:crypto';
import type { AppMode } from '@shared/app-info';
import type { ServiceAddress } from '../session/service-address';

/**
 * Whose answers the app shows: `demo`, or one account at one address. Every kept answer carries it
 * (snapshots, on-demand answers, the windows' questions), so switching to account B finds nothing
 * of account A current, and an answer of A arriving late is dropped. A digest, not the user name,
 * so the identity can sit in files and windows; stable across restarts, so an account's snapshots
 * stay current for it.
 */
export function dataSourceOf(mode: AppMode, address: ServiceAddress | undefined, user: string | undefined): string {
  if (mode === 'demo') return 'demo';
  const digest = createHash('sha256')
    .update(`${address?.dataBaseUrl ?? ''}\n${user ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return `account-${digest}`;
}
