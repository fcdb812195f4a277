import { clockDisplay } from '../../displays';
import { convert, unitPresets } from '@shared/units';
import { formatHeight, formatSnow } from '@renderer/lib/weather/format';
import { openingText, partOf } from '@renderer/dashboard/products/ski';
import { describe, expect, it } from 'vitest';
import type { AgricultureHour, AirQualityDay, AirQualityHour, EnergyStep, MarineHour, PollenHour, SkiResort, Warning, WeatherHistory } from '@shared/api/products';
import type { Observation } from '@shared/api/locations';
import { agricultureSummary } from '@renderer/dashboard/products/agriculture';
import { airQualitySummary, aqiCategory, currentHour, dominantPollutant } from '@renderer/dashboard/products/air-quality';
import { againstNormal, climateSummary, forecastForDay } from '@renderer/dashboard/products/climate';
import { energySummary } from '@renderer/dashboard/products/energy';
import { flag, historyColumns, historyDays, historyHours, historySummary, reading, shortfallText } from '@renderer/dashboard/products/history';
import { hasMarineData, marineSummary } from '@renderer/dashboard/products/marine';
import { observedPrecipitation } from '@renderer/dashboard/products/observations';
import { pollenLegend, pollenSummary } from '@renderer/dashboard/products/pollen';
import { pollenRating } from '@shared/api/pollen-rating';
import { addDays, formatDate, todayIn } from '@renderer/dashboard/time';
import { descriptionFor, significanceOf, validityText, warningsInOrder } from '@renderer/dashboard/products/warnings';
import { inInterfaceLanguage } from '../in-interface-language.svelte';

function aqHour(time: string, values: Partial<AirQualityHour>): AirQualityHour {
  return { time, pollutant: null, pollutantPhrase: null, AQI: null, AQI_CO: null, AQI_NO2: null, AQI_O3: null, AQI_SO2: null, AQI_PM10: null, AQI_PM2P5: null, ...values };
}

describe('EPA air quality categories', () => {
  it.each([
    [0, 'Good'],
    [50, 'Good'],
    [50.4, 'Good'],
    [50.5, 'Moderate'],
    [51, 'Moderate'],
    [100, 'Moderate'],
    [101, 'Unhealthy for sensitive groups'],
    [150, 'Unhealthy for sensitive groups'],
    [151, 'Unhealthy'],
    [200, 'Unhealthy'],
    [201, 'Very unhealthy'],
    [300, 'Very unhealthy'],
    [301, 'Hazardous'],
    [500, 'Hazardous'],
  ])('an AQI of %s is %s', (aqi, label) => {
    expect(aqiCategory(aqi)?.label).toBe(label);
  });

  it('has no category without an index', () => {
    expect(aqiCategory(null)).toBeNull();
    expect(aqiCategory(Number.NaN)).toBeNull();
  });

  it("gives each category its EPA colour and its own advice", () => {
    const categories = [25, 75, 125, 175, 250, 400].map((aqi) => aqiCategory(aqi));
    expect(categories.map((category) => category?.background)).toEqual(['#00e400', '#ffff00', '#ff7e00', '#ff0000', '#8f3f97', '#7e0023']);
    const advice = categories.map((category) => category?.advice ?? '');
    expect(new Set(advice).size).toBe(6);
    expect(advice[0]).toContain('little or no risk');
    expect(advice[2]).toContain('reduce prolonged or heavy exertion');
    expect(advice[5]).toContain('everyone should avoid all physical activity outdoors');
  });
});

