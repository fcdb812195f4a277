import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { calibrationAt } from '@service/atmosphere/calibration';
import { noCalibration } from '@service/atmosphere/climate';
import { createAtmosphere } from '@service/atmosphere/index';
import { REFERENCE_CITIES, type ReferenceCity } from '@service/atmosphere/reference-climate';
import { mean } from './sampling';

const atmosphere = createAtmosphere(7);
const at = (city: ReferenceCity): Point => ({ lat: city.lat, lon: city.lon });
const referenceMean = (extremes: readonly [number, number]): number => (extremes[0] + extremes[1]) / 2;
/** Tests that sample years of weather at every city: seconds, more on a busy machine. */
const HEAVY = 60_000;

function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the reference climate table', () => {
  it('covers every continent and climate with well over a hundred cities', () => {
    expect(REFERENCE_CITIES.length).toBeGreaterThan(100);
    expect(new Set(REFERENCE_CITIES.map((city) => city.name)).size).toBe(REFERENCE_CITIES.length);
    expect(REFERENCE_CITIES.filter((city) => city.lat < -30).length).toBeGreaterThan(10);
    expect(REFERENCE_CITIES.filter((city) => Math.abs(city.lat) < 15).length).toBeGreaterThan(20);
    expect(REFERENCE_CITIES.filter((city) => city.elevation > 1500).length).toBeGreaterThan(8);
    expect(REFERENCE_CITIES.filter((city) => city.lat > 60).length).toBeGreaterThan(8);
    for (const city of REFERENCE_CITIES) {
      expect(city.january[0]).toBeGreaterThan(city.january[1]);
      expect(city.july[0]).toBeGreaterThan(city.july[1]);
      expect(city.precipitation[2]).toBeGreaterThanOrEqual(city.precipitation[0] + city.precipitation[1]);
    }
  });
});

describe('the calibrated climate at the reference cities', () => {
  it('puts every city on its station elevation (the land mask makes a few of them sea)', () => {
    const off = REFERENCE_CITIES.filter((city) => {
      const elevation = atmosphere.elevation(at(city));
      return elevation !== 0 && Math.abs(elevation - Math.max(1, city.elevation)) > 5;
    });
    expect(off.map((city) => city.name)).toEqual([]);
  });

  it('has January and July normal mean temperatures within 2 °C of the reference', () => {
    const off: string[] = [];
    for (const city of REFERENCE_CITIES) {
      for (const [month, extremes] of [
        [1, city.january],
        [7, city.july],
      ] as const) {
        const normal = atmosphere.monthlyNormals(at(city), month).dayAvgTemp;
        if (Math.abs(normal - referenceMean(extremes)) > 2) off.push(`${city.name} ${month}: ${normal.toFixed(1)}`);
      }
    }
    expect(off).toEqual([]);
  }, HEAVY);

  it('has normal day-night ranges within 2.5 °C of the reference', () => {
    const off: string[] = [];
    for (const city of REFERENCE_CITIES) {
      for (const [month, extremes] of [
        [1, city.january],
        [7, city.july],
      ] as const) {
        const normals = atmosphere.monthlyNormals(at(city), month);
        const range = normals.dayMaxTemp - normals.dayMinTemp;
        if (Math.abs(range - (extremes[0] - extremes[1])) > 2.5) off.push(`${city.name} ${month}: ${range.toFixed(1)}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('realises those normals: January and July observations over 24 years average within 2 °C of them', () => {
    const off: string[] = [];
    for (const city of REFERENCE_CITIES) {
      for (const month of [1, 7]) {
        const temperatures: number[] = [];
        for (let year = 2000; year < 2024; year++) {
          for (let day = 1; day <= 31; day += 3) {
            for (let hour = 0; hour < 24; hour += 6) {
              temperatures.push(atmosphere.observed(at(city), new Date(Date.UTC(year, month - 1, day, hour))).temperature);
            }
          }
        }
        const normal = atmosphere.monthlyNormals(at(city), month).dayAvgTemp;
        if (Math.abs(mean(temperatures) - normal) > 2) off.push(`${city.name} ${month}: ${(mean(temperatures) - normal).toFixed(1)}`);
      }
    }
    expect(off).toEqual([]);
  }, HEAVY);

});

describe('the calibration field', () => {
  it('fades to nothing far from every reference city', () => {
    let checked = 0;
    for (let lat = -70; lat <= 80; lat += 10) {
      for (let lon = -180; lon < 180; lon += 10) {
        const nearest = Math.min(...REFERENCE_CITIES.map((city) => kmBetween({ lat, lon }, at(city))));
        if (nearest < 2300) continue;
        checked += 1;
        expect(Object.values(calibrationAt(lat, lon, noCalibration())).flatMap((value: number | Float64Array) => (typeof value === 'number' ? [value] : [...value])).every((value) => value === 0)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('changes smoothly: no month’s temperature shift changes by 5 °C or more over 100 km anywhere', () => {
    const here = noCalibration();
    const there = noCalibration();
    let largest = 0;
    for (let lat = -60; lat <= 75; lat += 0.5) {
      for (let lon = -180; lon < 180; lon += 0.5) {
        calibrationAt(lat, lon, here);
        calibrationAt(lat + 100 / 111.2, lon, there);
        here.temperature.forEach((shift, i) => {
          largest = Math.max(largest, Math.abs(shift - (there.temperature[i] as number)));
        });
      }
    }
    expect(largest).toBeLessThan(5);
    expect(largest).toBeGreaterThan(0.5);
  });

  it('leaves mountains next to calibrated cities cold', () => {
    const january = (point: Point): number => atmosphere.monthlyNormals(point, 1).dayAvgTemp;
    const alps = { lat: 46.5, lon: 9.8 };
    expect(atmosphere.elevation(alps)).toBeGreaterThan(1800);
    expect(january(alps)).toBeLessThan(january({ lat: 47.38, lon: 8.54 }) - 6);
    const rockies = { lat: 39.6, lon: -105.9 };
    expect(atmosphere.elevation(rockies)).toBeGreaterThan(2000);
    expect(january(rockies)).toBeLessThan(january({ lat: 39.74, lon: -104.99 }) - 2);
    const andes = { lat: -33.4, lon: -70.0 };
    expect(atmosphere.monthlyNormals(andes, 7).dayAvgTemp).toBeLessThan(atmosphere.monthlyNormals({ lat: -33.45, lon: -70.67 }, 7).dayAvgTemp - 10);
  });
});
