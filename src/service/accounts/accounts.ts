import type { ApiName, Product } from '../http/route';
import type { ServiceError } from '../http/service-error';

export interface Plan {
  name: string;
  products: readonly Product[];
  /** Hard limit; more in one second answers 429 with Retry-After. */
  queriesPerSecond: number;
  /** Trial and freemium plans: successful requests a day before 429; null for paid plans. */
  dailyRequests: number | null;
}

export interface Account {
  user: string;
  plan: Plan;
  /** Add-on products granted on request (history, ski, agriculture, lightning). */
  addOns: readonly Product[];
}

export interface TokenGrant {
  access_token: string;
  expires_in: number;
  token_type: 'bearer';
}

export interface ApiKey {
  access_token: string;
  key: string;
}

export interface RequestRecord {
  api: ApiName;
  /** The route pattern, e.g. `/api/v1/forecast/hourly/{location}`. */
  endpoint: string;
  status: number;
  /** Billable queries when the request succeeded; failures count 0. */
  hits: number;
  at: Date;
}

export type GroupBy = 'endpoint' | 'status_code';

export interface UsageApis {
  apis: { name: ApiName; hits: number }[];
  hits: number;
  breakdown?: ({ endpoint: string; hits: number } | { status_code: number; hits: number })[];
}

export interface MonthUsage extends UsageApis {
  daily: { date: string; apis: { name: ApiName; hits: number }[] }[];
}

/** Accounts, their tokens and keys, their limits and their usage. */
export interface Accounts {
  /** The account a token belongs to; 401 when missing, malformed, expired or deleted. */
  authenticateToken(token: string | undefined, now: Date): Account | ServiceError;
  /** The account of an application key username and password; 401 otherwise. */
  authenticateCredentials(user: string | undefined, password: string | undefined): Account | ServiceError;
  issueToken(account: Account, expireHours: number, now: Date): Promise<TokenGrant>;
  listKeys(account: Account): ApiKey[];
  /** false when the account has no such key (answered 406). */
  deleteKey(account: Account, key: string): boolean;
  /** 429 when the account is over its queries per second or its trial day; null to go ahead. */
  admit(account: Account, now: Date): ServiceError | null;
  record(account: Account, request: RequestRecord): void;
  usageForDay(account: Account, day: string, groupBy: GroupBy | undefined): UsageApis;
  usageForMonth(account: Account, month: string, groupBy: GroupBy | undefined): MonthUsage;
  /** Writes usage not yet saved; call before the process ends. */
  close(): Promise<void>;
}
