import type { UsageMonth } from '@shared/api/usage';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok, type AppError } from '@shared/ipc/result';
import type { MainSettingsPatch } from '@shared/settings';
import { createApiClient } from '../api/api-client';
import type { TokenSource } from '../api/token-source';
import type { CredentialStore } from '../auth/credential-store';
import type { Credentials } from '../auth/credentials';
import { maskKey } from '../auth/mask-key';
import type { Engine } from '../engine/engine';
import type { Logger } from '../logger';
import type { Clock } from '../schedule/clock';
import type { AccountAddress } from '../session/account-address';
import type { ServiceAddress } from '../session/service-address';
import type { ApiTuning } from '../session/session';

type AccountChannels =
  | 'account:get'
  | 'account:save'
  | 'account:clear'
  | 'account:testConnection'
  | 'keys:list'
  | 'keys:create'
  | 'keys:delete'
  | 'keys:copy'
  | 'usage:month';

export interface AccountHandlerOptions {
  engine: Engine;
  credentials: CredentialStore;
  accountAddress: AccountAddress;
  settings: { update(patch: MainSettingsPatch): unknown };
  api?: ApiTuning;
  logger: Logger;
  clock: Clock;
  /** Puts a whole API key on the clipboard; absent where main has no clipboard (the browser preview). */
  copyToClipboard?: (text: string) => void | Promise<void>;
}

/** A connection test asks for a token with credentials alone: it must never need one. */
const noTokens: TokenSource = {
  token: () => Promise.reject(new Error('a connection test makes no bearer calls')),
  tokenRejected: async () => undefined,
};

function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** A day's hits over every API in a month report; 0 for a day it does not list (no request yet). */
function hitsOn(month: UsageMonth, day: string): number {
  return month.daily.find((entry) => entry.date === day)?.apis.reduce((sum, api) => sum + api.hits, 0) ?? 0;
}

/** What asking the service for a token with the entered details said. */
type Probe = { outcome: 'accepted' } | { outcome: 'refused'; error: AppError } | { outcome: 'unreachable'; error: AppError };

/** Failures that say nothing about the address or the credentials: they may be saved, unconfirmed. */
const unanswered: ReadonlySet<AppError['kind']> = new Set(['offline', 'serverError', 'rateLimited']);

/** The token endpoint refused the request itself (404 and the like): nothing there is the service's sign-in. */
function notTheService(address: ServiceAddress): AppError {
  const message = `Nothing at ${address.dataBaseUrl} answers as the Weather Data Service's sign-in. Check the service address your provider gave you.`;
  return fail('badInput', message, { issues: [{ path: 'address.data', message }] }).error;
}

/**
 * The Account pane: the address and credentials go in, the password never comes back, keys come
 * out masked (a whole key goes only to the clipboard), usage comes from the service. Keys and usage
 * work in demo mode too, on the demo account.
 */
export function accountHandlers(options: AccountHandlerOptions): Pick<InvokeHandlers, AccountChannels> {
  const { engine, credentials, accountAddress } = options;

  /** Asks for a token at the address with the credentials alone; the token is dropped at once. */
  async function probe(address: ServiceAddress, entered: Credentials): Promise<Probe> {
    const { api, logger } = options;
    const client = createApiClient({
      ...api,
      dataBaseUrl: address.dataBaseUrl,
      ...(address.mapsBaseUrl === undefined ? {} : { mapsBaseUrl: address.mapsBaseUrl }),
      tokens: noTokens,
      logger,
    });
    // The shortest lifetime there is.
    const grant = await client.createToken(entered, 1);
    if (grant.ok || grant.error.kind !== 'offline') (await engine.budget('account')).spend(1, 'data');
    if (grant.ok) return { outcome: 'accepted' };
    if (unanswered.has(grant.error.kind)) return { outcome: 'unreachable', error: grant.error };
    return { outcome: 'refused', error: grant.error.kind === 'badInput' ? notTheService(address) : grant.error };
  }

  return {
    'account:get': async () => ok(await engine.accountView()),
    'account:save': async ({ address: enteredAddress, ...entered }) => {
      const address = accountAddress.check(enteredAddress);
      if (!address.ok) return address;
      const checked = await probe(address.value, entered);
      // Credentials the service refuses are never switched to: the app keeps what works.
      if (checked.outcome === 'refused') {
        return fail(checked.error.kind, `Not saved: ${checked.error.message}`, {
          action: checked.error.action,
          ...(checked.error.issues === undefined ? {} : { issues: checked.error.issues }),
        });
      }
      const service = accountAddress.settingsFor(address.value);
      if (service !== undefined) options.settings.update({ service });
      const saved = await credentials.save(entered);
      if (!saved.ok) return saved;
      options.logger.info('account: credentials stored', { confirmed: checked.outcome === 'accepted' });
      await engine.accountChanged({ checked: checked.outcome });
      return ok(await engine.accountView());
    },
    'account:clear': async () => {
      try {
        await credentials.clear();
      } catch {
        return fail('internal', 'The system keychain did not let Weatherglass forget the account.', {
          action: 'Unlock the system keychain (for example GNOME Keyring or KWallet) and try again.',
        });
      }
      options.logger.info('account: credentials removed');
      await engine.accountChanged();
      return ok(await engine.accountView());
    },
    'account:testConnection': async ({ address: enteredAddress, ...entered }) => {
      const address = accountAddress.check(enteredAddress);
      if (!address.ok) return address;
      const checked = await probe(address.value, entered);
      return checked.outcome === 'accepted' ? ok({ connected: true }) : { ok: false, error: checked.error };
    },
    'keys:list': () => engine.withSession((session) => session.keys.list()),
    'keys:create': () => engine.withSession((session) => session.keys.create()),
    'keys:delete': ({ id }) =>
      engine.withSession(async (session) => {
        const removed = await session.keys.remove(id);
        return removed.ok ? ok({ id }) : removed;
      }),
    'keys:copy': ({ id }) =>
      engine.withSession(async (session) => {
        const copy = options.copyToClipboard;
        if (copy === undefined) return fail('forbidden', 'Copying an API key works in the desktop app only.');
        const key = await session.keys.fullKey(id);
        if (!key.ok) return key;
        await copy(key.value);
        return ok({ id, masked: maskKey(key.value) });
      }),
    // This month's report becomes main's count of today (the one every window shows), before the
    // usage request itself is counted: the report does not include it yet.
    'usage:month': (request) =>
      engine.withSession(async (session) => {
        const today = utcDay(options.clock.now());
        const month = request?.month ?? today.slice(0, 7);
        const usage = await session.client.usageMonth(month, request?.groupBy);
        if (usage.ok && month === today.slice(0, 7)) session.budget.reconcile(hitsOn(usage.value, today));
        return session.billed(usage);
      }),
  };
}
