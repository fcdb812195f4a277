// Memory and start-up of the main-process core (issue #15): its resident memory 20 s after it is
// ready, above an idle process of the same runtime started in the same run, in demo mode (the local
// service in the process) and account mode (the service in another process); how soon it answers
// IPC with the tray's state, and how soon the demo service answers the first forecast; optionally a
// simulated day on a fast clock, and heap snapshots.
//
// Run: npm run bench:footprint      (or npx tsx bench/footprint.ts [options])
//   --runs <n>        repeat each measurement n times and print the median (default 1)
//   --settle <s>      seconds after ready before RSS is read (default 20)
//   --day             also a simulated day in demo mode (bench/footprint-day.ts): the schedule's refreshes, the popup
//                     opening every hour, the map used five times; RSS each simulated hour, RSS, JS heap and external
//                     after a full GC at hours 2 and 24
//   --only-day        the simulated day alone, on a first start (the day otherwise begins from the measurements' cache)
//   --day-minutes <m> real minutes the simulated day takes (default 3)
//   --heap <dir>      write heap snapshots of demo and account mode at the RSS reading, and of the day at hours 2 and 24
//                     (compare two with bench/heap-diff.ts); writing one costs the core tens of MB of RSS that it
//                     keeps, so the day's RSS figures come from a run without it
//   --tsx             run the core from source through tsx (the idle process then loads tsx too) instead of bundled
//   --only <mode>     measure only demo or only account mode (faster, to iterate on one; its goals only)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleFootprintCore } from './footprint-bundle';
import { DayTally, openPopup, useMap } from './footprint-day';
import { openWindow, sessionCookie, type Call } from './footprint-windows';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    settle: { type: 'string', default: '20' },
    day: { type: 'boolean', default: false },
    'only-day': { type: 'boolean', default: false },
    'day-minutes': { type: 'string', default: '3' },
    heap: { type: 'string' },
    tsx: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
  strict: true,
});
const runs = Math.max(1, Number(values.runs));
if (values.only !== undefined && values.only !== 'demo' && values.only !== 'account') throw new Error(`--only is demo or account, not ${values.only}`);
type Mode = 'demo' | 'account';
const measures = (mode: Mode): boolean => values.only === undefined || values.only === mode;
const settleMs = Number(values.settle) * 1000;
const root = fileURLToPath(new URL('..', import.meta.url));
const secret = 'footprint-bench-secret-0123456789';
const mb = 1024 * 1024;
const hour = 3_600_000;

const coreCommand: string[] = values.tsx
  ? ['--expose-gc', '--import', 'tsx', join(root, 'bench/footprint-core.ts')]
  : ['--expose-gc', await bundleFootprintCore()];
const idleCommand = values.tsx ? ['--import', 'tsx', '-e', 'setInterval(() => {}, 1000)'] : ['-e', 'setInterval(() => {}, 1000)'];

/** Resident memory in bytes, and its peak, as the kernel counts them. */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

interface Core {
  child: ChildProcess;
  pid: number;
  port: number;
  launchedAt: number;
  /** ms from spawning to the READY line. */
  readyAfterMs: number;
  /** The core's clock at the READY line (epoch ms): a simulated day's start. */
  clockAtReady: number;
  command(line: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** A port free a moment ago: the bench connects to the core's IPC before the core says it is ready. */
function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address !== null && typeof address === 'object' ? done(address.port) : reject(new Error('no port'))));
    });
  });
}

