import { describe, expect, it } from 'vitest';
import { ResponseCache } from '@service/http/response-cache';

const answer = (body: string) => ({ status: 200, body, headers: {}, hits: 1 });

describe('ResponseCache', () => {
  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', answer('1'));
    cache.set('b', answer('2'));
    expect(cache.get('a')?.body).toBe('1');
    cache.set('c', answer('3'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('1');
    expect(cache.get('c')?.body).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('stays within its byte limit and refuses an entry larger than the limit', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 30 });
    cache.set('k1', answer('x'.repeat(10)));
    cache.set('k2', answer('y'.repeat(10)));
    cache.set('k3', answer('z'.repeat(10)));
    expect(cache.bytes).toBeLessThanOrEqual(30);
    expect(cache.get('k1')).toBeUndefined();
    cache.set('huge', answer('w'.repeat(31)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000 });
    cache.set('k', answer('old'));
    cache.set('k', answer('new'));
    expect(cache.get('k')?.body).toBe('new');
    expect(cache.bytes).toBe('k'.length + 'new'.length);
  });
});
