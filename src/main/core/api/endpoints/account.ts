import type { UsageGrouping } from '@shared/api/options';
import type { UsageDay, UsageMonth } from '@shared/api/usage';
import { fail, type Result } from '@shared/ipc/result';
import type { ApiKey, ApplicationKeyCredentials, TokenGrant } from '../account-types';
import { textSegment } from '../path-segments';
import { readJson, readNothing } from '../response-readers';
import { apiKeyListSchema, tokenGrantSchema, usageDaySchema, usageMonthSchema } from '../schemas/account';
import type { Send } from '../transport';

/** The specification's token lifetimes: 1 to 168 hours, or -1 for a non-expiring key. */
function validExpiry(hours: number): boolean {
  return hours === -1 || (Number.isInteger(hours) && hours >= 1 && hours <= 168);
}

/**
 * Tokens and keys (with the application key credentials, per call, in a JSON body as the decisions
 * page settles) and usage (with the bearer token, like data calls).
 */
export function accountEndpoints(send: Send) {
  return {
    /** expireHours: 1 to 168, or -1 for a non-expiring token (an API key). */
    async createToken(credentials: ApplicationKeyCredentials, expireHours = 1): Promise<Result<TokenGrant>> {
      if (!validExpiry(expireHours)) return fail('badInput', 'tokenLifetime');
      return send({
        endpoint: 'authorize/token',
        what: 'subject.accessToken',
        host: 'data',
        method: 'POST',
        path: '/authorize/token',
        query: { expire_hours: expireHours },
        auth: { kind: 'credentials', credentials },
        read: readJson(tokenGrantSchema),
      });
    },

    listKeys: (credentials: ApplicationKeyCredentials): Promise<Result<ApiKey[]>> =>
      send({
        endpoint: 'authorize/key',
        what: 'subject.apiKeys',
        host: 'data',
        method: 'POST',
        path: '/authorize/key',
        auth: { kind: 'credentials', credentials },
        read: readJson(apiKeyListSchema),
      }),

    async deleteKey(credentials: ApplicationKeyCredentials, key: string): Promise<Result<undefined>> {
      const segment = textSegment(key, 'apiKey');
      if (!segment.ok) return segment;
      return send({
        endpoint: 'authorize/key/delete',
        what: 'subject.keyDeletion',
        host: 'data',
        method: 'DELETE',
        path: `/authorize/key/${segment.value}`,
        auth: { kind: 'credentials', credentials },
        read: readNothing,
      });
    },

    /** day: YYYY-MM-DD (UTC). */
    async usageDay(day: string, groupBy?: UsageGrouping): Promise<Result<UsageDay>> {
      const segment = textSegment(day, 'day');
      if (!segment.ok) return segment;
      return send({
        endpoint: 'usage/day',
        what: 'subject.usage',
        host: 'data',
        method: 'GET',
        path: `/usage/day/${segment.value}`,
        query: { group_by: groupBy },
        auth: { kind: 'bearer' },
        read: readJson(usageDaySchema),
      });
    },

    /** month: YYYY-MM. */
    async usageMonth(month: string, groupBy?: UsageGrouping): Promise<Result<UsageMonth>> {
      const segment = textSegment(month, 'month');
      if (!segment.ok) return segment;
      return send({
        endpoint: 'usage/month',
        what: 'subject.usage',
        host: 'data',
        method: 'GET',
        path: `/usage/month/${segment.value}`,
        query: { group_by: groupBy },
        auth: { kind: 'bearer' },
        read: readJson(usageMonthSchema),
      });
    },
  };
}
