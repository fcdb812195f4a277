import type { Result } from '@shared/ipc/result';
import type { ApiKey, TokenGrant } from '../api/account-types';
import type { Credentials } from './credentials';

/**
 * The authorize operations as the API client offers them (createApiClient's createToken, listKeys,
 * deleteKey): it owns the HTTP, the response schemas and the mapping of statuses to errors, so
 * what the service answers is understood in one place.
 */
export interface AccountEndpoints {
  /** expireHours 1 to 168, or -1 for a non-expiring token (an API key). */
  createToken(credentials: Credentials, expireHours: number): Promise<Result<TokenGrant>>;
  listKeys(credentials: Credentials): Promise<Result<ApiKey[]>>;
  deleteKey(credentials: Credentials, key: string): Promise<Result<undefined>>;
}
