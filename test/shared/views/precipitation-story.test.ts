import { describe, expect, it } from 'vitest';
import type { CurrentConditions, Nowcast } from '@shared/api/forecasts';
import {
  conditionsPhrase,
  fallingFrom,
  inAbout,
  intensityOf,
  precipitationStory,
  storyFrom,
  type StoryHour,
  type StoryInput,
} from '@shared/views/precipitation-story';

/** 14:11 in Helsinki: the first step of every nowcast here. */
const start = Date.parse('2026-01-15T14:11:00+02:00');
const minute = 60_000;

/** One-minute steps from `start`, as the service writes them (local time with offset). */
function nowcast(rates: (number | null)[], resolution = 1): Nowcast {
  return {
    resolution,
    forecast: rates.map((precipRate, i) => {
      const local = new Date(start + i * minute + 2 * 3_600_000).toISOString().slice(0, 16);
      return { time: `${local}+02:00`, precipRate };
    }),
  };
}

const dry = (count: number) => Array.from({ length: count }, () => 0);
const wet = (count: number, rate = 1) => Array.from({ length: count }, () => rate);
const unknown = (count: number) => Array.from({ length: count }, () => null);
const story = (rates: (number | null)[], input: Partial<StoryInput> = {}) =>
  precipitationStory({ now: start, rateNow: null, nowcast: nowcast(rates), falling: 'rain', ...input }, 'en');

