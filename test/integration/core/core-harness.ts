import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore, type AppCore, type DesktopNotification } from '@main/core/app-core';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import type { SecretStorage } from '@main/core/auth/secret-storage';
import { createMemorySecretStore, type SecretStore } from '@main/core/secrets/secret-store';
import type { DemoService } from '@main/core/session/demo-service';
import { createMemorySettingsStorage } from '@main/core/settings/settings-service';
import type { ServiceHabits } from '@service/http/habits';
import { startWeatherService } from '@service/index';
import type { EventChannel, InvokeChannel } from '@shared/ipc/channels';
import type { EventPayloadOf, RequestInputOf, ResponseOf } from '@shared/ipc/contract';
import type { Result } from '@shared/ipc/result';
import type { SystemLanguages } from '@shared/system-locale';
import { windowChannels, type AppWindow } from '@shared/ipc/window-channels';
import { createRecordingLogger } from '../../support/recording-logger';
import { senderFor } from '../../support/senders';
import { FakeClock, settle } from '../../main/core/schedule/fake-clock';

/** The instant every run starts at: the services and the core share one simulated clock. */
export const startInstant = new Date('2026-01-15T10:07:00Z');

/** Calls come from the window that makes them, as the gate allows each window only its own. */
function pageMaking(channel: InvokeChannel) {
  // The dashboard first: it makes nearly every call, and only it may write every setting.
  const window = (['dashboard', 'popup', 'map'] satisfies AppWindow[]).find((candidate) => windowChannels[candidate].calls.has(channel)) ?? 'dashboard';
  return senderFor(window);
}

export interface RecordedEvent {
  channel: EventChannel;
  payload: unknown;
}

/** A user of the second service ("the account"), made up for this run. */
export interface TestAccount {
  user: string;
  password: string;
}

/** Every HTTP exchange the core makes, whole (body read), so a test can wait until none is in flight. */
/** Changes a JSON answer on its way to the core, e.g. to make it rain. */
export type AnswerRewrite = (url: URL, json: unknown) => unknown;

interface NowcastAnswer {
  forecast: { time: string; precipRate: number | null }[];
}

/** Every nowcast answer says: dry now, 2 mm/h from `onsetMinutes` after the answer's first step. */
export function rainIn(onsetMinutes: number): AnswerRewrite {
  const wet = (answer: NowcastAnswer) => {
    const first = Date.parse(answer.forecast[0]?.time ?? '');
    for (const step of answer.forecast) step.precipRate = Date.parse(step.time) - first >= onsetMinutes * 60_000 ? 2 : 0;
  };
  return (url, json) => {
    if (!url.pathname.startsWith('/api/v1/forecast/minutely/')) return json;
    const multi = json as { locations?: NowcastAnswer[] };
    if (multi.locations === undefined) wet(json as NowcastAnswer);
    else multi.locations.forEach(wet);
    return json;
  };
}

function recordingFetch(rewrite: AnswerRewrite | undefined) {
  const pending = new Set<Promise<unknown>>();
  const urls: string[] = [];
  /** Tokens the services handed out, to look for where they must never be. */
  const issuedTokens: string[] = [];
  const fetchAndRead = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    const response = await globalThis.fetch(input, init);
    let body = await response.arrayBuffer();
    if (rewrite !== undefined && response.ok && response.headers.get('content-type')?.startsWith('application/json') === true) {
      const json = JSON.parse(Buffer.from(body).toString('utf8')) as unknown;
      const rewritten = Buffer.from(JSON.stringify(rewrite(new URL(url), json)), 'utf8');
      body = rewritten.buffer.slice(rewritten.byteOffset, rewritten.byteOffset + rewritten.byteLength);
    }
    if (new URL(url).pathname === '/authorize/token' && response.ok) {
      const grant = JSON.parse(Buffer.from(body).toString('utf8')) as { access_token?: string };
      if (grant.access_token !== undefined) issuedTokens.push(grant.access_token);
    }
    // 204 and 304 answers may carry no body at all, not even an empty one.
    const bodyless = [101, 204, 205, 304].includes(response.status);
    return new Response(bodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const exchange = fetchAndRead(input, init);
    pending.add(exchange);
    void exchange.catch(() => undefined).finally(() => pending.delete(exchange));
    return exchange;
  }) as typeof globalThis.fetch;
  return { fetch, pending, urls, issuedTokens };
}

