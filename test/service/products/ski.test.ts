import { describe, expect, it } from 'vitest';
import { atmosphere, body, datePattern, failure, fieldTypes, places, utcSecondsPattern, winter } from './harness';

const ski = '/api/v1/ski/current/:location';
type Resort = Record<string, unknown>;
type Locations = { locations: Resort[] };

const resortTypes = {
  name: 'string', countryCode: 'string', countryName: 'string', state: 'string', city: 'string', postalCode: 'string|null',
  street: 'null', houseNumber: 'null', address: 'string', longitude: 'number', latitude: 'number', openFrom: 'string',
  openUntil: 'string', isOpen: 'boolean', altitudeBase: 'number', altitudePeak: 'number',
  primarySurfaceCondition: 'string|null', liftsOpen: 'number', lifts: 'number', hasSkiing: 'boolean', kmNordic: 'number|null',
  kmPistes: 'number', kmOpen: 'number', hasValleyRun: 'boolean', valleyRunOpen: 'string|null', hasTobogganRuns: 'boolean',
  kmTobogganRuns: 'number|null', lastSnowDate: 'string|null', lastSnowAmount: 'number|null', nightSkiing: 'boolean',
  snowDepthPeak: 'number', snowDepthBase: 'number', hasFunPark: 'boolean', funParkOpen: 'boolean', updated: 'string',
};

describe('ski resorts', () => {
  it('gives the nearest resort by default, every field of the table typed', async () => {
    const { locations } = await body<Locations>(ski, { location: places.innsbruck }, {}, winter);
    expect(locations).toHaveLength(1);
    const resort = locations[0] ?? {};
    expect(Object.keys(resort).sort()).toEqual(Object.keys(resortTypes).sort());
    expect(fieldTypes(resort, resortTypes)).toEqual(resortTypes);
    expect(resort.openFrom).toMatch(/^\d{2}:\d{2}$/);
    expect(resort.updated).toMatch(utcSecondsPattern);
    if (resort.lastSnowDate !== null) expect(resort.lastSnowDate).toMatch(datePattern);
    expect(resort.liftsOpen as number).toBeLessThanOrEqual(resort.lifts as number);
    expect(resort.kmOpen as number).toBeLessThanOrEqual(resort.kmPistes as number);
    if (resort.isOpen === false) expect(resort.liftsOpen).toBe(0);
  });

  it('reports the atmosphere’s snow depth at the base and peak altitudes', async () => {
    const { locations } = await body<Locations>(ski, { location: places.innsbruck }, { sites: '3' }, winter);
    for (const resort of locations) {
      const point = { lat: resort.latitude as number, lon: resort.longitude as number };
      expect(resort.snowDepthBase).toBe(Math.round(atmosphere.observed(point, winter, resort.altitudeBase as number).snowDepth));
      expect(resort.snowDepthPeak).toBe(Math.round(atmosphere.observed(point, winter, resort.altitudePeak as number).snowDepth));
    }
  });

  it('orders by distance, clamps sites to 5, keeps to the radius', async () => {
    const { locations } = await body<Locations>(ski, { location: places.innsbruck }, { sites: '9' }, winter);
    expect(locations).toHaveLength(5);
    const distance = (resort: Resort) => Math.hypot((resort.latitude as number) - 47.27, ((resort.longitude as number) - 11.39) * 0.68);
    const distances = locations.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await body<Locations>(ski, { location: places.pacific }, {}, winter)).locations).toEqual([]);
    const near = await body<Locations>(ski, { location: places.innsbruck }, { sites: '5', radius: '60' }, winter);
    expect(near.locations.length).toBeLessThan(5);
  });

  it('refuses sites below 1 and a radius of 0 or less', async () => {
    expect(await failure(ski, { location: places.innsbruck }, { sites: '0' }, winter)).toBe(400);
    expect(await failure(ski, { location: places.innsbruck }, { radius: '0' }, winter)).toBe(400);
    expect(await failure(ski, { location: places.innsbruck }, { radius: '-5' }, winter)).toBe(400);
    expect(await failure(ski, { location: places.innsbruck }, { radius: 'far' }, winter)).toBe(400);
  });
});