describe('the dominant pollutant', () => {
  it('is the largest sub-index of an hour', () => {
    const hour = aqHour('2026-01-15T10:00Z', { AQI: 64, pollutant: 'Nitrogen dioxide', pollutantPhrase: 'Stickstoffdioxid', AQI_NO2: 64, AQI_O3: 20, AQI_PM2P5: 51, AQI_CO: 3 });
    expect(dominantPollutant(hour)).toEqual({ id: 'NO2', label: 'Nitrogen dioxide (NO₂)', subIndex: 64, phrase: 'Stickstoffdioxid' });
  });

  it('reads ozone from AQI_GO3\u00a0in daily items', () => {
    const day: AirQualityDay = { date: '2026-01-15', AQI: 88, pollutant: 'Ozone', pollutantPhrase: 'Ozone', AQI_CO: 1, AQI_NO2: 10, AQI_GO3: 88, AQI_SO2: 2, AQI_PM2P5: 40, AQI_PM10: 12 };
    expect(dominantPollutant(day)?.id).toBe('O3');
  });

  it("takes the service's choice on a tie, and the first of the tied otherwise", () => {
    const tied = { AQI: 30, AQI_O3: 30, AQI_PM2P5: 30 };
    expect(dominantPollutant(aqHour('t', { ...tied, pollutant: 'Ozone' }))?.id).toBe('O3');
    expect(dominantPollutant(aqHour('t', { ...tied, pollutant: null }))?.id).toBe('PM2P5');
  });

  it('is the computed one, without the phrase, when the service named another', () => {
    const hour = aqHour('t', { AQI: 40, pollutant: 'Ozone', pollutantPhrase: 'Otsoni', AQI_O3: 12, AQI_PM10: 40 });
    expect(dominantPollutant(hour)).toMatchObject({ id: 'PM10', phrase: null });
  });

  it('is unknown when every sub-index is missing', () => {
    expect(dominantPollutant(aqHour('t', { AQI: 30, pollutant: 'Ozone' }))).toBeNull();
  });
});

describe('the current hour', () => {
  const steps = [{ time: '2026-01-15T10:00Z' }, { time: '2026-01-15T11:00Z' }, { time: '2026-01-15T12:00Z' }];

  it('is the step holding now, the first before the forecast, the last after it', () => {
    expect(currentHour(steps, Date.parse('2026-01-15T11:59Z'))?.time).toBe('2026-01-15T11:00Z');
    expect(currentHour(steps, Date.parse('2026-01-15T09:00Z'))?.time).toBe('2026-01-15T10:00Z');
    expect(currentHour(steps, Date.parse('2026-01-15T18:00Z'))?.time).toBe('2026-01-15T12:00Z');
    expect(currentHour([], 0)).toBeNull();
  });
});

describe("the air quality chart's summary", () => {
  it('gives the range, the worst hour in the zone and its cause', () => {
    const hours = [
      aqHour('2026-01-15T10:00Z', { AQI: 42, AQI_O3: 42 }),
      aqHour('2026-01-15T11:00Z', { AQI: 104, AQI_O3: 30, AQI_PM2P5: 104 }),
      aqHour('2026-01-15T12:00Z', { AQI: null }),
    ];
    expect(airQualitySummary(hours, clockDisplay('Europe/Helsinki', '24h'))).toBe(
      'Over the next 3 hours the AQI ranges from 42 to 104; the highest, 104 (Unhealthy for sensitive groups), is at Thu 13:00, mostly from fine particles (PM2.5).',
    );
    expect(airQualitySummary([aqHour('t', {})], clockDisplay(undefined, '24h'))).toBe('This forecast holds no air quality index.');
  });
});

