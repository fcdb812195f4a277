// The forgiving place search's own cost in main: milliseconds per query for plain queries, queries it
// rewrites (City, Country / City, Region / abbreviations) and typos (the nearest-name scan and a second
// search), and the memory the bundled place data takes in main, loaded on the first search only.
// The service is the local gazetteer called in-process, so the figures are main's work plus a
// prefix search, without HTTP. Run: npx tsx bench/place-search.ts
import { performance } from 'node:perf_hooks';
import type { Session } from '@main/core/session/session';
import { bundledPlaces } from '@main/core/weather/bundled-places';
import { findPlaces } from '@main/core/weather/place-finder';
import { createGazetteer } from '@service/places/index';
import { ok } from '@shared/ipc/result';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function memory() {
  const usage = process.memoryUsage();
  // `external` includes the array buffers (the place file itself).
  return { rss: usage.rss, heap: usage.heapUsed, buffers: usage.external };
}

globalThis.gc?.();
const before = memory();
const loadStart = performance.now();
await bundledPlaces();
const loadMs = performance.now() - loadStart;
globalThis.gc?.();
const after = memory();
console.log(`place data in main (first search only): load ${loadMs.toFixed(0)} ms, RSS +${megabytes(after.rss - before.rss)} MB, heap +${megabytes(after.heap - before.heap)} MB, buffers +${megabytes(after.buffers - before.buffers)} MB${globalThis.gc === undefined ? ' (run with --expose-gc for settled heap figures)' : ''}`);

// The demo service in the same process shares the data just loaded.
const gazetteer = createGazetteer();
const session = {
  ask: (request: (client: unknown) => unknown) =>
    request({ locationSearch: (text: string, options: { country?: string }) => Promise.resolve(ok({ locations: gazetteer.search(text, { lang: 'en', country: options.country }) })) }),
} as unknown as Pick<Session, 'ask'>;

const groups: Record<string, string[]> = {
  plain: ['Helsinki', 'Paris', 'London', 'Zürich', 'Sao Paulo', 'München', 'Springfield', 'Tokyo'],
  rewritten: ['Paris, France', 'Paris, Texas', 'Springfield, IL', 'NYC', 'LA', 'Tampere, Suomi'],
  typo: ['Helsnki', 'Hlesinki', 'Barcelonna', 'Amsterdm', 'Melborne', 'Stokholm'],
};
const rounds = 20;

for (const [group, queries] of Object.entries(groups)) {
  for (const query of queries) await findPlaces(session, { text: query }, 'en'); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      await findPlaces(session, { text: query }, 'en');
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  console.log(`${group.padEnd(10)} ${queries.length} queries × ${rounds}: median ${median.toFixed(2)} ms/query, slowest ${worst.toFixed(2)} ms`);
}
