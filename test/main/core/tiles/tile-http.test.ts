import { describe, expect, it } from 'vitest';
import { fail } from '@shared/ipc/result';
import { tileErrorHeader, tileHttpResponse, tileSourceHeader } from '@main/core/tiles/tile-http';

describe('tileHttpResponse', () => {
  it('answers an image as a PNG, saying where it came from', () => {
    const bytes = Buffer.from([1, 2, 3]);
    expect(tileHttpResponse({ kind: 'image', bytes, source: 'cache' })).toEqual({
      status: 200,
      headers: { 'content-type': 'image/png', [tileSourceHeader]: 'cache' },
      body: bytes,
    });
  });

  it('answers a used-up allowance with 429 and a header the map can read', () => {
    const response = tileHttpResponse({ kind: 'budgetExhausted', message: 'Allowance used up.' });
    expect(response.status).toBe(429);
    expect(response.headers[tileErrorHeader]).toBe('budgetExhausted');
    expect(response.body).toBe('Allowance used up.');
  });

  it('answers a bad address with 400', () => {
    expect(tileHttpResponse({ kind: 'badRequest', reason: 'z: not a tile index' })).toMatchObject({ status: 400, body: 'z: not a tile index' });
  });

  it.each([
    ['offline', 503],
    ['unauthorized', 401],
    ['notInPlan', 403],
    ['serverError', 502],
    ['internal', 500],
  ] as const)('answers a %s failure with %i', (kind, status) => {
    const response = tileHttpResponse({ kind: 'fetchFailed', error: fail(kind, 'mapImageNotLoaded').error });
    expect(response.status).toBe(status);
    expect(response.headers[tileErrorHeader]).toBe(kind);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('passes Retry-After on when the service asked to wait', () => {
    const response = tileHttpResponse({ kind: 'fetchFailed', error: fail('rateLimited', 'mapShareSpent', { retryAfterSeconds: 7 }).error });
    expect(response).toMatchObject({ status: 429, headers: { 'retry-after': '7', [tileErrorHeader]: 'rateLimited' } });
  });
});
