import { describe, expect, it } from 'vitest';
import { Params } from '@service/http/params';
import type { ServiceContext } from '@service/http/route';
import { locationRoutes } from '@service/places/routes';
import { productRoutes } from '@service/products/other-routes';
import { places, serviceContext } from './harness';

// The test-only rewriting of the service's free text (`startWeatherService({ rewriteText })`), which
// the end-to-end tests use to give every window names with markup in them.

/** The demo's day in the end-to-end tests: storms in the Bay of Bengal, a snowfall warning in Helsinki. */
const now = new Date('2026-11-21T09:00:00Z');
const marked = (text: string) => `${text} <b>bold</b>`;

async function answer(pattern: string, path: Record<string, string>, context: ServiceContext): Promise<unknown> {
  const route = [...productRoutes, ...locationRoutes].find((candidate) => candidate.pattern === pattern);
  if (route === undefined) throw new Error(`no route ${pattern}`);
  const response = await route.handle({ method: 'GET', path, params: new Params([]), account: undefined as never, now, ifNoneMatch: undefined }, context);
  return response.body;
}

type Found = { locations: { name: string; country: string }[] };
type StormFeatures = { features: { properties: { featureType: string; stormName: string } }[] };
type Warnings = { warnings: { name: string; significanceDescription: string; description: { text: string }[] }[] };

describe('rewritten free text', () => {
  it('rewrites every storm name, on every feature', async () => {
    const plain = (await answer('/api/v1/hurricane/current', {}, serviceContext(now))) as StormFeatures;
    const rewritten = (await answer('/api/v1/hurricane/current', {}, { ...serviceContext(now), rewriteText: marked })) as StormFeatures;

    expect(plain.features.length).toBeGreaterThan(0);
    expect(plain.features.map((feature) => feature.properties.stormName)).toContain('Gagan');
    expect(rewritten.features.map((feature) => feature.properties.stormName)).toEqual(plain.features.map((feature) => marked(feature.properties.stormName)));
  });

  it('rewrites a warning’s name, significance and texts, and nothing when no test asks', async () => {
    const plain = (await answer('/api/v1/warning/:location', { location: places.helsinki }, serviceContext(now))) as Warnings;
    const rewritten = (await answer('/api/v1/warning/:location', { location: places.helsinki }, { ...serviceContext(now), rewriteText: marked })) as Warnings;

    const [warning] = plain.warnings;
    expect(warning?.name).toBe('Yellow snowfall warning');
    expect(rewritten.warnings).toEqual(
      plain.warnings.map((one) => ({
        ...one,
        name: marked(one.name),
        significanceDescription: marked(one.significanceDescription),
        description: one.description.map((entry) => ({ ...entry, text: marked(entry.text) })),
      })),
    );
  });

  it('rewrites the names of the places a search finds and of a place asked by its position', async () => {
    const plain = (await answer('/api/v1/location/search/:query', { query: 'Tampere' }, serviceContext(now))) as Found;
    const rewritten = (await answer('/api/v1/location/search/:query', { query: 'Tampere' }, { ...serviceContext(now), rewriteText: marked })) as Found;
    expect(plain.locations[0]?.name).toBe('Tampere');
    expect(rewritten.locations).toEqual(plain.locations.map((location) => ({ ...location, name: marked(location.name) })));

    const near = (await answer('/api/v1/location/:location', { location: places.helsinki }, { ...serviceContext(now), rewriteText: marked })) as { name: string };
    expect(near.name).toBe(marked('Helsinki'));
  });
});
