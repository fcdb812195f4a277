import { describe, expect, it } from 'vitest';
import type { Session } from '@main/core/session/session';
import { findPlaces } from '@main/core/weather/place-finder';
import type { Location } from '@shared/api/locations';
import { fail, ok } from '@shared/ipc/result';

function place(id: number, name: string, country: string, adminArea: string): Location {
  return { id, name, country, timezone: 'UTC', language: 'en', adminArea, adminArea2: null, adminArea3: null, lat: 0, lon: 0 };
}

/** A service that finds names by their beginning only, as the real one does, recording each question. */
function prefixService(places: Location[]) {
  const asked: { text: string; country?: string }[] = [];
  const session = {
    ask: (request: (client: unknown) => unknown) =>
      request({
        locationSearch: (text: string, options: { country?: string }) => {
          asked.push(options.country === undefined ? { text } : { text, country: options.country });
          const found = places.filter((candidate) => candidate.name.toLowerCase().startsWith(text.toLowerCase()));
          return Promise.resolve(ok({ locations: found }));
        },
      }),
  } as unknown as Pick<Session, 'ask'>;
  return { session, asked };
}

const noPlaceData = () => Promise.resolve(undefined);

describe('the forgiving search without the place data', () => {
  it('still splits and expands before it asks, and answers in the service’s order', async () => {
    const service = prefixService([place(1, 'Paris', 'United States of America', 'Texas'), place(2, 'Paris', 'France', 'Île-de-France')]);
    const answer = await findPlaces(service.session, { text: ' Paris,   France ' }, 'en', noPlaceData);
    expect(service.asked).toEqual([{ text: 'Paris', country: 'FR' }]);
    expect(answer).toEqual(ok({ places: expect.any(Array) as unknown, correction: null }));
    await findPlaces(service.session, { text: 'NYC' }, 'en', noPlaceData);
    expect(service.asked[1]).toEqual({ text: 'New York City', country: 'US' });
  });

  it('corrects nothing, asking once', async () => {
    const service = prefixService([]);
    expect(await findPlaces(service.session, { text: 'Helsnki' }, 'en', noPlaceData)).toEqual(ok({ places: [], correction: null }));
    expect(service.asked).toHaveLength(1);
  });

  it('passes the service’s failure on', async () => {
    const offline = fail('offline', 'serviceUnavailable');
    const session = { ask: () => Promise.resolve(offline) } as unknown as Pick<Session, 'ask'>;
    expect(await findPlaces(session, { text: 'Helsinki' }, 'en', noPlaceData)).toEqual(offline);
  });
});
