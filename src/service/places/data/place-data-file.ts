import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodePlaceFile, type PlaceFile } from './place-file';

/**
 * Where scripts/prepare-places.ts writes the place data: in generated/ beside this module when run
 * from source, beside the main bundle when built (electron.vite.config.ts copies it there).
 */
export const placeDataUrl = new URL('./generated/places.bin', import.meta.url);

export function readPlaceFile(): PlaceFile {
  // A path, not the URL: Electron reads files inside app.asar by path.
  const path = fileURLToPath(placeDataUrl);
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`No place data at ${path}: run \`node scripts/ensure-places.mjs\` (npm run build does).`, { cause: error });
  }
  return decodePlaceFile(bytes);
}
