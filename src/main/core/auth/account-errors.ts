import { fail, type AppError } from '@shared/ipc/result';

export function noAccountError(): AppError {
  return fail('unauthorized', 'No account is set up.', {
    action: 'Enter the application key username and password in the Account pane.',
  }).error;
}

export function keychainUnreadableError(): AppError {
  return fail('internal', 'The system keychain could not be read.', {
    action: 'Unlock the system keychain (for example GNOME Keyring or KWallet), then try again.',
  }).error;
}

/** A key id a window sent that the last list read for this account does not hold. */
export function unknownKeyError(): AppError {
  return fail('badInput', 'That key is not in the list Weatherglass read last: it may have been deleted meanwhile, or the account changed.', {
    action: 'Reload the list of keys, then try again.',
  }).error;
}
