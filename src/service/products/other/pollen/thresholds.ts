/**
 * The specification's pollen ratings, from concentration in grains/m³, as the app reads them too
 * (`@shared/api/pollen-rating`): 0 none or very little (below 0.2), 1 low (below 10), 2 moderate
 * (alder, birch, olive below 100; grass and ragweed below 30; mugwort below 50), 3 high (up to and
 * including 500 for the trees, 100 for the herbs), 4 very high (above that).
 */
export { pollenSpecies as species, type PollenSpecies as Species } from '@shared/api/products';
export { pollenRating } from '@shared/api/pollen-rating';
