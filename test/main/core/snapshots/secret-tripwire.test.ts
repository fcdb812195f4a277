import { describe, expect, it } from 'vitest';
import { findSecretLookingField } from '@main/core/snapshots/secret-tripwire';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIiwiZXhwIjoxfQ.c2lnbmF0dXJlLWJ5dGVz';

describe('findSecretLookingField', () => {
  it('passes weather data', () => {
    const hourly = { forecast: [{ time: '2026-01-15T10:00+01:00', symbol: 'd300', temperature: 4, windDirString: 'SW', link: 'https://weatherglass.invalid/warnings/rain-O' }] };
    expect(findSecretLookingField(hourly)).toBeNull();
  });

  it.each([
    ['a field named like a credential', { account: { Password: 'x' } }, 'account.Password'],
    ['an access_token field', { keys: [{ access_token: 'x', key: 'k' }] }, 'keys.0.access_token'],
    ['a URL carrying the token', { images: [{ tile: 'https://maps.example/tile/1/2/3?token=abc' }] }, 'images.0.tile'],
    ['a JWT in any string', { note: `Bearer ${jwt}` }, 'note'],
    ['a JWT as an array item', [1, [jwt]], '1.0'],
  ])('finds %s and tells where, not what', (_name, value, path) => {
    expect(findSecretLookingField(value)).toBe(path);
  });
});
