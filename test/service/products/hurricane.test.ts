import { describe, expect, it } from 'vitest';
import { body, utcSecondsPattern } from './harness';

const hurricanes = '/api/v1/hurricane/current';
interface Feature {
  type: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}
interface Collection {
  type: string;
  features: Feature[];
}

const pointTypes = [
  'featureType', 'stormId', 'stormName', 'basin', 'basinName', 'time', 'advisoryTime', 'leadHours', 'stormType', 'shortLabel',
  'windSpeed', 'windSpeedKt', 'pressure', 'category', 'intensityClass',
];

/** Saffir-Simpson labels as the knots say they must be. */
function expectedLabel(windKt: number): string {
  if (windKt < 34) return 'D';
  if (windKt < 64) return 'S';
  return windKt < 96 ? 'H' : 'M';
}

describe('hurricanes', () => {
  it('in the Atlantic peak season: storms with tracks, labelled positions and closed cones', async () => {
    const peak = new Date('2026-09-10T14:00:00Z');
    const collection = await body<Collection>(hurricanes, {}, {}, peak);
    expect(collection.type).toBe('FeatureCollection');
    const points = collection.features.filter((feature) => feature.geometry.type === 'Point');
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(Object.keys(point.properties).sort()).toEqual([...pointTypes].sort());
      expect(point.properties.time).toMatch(utcSecondsPattern);
      const windMs = point.properties.windSpeed as number;
      expect(point.properties.shortLabel).toBe(expectedLabel(windMs / 0.514444));
      expect(['TD', 'TS', 'HU', 'TY', 'STY', 'CY']).toContain(point.properties.stormType);
      const [lon, lat] = point.geometry.coordinates as [number, number];
      expect(Math.abs(lat)).toBeLessThan(60);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
    expect(points.filter((point) => point.properties.featureType === 'current').every((point) => point.properties.leadHours === 0)).toBe(true);
    for (const cone of collection.features.filter((feature) => feature.geometry.type === 'Polygon')) {
      const [ring] = cone.geometry.coordinates as [number, number][][];
      expect(ring?.length).toBeGreaterThan(4);
      expect(ring?.[0]).toEqual(ring?.at(-1));
    }
    for (const line of collection.features.filter((feature) => feature.geometry.type === 'LineString')) {
      expect((line.geometry.coordinates as unknown[]).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has no Atlantic or East Pacific storms in March, and is the same answer for the same clock', async () => {
    const march = new Date('2026-03-05T00:00:00Z');
    const collection = await body<Collection>(hurricanes, {}, {}, march);
    expect(collection.features.filter((feature) => ['AL', 'EP'].includes(feature.properties.basin as string))).toEqual([]);
    expect(await body<Collection>(hurricanes, {}, {}, march)).toEqual(collection);
  });
});
