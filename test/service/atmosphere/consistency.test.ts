import { precipitationKindAt } from '@shared/precipitation-type';
import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { relativeHumidity } from '@service/atmosphere/moisture';
import { instants, places, present } from './sampling';

describe('derived fields stay consistent everywhere', () => {
  const atmosphere = createAtmosphere(3);
  const samples: SurfaceWeather[] = [];
  const where = places(600, -85, 85);
  const when = instants(8);
  for (const point of where) for (const at of when) samples.push(atmosphere.observed(point, at));

  it('samples thousands of places and times', () => {
    expect(samples.length).toBe(4800);
  });

  it('never has the dew point above the temperature nor the gust below the wind', () => {
    expect(samples.filter((w) => w.dewPoint > w.temperature)).toEqual([]);
    expect(samples.filter((w) => w.windGust < w.windSpeed)).toEqual([]);
  });

  it('keeps every field within its physical range', () => {
    for (const w of samples) {
      expect(w.temperature).toBeGreaterThan(-90);
      expect(w.temperature).toBeLessThan(55);
      expect(w.relHumidity).toBeGreaterThanOrEqual(0);
      expect(w.relHumidity).toBeLessThanOrEqual(100);
      expect(w.pressure).toBeGreaterThan(930);
      expect(w.pressure).toBeLessThan(1065);
      expect(w.windSpeed).toBeGreaterThanOrEqual(0);
      expect(w.windSpeed).toBeLessThan(45);
      expect(w.windDir).toBeGreaterThanOrEqual(0);
      expect(w.windDir).toBeLessThan(360);
      expect(w.cloudiness).toBeGreaterThanOrEqual(0);
      expect(w.cloudiness).toBeLessThanOrEqual(100);
      expect(w.precipRate).toBeGreaterThanOrEqual(0);
      expect(w.precipRate).toBeLessThan(150);
      expect(w.thunderProb).toBeGreaterThanOrEqual(0);
      expect(w.thunderProb).toBeLessThanOrEqual(100);
      expect(w.visibility).toBeGreaterThan(0);
      expect(w.visibility).toBeLessThanOrEqual(50_000);
      expect(w.uvIndex).toBeGreaterThanOrEqual(0);
      expect(w.uvIndex).toBeLessThan(16);
      expect(w.solarRadiation).toBeGreaterThanOrEqual(0);
      expect(w.solarRadiation).toBeLessThan(1200);
      expect(w.snowDepth).toBeGreaterThanOrEqual(0);
      expect(w.sunAltitude).toBeGreaterThanOrEqual(-90);
      expect(w.sunAltitude).toBeLessThanOrEqual(90);
    }
  });

  it('derives relative humidity from temperature and dew point (Magnus)', () => {
    for (const w of samples) expect(w.relHumidity).toBeCloseTo(relativeHumidity(w.temperature, w.dewPoint), 6);
  });

  it('has no sunshine and no UV at night, and some by day', () => {
    const night = samples.filter((w) => w.sunAltitude < 0);
    const day = samples.filter((w) => w.sunAltitude > 30);
    expect(night.length).toBeGreaterThan(1000);
    expect(night.every((w) => w.uvIndex === 0 && w.solarRadiation === 0)).toBe(true);
    expect(day.every((w) => w.uvIndex > 0 && w.solarRadiation > 0)).toBe(true);
  });

  it('chooses the precipitation type by the app’s one rule, from the temperature and dew point', () => {
    for (const w of samples) expect(w.precipType).toBe(precipitationKindAt(w.temperature, w.dewPoint));
    // Never rain at or below freezing; in dry air, snow above it.
    expect(samples.filter((w) => w.temperature <= 0 && w.precipType === 'rain')).toEqual([]);
    expect(samples.some((w) => w.temperature > 0.5 && w.precipType === 'snow')).toBe(true);
  });

  it('is cloudy where it precipitates and has poorer visibility there', () => {
    const wet = samples.filter((w) => w.precipRate > 0);
    const dry = samples.filter((w) => w.precipRate === 0);
    expect(wet.length).toBeGreaterThan(100);
    expect(wet.every((w) => w.cloudiness >= 55)).toBe(true);
    const median = (xs: number[]): number => present([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
    expect(median(wet.map((w) => w.visibility))).toBeLessThan(median(dry.map((w) => w.visibility)) / 2);
  });

  it('puts thunder only where it is warm and humid', () => {
    const thundery = samples.filter((w) => w.thunderProb > 30);
    expect(thundery.length).toBeGreaterThan(0);
    expect(thundery.every((w) => w.temperature > 12 && w.dewPoint > 6)).toBe(true);
  });
});