describe('precipitationStory', () => {
  it('says what starts, how strong, and in about how long', () => {
    expect(story([...dry(45), ...wet(10, 0.3), ...dry(6)])).toMatchObject({
      kind: 'starting',
      fallingNow: false,
      changeAt: start + 45 * minute,
      sentence: 'Light rain starting in about 45\u00a0min',
      brief: 'light rain starting in about 45\u00a0min',
    });
    expect(story([...dry(12), 0.4, 1.5, 4.2, 2, 0.3, ...dry(43)])).toMatchObject({
      sentence: 'Heavy rain starting in about 10\u00a0min',
      peakRate: 4.2,
      peakAt: start + 14 * minute,
    });
    expect(story([...dry(3), 1, ...dry(56)], { falling: 'snow' }).sentence).toBe('Snow starting in 3\u00a0min');
  });

  it('tells precipitation, never rain, while no symbol or temperature says what falls', () => {
    expect(story([...dry(45), ...wet(10, 0.3), ...dry(6)], { falling: null })).toMatchObject({
      falling: null,
      sentence: 'Light precipitation starting in about 45\u00a0min',
    });
    expect(story(dry(61), { falling: null }).sentence).toBe('No precipitation in the next hour');
    const german = precipitationStory({ now: start, rateNow: null, nowcast: nowcast([...dry(3), 1, ...dry(56)]), falling: null }, 'de');
    expect(german.sentence).toMatch(/^Niederschlag /);
  });

  it('counts minutes from now, not from the first step', () => {
    expect(story([...dry(12), 2, ...dry(47)], { now: start + 5 * minute + 20_000 }).sentence).toBe('Rain starting in 7\u00a0min');
  });

  it('says how long what falls now lasts', () => {
    expect(story(wet(61))).toMatchObject({ kind: 'ongoing', fallingNow: true, sentence: 'Rain for the next hour' });
    expect(story([...wet(20), ...wet(10, 5), ...wet(31)]).sentence).toBe('Heavy rain for the next hour');
    expect(story(wet(40)).sentence).toBe('Rain for the next 40\u00a0min');
    expect(story([...wet(40), ...unknown(21)]).sentence).toBe('Rain for at least the next 40\u00a0min');
  });

  it('says when it eases off, and whether it is dry after or comes back', () => {
    expect(story([...wet(20, 0.3), ...dry(41)])).toMatchObject({
      kind: 'easing',
      changeAt: start + 20 * minute,
      sentence: 'Light rain easing off in about 20\u00a0min, then dry',
    });
    expect(story([...wet(20), ...dry(25), ...wet(16)]).sentence).toBe('Rain easing off in about 20\u00a0min, back in about 45\u00a0min');
    expect(story([...wet(20), ...dry(20), ...unknown(21)]).sentence).toBe('Rain easing off in about 20\u00a0min');
  });

  it('says there is none, and for how long it knows', () => {
    expect(story(dry(61))).toMatchObject({ kind: 'dry', brief: null, sentence: 'No rain in the next hour' });
    expect(story(dry(32)).sentence).toBe('No rain in the next 30\u00a0min');
    expect(story([...dry(50), ...unknown(11)]).sentence).toBe('No rain in the next hour; 11\u00a0min without data');
    expect(story(dry(61), { falling: 'sleet' }).sentence).toBe('No sleet in the next hour');
  });

  it('calls nothing wet below the service’s own threshold, the one its symbols use', () => {
    expect(story([...dry(45), ...wet(16, 0.09)]).kind).toBe('dry');
    expect(story([...dry(45), ...wet(16, 0.1)]).kind).toBe('starting');
  });

  it('takes what falls now from the current conditions, as their words do', () => {
    // The nowcast's step under way says rain; the current conditions say dry: the rain is still to come.
    expect(story([...wet(30), ...dry(31)], { rateNow: 0 })).toMatchObject({ kind: 'starting', fallingNow: false, sentence: 'Rain starting in 1\u00a0min' });
    expect(story(dry(61), { rateNow: 0.6 })).toMatchObject({ kind: 'easing', fallingNow: true, sentence: 'Rain easing off in 1\u00a0min, then dry' });
  });

  it('knows nothing without nowcast steps ahead, whatever falls this minute', () => {
    expect(story(unknown(61))).toMatchObject({ kind: 'unknown', brief: null, sentence: 'Precipitation for the next hour is not known yet' });
    expect(story(wet(60), { now: start + 61 * minute }).kind).toBe('unknown');
    expect(precipitationStory({ now: start, rateNow: 2, nowcast: null, falling: 'rain' }, 'en')).toMatchObject({ kind: 'unknown', fallingNow: true });
  });

  it('lets a missing value in a wet spell end what it knows, not claim a stop', () => {
    expect(story([...wet(10), null, ...dry(50)]).sentence).toBe('Rain for at least the next 10\u00a0min');
  });

  it('reads an hourly nowcast by its own step length', () => {
    const hourly: Nowcast = {
      resolution: 60,
      forecast: [
        { time: '2026-01-15T14:00+02:00', precipRate: 0 },
        { time: '2026-01-15T15:00+02:00', precipRate: 2 },
      ],
    };
    expect(precipitationStory({ now: start, rateNow: null, nowcast: hourly, falling: 'rain' }, 'en').sentence).toBe('Rain likely within the hour');
  });

  it('tells minutes only from minute data: an hourly model’s nowcast speaks in hours and clock times', () => {
    const coarse = (rates: (number | null)[], input: Partial<StoryInput> = {}) =>
      precipitationStory({ now: start, rateNow: null, nowcast: nowcast(rates, 60), falling: 'rain', ...input }, 'en');
    expect(coarse([...dry(1), ...wet(60, 0.3)]).sentence).toBe('Light rain likely within the hour');
    expect(coarse([...dry(40), ...wet(21)], { falling: 'snow' }).sentence).toBe('Snow likely within the hour');
    const clock = { timeZone: 'Europe/Helsinki', style: '24h' as const };
    // 14:11 now; rain from 15:40, beyond the first hour: the hour it falls nearest, on the clock.
    expect(coarse([...dry(89), ...wet(30)], { horizonMinutes: 120, clock }).sentence).toBe('Rain likely from about 16:00');
    expect(coarse([...dry(89), ...wet(30)], { horizonMinutes: 120 }).sentence).toBe('Rain likely in about 2\u00a0hr');
    expect(coarse([...wet(20), ...dry(41)], { clock }).sentence).toBe('Rain easing off within the hour, then dry');
    expect(coarse([...wet(100), ...dry(20)], { horizonMinutes: 120, clock: { ...clock, style: '12h' } }).sentence).toBe('Rain easing off around 4:00 pm, then dry');
    // In German, with a German clock.
    expect(precipitationStory({ now: start, rateNow: null, nowcast: nowcast([...dry(89), ...wet(30)], 60), falling: 'snow', horizonMinutes: 120, clock }, 'de').sentence).toBe(
      'Schneefall wahrscheinlich ab etwa 16:00',
    );
    // The same rates from radar keep their minutes.
    expect(story([...dry(1), ...wet(60, 0.3)]).sentence).toBe('Light rain starting in 1\u00a0min');
  });
});

