import { describe, expect, it } from 'vitest';
import { dataSourceOf } from '@main/core/engine/data-source';

const address = { dataBaseUrl: 'https://weather.example.com' };

describe('the data source', () => {
  it('is demo for demo data, whatever account is stored', () => {
    expect(dataSourceOf('demo', address, 'alice')).toBe('demo');
  });

  it('names one account at one address by a digest that holds neither the user nor the address', () => {
    const alice = dataSourceOf('account', address, 'alice');
    expect(alice).toMatch(/^account-[0-9a-f]{16}$/);
    expect(alice).not.toContain('alice');
    expect(alice).not.toContain('example');
    // Stable across restarts, so an account's snapshots stay current for it.
    expect(dataSourceOf('account', { ...address }, 'alice')).toBe(alice);
  });

  it('tells another user, or the same user at another address, apart', () => {
    const alice = dataSourceOf('account', address, 'alice');
    expect(dataSourceOf('account', address, 'bob')).not.toBe(alice);
    expect(dataSourceOf('account', { dataBaseUrl: 'https://other.example.com' }, 'alice')).not.toBe(alice);
    expect(dataSourceOf('account', undefined, undefined)).toMatch(/^account-/);
  });
});
