import { z } from 'zod';

/**
 * The specification says any data value may come as null when a provider did not deliver it, so
 * measured values accept null (and keep it: missing is not 0). Fields that only appear with
 * dataset=full are also optional.
 */
export const measured = z.number().nullable();
export const label = z.string().nullable();
export const fullOnly = measured.optional();
export const fullOnlyLabel = label.optional();
