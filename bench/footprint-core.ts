// The process bench/footprint.ts measures: the main-process core headless, as the browser host runs
// it (the same createAppCore, IPC over a WebSocket instead of Electron's), in demo mode (the local
// Weather Data Service in this process) or account mode (an account's address and credentials, the
// service in another process, so this one loads none of it).
//
// Run by bench/footprint.ts, bundled like the Electron main (bench/footprint-bundle.ts) or through tsx:
//   node out/bench-footprint/footprint-core.js --mode demo|account [--service <url>] --user-data <dir>
//     [--port <port>] [--secret <run secret>] [--speed <simulated ms per real ms>] [--start <ISO instant>]
// Prints `READY {"port":…,"readyMs":…,"t0":…,"now":…}` once the core answers (`now`: its clock's time
// then). Reads commands on stdin, one a line: `gc` (a full collection; process.memoryUsage() and the
// heap's spaces after it), `heap <file>` (a heap snapshot), `mem` (process.memoryUsage()), each
// answered by one line `DONE <json>`.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { compileHttpParserWithBaselineOnly } from '../src/browser-host/http-parser-compiler';
import { startBrowserHost, type BrowserHostOptions } from '../src/browser-host/server';
import type { Logger } from '@main/core/logger';
import { keepYoungGenerationSmall } from '@main/core/young-generation';
import { systemClock, type Clock } from '@main/core/schedule/clock';
import { createMemorySecretStore, secretNames } from '@main/core/secrets/secret-store';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '0' },
    service: { type: 'string' },
    'user-data': { type: 'string' },
    secret: { type: 'string', default: 'footprint-bench-secret-0123456789' },
    speed: { type: 'string', default: '1' },
    start: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
});

/** Time running `speed` times as fast as the system's, from `start` (now by default): a simulated day in minutes. */
function acceleratedClock(speed: number, start: number): Clock {
  const began = Date.now();
  return {
    now: () => start + (Date.now() - began) * speed,
    setTimeout: (callback, delayMs) => systemClock.setTimeout(callback, delayMs / speed),
    clearTimeout: (handle) => systemClock.clearTimeout(handle),
  };
}

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: (message) => console.error(message) };
const verbose: Logger = {
  info: (message) => console.error(message),
  warn: (message, fields) => console.error(message, fields ?? ''),
  error: (message, fields) => console.error(message, fields ?? ''),
};

async function main(): Promise<void> {
  // The V8 flags the browser host sets for itself (src/browser-host/cli.ts).
  keepYoungGenerationSmall();
  compileHttpParserWithBaselineOnly();
  const t0 = Date.now();
  const speed = Number(values.speed);
  const start = values.start === undefined ? Date.now() : Date.parse(values.start);
  const userDataDir = values['user-data'] ?? (await mkdtemp(join(tmpdir(), 'weatherglass-footprint-')));
  // The windows are not measured: a stub page gives the bench its session cookie.
  const pages = await mkdtemp(join(tmpdir(), 'weatherglass-footprint-pages-'));
  await writeFile(join(pages, 'dashboard.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(join(pages, 'bridge.js'), '');

  const clock = speed === 1 && values.start === undefined ? systemClock : acceleratedClock(speed, start);
  const options: BrowserHostOptions = {
    port: Number(values.port),
    secret: values.secret,
    version: '0.0.0-bench',
    logger: values.verbose ? verbose : quiet,
    userDataDir,
    rendererDir: pages,
    bridgeScriptPath: join(pages, 'bridge.js'),
    systemTimeZone: 'Europe/Helsinki',
    clock,
  };
  if (values.mode === 'account') {
    if (values.service === undefined) throw new Error('--mode account needs --service <url>');
    const secrets = createMemorySecretStore();
    await secrets.set(secretNames.accountPassword, 'demo');
    await secrets.set(secretNames.accountUser, 'demo');
    options.secrets = secrets;
    options.accountService = { dataBaseUrl: values.service };
    options.startDemoService = () => Promise.reject(new Error('account mode starts no demo service'));
  } else if (values.mode !== 'demo') {
    throw new Error(`--mode is demo or account, not ${values.mode}`);
  }

  const host = await startBrowserHost(options);
  console.log(`READY ${JSON.stringify({ port: host.port, readyMs: performance.now(), t0, now: clock.now() })}`);

  const answer = (value: unknown): void => console.log(`DONE ${JSON.stringify(value ?? null)}`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, argument] = line.trim().split(/\s+/, 2);
    if (command === 'gc') {
      (globalThis as { gc?: () => void }).gc?.();
      const spaces = Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, { size: space.space_size, used: space.space_used_size }]));
      answer({ ...process.memoryUsage(), spaces });
    } else if (command === 'heap' && argument !== undefined) answer(writeHeapSnapshot(argument));
    else if (command === 'mem') answer(process.memoryUsage());
    else if (command === 'quit') void host.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
