import { fail, type AppError } from '@shared/ipc/result';

export function noAccountError(): AppError {
  return fail('unauthorized', 'noAccount', { action: 'action.enterCredentials' }).error;
}

export function keychainUnreadableError(): AppError {
  return fail('internal', 'keychainUnreadable', { action: 'action.unlockKeychainThenRetry' }).error;
}

/** A key id a window sent that the last list read for this account does not hold. */
export function unknownKeyError(): AppError {
  return fail('badInput', 'keyNotListed', { action: 'action.reloadKeys' }).error;
}
