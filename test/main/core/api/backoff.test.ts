import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryDelayMs } from '@main/core/api/backoff';

const policy = { baseDelayMs: 500, maxDelayMs: 30_000 };

describe('retry delays', () => {
  it('draws each wait from zero up to a ceiling that doubles per retry', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelayMs(retry, () => 0.5, policy))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((retry) => retryDelayMs(retry, () => 0, policy))).toEqual([0, 0, 0, 0]);
    expect(retryDelayMs(20, () => 0.999_999, policy)).toBe(29_999);
  });

  it('waits at least Retry-After, even when the draw is shorter', () => {
    expect(retryDelayMs(0, () => 0.1, policy, 1000)).toBe(1000);
    expect(retryDelayMs(3, () => 0.9, policy, 1000)).toBe(3600);
  });

  it('gives up instead of waiting beyond the ceiling', () => {
    expect(retryDelayMs(0, () => 0.5, policy, 30_001)).toBeUndefined();
    expect(retryDelayMs(0, () => 0.5, policy, 30_000)).toBe(30_000);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-01-15T10:07:00Z');

  it('reads delta seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Thu, 15 Jan 2026 10:07:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 10:06:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
