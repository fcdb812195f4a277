import type { UsageMonth } from '@shared/api/usage';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { MainSettingsPatch } from '@shared/settings';
import type { AccountView, CredentialStorageView } from '@shared/views/account';
import { keychainNotStored, type CredentialStore } from '../auth/credential-store';
import type { Credentials } from '../auth/credentials';
import { maskKey } from '../auth/mask-key';
import type { Sessions } from '../engine/sessions';
import type { Logger } from '../logger';
import type { Clock } from '../schedule/clock';
import { utcDayOf } from '../schedule/request-budget';
import type { AccountAddress } from '../session/account-address';
import { probeAccount } from '../session/account-probe';
import { ProbeLimit } from '../session/probe-limit';
import type { ServiceAddress } from '../session/service-address';
import type { ApiTuning } from '../session/session';

type AccountChannels =
  | 'account:get'
  | 'account:save'
  | 'account:clear'
  | 'account:testConnection'
  | 'account:retryKeychain'
  | 'keys:list'
  | 'keys:create'
  | 'keys:delete'
  | 'keys:copy'
  | 'usage:month';

export interface AccountHandlerOptions {
  sessions: Sessions;
  credentials: CredentialStore;
  /** Whether the keychain can be reached now: one known locked, refused or gone takes no account. */
  credentialStorage(): CredentialStorageView;
  accountAddress: AccountAddress;
  settings: { update(patch: MainSettingsPatch): unknown };
  api?: ApiTuning;
  logger: Logger;
  clock: Clock;
  /** Asks the keychain again and waits until the account follows its answer. */
  retryKeychain(): Promise<void>;
  /** Puts a whole API key on the clipboard; absent where main has no clipboard (the browser preview). */
  copyToClipboard?: (text: string) => void | Promise<void>;
}

/** Keychain states in which a write cannot succeed (the read already failed), until "Try again" says otherwise. */
const unwritable: ReadonlySet<CredentialStorageView['state']> = new Set(['locked', 'refused', 'missing']);

/** A day's hits over every API in a month report; 0 for a day it does not list (no request yet). */
function hitsOn(month: UsageMonth, day: string): number {
  return month.daily.find((entry) => entry.date === day)?.apis.reduce((sum, api) => sum + api.hits, 0) ?? 0;
}

/**
 * The Account pane: the address and credentials go in, the password never comes back, keys come
 * out masked (a whole key goes only to the clipboard), usage comes from the service. Keys and usage
 * work in demo mode too, on the demo account.
 */
export function accountHandlers(options: AccountHandlerOptions): Pick<InvokeHandlers, AccountChannels> {
  const { sessions, credentials, accountAddress } = options;
  // Tests and saves alike send the entered credentials to an address the window names. Only the
  // dashboard may ask (window-channels.ts), so this one limit is that window's.
  const connectionTests = new ProbeLimit({ clock: options.clock });

  const probe = async (address: ServiceAddress, entered: Credentials) =>
    probeAccount(address, entered, {
      ...(options.api === undefined ? {} : { api: options.api }),
      logger: options.logger,
      budget: await sessions.budget('account'),
    });

  /** Asks the address, then keeps what it did not refuse: the keychain first, then settings. */
  const save = async (address: ServiceAddress, entered: Credentials): Promise<Result<AccountView>> => {
    const checked = await probe(address, entered);
    // Credentials the service refuses are never switched to: the app keeps what works.
    if (checked.outcome === 'refused') {
      return fail(checked.error.kind, { key: 'notSaved', values: { reason: checked.error.message } }, {
        action: checked.error.action,
        ...(checked.error.issues === undefined ? {} : { issues: checked.error.issues }),
      });
    }
    // The keychain first, with the address bound to the credentials; settings name the address
    // only once that write succeeded. A keychain that fails (locked, a cancelled prompt) leaves
    // the account and its address as they were, so no host gets credentials meant for another.
    const saved = await credentials.save(entered, address);
    if (!saved.ok) return saved;
    const service = accountAddress.settingsFor(address);
    if (service !== undefined) options.settings.update({ service });
    options.logger.info('account: credentials stored', { confirmed: checked.outcome === 'accepted' });
    await sessions.accountChanged({ checked: checked.outcome });
    return ok(await sessions.accountView());
  };

  return {
    'account:get': async () => ok(await sessions.accountView()),
    'account:save': async ({ address: enteredAddress, ...entered }) => {
      const address = accountAddress.check(enteredAddress);
      if (!address.ok) return address;
      // The write would fail: no address is asked anything for an account that cannot be kept.
      if (unwritable.has(options.credentialStorage().state)) return keychainNotStored();
      return connectionTests.run(() => save(address.value, entered));
    },
    'account:clear': async () => {
      try {
        await credentials.clear();
      } catch {
        return fail('internal', 'keychainNotForgotten', { action: 'action.unlockKeychainAndRetry' });
      }
      options.logger.info('account: credentials removed');
      await sessions.accountChanged();
      return ok(await sessions.accountView());
    },
    'account:testConnection': async ({ address: enteredAddress, ...entered }) => {
      const address = accountAddress.check(enteredAddress);
      if (!address.ok) return address;
      return connectionTests.run(async () => {
        const checked = await probe(address.value, entered);
        return checked.outcome === 'accepted' ? ok({ connected: true as const }) : { ok: false, error: checked.error };
      });
    },
    'account:retryKeychain': async () => {
      await options.retryKeychain();
      return ok(await sessions.accountView());
    },
    'keys:list': () => sessions.withSession((session) => session.keys.list()),
    'keys:create': () => sessions.withSession((session) => session.keys.create()),
    'keys:delete': ({ id }) =>
      sessions.withSession(async (session) => {
        const removed = await session.keys.remove(id);
        return removed.ok ? ok({ id }) : removed;
      }),
    'keys:copy': ({ id }) =>
      sessions.withSession(async (session) => {
        const copy = options.copyToClipboard;
        if (copy === undefined) return fail('forbidden', 'copyKeyDesktopOnly');
        const key = await session.keys.fullKey(id);
        if (!key.ok) return key;
        await copy(key.value);
        return ok({ id, masked: maskKey(key.value) });
      }),
    // This month's report becomes main's count of today (the one every window shows); the usage
    // request itself, still on its way, counts on top of it.
    'usage:month': (request) =>
      sessions.withSession((session) => {
        const today = utcDayOf(options.clock.now());
        const month = request?.month ?? today.slice(0, 7);
        return session.ask(async (client) => {
          const usage = await client.usageMonth(month, request?.groupBy);
          if (usage.ok && month === today.slice(0, 7)) session.budget.reconcile(hitsOn(usage.value, today));
          return usage;
        }, 'regardless');
      }),
  };
}
