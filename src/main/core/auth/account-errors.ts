import { fail, type AppError } from '../../../shared/ipc/result';

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
