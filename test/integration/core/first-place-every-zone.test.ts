import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySettingsStorage, SettingsService } from '@main/core/settings/settings-service';
import { settleFirstPlace } from '@main/core/weather/first-place';
import { zoneOffsetMinutes } from '@shared/time-zone';
import { searchPlaces } from '@main/core/weather/location-search';
import { cityOfTimeZone, loadZoneTables, searchesAtMost, zoneCitiesFrom, type ZoneTables } from '@main/core/weather/zone-cities';
import type { Location } from '@shared/api/locations';
import { createRecordingLogger } from '../../support/recording-logger';
import { serviceTokens, testClient } from '../../main/core/api/harness';
import { startServiceUnderTest, type ServiceUnderTest } from '../../service/conformance/service-fixture';

/** The service's clock: a January day, so zones with summer time keep their winter offset. */
const now = Date.parse('2026-01-15T10:07:00Z');

const noTown = 'no town of that name in the zone, nor any of the zone’s biggest places, in the gazetteer (GeoNames towns of 1,000+)';
const noTownNamesakes = `${noTown}; its namesakes elsewhere keep another clock`;
const otherClock = (zone: string) => `the service places the town in ${zone}, another clock (tz-lookup’s boundaries near a border or on a small island)`;

/**
 * City zones that keep the default place, each with the reason: taking a namesake or a neighbour
 * would show the wrong clock. Most name a research station or a small island; the rest are towns the
 * service (its zone by coordinates, `@photostructure/tz-lookup`) puts in the neighbouring zone.
 */
const exceptions: Record<string, string> = {
  'America/Adak': noTown,
  'America/Atka': noTown,
  'America/Blanc-Sablon': noTown,
  'America/Cambridge_Bay': noTown,
  'America/Danmarkshavn': noTown,
  'America/Noronha': noTown,
  'America/Thule': noTown,
  'Antarctica/Casey': noTownNamesakes,
  'Antarctica/Davis': noTownNamesakes,
  'Antarctica/DumontDUrville': noTown,
  'Antarctica/Mawson': noTownNamesakes,
  'Antarctica/Palmer': noTownNamesakes,
  'Antarctica/Rothera': noTown,
  'Antarctica/Syowa': noTown,
  'Antarctica/Troll': noTown,
  'Antarctica/Vostok': noTownNamesakes,
  'Australia/Eucla': noTown,
  'Australia/LHI': noTown,
  'Australia/Lord_Howe': noTown,
  'Indian/Chagos': noTown,
  'Pacific/Chatham': noTownNamesakes,
  'Pacific/Chuuk': noTown,
  'Pacific/Easter': noTown,
  'Pacific/Enderbury': noTown,
  'Pacific/Fakaofo': noTown,
  'Pacific/Galapagos': noTown,
  'Pacific/Gambier': noTownNamesakes,
  'Pacific/Kanton': noTown,
  'Pacific/Kiritimati': noTown,
  'Pacific/Kosrae': noTown,
  'Pacific/Marquesas': noTown,
  'Pacific/Midway': noTownNamesakes,
  'Pacific/Truk': noTown,
  'Pacific/Wake': noTown,
  'America/Atikokan': otherClock('America/Winnipeg'),
  'America/Grand_Turk': otherClock('America/Santo_Domingo'),
  'America/Miquelon': otherClock('America/St_Johns'),
  'Asia/Dili': otherClock('Asia/Makassar'),
  'Pacific/Pago_Pago': otherClock('Pacific/Apia'),
  'Pacific/Samoa': otherClock('Pacific/Apia'),
};

interface Outcome {
  zone: string;
  place: Pick<Location, 'name' | 'timezone'> | undefined;
  searches: number;
}

let service: ServiceUnderTest;
let tables: ZoneTables;
let client: ReturnType<typeof testClient>['client'];

beforeAll(async () => {
  service = await startServiceUnderTest({ clock: new Date(now) });
  tables = await loadZoneTables();
  // One client and one token for every search, as one app would.
  client = testClient({ dataBaseUrl: service.url, tokens: serviceTokens(service).source, clock: { now: () => now } }).client;
});

afterAll(async () => {
  await service.stop();
});