function spawnCore(args: string[], launchedAt = Date.now()): Promise<Core> {
  const child = spawn(process.execPath, [...coreCommand, ...args], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((value: unknown) => void)[] = [];
  return new Promise((resolveCore, reject) => {
    child.once('exit', (code) => reject(new Error(`the core exited with ${code} before it was ready`)));
    lines.on('line', (line) => {
      if (line.startsWith('DONE ')) waiting.shift()?.(JSON.parse(line.slice(5)));
      if (!line.startsWith('READY ')) return;
      const ready = JSON.parse(line.slice(6)) as { port: number; now: number };
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      resolveCore({
        child,
        pid: child.pid ?? 0,
        port: ready.port,
        launchedAt,
        readyAfterMs: Date.now() - launchedAt,
        clockAtReady: ready.now,
        command: (text) =>
          new Promise((done) => {
            waiting.push(done);
            child.stdin?.write(`${text}\n`);
          }),
        stop: async () => {
          child.stdin?.write('quit\n');
          const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(killed);
        },
      });
    });
  });
}

interface Run {
  /** ms from launch to the core's start() resolving (the READY line). */
  readyMs: number;
  /** ms from launch to the first tray:getState answer over IPC (with a temperature, on a cached start). */
  ipcMs: number;
  /** Whether that first tray state had a temperature (from the snapshot cache on a warm start). */
  trayFromCache: boolean;
  /** ms from launch to the first forecast the service answered (its fetchedAt), on a cold start. */
  firstForecastMs: number | null;
  rss: number;
  peak: number;
  heapUsed: number;
  /** The JS heap's pages, used or not. */
  heapTotal: number;
  /** Memory outside the JS heap that JS objects hold: ArrayBuffers (the gazetteer's 12 MB file), Buffers. */
  external: number;
}

/** Ready: IPC answers with the tray's state, on a cached start already with the cached temperature. */
async function waitForTrayState(port: number, launchedAt: number, firstStart: boolean): Promise<{ call: Call; ipcMs: number; trayFromCache: boolean }> {
  let call: Call | undefined;
  for (;;) {
    try {
      call ??= (await openWindow(port, await sessionCookie(port, secret), 'dashboard')).call;
      const tray = (await call('tray:getState')) as { value?: { temperature: number | null } };
      const trayFromCache = tray.value?.temperature != null;
      if (firstStart || trayFromCache) return { call, ipcMs: Date.now() - launchedAt, trayFromCache };
    } catch {
      // Not listening yet.
    }
    if (Date.now() - launchedAt > 30_000) throw new Error('the core did not answer IPC within 30 s');
    await sleep(10);
  }
}

/** A first start (an empty userDataDir) waits up to 10 s for the first forecast; a cached start asks nothing more until the reading. */
async function measure(mode: Mode, userDataDir: string, extra: string[], heapFile?: string): Promise<Run> {
  const firstStart = !existsSync(userDataDir);
  const port = await freePort();
  const launchedAt = Date.now();
  const starting = spawnCore(['--mode', mode, '--port', String(port), '--user-data', userDataDir, '--secret', secret, ...extra], launchedAt);
  starting.catch(() => undefined);
  const { call, ipcMs, trayFromCache } = await waitForTrayState(port, launchedAt, firstStart);
  const core = await starting;
  try {
    let firstForecastMs: number | null = null;
    const deadline = core.launchedAt + 10_000;
    while (firstStart && Date.now() < deadline) {
      const answer = (await call('weather:get', {})) as { value?: { fetchedAt: string }[] };
      const fresh = (answer.value ?? []).map((update) => Date.parse(update.fetchedAt)).filter((at) => at >= core.launchedAt);
      if (fresh.length > 0) {
        firstForecastMs = Math.min(...fresh) - core.launchedAt;
        break;
      }
      await sleep(25);
    }
    const remaining = core.launchedAt + core.readyAfterMs + settleMs - Date.now();
    if (remaining > 0) await sleep(remaining);
    const { rss, peak } = residentMemory(core.pid);
    const { heapUsed, heapTotal, external } = (await core.command('mem')) as { heapUsed: number; heapTotal: number; external: number };
    if (heapFile !== undefined) await core.command(`heap ${heapFile}`);
    return { readyMs: core.readyAfterMs, ipcMs, trayFromCache, firstForecastMs, rss, peak, heapUsed, heapTotal, external };
  } finally {
    await core.stop();
  }
}

/** The account's service, in a process of its own: the measured core loads none of it. */
async function startAccountService(): Promise<{ url: string; stop(): void }> {
  const service = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/service/cli.ts'), '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: service.stdout });
  const url = await new Promise<string>((done, reject) => {
    service.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    lines.on('line', (line) => {
      const found = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found?.[1] !== undefined) done(found[1]);
    });
  });
  return { url, stop: () => service.kill() };
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const fmtMb = (bytes: number): string => `${(bytes / mb).toFixed(1)} MB`;
const fmtMs = (ms: number | null): string => (ms === null ? '–' : `${Math.round(ms)} ms`);

