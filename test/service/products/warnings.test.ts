import { describe, expect, it } from 'vitest';
import { body, failure, fieldTypes, places, utcSecondsPattern, winter, summer } from './harness';
import { coldLevel, thunderstormLevel, windLevel } from '@service/products/other/warnings/rules';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';

const warningPath = '/api/v1/warning/:location';
const typesPath = '/api/v1/warning/types';
type Warning = Record<string, unknown> & { validFrom: string; validUntil: string; sent: string; description: { lang: string; text: string }[] };
type Warnings = { warnings: Warning[] };

const itemTypes = {
  type: 'string', significance: 'string', attribution: 'string|null', attributionUrl: 'string|null', validFrom: 'string',
  validUntil: 'string', sent: 'string', description: 'object', link: 'string', name: 'string', significanceDescription: 'string',
};
const dayMs = 86_400_000;

/** Weather-prone places, scanned in order until warnings turn up. */
const candidates = [
  '-21.90,64.15', '5.32,60.39', '-6.77,62.01', '174.78,-41.29', '129.73,62.03', '-112.07,33.45', '72.88,19.08',
  '-80.19,25.77', '-3.19,55.95', '24.94,60.17', '-68.30,-54.80', '151.21,-33.87', '-97.52,35.47', '139.69,35.69',
];
const clocks = [winter, summer, new Date('2026-10-20T08:00:00Z'), new Date('2026-04-02T16:00:00Z')];

async function firstWith(future: '0' | '1'): Promise<{ now: Date; location: string; warnings: Warning[] }> {
  for (const now of clocks) {
    for (const location of candidates) {
      const { warnings } = await body<Warnings>(warningPath, { location }, { future }, now);
      if (warnings.length > 0) return { now, location, warnings };
    }
  }
  throw new Error(`no warnings with future=${future} at any candidate`);
}

function expectWellFormed(warning: Warning, now: Date, types: Record<string, unknown>) {
  expect(Object.keys(warning).sort()).toEqual(Object.keys(itemTypes).sort());
  expect(fieldTypes(warning, itemTypes)).toEqual(itemTypes);
  expect(Object.keys(types)).toContain(warning.type);
  expect(['Y', 'O', 'R']).toContain(warning.significance);
  for (const stamp of [warning.validFrom, warning.validUntil, warning.sent]) expect(stamp).toMatch(utcSecondsPattern);
  expect(Date.parse(warning.validFrom)).toBeLessThan(Date.parse(warning.validUntil));
  expect(Date.parse(warning.sent)).toBeLessThanOrEqual(now.getTime());
  expect(warning.description.length).toBeGreaterThan(0);
  for (const text of warning.description) expect(text.text.length).toBeGreaterThan(10);
  expect(warning.description.map((text) => text.lang)).toContain('en');
}

describe('warning types', () => {
  it('is an object keyed by type code, each with a name', async () => {
    const types = await body<Record<string, { name: string }>>(typesPath, {}, {}, winter);
    expect(Object.keys(types).sort()).toEqual(['cold', 'fog', 'frost', 'heat', 'rain', 'snow', 'thunderstorm', 'wind']);
    for (const value of Object.values(types)) expect(typeof value.name).toBe('string');
  });
});

describe('warning rules', () => {
  const calm = { windGust: 8, thunderProb: 0, precipRate: 0 } as SurfaceWeather;
  it('grades gusts, storms and cold', () => {
    expect(windLevel({ ...calm, windGust: 19 }).level).toBe(0);
    expect(windLevel({ ...calm, windGust: 26 }).level).toBe(2);
    expect(thunderstormLevel({ ...calm, thunderProb: 45 }).level).toBe(1);
    expect(thunderstormLevel({ ...calm, thunderProb: 80, precipRate: 35 }).level).toBe(3);
    const normals = { dayMaxTemp: -5, dayMinTemp: -14, dayAvgTemp: -9, precipSum: 40, rainDays: 8, frostDays: 28, seaSurfaceTemp: null };
    expect(coldLevel(-23, normals).level).toBe(0);
    expect(coldLevel(-25, normals).level).toBe(1);
    expect(coldLevel(-36, normals).level).toBe(3);
  });
});

describe('warnings', () => {
  it('future=0 gives warnings in force or starting within 24 hours, well formed', async () => {
    const types = await body<Record<string, unknown>>(typesPath, {}, {}, winter);
    const { now, warnings } = await firstWith('0');
    for (const warning of warnings) {
      expectWellFormed(warning, now, types);
      expect(Date.parse(warning.validFrom)).toBeLessThanOrEqual(now.getTime() + dayMs);
      expect(Date.parse(warning.validUntil)).toBeGreaterThan(now.getTime());
    }
  });

  it('future=1 gives only warnings starting more than 24 hours from now', async () => {
    const types = await body<Record<string, unknown>>(typesPath, {}, {}, winter);
    const { now, location, warnings } = await firstWith('1');
    for (const warning of warnings) {
      expectWellFormed(warning, now, types);
      expect(Date.parse(warning.validFrom)).toBeGreaterThan(now.getTime() + dayMs);
    }
    const soon = (await body<Warnings>(warningPath, { location }, {}, now)).warnings;
    const overlap = soon.filter((warning) => warnings.some((later) => later.link === warning.link));
    expect(overlap).toEqual([]);
  });

  it('describes in English and the country’s languages, or in all six with dataset=full', async () => {
    const { now, location } = await firstWith('0');
    const standard = (await body<Warnings>(warningPath, { location }, {}, now)).warnings[0];
    const full = (await body<Warnings>(warningPath, { location }, { dataset: 'full' }, now)).warnings[0];
    expect(standard?.description[0]?.lang).toBe('en');
    expect(full?.description.map((text) => text.lang)).toEqual(['en', 'de', 'fi', 'sv', 'fr', 'es']);
  });

  it('refuses bad switches', async () => {
    expect(await failure(warningPath, { location: places.helsinki }, { future: '2' }, winter)).toBe(400);
    expect(await failure(warningPath, { location: places.helsinki }, { dataset: 'all' }, winter)).toBe(400);
    expect(await failure(warningPath, { location: '999,999' }, {}, winter)).toBe(400);
  });
});