/** A first start in `zone` through settleFirstPlace, its searches over real HTTP to the one service. */
async function firstStartIn(zone: string, search: (text: string) => Promise<unknown>): Promise<Outcome> {
  const settings = new SettingsService(createMemorySettingsStorage(), createRecordingLogger());
  let searches = 0;
  await settleFirstPlace({
    systemTimeZone: zone,
    settings,
    search: async (query) => {
      searches += 1;
      await search(query.text);
      return searchPlaces({ ask: async (call) => call(client) }, query, 'en');
    },
    now: () => now,
    logger: createRecordingLogger(),
    zoneTables: () => Promise.resolve(tables),
  });
  expect(settings.current.firstRun.placeFromTimeZone).toBe(true);
  return { zone, searches, place: settings.current.locations[0] };
}

function keepsTheZonesClock(zone: string, place: Pick<Location, 'timezone'>): boolean {
  const links = zoneCitiesFrom(tables, zone)?.links ?? new Set([zone]);
  return links.has(place.timezone) || zoneOffsetMinutes(place.timezone, now) === zoneOffsetMinutes(zone, now);
}

describe('the first place from every time zone the runtime lists, and every link to one', () => {
  it('finds each city zone a place keeping its clock, the listed exceptions apart', async () => {
    const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), ...Object.keys(tables.zones)])].sort();
    const asked: string[] = [];
    const outcomes: Outcome[] = [];
    // One at a time: the answers are the same in any order, and a failure names its zone.
    for (const zone of zones) outcomes.push(await firstStartIn(zone, async (text) => asked.push(text)));

    const cityZones = outcomes.filter(({ zone }) => cityOfTimeZone(zone) !== null);
    const wrongClock = cityZones.filter(({ zone, place }) => place !== undefined && !keepsTheZonesClock(zone, place));
    const unmatched = cityZones.filter(({ zone, place }) => place === undefined && !(zone in exceptions)).map(({ zone }) => zone);
    const exceptionsMatchedAfterAll = Object.keys(exceptions).filter((zone) => outcomes.find((outcome) => outcome.zone === zone)?.place !== undefined);

    console.info(
      `first place over ${zones.length} zones (${cityZones.length} named after a city): ${asked.length} searches; ` +
        `kept the default for ${Object.keys(exceptions).length}: ${Object.entries(exceptions)
          .map(([zone, why]) => `${zone} (${why})`)
          .join('; ')}`,
    );
    expect(wrongClock.map(({ zone, place }) => `${zone} → ${place?.name} (${place?.timezone})`)).toEqual([]);
    expect(unmatched).toEqual([]);
    expect(exceptionsMatchedAfterAll).toEqual([]);
    // Zones named after no city ask nothing and keep the default place.
    const others = outcomes.filter(({ zone }) => cityOfTimeZone(zone) === null);
    expect(others.filter(({ place, searches }) => place !== undefined || searches > 0).map(({ zone }) => zone)).toEqual([]);
    expect(others.map(({ zone }) => zone)).toEqual(expect.arrayContaining(['UTC', 'Etc/GMT+3', 'EST5EDT', 'US/Eastern']));
    // A handful of searches at most for any zone: its own name, a renamed link's, its biggest places.
    expect(Math.max(...outcomes.map(({ searches }) => searches))).toBeLessThanOrEqual(searchesAtMost);
  });

  it.each([
    ['Asia/Calcutta', 'Kolkata'],
    ['Asia/Kolkata', 'Kolkata'],
    ['Europe/Kiev', 'Kyiv'],
    ['Europe/Kyiv', 'Kyiv'],
    ['Asia/Saigon', 'Ho Chi Minh City'],
    ['Asia/Ho_Chi_Minh', 'Ho Chi Minh City'],
    ['America/Buenos_Aires', 'Buenos Aires'],
    ['Europe/Stockholm', 'Stockholm'],
    ['America/Barbados', 'Bridgetown'],
    ['America/Costa_Rica', 'San José'],
  ])('a computer in %s starts with %s', async (zone, city) => {
    const outcome = await firstStartIn(zone, async () => undefined);
    expect(outcome.place?.name).toBe(city);
  });
});
