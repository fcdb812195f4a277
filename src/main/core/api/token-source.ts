import type { AppError } from '@shared/ipc/result';

/**
 * Where the client gets access tokens. The token manager implements it: token() answers a valid
 * token (obtaining or refreshing one as needed); tokenRejected(token) tells it the service
 * answered 401 to that token, so the next token() must not answer it again.
 */
export interface TokenSource {
  token(): Promise<string>;
  tokenRejected(token: string): Promise<void>;
}

/**
 * What a TokenSource throws when it has no token to give, carrying the error the user should
 * see (offline while refreshing, credentials refused...). Anything else it throws is taken as
 * "unauthorized".
 */
export class TokenUnavailableError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message.key);
    this.name = 'TokenUnavailableError';
  }
}
