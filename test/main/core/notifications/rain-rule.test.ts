import { describe, expect, it } from 'vitest';
import { awakeRules, mildAir, minutely, minutesAfter, rainAfter, session } from './notification-fixtures';

/** 14:00 in Helsinki (summer time, UTC+3). */
const noon = new Date('2026-06-10T11:00:00Z');
/** A June afternoon: overcast and mild, so what comes is rain. */
const helsinki = {
  locationId: 'loc-1',
  locationName: 'Helsinki',
  current: mildAir,
  hours: undefined,
  temperatureUnit: 'C' as const,
};

describe('rain notifications', () => {
  it('tells when rain starts within the window in the popup words, with the heaviest moment in local time', () => {
    const rates = Array.from({ length: 60 }, (_, minute) => (minute < 12 ? 0 : minute === 25 ? 4.2 : minute < 40 ? 1.5 : 0));
    const notifications = session().evaluate({ now: noon, rain: { ...helsinki, nowcast: minutely(noon, rates) } });
    expect(notifications).toEqual([
      {
        id: 'rain:loc-1:2026-06-10T11:12:00.000Z',
        kind: 'rain',
        title: 'Rain soon at Helsinki',
        body: 'Heavy rain starting in about 10\u00a0min at Helsinki, heaviest around 14:25.',
        locationId: 'loc-1',
      },
    ]);
  });

  it('tells snow where the air is freezing and no symbol names what falls, and an hourly model’s onset only within the hour', () => {
    const rates = Array.from({ length: 60 }, (_, minute) => (minute < 12 ? 0 : 1.5));
    const frozen = { ...helsinki, current: { precipRate: 0, symbol: 'd400', temperature: -6, dewPoint: -8 } };
    const [snow] = session().evaluate({ now: noon, rain: { ...frozen, nowcast: minutely(noon, rates) } });
    expect(snow?.title).toBe('Snow soon at Helsinki');
    expect(snow?.body).toBe('Snow starting in about 10\u00a0min at Helsinki.');
    const [modelled] = session().evaluate({ now: noon, rain: { ...frozen, nowcast: { ...minutely(noon, rates), resolution: 60 } } });
    expect(modelled?.body).toBe('Snow likely within the hour at Helsinki.');
  });

  it('writes the heaviest moment in the clock the user chose', () => {
    const rates = Array.from({ length: 60 }, (_, minute) => (minute < 12 ? 0 : minute === 25 ? 4.2 : minute < 40 ? 1.5 : 0));
    const [told] = session().evaluate({ now: noon, clock: '12h', rain: { ...helsinki, nowcast: minutely(noon, rates) } });
    expect(told?.body).toBe('Heavy rain starting in about 10\u00a0min at Helsinki, heaviest around 2:25 pm.');
  });

  it('speaks the interface language: German title and body, with a German clock', () => {
    const rates = Array.from({ length: 60 }, (_, minute) => (minute < 12 ? 0 : minute === 25 ? 4.2 : minute < 40 ? 1.5 : 0));
    const [told] = session().evaluate({ now: noon, interfaceLanguage: 'de', rain: { ...helsinki, nowcast: minutely(noon, rates) } });
    expect(told).toMatchObject({
      title: 'Bald Regen in Helsinki',
      body: 'Starker Regen beginnt in etwa 10\u00a0Min. in Helsinki, am stärksten gegen 14:25.',
    });
    const [finnish] = session().evaluate({ now: noon, interfaceLanguage: 'fi', rain: { ...helsinki, nowcast: minutely(noon, rates) } });
    expect(finnish?.body).toMatch(/^Helsinki: Voimakas sade alkaa .*, voimakkaimmillaan noin klo 14\.25\.$/);
  });

  it('looks no further than the chosen minutes', () => {
    const rules = { ...awakeRules, rain: { ...awakeRules.rain, withinMinutes: 20 } };
    expect(session(rules).evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 21, 10) } })).toEqual([]);
    expect(session(rules).evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 20, 10) } })).toHaveLength(1);
  });

  it('counts rain from the intensity threshold up, and missing values as no rain', () => {
    const rules = { ...awakeRules, rain: { ...awakeRules.rain, minIntensityMmPerHour: 1 } };
    expect(session(rules).evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 5, 30, 0.9) } })).toEqual([]);
    expect(session(rules).evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 5, 30, 1) } })).toHaveLength(1);
    const missing = minutely(noon, Array.from({ length: 60 }, (_, minute) => (minute < 5 ? 0 : null)));
    expect(session(rules).evaluate({ now: noon, rain: { ...helsinki, nowcast: missing } })).toEqual([]);
  });

  it('says nothing when it is already raining', () => {
    const watcher = session();
    expect(watcher.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 0, 20) } })).toEqual([]);
    expect(watcher.state.rain?.lastWetAt).toBe(noon.toISOString());
  });

  it('tells once per episode while the forecast onset wobbles by up to half an hour', () => {
    const watcher = session();
    expect(watcher.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 15, 20) } })).toHaveLength(1);
    const later = minutesAfter(noon, 5);
    expect(watcher.evaluate({ now: later, rain: { ...helsinki, nowcast: rainAfter(later, 10, 20) } })).toEqual([]);
    const muchLater = minutesAfter(noon, 10);
    expect(watcher.evaluate({ now: muchLater, rain: { ...helsinki, nowcast: rainAfter(muchLater, 25, 20) } })).toEqual([]);
  });

  it('tells again when the onset moved by more than half an hour', () => {
    const watcher = session({ ...awakeRules, rain: { ...awakeRules.rain, withinMinutes: 60 } });
    expect(watcher.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 10, 20) } })).toHaveLength(1);
    const later = minutesAfter(noon, 5);
    const moved = watcher.evaluate({ now: later, rain: { ...helsinki, nowcast: rainAfter(later, 36, 10) } });
    expect(moved.map((notification) => notification.body)).toEqual(['Rain starting in about 35\u00a0min at Helsinki.']);
  });

  it('tells about the next shower only after it has been dry for half an hour', () => {
    const watcher = session();
    watcher.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 0, 10) } });

    const shortBreak = minutesAfter(noon, 15);
    expect(watcher.evaluate({ now: shortBreak, rain: { ...helsinki, nowcast: rainAfter(shortBreak, 10, 10) } })).toEqual([]);

    const longBreak = minutesAfter(noon, 20);
    expect(watcher.evaluate({ now: longBreak, rain: { ...helsinki, nowcast: rainAfter(longBreak, 15, 10) } })).toHaveLength(1);
  });

  it('starts afresh for another location', () => {
    const watcher = session();
    watcher.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 10, 10) } });
    const espoo = { locationId: 'loc-2', locationName: 'Espoo', current: mildAir, hours: undefined, temperatureUnit: 'C' as const };
    const told = watcher.evaluate({ now: noon, rain: { ...espoo, nowcast: rainAfter(noon, 10, 10) } });
    expect(told.map((notification) => notification.locationId)).toEqual(['loc-2']);
  });

  it('reads an hourly nowcast by its own step length', () => {
    const hourly = {
      resolution: 60,
      forecast: [
        { time: '2026-06-10T13:00+03:00', precipRate: 3 },
        { time: '2026-06-10T14:00+03:00', precipRate: 3 },
      ],
    };
    const watcher = session();
    expect(watcher.evaluate({ now: minutesAfter(noon, -30), rain: { ...helsinki, nowcast: hourly } })).toEqual([]);
    expect(watcher.state.rain?.lastWetAt).not.toBeNull();
  });

  it('waits until a symbol or a temperature says what will fall, then tells it', () => {
    const unknown = { ...helsinki, current: null };
    const rules = session();
    expect(rules.evaluate({ now: noon, rain: { ...unknown, nowcast: rainAfter(noon, 5, 10) } })).toEqual([]);
    expect(rules.evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 5, 10) } })).toEqual([
      expect.objectContaining({ kind: 'rain', title: 'Rain soon at Helsinki' }),
    ]);
  });

  it('does nothing when the rule is off or there is no nowcast', () => {
    const off = { ...awakeRules, rain: { ...awakeRules.rain, enabled: false } };
    expect(session(off).evaluate({ now: noon, rain: { ...helsinki, nowcast: rainAfter(noon, 5, 10) } })).toEqual([]);
    expect(session().evaluate({ now: noon, rain: { ...helsinki, nowcast: { resolution: 1, forecast: [] } } })).toEqual([]);
  });
});
