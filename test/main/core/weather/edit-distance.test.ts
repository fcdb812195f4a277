import { describe, expect, it } from 'vitest';
import { boundedEditDistance, boundedPrefixEditDistance } from '@main/core/weather/edit-distance';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const distance = (a: string, b: string, bound = 5) => boundedEditDistance(bytes(a), bytes(b), bound);

describe('the bounded edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(distance('helsinki', 'helsinki')).toBe(0);
    expect(distance('helsnki', 'helsinki')).toBe(1);
    expect(distance('hlesinki', 'helsinki')).toBe(1);
    expect(distance('helsinky', 'helsinki')).toBe(1);
    expect(distance('helsinkii', 'helsinki')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'oslo')).toBe(4);
  });

  it('gives bound + 1 for anything further than the bound', () => {
    expect(distance('kitten', 'sitting', 2)).toBe(3);
    expect(distance('oslo', 'stockholm', 2)).toBe(3);
    expect(distance('ab', 'abcdef', 1)).toBe(2);
  });
});

describe('the bounded edit distance to a beginning', () => {
  it('is the distance to the nearest beginning of the name', () => {
    const prefix = (a: string, b: string, bound = 3) => boundedPrefixEditDistance(bytes(a), bytes(b), bound);
    expect(prefix('helsn', 'helsinki')).toBe(1);
    expect(prefix('hels', 'helsinki')).toBe(0);
    expect(prefix('helsnki', 'helsinki')).toBe(1);
    expect(prefix('helsinkii', 'helsinki')).toBe(1);
    expect(prefix('oslo', 'stockholm', 2)).toBe(2);
    expect(prefix('oslo', 'bergen', 2)).toBe(3);
  });
});
