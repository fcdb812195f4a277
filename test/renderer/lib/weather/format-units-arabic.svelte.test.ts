import { describe, expect, it } from 'vitest';
import { hourColumns } from '@renderer/dashboard/forecast/hour-table';
import { formatPrecipitation, formatPressure, formatTemperature, formatWind, precipitationLabel, temperatureLetter } from '@renderer/lib/weather/format';
import { numbersLocale } from '@shared/i18n/languages';
import { unitPresets } from '@shared/units';
import type { HourStep } from '@shared/api/forecasts';
import { inInterfaceLanguage } from '../../dashboard/in-interface-language.svelte';

const locale = numbersLocale('ar');
const metricKmh = { ...unitPresets.metric, wind: 'KMH' as const };

describe('units in an Arabic window', () => {
  it('writes the figure first, a no-break space, then the Arabic symbol', async () => {
    const written = await inInterfaceLanguage('ar', () => [
      formatWind(25, { units: metricKmh, locale }),
      formatTemperature(12, { units: metricKmh, locale }),
      formatPrecipitation(5, 'amount', { units: metricKmh, locale }),
      formatPressure(1013, { units: metricKmh, locale }),
      precipitationLabel({ units: metricKmh }, 'rate'),
      temperatureLetter({ units: metricKmh }),
    ]);
    expect(written).toEqual(['25\u00a0كم/س', '12\u00a0°م', '5\u00a0مم', '1013\u00a0هكتوباسكال', 'مم/س', 'م']);
  });

  it('names the units of the dashboard’s hour table in Arabic', async () => {
    const step = { time: '2026-11-28T12:00:00Z', temperature: 12, windSpeed: 7, pressure: 1013, precipAccum: 0.4 } as unknown as HourStep;
    const headers = await inInterfaceLanguage('ar', () =>
      hourColumns([step], { units: metricKmh, locale, zone: 'UTC', language: 'en', now: 0 }).map((column) => column.header),
    );
    expect(headers.join(' | ')).toContain('كم/س');
    expect(headers.join(' | ')).toContain('°م');
    expect(headers.join(' | ')).not.toMatch(/km\/h|°C|hPa/u);
  });
});