describe("pollen ratings against the specification's thresholds", () => {
  it.each([
    ['birch', 0.19, 0],
    ['birch', 0.2, 1],
    ['birch', 9.9, 1],
    ['birch', 10, 2],
    ['birch', 99.9, 2],
    ['birch', 100, 3],
    ['birch', 500, 3],
    ['birch', 500.1, 4],
    ['grass', 29.9, 2],
    ['grass', 30, 3],
    ['grass', 100, 3],
    ['grass', 100.1, 4],
    ['mugwort', 49.9, 2],
    ['mugwort', 50, 3],
    ['mugwort', 100.1, 4],
    ['ragweed', 30, 3],
    ['olive', 501, 4],
    ['alder', 100, 3],
  ] as const)('%s at %s grains/m³ is rated %s', (species, grains, rating) => {
    expect(pollenRating(species, grains)).toBe(rating);
  });

  it('gives the legend one row per species with the ranges of ratings 0 to 4', () => {
    const legend = pollenLegend();
    expect(legend.map((row) => row.species)).toEqual(['alder', 'birch', 'grass', 'mugwort', 'olive', 'ragweed']);
    expect(legend.find((row) => row.species === 'birch')?.ranges).toEqual(['below 0.2', '0.2 to under 10', '10 to under 100', '100 to 500', 'above 500']);
    expect(legend.find((row) => row.species === 'grass')?.ranges).toEqual(['below 0.2', '0.2 to under 10', '10 to under 30', '30 to 100', 'above 100']);
    expect(legend.find((row) => row.species === 'mugwort')?.ranges.slice(2)).toEqual(['10 to under 50', '50 to 100', 'above 100']);
  });

  function pollenHour(time: string, levels: Partial<PollenHour>): PollenHour {
    const zero = { alder: 0, alder_m3: 0, birch: 0, birch_m3: 0, grass: 0, grass_m3: 0, mugwort: 0, mugwort_m3: 0, olive: 0, olive_m3: 0, ragweed: 0, ragweed_m3: 0 };
    return { ...zero, time, ...levels };
  }

  it("summarises the highest rating and when it comes, or that there is none", () => {
    const hours = [pollenHour('2026-04-20T10:00+03:00', { birch: 2 }), pollenHour('2026-04-20T11:00+03:00', { birch: 3, grass: 1 })];
    expect(pollenSummary(hours, clockDisplay('Europe/Helsinki', '24h'))).toBe('Highest in the next 2 hours: birch high (3 of 4) at Mon 11:00.');
    expect(pollenSummary([pollenHour('2026-01-20T10:00Z', {})], clockDisplay(undefined, '24h'))).toBe('No pollen to speak of in the next hour: every species is rated none.');
  });
});

describe('climate normals', () => {
  it.each([
    // What the user saw: 3.9 shown as 4\u00a0°C against 2.6\u00a0°C said "1.3\u00a0°C warmer"; 4 − 2.6 is 1.4.
    [3.9, 2.6, 'C', ['4\u00a0°C', '2.6\u00a0°C', '1.4\u00a0°C warmer than normal']],
    [0.2, -2.1, 'C', ['0\u00a0°C', '-2.1\u00a0°C', '2.1\u00a0°C warmer than normal']],
    [31.6, 28.2, 'F', ['32\u00a0°F', '28.2\u00a0°F', '3.8\u00a0°F warmer than normal']],
    [11, 7.9, 'C', ['11\u00a0°C', '7.9\u00a0°C', '3.1\u00a0°C warmer than normal']],
    [2, 3.5, 'C', ['2\u00a0°C', '3.5\u00a0°C', '1.5\u00a0°C colder than normal']],
    [-4, -1.5, 'C', ['-4\u00a0°C', '-1.5\u00a0°C', '2.5\u00a0°C colder than normal']],
    // Rounded apart: −0.4 shows as 0 (never −0) and −2.46 as −2.5, so 2.5\u00a0°C warmer, where the raw values differ by 2.06.
    [-0.4, -2.46, 'C', ['0\u00a0°C', '-2.5\u00a0°C', '2.5\u00a0°C warmer than normal']],
    // Shown alike, so as normal, though the raw values differ by 0.43.
    [5.43, 5, 'C', ['5\u00a0°C', '5\u00a0°C', 'as normal']],
    [4.6, 5.04, 'C', ['5\u00a0°C', '5\u00a0°C', 'as normal']],
    [null, 5, 'C', ['–', '5\u00a0°C', '–']],
    [5, null, 'C', ['5\u00a0°C', '–', '–']],
  ] as const)('a forecast of %s against a normal of %s (%s) reads %j', (forecast, normal, unit, [forecastText, normalText, difference]) => {
    expect(againstNormal(forecast, normal, { units: { ...unitPresets.metric, temperature: unit }, locale: 'en' })).toEqual({ forecast: forecastText, normal: normalText, difference });
  });

  it("says a difference a reader's own subtraction of the figures shown gives, in each language's digits", async () => {
    const shown = (forecast: number, normal: number) => againstNormal(forecast, normal, { units: unitPresets.metric, locale: 'en' });
    for (const [forecast, normal] of [[3.9, 2.6], [0.2, -2.1], [-7.5, -3.04], [12.49, 12.45], [-0.5, 0.04]] as const) {
      const row = shown(forecast, normal);
      const figure = (text: string) => Number(text.replace('\u00a0°C', ''));
      const expected = Math.round((figure(row.forecast) - figure(row.normal)) * 10) / 10;
      const size = expected === 0 ? 'as normal' : `${Math.abs(expected).toFixed(1).replace(/\.0$/, '')}\u00a0°C ${expected > 0 ? 'warmer' : 'colder'} than normal`;
      expect(row.difference).toBe(size);
    }
    const german = await inInterfaceLanguage('de', () => againstNormal(3.9, 2.6, { units: unitPresets.metric, locale: 'de' }));
    expect(german).toEqual({ forecast: '4\u00a0°C', normal: '2,6\u00a0°C', difference: '1,4\u00a0°C wärmer als normal' });
  });

  it("compares the forecast of the normals' day, or the first day", () => {
    const day = (date: string) => ({ date, symbol: null, maxTemp: 1, minTemp: 0, maxWindSpeed: null, windDir: null, precipAccum: null, snowDepth: null });
    const normals = { month: '01', day: '16', avgMinTemp: -5, avgTemp: -3, avgMaxTemp: -1 };
    expect(forecastForDay([day('2026-01-15'), day('2026-01-16')], normals)?.date).toBe('2026-01-16');
    expect(forecastForDay([day('2026-03-01')], normals)?.date).toBe('2026-03-01');
    expect(forecastForDay([], normals)).toBeNull();
  });

  it('summarises the warmest, coldest and wettest months', () => {
    const month = (month: string, dayAvgTemp: number | null, precipSum: number | null) => ({
      month, dayAvgTemp, precipSum, dayMaxTemp: null, dayMinTemp: null, dailyPrecip: null, rainDays: null, frostDays: null, seaSurfaceTemp: null,
    });
    const months = [month('01', -3.7, 55.7), month('07', 18.3, 65.9), month('02', -4.3, null)];
    expect(climateSummary(months, { units: unitPresets.metric, locale: 'en' })).toBe(
      'Warmest month July (mean 18.3\u00a0°C); coldest February (-4.3\u00a0°C); wettest July (66\u00a0mm).',
    );
    // The service answers in °F when asked; the precipitation is converted here.
    expect(climateSummary(months, { units: unitPresets.us, locale: 'en' })).toContain('wettest July (2.59\u00a0in)');
  });
});

