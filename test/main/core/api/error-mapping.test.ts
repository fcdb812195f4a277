import { describe, expect, it } from 'vitest';
import { cutOff, errorForStatus, isRetryableStatus, redirectRefused, unexpectedAnswer, unreachable } from '@main/core/api/error-mapping';

const context = { what: 'the hourly forecast' };

describe('errors by status code', () => {
  it.each([
    [400, 'badInput'],
    [401, 'unauthorized'],
    [403, 'notInPlan'],
    [404, 'badInput'],
    [406, 'badInput'],
    [414, 'badInput'],
    [429, 'rateLimited'],
    [500, 'serverError'],
    [502, 'serverError'],
    [503, 'serverError'],
    [504, 'serverError'],
  ])('%i is %s', (status, kind) => {
    expect(errorForStatus(status, context).kind).toBe(kind);
  });

  it('retries only 429 and 5xx', () => {
    expect([400, 401, 403, 404, 406, 429, 500, 503].filter(isRetryableStatus)).toEqual([429, 500, 503]);
  });

  it('says what was asked for and what the user can do', () => {
    const error = errorForStatus(403, { what: 'pollen forecasts' });
    expect(error.message).toBe('Your plan does not include pollen forecasts.');
    expect(error.action).toMatch(/upgrade/);
  });

  it('tells bad credentials from a refused token', () => {
    expect(errorForStatus(401, { what: 'an access token', credentials: true }).message).toMatch(/username or password/);
    expect(errorForStatus(401, context).message).toMatch(/access key for the hourly forecast/);
  });

  it('carries the wait of a 429', () => {
    expect(errorForStatus(429, context, 30)).toMatchObject({ retryAfterSeconds: 30, message: expect.stringContaining('30 s') });
    expect(errorForStatus(429, context)).not.toHaveProperty('retryAfterSeconds');
  });

  it('names timeouts, unreachable services and unexpected answers', () => {
    expect(unreachable('the hourly forecast', 15_000)).toMatchObject({ kind: 'offline', message: expect.stringContaining('15 s') });
    expect(unreachable('the hourly forecast')).toMatchObject({ kind: 'offline', message: expect.stringContaining('could not reach') });
    expect(unexpectedAnswer('the hourly forecast').kind).toBe('serverError');
  });

  it('says a gateway on the way got no answer for a 502 or 504, by status alone', () => {
    expect(errorForStatus(502, context).message).toBe(
      'A server on the way to the weather service (a gateway or proxy) got no answer for the hourly forecast (HTTP 502).',
    );
    expect(errorForStatus(504, context).message).toContain('(HTTP 504)');
    expect(errorForStatus(503, context).message).toBe('The weather service had a problem answering the hourly forecast (HTTP 503).');
  });

  it('names a connection that broke off mid-answer', () => {
    expect(cutOff('the hourly forecast')).toMatchObject({ kind: 'offline', message: expect.stringContaining('broke off') });
  });

  it('says why a redirect was not followed, and what to check', () => {
    expect(redirectRefused('an access token', 'credentials')).toMatchObject({
      kind: 'serverError',
      message: expect.stringContaining('never sends your username and password'),
      action: expect.stringContaining('Check the service address'),
    });
    expect(redirectRefused('the hourly forecast', 'otherOrigin').message).toContain('to another server');
    expect(redirectRefused('the hourly forecast', 'tooMany').message).toContain('too many times');
  });
});
