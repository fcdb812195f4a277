// The local Weather Data Service under load, against a minimal Node server answering a fixed body
// (a real hourly answer's bytes) in the same run: requests per second for the hourly forecast and location search, cold tiles per
// second with p50/p99 latency, and the service's memory before, during and after a 60 s mixed load.
// Each server runs in its own process; autocannon drives them from this one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

interface Server {
  url: string;
  process: ChildProcess;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

async function startServer(script: string, args: string[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (child.stdout === null) throw new Error(`${script}: no output to read its address from`);
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
    if (url !== undefined) return { url, process: child };
  }
  throw new Error(`${script} exited before printing its address`);
}

async function residentMegabytes(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length] as T;
}

async function load(url: string, connections: number, duration: number, nextPath: () => string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: nextPath() }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load at ${url}`);
  }
  return result;
}

const cities = [
  '24.9384,60.1699', '-0.1276,51.5072', '2.3522,48.8566', '13.4050,52.5200', '37.6173,55.7558', '-74.0060,40.7128',
  '-87.6298,41.8781', '139.6917,35.6895', '151.2093,-33.8688', '36.8219,-1.2921', '-43.1729,-22.9068', '18.0686,59.3293',
  '12.4964,41.9028', '-3.7038,40.4168', '4.9041,52.3676', '10.7522,59.9139', '-122.4194,37.7749', '77.2090,28.6139',
  '116.4074,39.9042', '-99.1332,19.4326', '31.2357,30.0444', '28.9784,41.0082', '103.8198,1.3521', '-58.3816,-34.6037',
];
const searches = ['Hel', 'Ber', 'Par', 'Lon', 'New', 'Tok', 'Syd', 'Mün', 'Zur', 'Sao', 'Mad', 'Rom', 'Osl', 'Sto', 'Tam', 'Tur'];

function tileCycle(time: string): () => string {
  let index = 0;
  return () => {
    // Every request a tile never asked for before: z7 has 16384 of them.
    const x = index % 128;
    const y = Math.floor(index / 128) % 128;
    index++;
    return `/api/v1/image/tile/7/${x}/${y}/${time}/2?token=`;
  };
}

const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-bench-'));
const accountsFile = join(scratch, 'accounts.json');
await writeFile(
  accountsFile,
  JSON.stringify({
    plans: [{ name: 'bench', products: ['forecast', 'maps'], queriesPerSecond: 1_000_000, dailyRequests: null }],
    accounts: [{ user: 'bench', password: 'bench', plan: 'bench' }],
  }),
);

const service = await startServer('src/service/cli.ts', ['--port', '0', '--accounts', accountsFile]);
let baseline: Server | undefined;
try {
  const grant = await fetch(`${service.url}/authorize/token?expire_hours=168`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: 'bench', password: 'bench' }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const auth = { Authorization: `Bearer ${grant.access_token}` };
  const capabilities = (await fetch(`${service.url}/api/v1/capabilities?token=${grant.access_token}`).then((response) =>
    response.json(),
  )) as { images: { id: number; times: { available: string[]; current: number } }[] };
  const temperature = capabilities.images.find((layer) => layer.id === 2);
  const tileTime = temperature?.times.available[temperature.times.current] ?? '';
  const nextTile = tileCycle(tileTime);
  const tilePath = () => `${nextTile()}${grant.access_token}`;

  // The baseline answers the bytes of a real hourly forecast, so both send the same amount.
  const hourlyBody = join(scratch, 'hourly.json');
  await writeFile(hourlyBody, Buffer.from(await (await fetch(`${service.url}/api/v1/forecast/hourly/${cities[0]}`, { headers: auth })).arrayBuffer()));
  baseline = await startServer('bench/fixed-body-server.ts', [hourlyBody]);
  const fixed = await load(baseline.url, 10, seconds, () => '/');
  const fixedSequential = await load(baseline.url, 1, seconds, () => '/');
  console.log(`baseline (fixed ${(await readFile(hourlyBody)).length}-byte body)  ${fixed.requests.average.toFixed(0)} req/s with 10 connections, ${fixedSequential.requests.average.toFixed(0)} req/s with 1`);

  const nextCity = cycle(cities);
  const hourly = await load(service.url, 10, seconds, () => `/api/v1/forecast/hourly/${nextCity()}`, auth);
  console.log(`hourly forecast, 24 cities   ${hourly.requests.average.toFixed(0)} req/s  (${((100 * hourly.requests.average) / fixed.requests.average).toFixed(1)}% of baseline; goal >= 50%; repeats within 5 min come from the cache)`);

  // A place never asked for before on every request: what the forecast costs to compute.
  let unseen = 0;
  const nextUnseenPlace = () => {
    unseen++;
    return `${((unseen * 7.31) % 360) - 180},${((unseen * 3.17) % 140) - 70}`;
  };
  const hourlyCold = await load(service.url, 10, seconds, () => `/api/v1/forecast/hourly/${nextUnseenPlace().replace(/(\.\d{4})\d+/g, '$1')}`, auth);
  console.log(`hourly forecast, new places  ${hourlyCold.requests.average.toFixed(0)} req/s  p50 ${hourlyCold.latency.p50} ms  (${((100 * hourlyCold.requests.average) / fixed.requests.average).toFixed(1)}% of baseline: computed, not cached)`);

  const nextSearch = cycle(searches);
  const search = await load(service.url, 10, seconds, () => `/api/v1/location/search/${encodeURIComponent(nextSearch())}`, auth);
  console.log(`location search              ${search.requests.average.toFixed(0)} req/s  (${((100 * search.requests.average) / fixed.requests.average).toFixed(1)}% of baseline)`);

  const tiles = await load(service.url, 1, seconds, tilePath);
  console.log(
    `cold tiles, 1 connection     ${tiles.requests.average.toFixed(0)} tiles/s  p50 ${tiles.latency.p50} ms  p99 ${tiles.latency.p99} ms  (goal: p50 <= 10 ms; ${((100 * tiles.requests.average) / fixedSequential.requests.average).toFixed(1)}% of baseline with 1 connection)`,
  );

  const before = await residentMegabytes(service.process);
  const samples: string[] = [];
  const mixed = cycle<() => string>([
    () => `/api/v1/forecast/hourly/${nextCity()}`,
    () => `/api/v1/location/search/${encodeURIComponent(nextSearch())}`,
    tilePath,
  ]);
  const sampler = setInterval(() => {
    void residentMegabytes(service.process).then((megabytes) => samples.push(megabytes.toFixed(0)));
  }, 10_000);
  const soak = await load(service.url, 10, soakSeconds, () => mixed()(), auth);
  clearInterval(sampler);
  const after = await residentMegabytes(service.process);
  console.log(
    `memory (RSS)                 ${before.toFixed(0)} MB before, ${samples.join(' → ')} MB every 10 s, ${after.toFixed(0)} MB after ${soakSeconds} s of mixed load (${soak.requests.total} requests)`,
  );
} finally {
  baseline?.process.kill();
  service.process.kill();
  await rm(scratch, { recursive: true, force: true });
}
