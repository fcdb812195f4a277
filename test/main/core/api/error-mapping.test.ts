import { describe, expect, it } from 'vitest';
import { cutOff, errorForStatus, isRetryableStatus, redirectRefused, unexpectedAnswer, unreachable } from '@main/core/api/error-mapping';
import { english, inEnglish } from '../../../support/error-words';

const context = { what: 'subject.hourly' } as const;

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
    const error = errorForStatus(403, { what: 'subject.pollen' });
    expect(english(error.message)).toBe('Your plan does not include pollen forecasts.');
    expect(english(error.action)).toMatch(/upgrade/);
  });

  it('tells bad credentials from a refused token', () => {
    expect(english(errorForStatus(401, { what: 'subject.accessToken', credentials: true }).message)).toMatch(/username or password/);
    expect(english(errorForStatus(401, context).message)).toMatch(/access key for the hourly forecast/);
  });

  it('carries the wait of a 429', () => {
    expect(inEnglish(errorForStatus(429, context, 30))).toMatchObject({ retryAfterSeconds: 30, message: expect.stringContaining('30\u00a0s') });
    expect(errorForStatus(429, context)).not.toHaveProperty('retryAfterSeconds');
  });

  it('names timeouts, unreachable services and unexpected answers', () => {
    expect(inEnglish(unreachable('subject.hourly', 15_000))).toMatchObject({ kind: 'offline', message: expect.stringContaining('15\u00a0s') });
    expect(inEnglish(unreachable('subject.hourly'))).toMatchObject({ kind: 'offline', message: expect.stringContaining('could not reach') });
    expect(unexpectedAnswer('subject.hourly').kind).toBe('serverError');
  });

  it('says a gateway on the way got no answer for a 502 or 504, by status alone', () => {
    expect(english(errorForStatus(502, context).message)).toBe(
      'A server on the way to the weather service (a gateway or proxy) got no answer for the hourly forecast (HTTP 502).',
    );
    expect(english(errorForStatus(504, context).message)).toContain('(HTTP 504)');
    expect(english(errorForStatus(503, context).message)).toBe('The weather service had a problem answering the hourly forecast (HTTP 503).');
  });

  it('names a connection that broke off mid-answer', () => {
    expect(inEnglish(cutOff('subject.hourly'))).toMatchObject({ kind: 'offline', message: expect.stringContaining('broke off') });
  });

  it('says why a redirect was not followed, and what to check', () => {
    const target = new URL('https://elsewhere.example/authorize/token?user=x#y');
    expect(inEnglish(redirectRefused('subject.accessToken', 'credentials', target))).toMatchObject({
      kind: 'serverError',
      message: expect.stringContaining('never sends your username and password'),
      action: expect.stringContaining('Check the service address'),
    });
    // Where it pointed, without the query or fragment; "another address" when it could not be told.
    expect(english(redirectRefused('subject.accessToken', 'credentials', target).message)).toContain('to https://elsewhere.example/authorize/token;');
    expect(english(redirectRefused('subject.accessToken', 'credentials', null).message)).toContain('to another address;');
    expect(english(redirectRefused('subject.hourly', 'otherOrigin', target).message)).toContain('to another server');
    expect(english(redirectRefused('subject.hourly', 'tooMany', target).message)).toContain('too many times');
  });
});
