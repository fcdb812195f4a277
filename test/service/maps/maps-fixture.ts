import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Account } from '@service/accounts/accounts';
import { createAtmosphere } from '@service/atmosphere/index';
import { Params } from '@service/http/params';
import { products, type RouteResponse, type ServiceContext } from '@service/http/route';
import { ServiceError } from '@service/http/service-error';
import { mapRoutes } from '@service/maps/routes';
import { createGazetteer } from '@service/places/index';

/** The instant every call answers at unless told otherwise: an evening in February, like the capture. */
export const testNow = new Date('2026-02-09T19:07:30Z');

export const atmosphere = createAtmosphere(11);
export const context: ServiceContext = {
  seed: 11,
  atmosphere,
  gazetteer: createGazetteer({ elevation: (point) => atmosphere.elevation(point) }),
  // Map routes never touch accounts: the server authenticates before they run.
  accounts: undefined as never,
  habits: 'specification',
  now: () => testNow,
};

const account: Account = {
  user: 'tester',
  plan: { name: 'everything', products, queriesPerSecond: 1000, dailyRequests: null },
  addOns: [],
};

export const patterns = {
  capabilities: '/api/v1/capabilities',
  tile: '/api/v1/image/tile/:z/:x/:y/:time/:id',
  legend: '/api/v1/legend/:colorscheme/:id',
  symbol: '/api/v1/symbol/:mode',
} as const;

/** Calls a map route's handler directly, as the server would after authenticating. */
export async function callMap(
  route: keyof typeof patterns,
  path: Record<string, string>,
  query: Record<string, string> = {},
  { now = testNow, ifNoneMatch }: { now?: Date; ifNoneMatch?: string } = {},
): Promise<RouteResponse> {
  const found = mapRoutes.find((candidate) => candidate.pattern === patterns[route]);
  if (found === undefined) throw new Error(`no route ${patterns[route]}`);
  return found.handle({ method: 'GET', path, params: new Params(Object.entries(query)), account, now, ifNoneMatch }, context);
}

/** The error a call fails with; fails the test when the call succeeds or throws something else. */
export async function failureOf(call: Promise<unknown>): Promise<ServiceError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

export interface CapabilityLayer {
  id: number;
  attribution: string | null;
  type: string;
  title: string;
  description: string;
  formats: string[];
  colorschemes: string[];
  times: { updated: string; available: string[]; current: number };
  analysis: string;
  analyses?: string;
  extent: Record<string, number>;
}

export async function capabilitiesAt(now: Date = testNow): Promise<CapabilityLayer[]> {
  return ((await callMap('capabilities', {}, {}, { now })).body as { images: CapabilityLayer[] }).images;
}

export async function layerAt(id: number, now: Date = testNow): Promise<CapabilityLayer> {
  const layer = (await capabilitiesAt(now)).find((candidate) => candidate.id === id);
  if (layer === undefined) throw new Error(`no layer ${id}`);
  return layer;
}

/** The real capture of the real service's capabilities this service copies its layers from. */
export const capture = JSON.parse(
  readFileSync(new URL('./fixtures/capabilities-capture.json', import.meta.url), 'utf8'),
) as { images: CapabilityLayer[] };

export interface Image {
  width: number;
  height: number;
  data: Buffer;
}

export function decodePng(body: unknown): Image {
  if (!Buffer.isBuffer(body)) throw new Error('the answer has no PNG body');
  return PNG.sync.read(body);
}

export function pixelAt(image: Image, x: number, y: number): [number, number, number, number] {
  const at = (y * image.width + x) * 4;
  return [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0, image.data[at + 3] ?? 0];
}

export function alphas(image: Image): number[] {
  const values: number[] = [];
  for (let at = 3; at < image.data.length; at += 4) values.push(image.data[at] ?? 0);
  return values;
}
