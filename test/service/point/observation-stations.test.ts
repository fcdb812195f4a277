import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../conformance/service-fixture';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

interface Observation {
  station: string;
  distance: string;
  latitude: number;
  longitude: number;
}

async function observationsAt(location: string, stations = '6'): Promise<Observation[]> {
  const answer = await service.get(`/api/v1/observation/latest/${location}`, { query: { stations } });
  expect(answer.status).toBe(200);
  expect(Object.keys(answer.json as object)).toEqual(['observations']);
  return (answer.json as { observations: Observation[] }).observations;
}

const kilometres = (observation: Observation) => Number(/^(\d+) km (N|NE|E|SE|S|SW|W|NW)$/.exec(observation.distance)?.[1]);

describe('observation stations near the place', () => {
  it('answers an empty list far out at sea', async () => {
    for (const ocean of ['-140,-50', '-30,30', '-120,0', '3,56']) expect(await observationsAt(ocean), ocean).toEqual([]);
  });

  it('lists stations within 150 km, nearest first', async () => {
    for (const place of ['24.9384,60.1699', '-0.1276,51.5072', '25,59.9']) {
      const observations = await observationsAt(place);
      expect(observations.length, place).toBeGreaterThan(0);
      const distances = observations.map(kilometres);
      distances.forEach((distance) => expect(distance).toBeLessThanOrEqual(150));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('keeps to the place’s side of the sea', async () => {
    // Rønne on Bornholm, 55 km of sea from Simrishamn in Sweden; Bastia on Corsica, 90 km from Piombino in Italy.
    const ronne = await observationsAt('14.7,55.1', '3');
    expect(ronne.map((item) => item.station)).toContain('Rønne');
    ronne.forEach((item) => expect(item.longitude, item.station).toBeGreaterThan(14.5));
    const bastia = await observationsAt('9.45,42.7', '3');
    expect(bastia.map((item) => item.station)).toContain('Bastia');
    bastia.forEach((item) => expect(item.longitude, item.station).toBeLessThan(9.6));
  });

  it('answers as few stations as stand near, even when asked for more', async () => {
    // Visby has Gotland's only station; the Swedish mainland is 90 km across the sea.
    expect((await observationsAt('18.29,57.64')).map((item) => item.station)).toEqual(['Visby']);
  });
});
