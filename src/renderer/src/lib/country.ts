import { countryIn } from '@shared/countries';
import { wordsLocale } from './weather/format';

/** A saved or found place's country in the interface language. */
export function countryName(stored: string): string {
  return countryIn(stored, wordsLocale());
}
