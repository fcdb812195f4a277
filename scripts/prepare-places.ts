// Prepares the gazetteer's data file from the GeoNames and CLDR packages, so the service never
// parses their JSON at start. scripts/ensure-places.mjs runs it (npm ci, npm run build); the file is not in git.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeDataUrl } from '../src/service/places/data/place-data-file';
import { encodePlaceFile } from '../src/service/places/data/place-file';
import { preparePlaceFile } from '../src/service/places/data/prepare';

const target = fileURLToPath(placeDataUrl);
const bytes = encodePlaceFile(preparePlaceFile());
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, bytes);
console.log(`prepare-places: ${(bytes.length / 1048576).toFixed(1)} MB of place data in ${target}`);
