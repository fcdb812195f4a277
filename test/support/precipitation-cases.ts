import type { CurrentConditions, HourStep, Nowcast, QuarterHourStep } from '@shared/api/forecasts';

/**
 * Weathers with what each window and main must say about their precipitation. The popup and the
 * dashboard (test/renderer/popup/precipitation-agreement) and the tray and the rain notification
 * (test/main/core/precipitation-agreement) are each tested against this one table, fed the same
 * current conditions, nowcast and forecasts, so they cannot tell different stories.
 */

export const zone = 'Europe/Helsinki';
const minute = 60_000;
/** 14:00 in Helsinki (UTC+2), on a whole hour so the forecasts' steps line up with the nowcast's. */
export const now = Date.parse('2026-01-15T14:00:00+02:00');

const stamp = (at: number) => `${new Date(at + 120 * minute).toISOString().slice(0, 16)}+02:00`;

export interface PrecipitationCase {
  name: string;
  /** mm/h at each minute from now, for three hours. */
  rate: (minuteFromNow: number) => number;
  /** The service's symbol and words for now, which may miss a little rain, as the real one's did. */
  symbol: string;
  symbolPhrase: string;
  /** The air, °C, now and in every step; 4.2 and 2 (a mild, damp January day) unless given. */
  air?: { temperature: number; dewPoint: number };
  /** The type digit of the steps' wet symbols (0 rain, 1 sleet, 2 snow); null: their symbols miss it too. Rain unless given. */
  stepSymbolType?: 0 | 1 | 2 | null;
  /** The nowcast's resolution, minutes: 1 (radar) unless given; 60 is an hourly model's, interpolated. */
  resolution?: number;
  says: {
    /** The popup's headline; the tray and the notification use the same words. */
    headline: string;
    /** The popup's conditions, and the tray tooltip's. */
    conditions: string;
    /** Whether a rain notification (within the hour, from 0.1 mm/h) tells of it. */
    notifies: boolean;
    /** The start of the first bar the popup's chart draws; null for none. */
    firstBarAt: number | null;
    /** How the dashboard's 15-minute chart summary starts, told as precisely as the place's nowcast. */
    quarterHour: RegExp;
    /** What the dashboard's hourly precipitation summary says. */
    hourly: RegExp;
  };
}

