import { describe, expect, it } from 'vitest';
import { foldName } from '@service/places/fold';

describe('foldName', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São Paulo', 'sao paulo'],
    ['Winston-Salem', 'winston salem'],
    ['  St. Louis ', 'st louis'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Ærøskøbing', 'aeroskobing'],
    ['İstanbul', 'istanbul'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it('leaves nothing of a name without letters or digits', () => {
    expect(foldName(' -., ')).toBe('');
  });
});