describe('warnings', () => {
  const warning: Warning = {
    type: 'wind',
    significance: 'O',
    attribution: 'Finnish Meteorological Institute',
    attributionUrl: 'https://example.org/fmi',
    validFrom: '2026-01-15T16:00:00Z',
    validUntil: '2026-01-16T04:00:00Z',
    sent: '2026-01-15T03:00:00Z',
    description: [
      { lang: 'fi', text: 'Myrskyä.' },
      { lang: 'sv', text: 'Storm.' },
      { lang: 'en', text: 'Storm.' },
      { lang: 'pt', text: 'Tempestade.' },
      { lang: 'no', text: 'Storm (no).' },
    ],
    link: 'https://example.org/warning',
    name: 'Orange wind warning',
    significanceDescription: 'Severe: be prepared.',
  };

  it('shows the chosen language, its base language, then English, then the first text', () => {
    expect(descriptionFor(warning, 'fi')).toEqual({ lang: 'fi', text: 'Myrskyä.', fallback: false });
    expect(descriptionFor(warning, 'pt_br')).toMatchObject({ lang: 'pt', fallback: false });
    expect(descriptionFor(warning, 'nb')).toMatchObject({ lang: 'no', fallback: false });
    expect(descriptionFor(warning, 'de')).toEqual({ lang: 'en', text: 'Storm.', fallback: true });
    const noEnglish = { ...warning, description: [{ lang: 'fi', text: 'Myrskyä.' }, { lang: 'sv', text: 'Storm.' }] };
    expect(descriptionFor(noEnglish, 'de')).toEqual({ lang: 'fi', text: 'Myrskyä.', fallback: true });
    expect(descriptionFor({ ...warning, description: [] }, 'en')).toBeNull();
  });

  it("writes the validity in the user's zone", () => {
    expect(validityText(warning, clockDisplay('Europe/Helsinki', '24h'))).toBe('From Thu 15 Jan, 18:00 until Fri 16 Jan, 06:00');
    expect(validityText(warning, clockDisplay('America/New_York', '24h'))).toBe('From Thu 15 Jan, 11:00 until Thu 15 Jan, 23:00');
  });

  it('names the significance in words beside its colour', () => {
    expect(significanceOf(warning)).toEqual({ text: 'Orange: Severe: be prepared.', background: '#ff8c00', ink: '#000000' });
    expect(significanceOf({ ...warning, significance: 'X', significanceDescription: '' }).text).toBe('Significance X');
  });

  it('leaves out warnings that have ended and orders the rest by start', () => {
    const later = { ...warning, validFrom: '2026-01-16T10:00:00Z', validUntil: '2026-01-16T12:00:00Z' };
    const ended = { ...warning, validFrom: '2026-01-14T10:00:00Z', validUntil: '2026-01-15T09:00:00Z' };
    expect(warningsInOrder([later, ended, warning], Date.parse('2026-01-15T12:00:00Z'))).toEqual([warning, later]);
  });
});

