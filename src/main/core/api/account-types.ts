/**
 * Account records that carry secrets: main keeps them to itself (never in shared/, never sent to a
 * window). The application key credentials go with each account call and are never logged.
 */

export interface ApplicationKeyCredentials {
  user: string;
  password: string;
}

export interface TokenGrant {
  /** A JWT; a secret. */
  access_token: string;
  expires_in: number;
  token_type: string;
}

export interface ApiKey {
  /** Identifies the non-expiring token, e.g. to delete it. */
  key: string;
  /** The token itself, a secret; the service seen in captures lists keys without it. */
  access_token?: string;
}
