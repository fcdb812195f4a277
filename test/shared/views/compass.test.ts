import { describe, expect, it } from 'vitest';
import { serviceCompassAbbreviation } from '@shared/views/lightning';

const servicePoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

describe('serviceCompassAbbreviation', () => {
  it("keeps the service's English abbreviations in English", () => {
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'en'))).toEqual(servicePoints);
  });

  it('writes each point as the interface language abbreviates it', () => {
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'de'))).toEqual(['N', 'NO', 'O', 'SO', 'S', 'SW', 'W', 'NW']);
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'fi'))).toEqual(['P', 'KO', 'I', 'KA', 'E', 'LO', 'L', 'LU']);
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'sv'))).toEqual(['N', 'NO', 'O', 'SO', 'S', 'SV', 'V', 'NV']);
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'fr'))).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO']);
    expect(servicePoints.map((point) => serviceCompassAbbreviation(point, 'es'))).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO']);
  });

  it('passes a value it does not know through unchanged', () => {
    expect(serviceCompassAbbreviation('NNE', 'fi')).toBe('NNE');
    expect(serviceCompassAbbreviation('toString', 'de')).toBe('toString');
    expect(serviceCompassAbbreviation('', 'de')).toBe('');
  });
});
