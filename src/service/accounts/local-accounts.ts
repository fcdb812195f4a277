import { randomBytes } from 'node:crypto';
import { badParameter, ServiceError, unauthorized } from '../http/service-error';
import type {
  Account,
  Accounts,
  ApiKey,
  GroupBy,
  MonthUsage,
  RequestRecord,
  TokenGrant,
  UsageApis,
} from './accounts';
import type { AccountDefinitions } from './accounts-file';
import type { KeyStore } from './key-store';
import { PasswordBook } from './passwords';
import type { StateWriter } from './persisted-state';
import { SecondWindows } from './rate-limit';
import type { TokenSigner } from './tokens';
import { utcDay, type UsageLedger } from './usage-ledger';

const maxExpireHours = 168;
/** expire_hours=-1: the token carries a far-future exp, as the real service's keys do. */
const keyLifetimeSeconds = 100 * 365 * 24 * 3600;

/** The accounts the service answers for, with a close() that writes pending usage. */
export interface ServiceAccounts extends Accounts {
  close(): Promise<void>;
}

export interface LocalAccountsParts {
  definitions: AccountDefinitions;
  signer: TokenSigner;
  keys: KeyStore;
  usage: UsageLedger;
  writer: StateWriter;
}

export class LocalAccounts implements ServiceAccounts {
  readonly #accounts: Map<string, Account>;
  readonly #passwords: PasswordBook;
  readonly #signer: TokenSigner;
  readonly #keys: KeyStore;
  readonly #usage: UsageLedger;
  readonly #writer: StateWriter;
  readonly #windows = new SecondWindows();

  constructor(parts: LocalAccountsParts) {
    const plans = new Map(parts.definitions.plans.map((plan) => [plan.name, plan]));
    this.#accounts = new Map(
      parts.definitions.accounts.map((definition) => {
        const plan = plans.get(definition.plan);
        if (plan === undefined) throw new Error(`Account ${definition.user} names an unknown plan ${definition.plan}.`);
        return [definition.user, { user: definition.user, plan, addOns: definition.addOns }];
      }),
    );
    this.#passwords = new PasswordBook(parts.definitions.accounts.map(({ user, password }) => [user, password] as const));
    this.#signer = parts.signer;
    this.#keys = parts.keys;
    this.#usage = parts.usage;
    this.#writer = parts.writer;
  }

  authenticateToken(token: string | undefined, now: Date): Account | ServiceError {
    if (token === undefined || token === '') return unauthorized('An access token is required.');
    const check = this.#signer.check(token, now);
    if (!check.valid) return unauthorized(tokenProblems[check.problem]);
    const { claims } = check;
    const account = this.#accounts.get(claims.sub);
    if (account === undefined) return unauthorized('The access token belongs to no account of this service.');
    const stored = this.#keys.find(claims.jti);
    if (stored?.deleted === true) return unauthorized('This API key has been deleted.');
    const isKey = claims.exp - claims.iat > maxExpireHours * 3600;
    if (isKey && stored?.user !== claims.sub) return unauthorized('This API key is unknown.');
    return account;
  }

  authenticateCredentials(user: string | undefined, password: string | undefined): Account | ServiceError {
    if (user === undefined || user === '' || password === undefined || password === '') {
      return unauthorized('The user and password of the application key are required.');
    }
    const account = this.#accounts.get(user);
    if (account === undefined || !this.#passwords.matches(user, password)) return unauthorized('Unknown user or wrong password.');
    return account;
  }

  async issueToken(account: Account, expireHours: number, now: Date): Promise<TokenGrant> {
    const isKey = expireHours === -1;
    if (!isKey && !(Number.isInteger(expireHours) && expireHours >= 1 && expireHours <= maxExpireHours)) {
      throw badParameter('expire_hours', `must be a whole number of hours from 1 to ${maxExpireHours}, or -1 for a non-expiring key`);
    }
    const iat = Math.floor(now.getTime() / 1000);
    const lifetime = isKey ? keyLifetimeSeconds : expireHours * 3600;
    const jti = randomBytes(16).toString('hex');
    const accessToken = await this.#signer.sign({ sub: account.user, jti, iat, exp: iat + lifetime });
    if (isKey) {
      this.#keys.add(account.user, jti, accessToken);
      this.#writer.saveNow();
    }
    return { access_token: accessToken, expires_in: lifetime, token_type: 'bearer' };
  }

  listKeys(account: Account): ApiKey[] {
    return this.#keys.list(account.user);
  }

  deleteKey(account: Account, key: string): boolean {
    const deleted = this.#keys.delete(account.user, key);
    if (deleted) this.#writer.saveNow();
    return deleted;
  }

  admit(account: Account, now: Date): ServiceError | null {
    const allowance = account.plan.dailyRequests;
    if (allowance !== null && this.#usage.hitsOnDay(account.user, utcDay(now)) >= allowance) {
      return new ServiceError(
        429,
        'daily_limit_exceeded',
        `The plan's ${allowance} requests a day are used up; the allowance renews at midnight UTC.`,
        secondsUntilNextUtcDay(now),
      );
    }
    const wait = this.#windows.take(account.user, account.plan.queriesPerSecond, now);
    if (wait === null) return null;
    return new ServiceError(429, 'rate_limited', `The plan allows ${account.plan.queriesPerSecond} queries per second.`, wait);
  }

  record(account: Account, request: RequestRecord): void {
    this.#usage.record(account.user, request);
    this.#writer.saveSoon();
  }

  usageForDay(account: Account, day: string, groupBy: GroupBy | undefined): UsageApis {
    return this.#usage.day(account.user, day, groupBy);
  }

  usageForMonth(account: Account, month: string, groupBy: GroupBy | undefined): MonthUsage {
    return this.#usage.month(account.user, month, groupBy);
  }

  async close(): Promise<void> {
    this.#writer.saveNow();
  }
}

const tokenProblems = {
  malformed: 'The access token is not a token of this service.',
  signature: 'The access token was not signed by this service.',
  not_yet_valid: 'The access token is not valid yet.',
  expired: 'The access token has expired.',
} as const;

function secondsUntilNextUtcDay(now: Date): number {
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000));
}
