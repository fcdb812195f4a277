import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testHooksGlobal } from '@main/test-hooks';
import { _electron as electron, test as base, expect, type ElectronApplication, type Page } from '@playwright/test';

/** The repository: Electron starts the app its package.json names (`main`: out/main/index.js, the build). */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A fresh start's answers wait for the demo service, or the test's own, and the first paint. */
export const firstAnswer = { timeout: 30_000 };

export interface LaunchOptions {
  /** Set over the environment every launch gets; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** An earlier launch's directory, to start again as the same user; it stays that launch's to remove. */
  userDataDir?: string;
}

export interface LaunchedApp {
  app: ElectronApplication;
  /** The fresh directory passed as --user-data-dir: the app's settings, cache and demo usage. */
  userDataDir: string;
  /** Put in the app's environment, which every process it starts inherits: finds the ones left behind. */
  runId: string;
}

/** What main's test hooks expose (src/main/test-hooks.ts), as far as a test can read it over `evaluate`. */
export interface ExposedState {
  hasTray: boolean;
  toolTip: string | null;
  demoServiceUrl: string | null;
  /** The start is over: whatever window it opens is open. */
  started: boolean;
  /** Whether the start found a tray host; null: it could not tell, or the start is not over. */
  trayIcons: boolean | null;
}

function binary(): string {
  const path = process.env.WEATHERGLASS_ELECTRON_BINARY;
  if (path === undefined || path === '') throw new Error('WEATHERGLASS_ELECTRON_BINARY is not set: run these tests with npm run test:electron');
  return path;
}

/**
 * The environment of a new user: English (on Linux the system languages come from these variables;
 * the Windows and macOS runners are English), the test hooks on, and nothing that would point the
 * app at a development server or an administrator's account address.
 */
function environment(runId: string, overrides: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    LANG: 'en_US.UTF-8',
    LANGUAGE: 'en_US',
    LC_ALL: 'en_US.UTF-8',
    WEATHERGLASS_TEST_HOOKS: '1',
    WEATHERGLASS_TEST_RUN: runId,
    ELECTRON_RENDERER_URL: undefined,
    ELECTRON_RUN_AS_NODE: undefined,
    WEATHERGLASS_DATA_URL: undefined,
    WEATHERGLASS_MAPS_URL: undefined,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * `launch()` starts the built app as a new user would first meet it: its own fresh user-data
 * directory, so no settings, account or single-instance lock carry over. Whatever the test left
 * running is closed afterwards and the directory removed.
 */
export const test = base.extend<{ launch: (options?: LaunchOptions) => Promise<LaunchedApp> }>({
  // Playwright reads a fixture's dependencies from this pattern; launch depends on none.
  // eslint-disable-next-line no-empty-pattern
  launch: async ({}, use) => {
    const launched: Array<{ app: ElectronApplication; closed: () => boolean; userDataDir: string | null }> = [];
    await use(async (options = {}) => {
      const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'weatherglass-electron-')));
      const runId = randomUUID();
      const app = await electron.launch({
        executablePath: binary(),
        // Ubuntu 24.04 (the CI runner) forbids the unprivileged user namespaces Chromium's sandbox
        // needs, and the downloaded binary's setuid helper is not root-owned.
        args: [repoRoot, `--user-data-dir=${userDataDir}`, ...(process.platform === 'linux' ? ['--no-sandbox'] : [])],
        cwd: repoRoot,
        env: environment(runId, options.env ?? {}),
        timeout: 60_000,
      });
      let closed = false;
      app.once('close', () => {
        closed = true;
      });
      launched.push({ app, closed: () => closed, userDataDir: options.userDataDir === undefined ? userDataDir : null });
      return { app, userDataDir, runId };
    });
    for (const { app, closed, userDataDir } of launched) {
      if (!closed()) await app.close();
      if (userDataDir !== null) await rm(userDataDir, { recursive: true, force: true });
    }
  },
});

export { expect };

/** The app window showing `page` (popup.html, dashboard.html, map.html), once main has opened it. */
export async function windowShowing(app: ElectronApplication, page: string): Promise<Page> {
  const shows = (window: Page): boolean => URL.canParse(window.url()) && new URL(window.url()).pathname === `/${page}`;
  await expect.poll(() => app.windows().some(shows), { message: `a window shows ${page}`, ...firstAnswer }).toBe(true);
  const window = app.windows().find(shows);
  if (window === undefined) throw new Error(`no window shows ${page}`);
  return window;
}

/** Whether main shows the window loaded with `page`: Playwright lists hidden windows too. */
export async function isVisible(app: ElectronApplication, page: string): Promise<boolean> {
  return app.evaluate(
    ({ BrowserWindow }, page) =>
      BrowserWindow.getAllWindows().some((window) => {
        const url = window.webContents.getURL();
        return URL.canParse(url) && new URL(url).pathname === `/${page}` && window.isVisible();
      }),
    page,
  );
}

/** What main's test hooks hold now. */
export async function exposedState(app: ElectronApplication): Promise<ExposedState> {
  // Evaluated in main, where src/main/test-hooks.ts put it; the test's imports are not there, so the name goes as an argument.
  return app.evaluate((_electron, name) => {
    const exposed = (globalThis as Record<string, { tray?: unknown; toolTip?: string; demoServiceUrl?: string; started?: boolean; trayIcons?: boolean | null } | undefined>)[name];
    if (exposed === undefined) throw new Error('main exposes no test hooks: is this an unpackaged build with WEATHERGLASS_TEST_HOOKS=1?');
    return { hasTray: exposed.tray !== undefined, toolTip: exposed.toolTip ?? null, demoServiceUrl: exposed.demoServiceUrl ?? null, started: exposed.started === true, trayIcons: exposed.trayIcons ?? null };
  }, testHooksGlobal);
}

/** The click a panel delivers on the icon: Electron cannot press a tray icon for a test, so it is emitted on the tray itself. */
export async function clickTray(app: ElectronApplication): Promise<void> {
  await app.evaluate((_electron, name) => {
    const tray = (globalThis as Record<string, { tray?: { emit(event: string): boolean } } | undefined>)[name]?.tray;
    if (tray === undefined) throw new Error('main exposes no tray');
    tray.emit('click');
  }, testHooksGlobal);
}

/** Whether a TCP connection to `url`'s port on this computer is refused. */
export function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(true) : reject(error)));
  });
}

/** Whether a process with this id still exists (signal 0 only asks). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Linux: the ids of running processes whose environment carries `runId`, which every process the
 * app started (its renderers, GPU and utility processes) inherited. Other users' processes cannot be
 * read and are not the app's.
 */
export async function processesOfRun(runId: string): Promise<number[]> {
  const marker = `WEATHERGLASS_TEST_RUN=${runId}`;
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const environ = await readFile(join('/proc', entry, 'environ'), 'utf8').catch(() => '');
    if (environ.split('\0').includes(marker)) found.push(Number(entry));
  }
  return found;
}