export interface CoreHarness {
  core: AppCore;
  /**
   * Stops the core and starts another on the same userData, settings and keychain: a restart.
   * `editSettings` changes the stored settings in between, as a user editing settings.json would.
   */
  reopen(system?: { systemLanguages?: SystemLanguages; editSettings?: (stored: unknown) => unknown }): Promise<AppCore>;
  clock: FakeClock;
  userDataDir: string;
  account: TestAccount;
  /** Another user of the same service: another account at the same address. */
  otherAccount: TestAccount;
  /** The second service, where the account lives. */
  accountServiceUrl: string;
  /** Its maps address: the same, or a port of its own with the observed habits. */
  accountMapsUrl: string;
  events: RecordedEvent[];
  results: unknown[];
  logger: ReturnType<typeof createRecordingLogger>;
  notifications: DesktopNotification[];
  clipboard: string[];
  urls: string[];
  issuedTokens: string[];
  /** Every demo service the core started, latest last. */
  demoServices: DemoService[];
  call<C extends InvokeChannel>(channel: C, ...payload: undefined extends RequestInputOf<C> ? [RequestInputOf<C>?] : [RequestInputOf<C>]): Promise<Result<ResponseOf<C>>>;
  /** Resolves with the first event (already recorded or still to come) that matches. */
  waitForEvent<C extends EventChannel>(channel: C, matches?: (payload: EventPayloadOf<C>) => boolean, after?: number): Promise<EventPayloadOf<C>>;
  /** Moves the clock on, letting each refresh it starts finish before going further. */
  advance(ms: number, stepMs?: number): Promise<void>;
  /** Until no request is in flight and nothing is left to settle. */
  idle(): Promise<void>;
  /** Every file under userData, as text. */
  userDataFiles(): Promise<{ path: string; text: string }[]>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  dailyRequests?: number;
  /** How the account's service answers (the specification's habits by default). */
  habits?: ServiceHabits;
  rewrite?: AnswerRewrite;
  /**
   * Where the account's address comes from: 'administrator' (the default) sets it as the desktop
   * app's WEATHERGLASS_DATA_URL would; 'pane' leaves it to account:save, as a user enters it.
   */
  address?: 'administrator' | 'pane';
  /** The computer's zone the core is told of; by default none, so the default place stays. */
  systemTimeZone?: string;
  /** Settings already saved before the core starts. */
  savedSettings?: Record<string, unknown>;
  /** The computer's languages the core is told of; by default none (English, metric, 24-hour). */
  systemLanguages?: SystemLanguages;
  /** Where the credentials live; by default a store in memory, simply there. */
  secrets?: SecretStore | SecretStorage;
}

/**
 * The core as the app runs it, in demo mode against the real local service over real HTTP, with a
 * second service instance as "the account's" service, on one fake clock both services share.
 */
