import type { ResolvedPlace } from '@service/places/places';

/** Countries the European pollen forecast covers (ISO 3166-1 alpha-2). */
const europeanCountries = new Set([
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR', 'GB',
  'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT',
  'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SK', 'SM', 'TR', 'UA', 'VA', 'XK',
]);

/**
 * Pollen is a Europe-only product: a place counts when its country is European and it lies in
 * the European domain (which cuts Russia and Turkey off in the east).
 */
export function pollenCovers(place: ResolvedPlace): boolean {
  return (
    europeanCountries.has(place.countryCode) && place.lat >= 34 && place.lat <= 72 && place.lon >= -25 && place.lon <= 45
  );
}
