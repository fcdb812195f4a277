import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from '@main/core/weather/edit-distance';

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
