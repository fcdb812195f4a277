import { readFileSync } from 'node:fs';
import { decodePlaceFile, type PlaceFile } from './place-file';

/**
 * Where scripts/prepare-places.ts writes the place data: beside this module's folder when run from
 * source, beside the main bundle (electron.vite.config.ts copies it there) when built.
 */
export const placeDataUrl = new URL('./generated/places.bin', import.meta.url);

export function readPlaceFile(): PlaceFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(placeDataUrl);
  } catch (error) {
    throw new Error(`No place data at ${placeDataUrl.pathname}: run \`npm run setup\` (scripts/prepare-places.ts).`, { cause: error });
  }
  return decodePlaceFile(bytes);
}
