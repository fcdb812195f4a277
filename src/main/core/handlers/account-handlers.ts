import type { UsageMonth } from '../../../shared/api/usage';
import type { InvokeHandlers } from '../../../shared/ipc/contract';
import { fail, ok } from '../../../shared/ipc/result';
import { createApiClient } from '../api/api-client';
import { TokenUnavailableError, type TokenSource } from '../api/token-source';
import type { CredentialStore } from '../auth/credential-store';
import { maskKey } from '../auth/mask-key';
import type { Engine } from '../engine/engine';
import type { Logger } from '../logger';
import type { Clock } from '../schedule/clock';
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
  accountService: ServiceAddress;
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

/**
 * The Account pane: credentials go in and never come back, keys come out masked (a whole key goes
 * only to the clipboard), usage comes from the service. Keys and usage work in demo mode too, on
 * the demo account.
 */
export function accountHandlers(options: AccountHandlerOptions): Pick<InvokeHandlers, AccountChannels> {
  const { engine, credentials } = options;

  /** Asks for a token now, so the view can say whether the service takes the stored credentials. */
  async function checkConnection(): Promise<void> {
    await engine.withSession(async (session) => {
      try {
        await session.tokens.token();
      } catch (error) {
        // A held refusal throws without asking the service again; the view still has to say why.
        if (error instanceof TokenUnavailableError) session.noteFailure(error.appError);
      }
      return ok(undefined);
    });
  }

  return {
    'account:get': async () => ok(await engine.accountView()),
    'account:save': async (entered) => {
      const saved = await credentials.save(entered);
      if (!saved.ok) return saved;
      options.logger.info('account: credentials stored');
      await engine.accountChanged();
      if (engine.started) await checkConnection();
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
    'account:testConnection': async (entered) => {
      const { accountService, api, logger } = options;
      const client = createApiClient({
        ...api,
        dataBaseUrl: accountService.dataBaseUrl,
        ...(accountService.mapsBaseUrl === undefined ? {} : { mapsBaseUrl: accountService.mapsBaseUrl }),
        tokens: noTokens,
        logger,
      });
      // The shortest lifetime there is; the token is dropped at once.
      const grant = await client.createToken(entered, 1);
      if (!grant.ok) return grant;
      (await engine.budget('account')).spend(1, 'data');
      return ok({ connected: true });
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