describe('weather history strings', () => {
  it.each([
    ['12.5', 12.5],
    ['-5.7', -5.7],
    ['0.0', 0],
    [' 3 ', 3],
    ['', null],
    ['  ', null],
    ['N/A', null],
    ['-9999', null],
    ['-999', null],
    ['1e3', null],
    [null, null],
    [undefined, null],
  ] as const)('reads %j as %s', (text, value) => {
    expect(reading(text)).toBe(value);
  });

  it('reads the flags, and anything else as unknown', () => {
    expect([flag('1'), flag('0'), flag(''), flag(null), flag('yes')]).toEqual([true, false, null, null, null]);
  });

  const stamp = (iso: string) => ({ iso8601: iso, year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), hour: iso.slice(11, 13), min: '00', tz: 'UTC' });
  const local = (day: string) => ({ pretty: '', year: day.slice(0, 4), month: day.slice(5, 7), day: day.slice(8, 10), hour: '00', min: '00', tz: 'Europe/Helsinki' });
  const history: WeatherHistory = {
    station: { name: 'Helsinki', lon: 24.9, lat: 60.2 },
    hourly: [
      { date: local('2025-01-10'), utcdate: stamp('2025-01-09T23:00:00Z'), observations: [{ dt: local('2025-01-10'), dtu: stamp('2025-01-09T23:00:00Z'), t: '-4.0', pr1: '0.4', wn: 'NW', sT: 'Snow' }] },
      { date: local('2025-01-10'), utcdate: stamp('2025-01-09T22:00:00Z'), observations: [{ dt: local('2025-01-10'), dtu: stamp('2025-01-09T22:00:00Z'), t: '-5.7', pr1: '', rh: '96' }] },
      { date: local('2025-01-10'), utcdate: stamp('2025-01-10T00:00:00Z'), observations: [{ dt: local('2025-01-10'), dtu: stamp('2025-01-10T00:00:00Z'), t: '-9999', pr1: '1.1' }] },
    ],
    dailysummary: [{ dt: local('2025-01-10'), tx: '-2.9', tn: '-6.3', ta: '', pr24: '1.5', prtype: 'snow', snow: '1', fog: '0', thunder: '', wsx: '4.2' }],
  };

  it('turns the hours into numbers, oldest first, missing values as null', () => {
    const hours = historyHours(history);
    expect(hours.map((hour) => hour.time)).toEqual(['2025-01-09T22:00:00Z', '2025-01-09T23:00:00Z', '2025-01-10T00:00:00Z']);
    expect(hours.map((hour) => hour.temperature)).toEqual([-5.7, -4, null]);
    expect(hours.map((hour) => hour.precipitation)).toEqual([null, 0.4, 1.1]);
    expect(hours[1]).toMatchObject({ windCompass: 'NW', conditions: 'Snow', humidity: null });
  });

  it('turns the daily summaries into rows with what was observed', () => {
    expect(historyDays(history)).toEqual([
      {
        date: '2025-01-10', high: -2.9, low: -6.3, mean: null, precipitation: 1.5, precipitationType: 'snow', windMean: null, windMax: 4.2,
        humidity: null, pressure: null, snowDepth: null, events: ['snow'],
      },
    ]);
    expect(historyDays({ ...history, dailysummary: [{ dt: local('2025-01-11'), prtype: 'none' }] })[0]?.precipitationType).toBeNull();
  });

  it('shows only the columns the station reports something for', () => {
    const display = { zone: 'Europe/Helsinki', locale: 'en', language: 'en', units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' } } as const;
    const days = historyDays(history);
    const columns = historyColumns(days, display);
    expect(columns.map((column) => column.label)).toEqual(['High', 'Low', 'Precipitation', 'Wind, max', 'Observed']);
    const [day] = days;
    if (day === undefined) throw new Error('no day');
    expect(columns.map((column) => column.text(day))).toEqual(['-2.9\u00a0°C', '-6.3\u00a0°C', '1.5\u00a0mm\u00a0(snow)', '4\u00a0m/s', 'snow']);
    const snowy = [{ ...day, snowDepth: 25.4 }];
    const us = { ...display, units: unitPresets.us };
    expect(historyColumns(snowy, us).map((column) => `${column.label}: ${column.text(snowy[0] ?? day)}`)).toContain('Snow depth: 10\u00a0in');
  });

  it('says why fewer days came back than were asked for', () => {
    expect(shortfallText(14, 3, '2026-11-24')).toBe(
      'Showing 3 of the 14 days asked for: observations are kept for whole days up to yesterday, Tue 24 Nov.',
    );
    expect(shortfallText(3, 3, '2026-11-24')).toBeNull();
  });

  it('summarises the station, the temperature range and the precipitation', () => {
    expect(historySummary(history, { units: unitPresets.metric, locale: 'en' })).toBe('Over 1 day at Helsinki: temperature from -5.7\u00a0°C to -4\u00a0°C, 1.5\u00a0mm of precipitation.');
    expect(historySummary({ ...history, hourly: [] }, { units: unitPresets.metric, locale: 'en' })).toBe('No temperatures were recorded over 1 day at Helsinki.');
  });
});

