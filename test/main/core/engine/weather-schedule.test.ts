import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectivityMonitor } from '@main/core/engine/connectivity';
import { WeatherSchedule, type ScheduleAnswer } from '@main/core/engine/weather-schedule';
import type { EventSink } from '@main/core/event-sink';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { Session } from '@main/core/session/session';
import { SnapshotStore } from '@main/core/snapshots/snapshot-store';
import { WeatherSnapshots } from '@main/core/weather/weather-snapshots';
import type { EventChannel } from '@shared/ipc/channels';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { FakeClock, settle } from '../schedule/fake-clock';

const helsinki = '658225';
const oslo: SavedLocation = { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' };

let service: ServiceUnderTest;
let directory: string;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'weatherglass-weather-schedule-'));
});

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await rm(directory, { recursive: true, force: true });
});

/** A schedule over a real session against the service, with the sessions part reduced to what it reads. */
function scheduleOf() {
  const clock = new FakeClock(testClock);
  const logger = createRecordingLogger();
  const settings = { current: defaultSettings as Settings };
  const sessions = { mode: 'account' as const, source: 'account-a', started: true };
  const snapshots = new SnapshotStore({ directory, logger });
  const weather = new WeatherSnapshots(snapshots, () => ({ source: sessions.source, settings: settings.current, now: clock.now() }));
  const events: { channel: EventChannel; payload: unknown }[] = [];
  const emit: EventSink = (channel, payload) => void events.push({ channel, payload });
  const connectivity = new ConnectivityMonitor();
  const schedule = new WeatherSchedule({ snapshots, weather, settings, sessions, connectivity, clock, logger, emit });
  // Every request, so a test can wait until none is on its way.
  const inFlight = new Set<Promise<Response>>();
  const answeredUrls: string[] = [];
  const trackedFetch: typeof fetch = (input, init) => {
    const exchange = fetch(input, init).then((response) => {
      answeredUrls.push(response.url);
      return response;
    });
    inFlight.add(exchange);
    void exchange.catch(() => undefined).finally(() => inFlight.delete(exchange));
    return exchange;
  };
  const allAnswered = async () => {
    for (;;) {
      await settle();
      await settle();
      if (inFlight.size === 0) return;
      await Promise.allSettled([...inFlight]);
    }
  };
  const session = new Session({
    mode: 'account',
    address: { dataBaseUrl: service.url },
    credentials: async () => ({ user: 'demo', password: 'demo' }),
    budget: new RequestBudget({ clock }),
    logger,
    now: () => clock.now(),
    api: { queriesPerSecond: 1000, sleep: async () => undefined, random: () => 0.5, retries: 1, fetch: trackedFetch },
  });
  stops.push(async () => {
    schedule.dispose();
    await session.close();
    await snapshots.flush();
  });
  const answers: ScheduleAnswer[] = [];
  schedule.onDidAnswer((answer) => answers.push(answer));
  /** Resolves once the schedule kept an answer that matches. */
  const answered = (matches: (answer: ScheduleAnswer) => boolean) =>
    new Promise<void>((resolve) => {
      if (answers.some(matches)) return resolve();
      schedule.onDidAnswer((answer) => {
        if (matches(answer)) resolve();
      });
    });
  return { schedule, session, settings, sessions, clock, events, answers, answered, allAnswered, answeredUrls, weather, connectivity };
}

describe('the weather schedule', () => {
  it('says no schedule runs before a session begins: starting, then not started', () => {
    const { schedule, sessions } = scheduleOf();
    expect(schedule.status()).toMatchObject({ dataMode: 'account', mode: 'paused', explanation: { key: 'scheduleNotStarted' } });
    Object.assign(sessions, { started: false });
    expect(schedule.status().explanation.key).toBe('scheduleStarting');
    expect(schedule.scheduleStatus()).toBeUndefined();
  });

  it('fetches the places once a session begins, keeps and announces each answer, and tells the connectivity it answers', async () => {
    const { schedule, session, clock, events, answered, weather, connectivity } = scheduleOf();
    connectivity.setReachable(false);
    schedule.begin(session);
    const current = answered((answer) => answer.product === 'current' && answer.locationId === helsinki);
    await clock.advance(300);
    await current;
    expect(events).toContainEqual({ channel: 'weather:updated', payload: expect.objectContaining({ product: 'current', locationId: helsinki }) });
    expect(weather.get('current', helsinki)).toBeDefined();
    expect(connectivity.value).toBe('online');
    expect(schedule.scheduleStatus()).toBeDefined();
    expect(schedule.weather(helsinki, ['current'])).toEqual([expect.objectContaining({ product: 'current' })]);
  });

  it('drops an answer that arrives after its schedule ended: it is neither kept nor announced', async () => {
    const { schedule, session, clock, events, answers, allAnswered, answeredUrls } = scheduleOf();
    schedule.begin(session);
    await clock.advance(300);
    // Ended while its first requests are on their way; they are answered after.
    schedule.end();
    await allAnswered();
    // The weather was asked for and answered: the places' current conditions among it.
    expect(answeredUrls.filter((url) => url.includes('/current/'))).not.toEqual([]);
    expect(answers).toEqual([]);
    expect(events.filter((event) => event.channel === 'weather:updated')).toEqual([]);
    expect(schedule.status().explanation.key).toBe('scheduleNotStarted');
  });

  it('follows the places: locations:changed goes to the windows, and the new place is fetched', async () => {
    const { schedule, session, settings, clock, events, answered } = scheduleOf();
    schedule.begin(session);
    const previous = settings.current;
    settings.current = { ...previous, locations: [oslo] };
    schedule.settingsChanged(previous, settings.current);
    expect(events).toContainEqual({ channel: 'locations:changed', payload: [oslo] });
    expect(schedule.locations()).toEqual([oslo]);
    const osloCurrent = answered((answer) => answer.product === 'current' && answer.locationId === oslo.id);
    await clock.advance(300);
    await osloCurrent;
  });

  it('reads a delivered warning link as one the windows may open, and no other address', () => {
    const { schedule, weather, sessions } = scheduleOf();
    const link = 'https://warnings.example.org/w/1';
    weather.keep('warnings', helsinki, { warnings: [{ link, attributionUrl: 'https://authority.example.org' }] }, sessions.source, defaultSettings);
    expect(schedule.isDeliveredLink(link)).toBe(true);
    expect(schedule.isDeliveredLink('https://authority.example.org')).toBe(true);
    expect(schedule.isDeliveredLink('https://elsewhere.example.org')).toBe(false);
  });
});
