import { fail, type AppError, type ErrorText } from '@shared/ipc/result';
import { createApiClient } from '../api/api-client';
import { credentialsRedirectTarget } from '../api/error-mapping';
import type { TokenSource } from '../api/token-source';
import type { Credentials } from '../auth/credentials';
import type { Logger } from '../logger';
import { billedHits, type RequestBudget } from '../schedule/request-budget';
import type { ServiceAddress } from './service-address';
import type { ApiTuning } from './session';

/** What asking the service for a token with the entered details said. */
export type Probe = { outcome: 'accepted' } | { outcome: 'refused'; error: AppError } | { outcome: 'unreachable'; error: AppError };

export interface ProbeOptions {
  api?: ApiTuning;
  logger: Logger;
  /** The account's budget: the token request is a hit on the account like any other. */
  budget: RequestBudget;
}

/** A connection test asks for a token with credentials alone: it must never need one. */
const noTokens: TokenSource = {
  token: () => Promise.reject(new Error('a connection test makes no bearer calls')),
  tokenRejected: async () => undefined,
};

/** Failures that say nothing about the address or the credentials: they may be saved, unconfirmed. */
const unanswered: ReadonlySet<AppError['kind']> = new Set(['offline', 'serverError', 'rateLimited']);

/** The token endpoint refused the request itself (404 and the like): nothing there is the service's sign-in. */
function notTheService(address: ServiceAddress): AppError {
  const message: ErrorText = { key: 'notTheService', values: { address: address.dataBaseUrl } };
  return fail('badInput', message, { issues: [{ path: 'address.data', message }] }).error;
}

/**
 * The address answered the sign-in with a redirect, which is never followed with the password: it
 * is no service's sign-in, whatever it points to, and saving it would only keep failing the same way.
 */
function redirects(address: ServiceAddress, target: NonNullable<ErrorText['values']>[string]): AppError {
  const message: ErrorText = { key: 'addressRedirects', values: { address: address.dataBaseUrl, target } };
  return fail('badInput', message, { action: 'action.checkServiceAddress', issues: [{ path: 'address.data', message }] }).error;
}

/** Asks the address for a token with the entered credentials alone, before anything is stored; the token is dropped at once. */
export async function probeAccount(address: ServiceAddress, entered: Credentials, { api, logger, budget }: ProbeOptions): Promise<Probe> {
  const client = createApiClient({
    ...api,
    dataBaseUrl: address.dataBaseUrl,
    ...(address.mapsBaseUrl === undefined ? {} : { mapsBaseUrl: address.mapsBaseUrl }),
    tokens: noTokens,
    logger,
  });
  const charge = budget.chargeRegardless(1, 'data');
  // The shortest lifetime there is.
  const grant = await client.createToken(entered, 1);
  charge.settle(billedHits(grant));
  if (grant.ok) return { outcome: 'accepted' };
  const target = credentialsRedirectTarget(grant.error);
  if (target !== undefined) return { outcome: 'refused', error: redirects(address, target) };
  if (unanswered.has(grant.error.kind)) return { outcome: 'unreachable', error: grant.error };
  return { outcome: 'refused', error: grant.error.kind === 'badInput' ? notTheService(address) : grant.error };
}