describe('what falls where no symbol names it', () => {
  const hour = (time: string, symbol: string | null, temperature: number | null, dewPoint: number | null = null) => ({ time, symbol, temperature, dewPoint });
  const sources = (current: Partial<Pick<CurrentConditions, 'symbol' | 'temperature' | 'dewPoint'>> | null, hours: StoryHour[] = [], temperatureUnit: 'C' | 'F' = 'C') => ({
    now: start,
    current: current === null ? null : { precipRate: 0, symbol: 'd400', temperature: null, dewPoint: null, ...current },
    nowcast: null,
    hours,
    temperatureUnit,
  });

  it('takes the type from the current symbol, then the next hours’ symbols, before the air', () => {
    expect(fallingFrom(sources({ symbol: 'd412', temperature: 6 }))).toBe('snow');
    expect(fallingFrom(sources({ temperature: -8 }, [hour('2026-01-15T15:00+02:00', 'd410', -8)]))).toBe('rain');
  });

  it('takes it from the air where no symbol names one: wet-bulb snow to +0.5 °C, sleet to +2 °C', () => {
    expect(fallingFrom(sources({ temperature: -8 }))).toBe('snow');
    expect(fallingFrom(sources({ temperature: 0.4 }))).toBe('snow');
    expect(fallingFrom(sources({ temperature: 1.5 }))).toBe('sleet');
    expect(fallingFrom(sources({ temperature: 1.5, dewPoint: -2 }))).toBe('snow');
    expect(fallingFrom(sources({ temperature: 2.5, dewPoint: 2.5 }))).toBe('rain');
    expect(fallingFrom(sources({ temperature: 3, dewPoint: -1 }))).toBe('sleet');
    // Fahrenheit readings: 17 °F is −8 °C.
    expect(fallingFrom(sources({ temperature: 17, dewPoint: 14 }, [], 'F'))).toBe('snow');
    expect(fallingFrom(sources({ temperature: 40, dewPoint: 38 }, [], 'F'))).toBe('rain');
  });

  it('falls back on the next hour’s air, and names nothing without any temperature', () => {
    expect(fallingFrom(sources(null, [hour('2026-01-15T14:00+02:00', 'd400', 9), hour('2026-01-15T15:00+02:00', 'd400', -3)]))).toBe('snow');
    expect(fallingFrom(sources(null))).toBeNull();
  });

  it('tells the Chicago morning at −8 °C as snow, in the headline and the conditions', () => {
    const rates = [...wet(20, 0.3), ...dry(41)];
    const told = storyFrom({ ...sources({ temperature: -8, dewPoint: -10 }), current: { precipRate: 0.3, symbol: 'd400', temperature: -8, dewPoint: -10 }, nowcast: nowcast(rates) }, 'en');
    expect(told.sentence).toBe('Light snow easing off in about 20\u00a0min, then dry');
    expect(conditionsPhrase({ symbol: 'd400', symbolPhrase: 'Overcast', precipRate: 0.3 }, told, 'en', 'en')).toBe('Overcast, light snow');
  });
});

describe('words for time and strength', () => {
  it('rounds to fives past ten minutes, and to quarters past the hour', () => {
    expect([1, 4, 9.6, 12, 44, 57, 60, 70, 95].map((minutes) => inAbout(minutes, 'en'))).toEqual([
      'in 1\u00a0min',
      'in 4\u00a0min',
      'in about 10\u00a0min',
      'in about 10\u00a0min',
      'in about 45\u00a0min',
      'in about 55\u00a0min',
      'in about an hour',
      'in about 1\u00a0hr, 15\u00a0min',
      'in about 1\u00a0hr, 30\u00a0min',
    ]);
  });

  it('uses the bounds of the service’s symbols', () => {
    expect([0.1, 0.49, 0.5, 3.9, 4].map(intensityOf)).toEqual(['light', 'light', 'moderate', 'moderate', 'heavy']);
  });
});

describe('conditionsPhrase', () => {
  const conditions = (symbol: string, symbolPhrase: string, precipRate: number | null) => ({ symbol, symbolPhrase, precipRate });

  it('keeps the service’s words when they agree with the story', () => {
    expect(conditionsPhrase(conditions('d410', 'Sadetta', 0.3), story(wet(61), { rateNow: 0.3 }), 'fi', 'fi')).toBe('Sadetta');
    expect(conditionsPhrase(conditions('d400', 'Overcast', 0), story(dry(61), { rateNow: 0 }), 'en', 'en')).toBe('Overcast');
  });

  it('speaks the interface language where the service wrote its words in another', () => {
    expect(conditionsPhrase(conditions('d400', 'Overcast', 0), story(dry(61), { rateNow: 0 }), 'de', 'en')).toBe('Bedeckt');
    expect(conditionsPhrase(conditions('d410', 'Sadetta', 0.3), story(wet(61), { rateNow: 0.3 }), 'en', 'fi')).toBe('Overcast, light rain');
  });

  it('puts what falls now beside the sky where the symbol missed it, and leaves it out where nothing falls', () => {
    expect(conditionsPhrase(conditions('d400', 'Overcast', 0.3), story(wet(61), { rateNow: 0.3 }), 'en', 'en')).toBe('Overcast, light rain');
    expect(conditionsPhrase(conditions('d410', 'Overcast, light rain', 0.04), story(dry(61), { rateNow: 0.04 }), 'en', 'en')).toBe('Overcast');
  });
});

describe('the story in other languages', () => {
  it('tells the same story in the interface language, with the spell as words after others in the brief', () => {
    const input: StoryInput = { now: start, rateNow: null, nowcast: nowcast([0, 0, 0, 0, 0.3, 0.3]), falling: 'snow' };
    expect(precipitationStory(input, 'de')).toMatchObject({ sentence: 'Leichter Schneefall beginnt in 4\u00a0Min.', brief: 'leichter Schneefall beginnt in 4\u00a0Min.' });
    expect(precipitationStory(input, 'fi').sentence).toBe('Heikko lumisade alkaa 4\u00a0min kuluttua');
    expect(inAbout(90, 'sv')).toBe('om cirka 1\u00a0tim, 30\u00a0min');
    expect(inAbout(60, 'fr')).toBe('dans environ une heure');
  });
});