interface Goal {
  goal: string;
  met: boolean;
}

const scratch = mkdtempSync(join(tmpdir(), 'weatherglass-footprint-bench-'));
if (values.heap !== undefined) mkdirSync(resolve(values.heap), { recursive: true });
const heapFile = (name: string): string | undefined => (values.heap === undefined ? undefined : join(resolve(values.heap), `${name}.heapsnapshot`));

/** Memory after a cached and a first start in both modes, against an idle process; IPC and first-forecast times. */
async function footprintAndStartup(): Promise<Goal[]> {
  const idle = spawn(process.execPath, idleCommand, { stdio: 'ignore' });
  const idleStarted = Date.now();
  const service = await startAccountService();
  const results: Record<string, Run[]> = {
    ...(measures('demo') ? { 'demo, first start': [], 'demo, cached start': [] } : {}),
    ...(measures('account') ? { 'account, first start': [], 'account, cached start': [] } : {}),
  };
  try {
    for (let run = 0; run < runs; run++) {
      if (measures('demo')) {
        const demoDir = join(scratch, `demo-${run}`);
        results['demo, first start']?.push(await measure('demo', demoDir, []));
        results['demo, cached start']?.push(await measure('demo', demoDir, [], run === 0 ? heapFile('demo') : undefined));
      }
      if (measures('account')) {
        const accountDir = join(scratch, `account-${run}`);
        results['account, first start']?.push(await measure('account', accountDir, ['--service', service.url]));
        results['account, cached start']?.push(
          await measure('account', accountDir, ['--service', service.url], run === 0 ? heapFile('account') : undefined),
        );
      }
    }
    const idleWait = idleStarted + settleMs - Date.now();
    if (idleWait > 0) await sleep(idleWait);
    const idleRss = residentMemory(idle.pid ?? 0).rss;

    console.log(`Core footprint (${values.tsx ? 'source through tsx' : 'bundled, plain node'} ${process.version}; RSS ${settleMs / 1000} s after ready; median of ${runs})`);
    console.log(`idle ${values.tsx ? 'node --import tsx' : 'node'} process: ${fmtMb(idleRss)} RSS\n`);
    const row = (cells: string[]): string => cells.map((cell, index) => (index === 0 ? cell.padEnd(24) : cell.padStart(12))).join(' ');
    console.log(row(['', 'RSS', 'above idle', 'peak RSS', 'JS heap', 'heap pages', 'external', 'IPC answers', 'session open', 'first fcst']));
    for (const [name, list] of Object.entries(results)) {
      const rss = median(list.map((run) => run.rss));
      const firsts = list.flatMap((run) => (run.firstForecastMs === null ? [] : [run.firstForecastMs]));
      console.log(
        row([
          name,
          fmtMb(rss),
          fmtMb(rss - idleRss),
          fmtMb(median(list.map((run) => run.peak))),
          fmtMb(median(list.map((run) => run.heapUsed))),
          fmtMb(median(list.map((run) => run.heapTotal))),
          fmtMb(median(list.map((run) => run.external))),
          fmtMs(median(list.map((run) => run.ipcMs))) + (list.every((run) => run.trayFromCache) ? '*' : ' '),
          fmtMs(median(list.map((run) => run.readyMs))),
          fmtMs(firsts.length === 0 ? null : median(firsts)),
        ]),
      );
    }
    console.log('JS heap: used; heap pages: what V8 holds for it; external: ArrayBuffers and Buffers (all before a GC)');
    console.log('IPC answers: from launch to tray:getState answering (*: with the temperature from the snapshot cache)');
    console.log("session open: to the core's start() resolving (the demo service listening, or the account's session made)");
    console.log('first fcst: to the first forecast the service answered (its fetchedAt), on a first start');

    const above = (name: string): number => median((results[name] ?? []).map((run) => run.rss)) - idleRss;
    const goals: (Goal & { mode: Mode })[] = [
      { mode: 'demo', goal: 'demo: at most 80 MB above idle', met: above('demo, cached start') <= 80 * mb },
      { mode: 'account', goal: 'account: at most 40 MB above idle', met: above('account, cached start') <= 40 * mb },
      { mode: 'demo', goal: 'IPC answers with the cached tray state within 1 s', met: median((results['demo, cached start'] ?? []).map((run) => run.ipcMs)) <= 1000 },
      {
        mode: 'demo',
        goal: 'demo service answers its first forecast within 2 s',
        met: (results['demo, first start'] ?? []).every((run) => run.firstForecastMs !== null) &&
          median((results['demo, first start'] ?? []).map((run) => run.firstForecastMs ?? Infinity)) <= 2000,
      },
    ];
    return goals.filter((goal) => measures(goal.mode));
  } finally {
    idle.kill();
    service.stop();
  }
}

