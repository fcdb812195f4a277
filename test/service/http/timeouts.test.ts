import { describe, expect, it } from 'vitest';
import { defaultTimeouts, serverTimeoutOptions } from '@service/http/timeouts';

describe('the service timeouts as Node options', () => {
  it('hands each deadline to Node one checking interval early, so a stalled request is shed by 15 s', () => {
    const options = serverTimeoutOptions(defaultTimeouts);
    expect(options).toEqual({ headersTimeout: 9_000, requestTimeout: 14_000, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 });
  });

  it('checks short deadlines often enough to keep them', () => {
    expect(serverTimeoutOptions({ headersMs: 200, requestMs: 400, keepAliveMs: 100 })).toEqual({
      headersTimeout: 180,
      requestTimeout: 380,
      connectionsCheckingInterval: 20,
      keepAliveTimeout: 100,
    });
  });

  it('refuses a headers deadline past the request deadline, and one that is no duration', () => {
    expect(() => serverTimeoutOptions({ ...defaultTimeouts, headersMs: 20_000 })).toThrow(
      'The headers timeout (20000 ms) must not be longer than the request timeout (15000 ms).',
    );
    expect(() => serverTimeoutOptions({ ...defaultTimeouts, requestMs: 0 })).toThrow('The request timeout must be a whole number of milliseconds, at least 10; got 0.');
  });
});