export async function startCoreHarness(options: HarnessOptions = {}): Promise<CoreHarness> {
  const clock = new FakeClock(startInstant);
  const serviceNow = () => new Date(clock.now());
  const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-core-'));
  const userDataDir = join(scratch, 'user-data');
  const account: TestAccount = {
    user: `wg-user-${randomBytes(6).toString('hex')}`,
    password: `pw-${randomBytes(18).toString('base64url')}`,
  };
  const otherAccount: TestAccount = {
    user: `wg-other-${randomBytes(6).toString('hex')}`,
    password: `pw-${randomBytes(18).toString('base64url')}`,
  };
  const accountsFile = join(scratch, 'accounts.json');
  const accounts = [account, otherAccount].map(({ user, password }) => ({ user, password, plan: 'enterprise' }));
  await writeFile(accountsFile, JSON.stringify({ accounts }));
  const accountService = await startWeatherService({
    port: 0,
    seed: 2,
    now: serviceNow,
    accountsFile,
    usageFile: join(scratch, 'account-usage.json'),
    habits: options.habits ?? 'specification',
  });

  const demoServices: DemoService[] = [];
  const startDemoService = async (): Promise<DemoService> => {
    const handle = await startWeatherService({ port: 0, seed: 1, now: serviceNow, usageFile: join(scratch, 'demo-usage.json') });
    let closed = false;
    const demo = {
      url: handle.url,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    };
    demoServices.push(demo);
    return demo;
  };

  const events: RecordedEvent[] = [];
  const waiters = new Set<() => void>();
  const results: unknown[] = [];
  const notifications: DesktopNotification[] = [];
  const clipboard: string[] = [];
  const logger = createRecordingLogger();
  const http = recordingFetch(options.rewrite);
  const saved = {
    ...(options.dailyRequests === undefined ? {} : { version: 1, budget: { dailyRequests: options.dailyRequests } }),
    ...options.savedSettings,
  };
  const settingsStorage = createMemorySettingsStorage(Object.keys(saved).length === 0 ? undefined : saved);

  const secrets = options.secrets ?? createMemorySecretStore();
  let systemLanguages = options.systemLanguages;
  const build = (): AppCore => createAppCore({
    host: 'browser',
    desktopShell: { trayIcons: null, popupBesideTray: true },
    version: '9.9.9-test',
    appOrigins: [parseAppOrigin('app://weatherglass')],
    settingsStorage,
    secrets,
    logger,
    emit: (channel, payload) => {
      events.push({ channel, payload: structuredClone(payload) });
      for (const wake of [...waiters]) wake();
    },
    userDataDir,
    startDemoService,
    ...(options.address === 'pane' ? {} : { accountService: { dataBaseUrl: accountService.url, mapsBaseUrl: accountService.mapsUrl } }),
    ...(options.systemTimeZone === undefined ? {} : { systemTimeZone: options.systemTimeZone }),
    ...(systemLanguages === undefined ? {} : { systemLanguages }),
    notify: (notification) => notifications.push(notification),
    copyToClipboard: (text) => {
      clipboard.push(text);
    },
    clock,
    fetch: http.fetch,
    api: { queriesPerSecond: 1000, sleep: async () => undefined, random: () => 0.5, retries: 1, timeoutMs: 10_000 },
  });

  const idle = async (): Promise<void> => {
    for (;;) {
      await settle();
      await settle();
      if (http.pending.size === 0) return;
      await Promise.allSettled([...http.pending]);
    }
  };

  const harness: CoreHarness = {
    core: build(),
    clock,
    userDataDir,
    account,
    otherAccount,
    accountServiceUrl: accountService.url,
    accountMapsUrl: accountService.mapsUrl,
    events,
    results,
    logger,
    notifications,
    clipboard,
    urls: http.urls,
    issuedTokens: http.issuedTokens,
    demoServices,
    reopen: async (system) => {
      await harness.core.stop();
      if (system?.systemLanguages !== undefined) systemLanguages = system.systemLanguages;
      if (system?.editSettings !== undefined) settingsStorage.write(system.editSettings(settingsStorage.read()) as never);
      harness.core = build();
      return harness.core;
    },
    call: async (channel, ...payload) => {
      const result = await harness.core.dispatch(channel, payload[0], pageMaking(channel));
      results.push(structuredClone(result));
      return result as never;
    },
    waitForEvent: (channel, matches = () => true, after = 0) =>
      new Promise((resolve) => {
        const look = (): boolean => {
          const found = events.slice(after).find((event) => event.channel === channel && matches(event.payload as never));
          if (found === undefined) return false;
          resolve(found.payload as never);
          return true;
        };
        if (look()) return;
        const wake = () => {
          if (look()) waiters.delete(wake);
        };
        waiters.add(wake);
      }),
    advance: async (ms, stepMs = 60_000) => {
      const end = clock.now() + ms;
      while (clock.now() < end) {
        await clock.advanceTo(Math.min(end, clock.now() + stepMs));
        await idle();
      }
    },
    idle,
    userDataFiles: async () => {
      const files: { path: string; text: string }[] = [];
      for (const entry of await readdir(userDataDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        files.push({ path, text: (await readFile(path)).toString('latin1') });
      }
      return files;
    },
    close: async () => {
      await harness.core.stop();
      await Promise.all(demoServices.map((demo) => demo.close()));
      await accountService.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
  return harness;
}

/** The value of an ok Result; fails the test with the error otherwise. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.kind}: ${JSON.stringify(result.error.message)}`);
  return result.value;
}
