/**
 * Errors cross the IPC boundary as values, never as thrown exceptions, so every window can show
 * what went wrong and what the user can do about it.
 */
export const errorKinds = [
  'offline',
  'unauthorized',
  'notInPlan',
  'rateLimited',
  'badInput',
  'serverError',
  'forbidden',
  'internal',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

export interface InputIssue {
  /** Dotted path of the offending field, `(root)` for the payload itself. */
  path: string;
  message: string;
}

export interface AppError {
  kind: ErrorKind;
  /** What happened, in words a user understands. Never contains a secret. */
  message: string;
  /** What the user can do about it. */
  action: string;
  retryAfterSeconds?: number;
  issues?: InputIssue[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

const defaultActions: Record<ErrorKind, string> = {
  offline: 'Check your internet connection; Weatherglass keeps showing the last data it has.',
  unauthorized: 'Check the application key username and password in the Account pane.',
  notInPlan: 'This product is not part of your plan; upgrade the plan to use it.',
  rateLimited: 'Weatherglass will retry shortly; lower the request budget to avoid this.',
  badInput: 'Correct the value and try again.',
  serverError: 'The weather service had a problem; Weatherglass will try again later.',
  forbidden: 'This request is not allowed from here.',
  internal: 'Restart Weatherglass if this keeps happening.',
};

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(
  kind: ErrorKind,
  message: string,
  extra: Partial<Omit<AppError, 'kind' | 'message'>> = {},
): { ok: false; error: AppError } {
  return { ok: false, error: { kind, message, action: defaultActions[kind], ...extra } };
}
