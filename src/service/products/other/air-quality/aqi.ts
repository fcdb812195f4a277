/**
 * The United States EPA Air Quality Index: piecewise-linear sub-indices from concentration
 * breakpoints (40 CFR Part 58 Appendix G, PM2.5 as revised in 2024). Concentrations are truncated
 * to the breakpoints' precision first, as the EPA's calculator does. Hourly values are indexed on
 * the 8-hour (ozone, CO) and 24-hour (particles) tables, as forecast services commonly do.
 */
export const pollutants = ['CO', 'NO2', 'O3', 'SO2', 'PM10', 'PM2P5'] as const;
export type Pollutant = (typeof pollutants)[number];

/** ppm for CO; ppb for NO2, O3, SO2; µg/m³ for particles. */
export type Concentrations = Record<Pollutant, number>;
export type SubIndices = Record<Pollutant, number>;

const indexBounds = [0, 50, 100, 150, 200, 300, 500] as const;

interface Table {
  /** Upper concentration of each category; the next category starts one precision step above. */
  upper: readonly number[];
  /** Decimal places the concentration is truncated to. */
  decimals: number;
}

const tables: Record<Pollutant, Table> = {
  O3: { upper: [54, 70, 85, 105, 200, 604], decimals: 0 },
  PM2P5: { upper: [9.0, 35.4, 55.4, 125.4, 225.4, 325.4], decimals: 1 },
  PM10: { upper: [54, 154, 254, 354, 424, 604], decimals: 0 },
  CO: { upper: [4.4, 9.4, 12.4, 15.4, 30.4, 50.4], decimals: 1 },
  SO2: { upper: [35, 75, 185, 304, 604, 1004], decimals: 0 },
  NO2: { upper: [53, 100, 360, 649, 1249, 2049], decimals: 0 },
};

export function subIndex(pollutant: Pollutant, concentration: number): number {
  const { upper, decimals } = tables[pollutant];
  const factor = 10 ** decimals;
  const value = Math.floor(Math.max(0, concentration) * factor) / factor;
  const step = 1 / factor;
  for (let category = 0; category < upper.length; category += 1) {
    const high = upper[category] ?? 0;
    if (value > high) continue;
    const low = category === 0 ? 0 : (upper[category - 1] ?? 0) + step;
    const indexLow = category === 0 ? 0 : (indexBounds[category] ?? 0) + 1;
    const indexHigh = indexBounds[category + 1] ?? 500;
    return Math.round(((indexHigh - indexLow) / (high - low)) * (Math.max(value, low) - low) + indexLow);
  }
  // Beyond the table the index is off the scale; 500 is its top.
  return 500;
}

export function subIndices(concentrations: Concentrations): SubIndices {
  return {
    CO: subIndex('CO', concentrations.CO),
    NO2: subIndex('NO2', concentrations.NO2),
    O3: subIndex('O3', concentrations.O3),
    SO2: subIndex('SO2', concentrations.SO2),
    PM10: subIndex('PM10', concentrations.PM10),
    PM2P5: subIndex('PM2P5', concentrations.PM2P5),
  };
}

/** The overall index is the highest sub-index; its pollutant is the most significant one. */
export function dominant(indices: SubIndices): { aqi: number; pollutant: Pollutant } {
  let best: Pollutant = 'O3';
  for (const pollutant of pollutants) {
    if (indices[pollutant] > indices[best]) best = pollutant;
  }
  return { aqi: indices[best], pollutant: best };
}
