import { describe, expect, it } from 'vitest';
import { call, places, type Endpoint, type Item } from './point-fixture';

/** Places from the tropics to the polar night, and New York, where a wet day once showed a clear sky. */
const where = { ...places, newYork: '-74.0060,40.7128', honolulu: '-157.8583,21.3069' };
/** Instants through 2026, eighteen days and a few hours apart, so every season and hour of day comes up. */
const instants = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2026, 0, 3) + i * (18 * 24 + 5) * 3_600_000));
/** Tests that ask for a year of forecasts at a dozen places: seconds, more on a busy machine. */
const HEAVY = 120_000;

async function steps(endpoint: Endpoint, location: string, now: Date, query: Record<string, string>): Promise<Item[]> {
  return (await call(endpoint, location, { dataset: 'full', rounding: '0', ...query }, { now })).body.forecast as Item[];
}

const precipitationDigit = (symbol: string): number => Number(symbol[2]);
/** The cloud digit a sky of this cloudiness has (cloudiness as shown, so within half a per cent of the true value). */
const cloudDigits = (shown: number): Set<number> =>
  new Set([shown - 0.5, shown + 0.5].map((cloudiness) => (cloudiness < 6 ? 0 : cloudiness < 31 ? 1 : cloudiness < 69 ? 2 : cloudiness < 94 ? 3 : 4)));

/**
 * What a step's symbol must agree with: a symbol without precipitation means under 0.1 mm (shown
 * to two decimals, so at most 0.10), `wet` mm or more always has a precipitation digit, and a dry
 * symbol's sky is the cloudiness shown beside it (fog and thin high cloud aside).
 */
function disagreements(items: Item[], total: string, wet: number): string[] {
  const off: string[] = [];
  for (const item of items) {
    const symbol = item.symbol as string;
    const accumulation = item[total] as number;
    const label = `${String(item.time ?? item.date)} ${symbol} ${accumulation} mm ${String(item.cloudiness)} %`;
    const dry = precipitationDigit(symbol) === 0;
    if (dry && accumulation > 0.1) off.push(`${label}: dry symbol`);
    if (!dry && accumulation < 0.1) off.push(`${label}: precipitation symbol`);
    if (accumulation >= wet && dry) off.push(`${label}: wet day, dry symbol`);
    const sky = Number(symbol[1]);
    if (dry && sky < 5 && !cloudDigits(item.cloudiness as number).has(sky)) off.push(`${label}: sky`);
  }
  return off;
}

describe('symbols agree with the precipitation and cloud beside them', () => {
  it('hourly and 3-hourly steps through a year, everywhere', async () => {
    const off: string[] = [];
    let wetSteps = 0;
    for (const location of Object.values(where)) {
      for (const now of instants.slice(0, 12)) {
        for (const [endpoint, periods] of [
          ['hourly', '48'],
          ['threeHourly', '40'],
        ] as const) {
          const items = await steps(endpoint, location, now, { periods });
          wetSteps += items.filter((item) => (item.precipAccum as number) >= 0.1).length;
          off.push(...disagreements(items, 'precipAccum', 0.1));
        }
      }
    }
    expect(wetSteps).toBeGreaterThan(200);
    expect(off).toEqual([]);
  }, HEAVY);

  it('days through a year, everywhere: a day with 1 mm or more never shows a dry sky (New York’s “mostly clear” with 3 mm)', async () => {
    const off: string[] = [];
    let wetDays = 0;
    for (const location of Object.values(where)) {
      for (const now of instants) {
        const items = await steps('daily', location, now, { periods: '10' });
        wetDays += items.filter((item) => (item.precipAccum as number) >= 1).length;
        off.push(...disagreements(items, 'precipAccum', 1));
      }
    }
    expect(wetDays).toBeGreaterThan(150);
    expect(off).toEqual([]);
  }, HEAVY);
});

describe('no sun in the polar night', () => {
  it('Tromsø from late November to mid-January: night symbols only, by the day and by the hour', async () => {
    for (const now of [new Date('2026-11-29T09:00:00Z'), new Date('2026-12-12T11:00:00Z'), new Date('2027-01-01T10:00:00Z')]) {
      const days = await steps('daily', places.tromso, now, { periods: '5' });
      expect(days.map((day) => (day.symbol as string)[0])).toEqual(['n', 'n', 'n', 'n', 'n']);
      const hours = await steps('hourly', places.tromso, now, { periods: '72' });
      expect(hours.every((hour) => (hour.symbol as string).startsWith('n'))).toBe(true);
    }
  });

  it('but day symbols where the sun rises, however briefly: Tromsø in February, Helsinki in December', async () => {
    const tromso = await steps('daily', places.tromso, new Date('2026-02-10T09:00:00Z'), { periods: '5' });
    expect(tromso.every((day) => (day.symbol as string).startsWith('d'))).toBe(true);
    const helsinki = await steps('daily', places.helsinki, new Date('2026-12-20T09:00:00Z'), { periods: '5' });
    expect(helsinki.every((day) => (day.symbol as string).startsWith('d'))).toBe(true);
  });
});

describe('daily ensembles stay within the climate', () => {
  it('Honolulu’s ensemble highs, fifteen days ahead through a year, never pass its record of 35 °C (Honolulu airport, 31 August 1994)', async () => {
    const record = 35;
    let highest = Number.NEGATIVE_INFINITY;
    for (let week = 0; week < 52; week++) {
      const now = new Date(Date.UTC(2026, 0, 1, 6) + week * 7 * 24 * 3_600_000);
      for (const day of await steps('daily', where.honolulu, now, { periods: '15' })) {
        highest = Math.max(highest, (day.maxTempEnsemble as { p100: number }).p100);
      }
    }
    expect(highest).toBeGreaterThan(29);
    expect(highest).toBeLessThan(record);
  }, HEAVY);
});
