import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The application key username and password the user entered once in the Account pane. */
export interface Credentials {
  user: string;
  password: string;
}

/** What a window may learn about the account: the user name it typed, never the password. */
export interface AccountView {
  configured: boolean;
  user: string | null;
}

export const credentialsSchema = z.object({
  // Trimmed because a user name pasted from the provider's portal often carries a stray space;
  // the password is kept exactly as given, since spaces may be part of it.
  user: z.string().trim().min(1, 'enter the application key username').max(1024, 'is too long'),
  password: z.string().min(1, 'enter the application key password').max(1024, 'is too long'),
});

/**
 * Tells credentials apart without keeping a second copy of the password around: a rejected pair is
 * remembered by this digest, so a change of user or password is noticed and a repeat is not retried.
 */
export function credentialsFingerprint(credentials: Credentials): string {
  return createHash('sha256').update(credentials.user).update('\u0000').update(credentials.password).digest('hex');
}
