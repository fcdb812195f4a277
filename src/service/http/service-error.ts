/**
 * Every failure the service answers, as the decisions page shapes it: a status and a JSON body
 * `{"error": "<machine_code>", "message": "<human text>"}`.
 */
export type ErrorCode =
  | 'bad_parameter'
  | 'unauthorized'
  | 'not_in_plan'
  | 'not_found'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'rate_limited'
  | 'daily_limit_exceeded'
  | 'uri_too_long'
  | 'request_timeout'
  | 'headers_too_large'
  | 'bad_request'
  | 'internal_error';

export class ServiceError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: ErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ServiceError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function badParameter(name: string, problem: string): ServiceError {
  return new ServiceError(400, 'bad_parameter', `${name}: ${problem}`);
}

export function notFound(message: string): ServiceError {
  return new ServiceError(404, 'not_found', message);
}

export function unauthorized(message: string): ServiceError {
  return new ServiceError(401, 'unauthorized', message);
}
