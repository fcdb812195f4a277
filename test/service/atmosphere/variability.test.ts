import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { mean } from './sampling';

const atmosphere = createAtmosphere(7);
const FIRST_YEAR = 2010;
const YEARS = 16;
/** Tests that sample years of weather: seconds, more on a busy machine. */
const HEAVY = 60_000;

interface MonthStatistics {
  /** Standard deviation of daily means about the month's normal, °C. */
  deviation: number;
  /** Correlation of one day's anomaly with the next day's. */
  persistence: number;
  /** Skewness of the daily anomalies (negative: the cold outbreaks go further). */
  skewness: number;
  lowest: number;
  highest: number;
  /** The largest change of temperature within 42 hours. */
  largestSwing: number;
}

/** Daily means from three-hourly observations of one calendar month over sixteen years. */
function monthStatistics(point: Point, month: number): MonthStatistics {
  const normal = atmosphere.monthlyNormals(point, month).dayAvgTemp;
  const anomalies: number[] = [];
  let lowest = Infinity;
  let highest = -Infinity;
  let largestSwing = 0;
  for (let year = FIRST_YEAR; year < FIRST_YEAR + YEARS; year++) {
    const series: number[] = [];
    for (let day = 1; day <= 28; day++) {
      let sum = 0;
      for (let hour = 0; hour < 24; hour += 3) {
        const temperature = atmosphere.observed(point, new Date(Date.UTC(year, month - 1, day, hour))).temperature;
        series.push(temperature);
        sum += temperature;
      }
      anomalies.push(sum / 8 - normal);
    }
    lowest = Math.min(lowest, ...series);
    highest = Math.max(highest, ...series);
    for (let i = 14; i < series.length; i++) largestSwing = Math.max(largestSwing, Math.abs((series[i] as number) - (series[i - 14] as number)));
  }
  const average = mean(anomalies);
  const deviation = Math.sqrt(mean(anomalies.map((a) => (a - average) ** 2)));
  let lagged = 0;
  let pairs = 0;
  for (let i = 1; i < anomalies.length; i++) {
    if (i % 28 === 0) continue; // years are not consecutive
    lagged += ((anomalies[i] as number) - average) * ((anomalies[i - 1] as number) - average);
    pairs += 1;
  }
  return {
    deviation,
    persistence: lagged / pairs / deviation ** 2,
    skewness: mean(anomalies.map((a) => ((a - average) / deviation) ** 3)),
    lowest,
    highest,
    largestSwing,
  };
}

const london = { lat: 51.51, lon: -0.13 };
const paris = { lat: 48.86, lon: 2.35 };
const berlin = { lat: 52.52, lon: 13.4 };
const moscow = { lat: 55.76, lon: 37.62 };
const winnipeg = { lat: 49.9, lon: -97.14 };
const novosibirsk = { lat: 55.03, lon: 82.92 };
const singapore = { lat: 1.35, lon: 103.82 };

describe('day-to-day temperature swings', () => {
  it('grow from maritime western Europe to the continental interiors in winter', () => {
    const deviation = (point: Point): number => monthStatistics(point, 1).deviation;
    for (const point of [london, paris]) {
      expect(deviation(point)).toBeGreaterThan(2.2);
      expect(deviation(point)).toBeLessThan(3.8);
    }
    for (const point of [berlin, moscow]) {
      expect(deviation(point)).toBeGreaterThan(3.5);
      expect(deviation(point)).toBeLessThan(5.5);
    }
    for (const point of [winnipeg, novosibirsk]) {
      expect(deviation(point)).toBeGreaterThan(5.3);
      expect(deviation(point)).toBeLessThan(7.8);
    }
  }, HEAVY);

  it('are about a degree in the tropics and smaller in summer than in winter', () => {
    expect(monthStatistics(singapore, 1).deviation).toBeLessThan(1.3);
    expect(monthStatistics(london, 7).deviation).toBeLessThan(monthStatistics(london, 1).deviation);
    expect(monthStatistics(winnipeg, 7).deviation).toBeLessThan(monthStatistics(winnipeg, 1).deviation - 1.5);
  }, HEAVY);

  it('persist for days: a day is like the day before', () => {
    for (const point of [london, moscow, winnipeg]) expect(monthStatistics(point, 1).persistence).toBeGreaterThan(0.55);
  }, HEAVY);

  it('lean toward cold outbreaks only deep in a continent', () => {
    expect(monthStatistics(winnipeg, 1).skewness).toBeLessThan(-0.3);
    expect(monthStatistics(novosibirsk, 1).skewness).toBeLessThan(-0.3);
    expect(Math.abs(monthStatistics(london, 1).skewness)).toBeLessThan(0.35);
  }, HEAVY);

  it('keep a London January within its real range, with big swings rare', () => {
    const january = monthStatistics(london, 1);
    // Sixteen Januaries of three-hourly readings: the extremes of record are about -10 and 17 °C.
    expect(january.lowest).toBeGreaterThan(-12);
    expect(january.highest).toBeLessThan(19);
    // Sixteen Januaries: the largest change within 42 hours, not a typical one.
    expect(january.largestSwing).toBeLessThan(18);
  }, HEAVY);
});
