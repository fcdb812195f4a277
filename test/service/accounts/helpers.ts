import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Account, Accounts } from '@service/accounts/accounts';
import { accountRoutes } from '@service/accounts/routes';
import { Params } from '@service/http/params';
import type { RouteResponse, ServiceContext } from '@service/http/route';
import { ServiceError } from '@service/http/service-error';

/** The fixed instant the tests answer at, as the service's test clock would give it. */
export const testNow = new Date('2026-02-09T10:00:00.000Z');

export function secondsLater(seconds: number, from: Date = testNow): Date {
  return new Date(from.getTime() + seconds * 1000);
}

export function accountOf(accounts: Accounts, user: string, password = user): Account {
  const account = accounts.authenticateCredentials(user, password);
  if (account instanceof ServiceError) throw new Error(`test account ${user} does not authenticate: ${account.message}`);
  return account;
}

const temporaryDirectories: string[] = [];
afterEach(async () => {
  await Promise.all(temporaryDirectories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

export async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'weatherglass-accounts-'));
  temporaryDirectories.push(directory);
  return directory;
}

export interface RouteCall {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  account: Account;
  params?: Record<string, string>;
  path?: Record<string, string>;
  now?: Date;
}

/** Runs an account route's handler as the server would after authenticating. */
export async function callRoute(accounts: Accounts, call: RouteCall): Promise<RouteResponse> {
  const route = accountRoutes.find((candidate) => candidate.pattern === call.pattern && candidate.methods.includes(call.method));
  if (route === undefined) throw new Error(`no account route ${call.method} ${call.pattern}`);
  const now = call.now ?? testNow;
  // The account routes use only the accounts, the habits and the clock of the context.
  const context = { accounts, habits: 'specification', now: () => now } as Partial<ServiceContext> as ServiceContext;
  return route.handle(
    {
      method: call.method,
      path: call.path ?? {},
      params: new Params(Object.entries(call.params ?? {})),
      account: call.account,
      now,
      ifNoneMatch: undefined,
    },
    context,
  );
}