describe('the other summaries', () => {
  it('marine: the highest waves and swell, the sea, or that there is no sea near', () => {
    const hours: MarineHour[] = [
      { time: '2026-01-15T10:00Z', sigWaveHeight: 1.2, waveDir: 200, sigSwellHeight: 0.4, seaTemp: 3.1, swimTemp: 3.5 },
      { time: '2026-01-15T11:00Z', sigWaveHeight: 2.5, waveDir: 200, sigSwellHeight: 0.8, seaTemp: 3.0, swimTemp: 3.4 },
    ];
    expect(marineSummary(hours, { units: unitPresets.metric, locale: 'en', zone: 'UTC' })).toBe('Over the next 2 hours: waves up to 2.5\u00a0m from S at Thu 11:00, swell up to 0.8\u00a0m, sea 3.1\u00a0°C.');
    expect(marineSummary(hours, { units: unitPresets.us, locale: 'en', zone: 'UTC' })).toBe('Over the next 2 hours: waves up to 8.2\u00a0ft from S at Thu 11:00 am, swell up to 2.6\u00a0ft, sea 3.1\u00a0°F.');
    const inland = hours.map((hour) => ({ ...hour, sigWaveHeight: null, sigSwellHeight: null, seaTemp: null, swimTemp: null }));
    expect(hasMarineData(inland)).toBe(false);
    expect(marineSummary(inland, { units: unitPresets.metric, locale: 'en', zone: 'UTC' })).toContain('No sea near enough');
  });

  it('agriculture: the total evapotranspiration and the driest hour', () => {
    const hours: AgricultureHour[] = [
      { time: '2026-06-15T10:00Z', ET0: 0.3, VPD: 1.2, SSRD: 600 },
      { time: '2026-06-15T11:00Z', ET0: 0.45, VPD: 1.65, SSRD: 700 },
      { time: '2026-06-15T12:00Z', ET0: null, VPD: null, SSRD: null },
    ];
    expect(agricultureSummary(hours, { units: { ...unitPresets.metric, clock: '24h' }, locale: 'en', zone: 'UTC' })).toBe(
      'Over the next 3 hours reference evapotranspiration totals 0.8\u00a0mm; the vapour pressure deficit peaks at 1.65\u00a0kPa at Mon 11:00.',
    );
    expect(agricultureSummary(hours, { units: { ...unitPresets.us, clock: '12h' }, locale: 'en', zone: 'UTC' })).toContain('evapotranspiration totals 0.03\u00a0in;');
  });

  it("ski: opening hours in the user's clock, slopes in their distance unit", () => {
    const resort = { openFrom: '08:30', openUntil: '16:30', isOpen: true } as SkiResort;
    expect(openingText(resort, clockDisplay(undefined, '24h'))).toBe('Open 08:30–16:30');
    expect(openingText(resort, clockDisplay(undefined, '12h'))).toBe('Open 8:30 am–4:30 pm');
    expect(openingText({ ...resort, isOpen: false }, clockDisplay(undefined, '12h'))).toBe('Closed (hours 8:30 am–4:30 pm)');
    const inMiles = (km: number) => convert.distance(km * 1000, 'mi');
    expect(partOf(16, 32, { locale: 'en' }, 'mi', inMiles)).toBe('10 of 20\u00a0mi');
    expect(partOf(12, null, { locale: 'en' })).toBe('12 of –');
    expect(formatSnow(30.48, { units: unitPresets.us, locale: 'en' })).toBe('12\u00a0in');
    expect(formatSnow(12.7, { units: unitPresets.us, locale: 'en' })).toBe('5\u00a0in');
    expect(formatSnow(4.3, { units: unitPresets.metric, locale: 'en' })).toBe('4.3\u00a0cm');
    expect(formatHeight(2400, { units: unitPresets.us, locale: 'en' })).toBe('7,874\u00a0ft');
  });

  it('energy: the windiest hour at 100 m and the sunniest', () => {
    const step = (time: string, windSpeed100m: number | null, solarRadiation: number | null): EnergyStep => ({
      time, windSpeed100m, solarRadiation, temperature: null, windSpeed10m: null, windSpeed50m: null, windSpeed150m: null, windDir: null,
      windDirString: null, windGust: null, cloudiness: null, directRadiation: null, diffuseRadiation: null,
    });
    const steps = [step('2026-06-15T10:00Z', 9, 640), step('2026-06-15T11:00Z', 12, 610)];
    expect(energySummary(steps, { units: unitPresets.metric, locale: 'en', zone: 'UTC' })).toBe(
      'Over the next 2 hours wind at 100\u00a0m peaks at 12\u00a0m/s at Mon 11:00; solar radiation peaks at 640\u00a0W/m² at Mon 10:00.',
    );
    // Beaufort is asked as m/s and worked out here: 12 m/s is force 6.
    expect(energySummary(steps, { units: { ...unitPresets.metric, wind: 'BFT' }, locale: 'en', zone: 'UTC' })).toContain('peaks at 6\u00a0Bft at Mon 11:00');
    expect(energySummary([step('2026-01-15T22:00Z', 5, 0)], { units: { ...unitPresets.metric, wind: 'KTS' }, locale: 'en', zone: 'UTC' })).toContain('no sunshine reaches the ground');
  });

  it("observations: the station's precipitation where the answer gives it", () => {
    const utcDisplay = { zone: 'UTC', locale: 'en', language: 'en', units: unitPresets.metric } as const;
    const station = { station: 'Vantaa', distance: '15 km NE' } as Observation;
    expect(observedPrecipitation(station, utcDisplay)).toBeNull();
    expect(
      observedPrecipitation({ ...station, precipitation: [{ accum: 2.5, endtime: '', period: '3h' }, { accum: 0.4, endtime: '', period: '1h' }] }, utcDisplay),
    ).toBe('0.4\u00a0mm in 1\u00a0hr');
    expect(observedPrecipitation({ ...station, precip1h: [{ accum: 0, endtime: '2026-01-15T09:00Z', prectype: 'undefined' }, { accum: 1.2, endtime: '2026-01-15T10:00Z', prectype: 'rain' }] }, utcDisplay)).toBe(
      '1.2\u00a0mm in the hour to Thu 15 Jan, 10:00',
    );
  });
});

describe('calendar days', () => {
  it("formats a date as the location's day, whatever the computer's zone", () => {
    expect(formatDate('2026-01-15')).toBe('Thu 15 Jan');
    expect(formatDate('not a date')).toBe('–');
  });

  it('finds today in a zone and counts days across months', () => {
    const instant = Date.parse('2026-01-15T23:30:00Z');
    expect(todayIn('Europe/Helsinki', instant)).toBe('2026-01-16');
    expect(todayIn('America/New_York', instant)).toBe('2026-01-15');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
