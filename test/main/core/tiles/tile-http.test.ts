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

  it("answers a spent map share with 429, a header naming that refusal and the catalogue's words", () => {
    const response = tileHttpResponse({ kind: 'budgetExhausted', refusal: 'mapShare' });
    expect(response.status).toBe(429);
    expect(response.headers[tileErrorHeader]).toBe('mapShareSpent');
    expect(response.body).toBe("The map's share of today's requests is used up: the map can be allowed more today.");
  });

  it('answers a spent allowance with a header of its own', () => {
    const response = tileHttpResponse({ kind: 'budgetExhausted', refusal: 'allowance' });
    expect(response.status).toBe(429);
    expect(response.headers[tileErrorHeader]).toBe('mapAllowanceSpent');
    expect(response.body).toMatch(/^Today's request allowance itself is used up/);
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