export const precipitationCases: readonly PrecipitationCase[] = [
  {
    name: 'light rain starting in about 45 min',
    rate: (m) => (m >= 45 && m < 75 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    says: {
      headline: 'Light rain starting in about 45\u00a0min',
      conditions: 'Overcast',
      notifies: true,
      firstBarAt: now + 45 * minute,
      quarterHour: /^Light rain from 14:45,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    name: 'rain for the next hour',
    rate: (m) => (m < 100 ? 1.2 : 0),
    symbol: 'd430',
    symbolPhrase: 'Overcast, rain',
    says: {
      headline: 'Rain for the next hour',
      conditions: 'Overcast, rain',
      notifies: false,
      firstBarAt: now,
      quarterHour: /^Rain now,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    name: 'rain easing off in about 20 min, then dry',
    rate: (m) => (m < 20 ? 0.8 : 0),
    symbol: 'd430',
    symbolPhrase: 'Overcast, rain',
    says: {
      headline: 'Rain easing off in about 20\u00a0min, then dry',
      conditions: 'Overcast, rain',
      notifies: false,
      firstBarAt: now,
      quarterHour: /^Rain now,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    name: 'light rain the service’s symbol missed',
    rate: (m) => (m < 37 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    says: {
      headline: 'Light rain easing off in about 35\u00a0min, then dry',
      conditions: 'Overcast, light rain',
      notifies: false,
      firstBarAt: now,
      quarterHour: /^Light rain now,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // Chicago at −8 °C: the symbols show nothing falling, so what falls comes from the air.
    name: 'light snow at −8 °C that the symbols missed',
    rate: (m) => (m < 37 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    air: { temperature: -8.3, dewPoint: -10 },
    stepSymbolType: null,
    says: {
      headline: 'Light snow easing off in about 35\u00a0min, then dry',
      conditions: 'Overcast, light snow',
      notifies: false,
      firstBarAt: now,
      quarterHour: /^Light snow now,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // +2.5 °C in dry air (dew point −6 °C): the wet bulb is about −0.6 °C, so snow, not rain.
    name: 'snow at +2.5 °C in dry air, the symbols silent',
    rate: (m) => (m >= 45 && m < 75 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    air: { temperature: 2.5, dewPoint: -6 },
    stepSymbolType: null,
    says: {
      headline: 'Light snow starting in about 45\u00a0min',
      conditions: 'Overcast',
      notifies: true,
      firstBarAt: now + 45 * minute,
      quarterHour: /^Light snow from 14:45,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // +1.5 °C in saturated air: sleet.
    name: 'sleet at +1.5 °C in saturated air',
    rate: (m) => (m >= 45 && m < 75 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    air: { temperature: 1.5, dewPoint: 1.5 },
    stepSymbolType: null,
    says: {
      headline: 'Light sleet starting in about 45\u00a0min',
      conditions: 'Overcast',
      notifies: true,
      firstBarAt: now + 45 * minute,
      quarterHour: /^Light sleet from 14:45,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // The symbols name snow: they win over the air (+3 °C would be rain).
    name: 'snow the symbols name, in air that alone would say rain',
    rate: (m) => (m >= 45 && m < 120 ? 0.3 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    air: { temperature: 3, dewPoint: 2.5 },
    stepSymbolType: 2,
    says: {
      headline: 'Light snow starting in about 45\u00a0min',
      conditions: 'Overcast',
      notifies: true,
      firstBarAt: now + 45 * minute,
      quarterHour: /^Light snow from 14:45,/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // Outside radar the nowcast is an hourly model's, interpolated to minutes: it cannot know the minute.
    name: 'an hourly model’s rain, told within the hour',
    rate: (m) => (m >= 20 && m < 90 ? 0.8 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    resolution: 60,
    says: {
      headline: 'Rain likely within the hour',
      conditions: 'Overcast',
      notifies: true,
      firstBarAt: now + 20 * minute,
      // The 15-minute steps beside an hourly model's nowcast cannot know the quarter hour either.
      quarterHour: /^Rain from about 14:00, up to .* around 15:00;/,
      hourly: /, starting in the hour to 15:00 /,
    },
  },
  {
    // Below 0.05 mm/h even a whole hour leaves only a trace, so the hourly amounts say dry too.
    name: 'drops below the wet threshold',
    rate: (m) => (m >= 45 ? 0.04 : 0),
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    says: {
      headline: 'No rain in the next hour',
      conditions: 'Overcast',
      notifies: false,
      firstBarAt: null,
      quarterHour: /^Dry for the next 3 hours/,
      hourly: /^At most a trace of precipitation over/,
    },
  },
];

export const airOf = (weather: PrecipitationCase) => weather.air ?? { temperature: 4.2, dewPoint: 2 };

export function currentOf(weather: PrecipitationCase): CurrentConditions {
  return {
    time: stamp(now),
    symbol: weather.symbol,
    symbolPhrase: weather.symbolPhrase,
    temperature: airOf(weather).temperature,
    feelsLikeTemp: 1,
    relHumidity: 90,
    dewPoint: airOf(weather).dewPoint,
    windSpeed: 4,
    windDir: 200,
    windDirString: 'SSW',
    windGust: 9,
    precipProb: 60,
    precipRate: weather.rate(0),
    cloudiness: 100,
    thunderProb: 0,
    uvIndex: 0,
    pressure: 1002,
    visibility: 9000,
  };
}

export const nowcastOf = (weather: PrecipitationCase): Nowcast => ({
  resolution: weather.resolution ?? 1,
  forecast: Array.from({ length: 61 }, (_, m) => ({ time: stamp(now + m * minute), precipRate: weather.rate(m) })),
});

function stepBase(weather: PrecipitationCase, at: number, amount: number) {
  const type = weather.stepSymbolType === undefined ? 0 : weather.stepSymbolType;
  const { temperature, dewPoint } = weather.air ?? { temperature: 4, dewPoint: 2 };
  return {
    time: stamp(at),
    symbol: amount >= 0.1 && type !== null ? `d41${type}` : 'd400',
    temperature,
    dewPoint,
    feelsLikeTemp: 1,
    windSpeed: 4,
    windGust: 9,
    windDir: 200,
    windDirString: 'SSW',
    precipProb: amount > 0 ? 80 : 10,
  };
}

const meanRate = (weather: PrecipitationCase, from: number, minutes: number) =>
  Math.round((Array.from({ length: minutes }, (_, m) => weather.rate(from + m)).reduce((a, b) => a + b, 0) / minutes) * 100) / 100;

/** Each step's mean rate over the quarter hour from its time. */
export function quarterHoursOf(weather: PrecipitationCase): QuarterHourStep[] {
  return Array.from({ length: 12 }, (_, q) => {
    const precipRate = meanRate(weather, q * 15, 15);
    return { ...stepBase(weather, now + q * 15 * minute, precipRate), precipRate };
  });
}

/** Each hour's amount, for the hour ending at its time, as the service gives them. */
export function hoursOf(weather: PrecipitationCase): HourStep[] {
  return Array.from({ length: 3 }, (_, h) => {
    const precipAccum = meanRate(weather, h * 60, 60);
    return { ...stepBase(weather, now + (h + 1) * 60 * minute, precipAccum), precipAccum };
  });
}

