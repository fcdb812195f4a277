import { DateTime } from 'luxon';
import type { ServiceHabits } from '../http/habits';
import type { Params } from '../http/params';
import type { Route } from '../http/route';
import { badParameter, ServiceError } from '../http/service-error';
import type { Account, Accounts, ApiKey, GroupBy } from './accounts';

/**
 * Account functions, all counted as one Administrative hit each when they succeed: the
 * specification aggregates every endpoint per account, and the captured usage report lists
 * Administrative hits.
 */

// Tokens are credentials: no cache may keep them.
const noStore = { 'Cache-Control': 'no-store' };

function expireHours(params: Params): number {
  const raw = params.get('expire_hours');
  if (raw === undefined || raw === '') return 1;
  // Range checked by issueToken; this only refuses what is not a whole number at all.
  if (!/^-?\d{1,6}$/.test(raw)) throw badParameter('expire_hours', 'must be a whole number of hours from 1 to 168, or -1');
  return Number(raw);
}

/**
 * The specification's key list is an array of {access_token, key}; the real service was seen
 * answering {"tokens": [{"key": ...}]}, where the key is the token itself.
 */
function keyList(keys: ApiKey[], habits: ServiceHabits): unknown {
  return habits === 'observed' ? { tokens: keys.map((entry) => ({ key: entry.access_token })) } : keys;
}

/** The id of the key a delete names: what the key list showed it as, in either habit. */
function keyId(named: string, account: Account, accounts: Accounts, habits: ServiceHabits): string {
  if (habits !== 'observed') return named;
  return accounts.listKeys(account).find((entry) => entry.access_token === named)?.key ?? '';
}

function groupBy(params: Params): GroupBy | undefined {
  const raw = params.get('group_by');
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'endpoint' && raw !== 'status_code') throw badParameter('group_by', 'must be endpoint or status_code');
  return raw;
}

function month(path: Record<string, string>): string {
  const value = path.month ?? '';
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw badParameter('month', 'must be a month shaped YYYY-MM');
  return value;
}

function day(path: Record<string, string>): string {
  const value = path.day ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !DateTime.fromISO(value, { zone: 'utc' }).isValid) {
    throw badParameter('day', 'must be a calendar date shaped YYYY-MM-DD');
  }
  return value;
}

export const accountRoutes: readonly Route[] = [
  {
    methods: ['POST'],
    pattern: '/authorize/token',
    api: 'Administrative',
    product: null,
    auth: 'credentials',
    async handle({ params, account, now }, { accounts }) {
      const grant = await accounts.issueToken(account, expireHours(params), now);
      return { body: grant, headers: noStore, hits: 1 };
    },
  },
  {
    methods: ['POST'],
    pattern: '/authorize/key',
    api: 'Administrative',
    product: null,
    auth: 'credentials',
    handle({ account }, { accounts, habits }) {
      return { body: keyList(accounts.listKeys(account), habits), headers: noStore, hits: 1 };
    },
  },
  {
    methods: ['DELETE'],
    pattern: '/authorize/key/:key',
    api: 'Administrative',
    product: null,
    auth: 'credentials',
    handle({ account, path }, { accounts, habits }) {
      // The message does not repeat the name: in the observed habit it is a whole key.
      if (!accounts.deleteKey(account, keyId(path.key ?? '', account, accounts, habits))) {
        throw new ServiceError(406, 'not_acceptable', 'The account has no such API key.');
      }
      return { status: 204, body: null, hits: 1 };
    },
  },
  {
    methods: ['GET'],
    pattern: '/usage/month/:month',
    api: 'Administrative',
    product: null,
    auth: 'token',
    handle({ account, path, params }, { accounts }) {
      return { body: accounts.usageForMonth(account, month(path), groupBy(params)), hits: 1 };
    },
  },
  {
    methods: ['GET'],
    pattern: '/usage/day/:day',
    api: 'Administrative',
    product: null,
    auth: 'token',
    handle({ account, path, params }, { accounts }) {
      return { body: accounts.usageForDay(account, day(path), groupBy(params)), hits: 1 };
    },
  },
];