/**
 * Simulated hours of the day's map use. One comes before hour 2, the day's baseline, so that what
 * the map's first use builds once (the service's map tables, code compiled) is not counted as growth.
 */
const mapUseHours = [1.25, 8.25, 12.25, 17.25, 21.25];

type MemoryUsage = {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** The heap's pages by V8 space (new, old, code, large objects…). */
  spaces: Record<string, { size: number; used: number }>;
};

/**
 * A day on the core's clock, run `speed` times fast, the demo service in the core on that same clock:
 * the dashboard's schedule refreshes; every hour at half past the popup opens; now and then the map
 * is used. RSS each hour; RSS, JS heap, its pages and external after a full GC at hours 2 and 24.
 */
async function simulatedDay(): Promise<Goal> {
  const dayMs = Number(values['day-minutes']) * 60_000;
  const speed = (24 * hour) / dayMs;
  const core = await spawnCore(['--mode', 'demo', '--user-data', join(scratch, 'demo-0'), '--secret', secret, '--speed', String(speed)]);
  const began = Date.now();
  const simulatedHour = (): number => ((Date.now() - began) * speed) / hour;
  const cookie = await sessionCookie(core.port, secret);
  const tally = new DayTally();
  // The service aligns its time to the minute, and the answer takes real time to arrive: a second of it is `speed` seconds here.
  const sameClockToleranceMs = 60_000 + 1000 * speed;
  console.log(`\nA simulated day in demo mode (${values['day-minutes']} min, the core's clock ${speed}x; dashboard's schedule)`);

  const byHour: string[] = [];
  const afterGc: Record<number, { rss: number; memory: MemoryUsage }> = {};
  let dataHours: string[] = [];
  const readMemory = async (at: number): Promise<void> => {
    const memory = (await core.command('gc')) as MemoryUsage;
    afterGc[at] = { rss: residentMemory(core.pid).rss, memory };
    const snapshot = heapFile(at === 24 ? 'demo-day-end' : `demo-day-hour-${at}`);
    if (snapshot !== undefined) await core.command(`heap ${snapshot}`);
  };
  const popup = async (at: number): Promise<void> => {
    const current = await openPopup(core.port, cookie, tally);
    if (current === undefined) throw new Error(`the popup at simulated hour ${at} had no current conditions`);
    const fetchedAt = Date.parse(current.fetchedAt);
    const serviceTime = Date.parse(current.data.current.time);
    if (Math.abs(fetchedAt - serviceTime) > sameClockToleranceMs) {
      throw new Error(`the demo service's time ${current.data.current.time} is not the core's ${current.fetchedAt}: they run on two clocks`);
    }
    dataHours = [...dataHours.slice(-2), `${simulatedHour().toFixed(1)}h: fetched at ${((fetchedAt - core.clockAtReady) / hour).toFixed(1)}h`];
  };
  const steps: { at: number; run: () => Promise<void> }[] = [];
  for (let at = 1; at <= 24; at++) {
    steps.push({
      at,
      run: async () => {
        byHour.push(`${at}h ${(residentMemory(core.pid).rss / mb).toFixed(0)}`);
        if (at === 2 || at === 24) await readMemory(at);
      },
    });
  }
  for (let at = 0.5; at < 24; at++) steps.push({ at, run: () => popup(at) });
  for (const at of mapUseHours) steps.push({ at, run: () => useMap(core.port, cookie, tally) });
  steps.sort((a, b) => a.at - b.at);

  // A step that takes long (the map's tiles, a heap snapshot) holds the next ones back: how far is told.
  let mostLateHours = 0;
  try {
    for (const step of steps) {
      const wait = began + (step.at * hour) / speed - Date.now();
      if (wait > 0) await sleep(wait);
      mostLateHours = Math.max(mostLateHours, simulatedHour() - step.at);
      await step.run();
    }
  } finally {
    await core.stop();
  }

  const hour2 = afterGc[2];
  const hour24 = afterGc[24];
  if (hour2 === undefined || hour24 === undefined) throw new Error('the day ended without its readings');
  const compared = (name: string, at2: number, at24: number): string => `${name} ${fmtMb(at2)} -> ${fmtMb(at24)} (${at24 >= at2 ? '+' : ''}${fmtMb(at24 - at2)})`;
  console.log(`RSS (MB) by simulated hour: ${byHour.join(', ')}`);
  console.log(
    `after a full GC, hour 2 -> hour 24: ${compared('RSS', hour2.rss, hour24.rss)}; ${compared('JS heap', hour2.memory.heapUsed, hour24.memory.heapUsed)}; ` +
      `${compared('heap pages', hour2.memory.heapTotal, hour24.memory.heapTotal)}; ` +
      `${compared('external', hour2.memory.external, hour24.memory.external)} (of it ArrayBuffers ${fmtMb(hour2.memory.arrayBuffers)} -> ${fmtMb(hour24.memory.arrayBuffers)})`,
  );
  const spacesGrown = Object.entries(hour24.memory.spaces)
    .map(([name, at24]) => ({ name, at24, at2: hour2.memory.spaces[name] ?? { size: 0, used: 0 } }))
    .filter(({ at2, at24 }) => Math.abs(at24.size - at2.size) >= mb)
    .map(({ name, at2, at24 }) => `${name} ${fmtMb(at2.size)} -> ${fmtMb(at24.size)} (used ${fmtMb(at2.used)} -> ${fmtMb(at24.used)})`);
  console.log(`heap pages that moved by 1 MB or more, by space: ${spacesGrown.length === 0 ? 'none' : spacesGrown.join('; ')}`);
  console.log(`calls and GETs made: ${tally.summary()}`);
  console.log(`the last popups' current conditions (the service's and the core's clock agree): ${dataHours.join('; ')}`);
  console.log(`steps ran up to ${Math.round(mostLateHours * 60)} simulated minutes late; the day ended at simulated hour ${simulatedHour().toFixed(1)}`);
  return { goal: 'flat over a day: at most 5 MB growth from hour 2 to 24', met: hour24.rss - hour2.rss <= 5 * mb };
}

try {
  const goals = values['only-day'] ? [] : await footprintAndStartup();
  if (values.day || values['only-day']) goals.push(await simulatedDay());
  console.log('\ngoals');
  for (const { goal, met } of goals) console.log(`${met ? 'met    ' : 'MISSED '} ${goal}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
