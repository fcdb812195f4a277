import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWeatherService, type WeatherServiceOptions } from '@service/index';

export interface ServiceUnderTest {
  url: string;
  /** The maps base address: `url`, or a second port with the observed habits. */
  mapsUrl: string;
  /** Moves the service's clock. */
  setNow(at: Date): void;
  /** The demo account's token (valid a week from the start clock). */
  demoToken(): Promise<string>;
  /** A token for the account, from POST /authorize/token. */
  tokenFor(user: string, password: string, expireHours?: number): Promise<string>;
  /** GET with the bearer token; answers status, headers and the parsed JSON (or raw bytes). */
  get(path: string, options?: { token?: string | null; query?: Record<string, string> }): Promise<Answer>;
  request(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  stop(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
  bytes: Buffer;
}

export const testClock = new Date('2026-01-15T10:07:00Z');

async function answerOf(response: Response): Promise<Answer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return { status: response.status, headers: response.headers, json: isJson ? JSON.parse(bytes.toString('utf8')) : undefined, bytes };
}

/** The real service over real HTTP on 127.0.0.1, with a fixed seed, a movable clock and scratch files. */
export async function startServiceUnderTest(options: WeatherServiceOptions = {}): Promise<ServiceUnderTest> {
  const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-service-'));
  let now = options.clock ?? testClock;
  const service = await startWeatherService({
    seed: 7,
    usageFile: join(scratch, 'usage.json'),
    ...options,
    now: () => new Date(now.getTime()),
  });
  let demoToken: string | undefined;

  const request = async (method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
    answerOf(
      await fetch(`${service.url}${path}`, {
        method,
        headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );

  const tokenFor = async (user: string, password: string, expireHours?: number) => {
    const query = expireHours === undefined ? '' : `?expire_hours=${expireHours}`;
    const answer = await request('POST', `/authorize/token${query}`, { body: { user, password } });
    if (answer.status !== 200) throw new Error(`token request failed: ${answer.status} ${answer.bytes.toString()}`);
    return (answer.json as { access_token: string }).access_token;
  };

  const demo = async () => (demoToken ??= await tokenFor('demo', 'demo', 168));

  return {
    url: service.url,
    mapsUrl: service.mapsUrl,
    demoToken: demo,
    setNow: (at) => {
      now = at;
    },
    tokenFor,
    request,
    get: async (path, { token, query } = {}) => {
      const bearer = token === undefined ? await demo() : token;
      const search = query === undefined ? '' : `?${new URLSearchParams(query)}`;
      return request('GET', `${path}${search}`, { headers: bearer === null ? {} : { Authorization: `Bearer ${bearer}` } });
    },
    stop: async () => {
      await service.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
