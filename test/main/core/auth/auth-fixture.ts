import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@main/core/api/api-client';
import type { TokenSource } from '@main/core/api/token-source';
import { startWeatherService, type WeatherServiceOptions } from '@service/index';
import type { WeatherServiceHandle } from '@service/server';
import { createRecordingLogger } from '../../../support/recording-logger';

export const startClock = Date.parse('2026-01-15T10:07:00Z');
export const hour = 3_600_000;

/** One clock for the service and the code under test, moved by the test. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function createTestClock(at = startClock): TestClock {
  let now = at;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Real fetch, with every request it made recorded: method and path, and the whole URL. */
export function createCountingFetch(): { fetch: typeof fetch; requests: string[]; urls: URL[] } {
  const requests: string[] = [];
  const urls: URL[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    urls.push(url);
    return fetch(input, init);
  };
  return { requests, urls, fetch: counting };
}

/** For clients whose tests make only credential calls: a data call would be a mistake. */
const noTokens: TokenSource = {
  token: () => Promise.reject(new Error('this test makes no token calls')),
  tokenRejected: async () => undefined,
};

/**
 * The real API client, as the app builds it, on the test's clock and fetch: no waiting between
 * retries, and by default no retries, so every request a test counts is one the code chose to make.
 */
export function createTestClient(options: { url: string; fetch: typeof fetch; clock: TestClock; tokens?: TokenSource; retries?: number }): ApiClient {
  return createApiClient({
    dataBaseUrl: options.url,
    tokens: options.tokens ?? noTokens,
    fetch: options.fetch,
    clock: { now: options.clock.now },
    sleep: async () => undefined,
    random: () => 0.5,
    queriesPerSecond: 1000,
    retries: options.retries ?? 0,
    logger: createRecordingLogger(),
  });
}

export interface ServiceForAuth {
  url: string;
  /** Status of GET /usage/day with the token as bearer: 200 when the service accepts it. */
  statusWithToken(token: string): Promise<number>;
  /** Starts the service again on the same address, e.g. with other accounts. */
  restart(options?: WeatherServiceOptions): Promise<void>;
  /** Stops it, leaving the address unanswered. */
  stop(): Promise<void>;
  /** Writes an accounts file into the scratch directory and answers its path. */
  accountsFile(content: unknown): Promise<string>;
  dispose(): Promise<void>;
}

/** The local Weather Data Service over real HTTP on 127.0.0.1, on the test's clock. */
export async function startServiceForAuth(clock: TestClock, options: WeatherServiceOptions = {}): Promise<ServiceForAuth> {
  const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-auth-'));
  const silent = { warn: () => undefined, error: () => undefined };
  const start = (port: number, more: WeatherServiceOptions) =>
    startWeatherService({ seed: 7, logger: silent, ...more, port, now: () => new Date(clock.now()) });
  let service: WeatherServiceHandle | null = await start(0, options);
  const { url, port } = service;

  const stop = async () => {
    await service?.close();
    service = null;
  };

  return {
    url,
    statusWithToken: async (token) => {
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      const response = await fetch(`${url}/usage/day/${day}`, { headers: { Authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      return response.status;
    },
    restart: async (more = {}) => {
      await stop();
      service = await start(port, more);
    },
    stop,
    accountsFile: async (content) => {
      const path = join(scratch, `accounts-${randomUUID()}.json`);
      await writeFile(path, JSON.stringify(content));
      return path;
    },
    dispose: async () => {
      await stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
