import { flushSync, tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductPanels from '@renderer/dashboard/products/ProductPanels.svelte';
import { LocationWeather } from '@renderer/dashboard/forecast/location-weather.svelte';
import type { Observations } from '@shared/api/locations';
import type { AirQualityDay, AirQualityHour, ClimateDay, PollenDay, PollenHour, Warning, WeatherHistory } from '@shared/api/products';
import type { DailyForecast } from '@shared/api/forecasts';
import { fail, ok, type Result } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import type { OnDemandProduct } from '@shared/views/on-demand';
import { placedProducts } from '@shared/products/registry';
import type { WeatherData, WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import { field, installFakeMain, render, typeInto } from '../dashboard-fake-main';
import { errorsText as english } from '@renderer/lib/text';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const now = Date.parse('2026-01-15T10:20:00Z');

function update<P extends WeatherProduct>(product: P, data: WeatherData[P]): WeatherUpdate {
  return { product, locationId: helsinki.id, data, fetchedAt: new Date(now).toISOString(), staleAfterMs: 60 * 60_000 } as WeatherUpdate;
}

function aqHour(time: string, values: Partial<AirQualityHour>): AirQualityHour {
  return { time, pollutant: null, pollutantPhrase: null, AQI: null, AQI_CO: null, AQI_NO2: null, AQI_O3: null, AQI_SO2: null, AQI_PM10: null, AQI_PM2P5: null, ...values };
}

const noPollen = { alder: 0, alder_m3: 0, birch: 0, birch_m3: 0, grass: 0, grass_m3: 0, mugwort: 0, mugwort_m3: 0, olive: 0, olive_m3: 0, ragweed: 0, ragweed_m3: 0 };

const airQuality = {
  forecast: [
    aqHour('2026-01-15T10:00Z', { AQI: 75, pollutant: 'Particulate matter <2.5um', pollutantPhrase: 'Pienhiukkaset', AQI_PM2P5: 75, AQI_O3: 20, AQI_NO2: 31 }),
    aqHour('2026-01-15T11:00Z', { AQI: 101, pollutant: 'Particulate matter <2.5um', AQI_PM2P5: 101, AQI_O3: 18 }),
  ],
};

const warning: Warning = {
  type: 'wind',
  significance: 'O',
  attribution: 'Ilmatieteen laitos',
  attributionUrl: 'https://example.org/fmi',
  validFrom: '2026-01-15T16:00:00Z',
  validUntil: '2026-01-16T04:00:00Z',
  sent: '2026-01-15T03:00:00Z',
  description: [
    { lang: 'en', text: 'Gusts up to 28\u00a0m/s.' },
    { lang: 'de', text: 'Böen bis 28\u00a0m/s.' },
  ],
  link: 'https://example.org/warnings/1',
  name: 'Orange wind warning',
  significanceDescription: 'Severe: be prepared.',
};

const observations: Observations = {
  observations: [
    {
      station: 'Vantaa', distance: '15\u00a0km NE', elevation: 26, latitude: 60.3, longitude: 25.0, time: '2026-01-15T12:10+02:00', temperature: -4,
      feelsLikeTemp: -9, symbol: 'd400', windDir: 200, windDirString: 'S', windSpeed: 6, windGust: null, pressure: 1012, relHumidity: 88,
      visibility: 20000, snowDepth: 12,
    },
  ],
};

const daily: DailyForecast = {
  forecast: [{ date: '2026-01-15', symbol: 'd400', maxTemp: 2, minTemp: -9, maxWindSpeed: 6, windDir: 200, precipAccum: 0, snowDepth: 12 }],
};

const scheduled = (pollen: PollenHour[] = [{ ...noPollen, time: '2026-01-15T12:00+02:00', birch: 2, birch_m3: 42.5 }], warnings: Warning[] = [warning]) => [
  update('airQuality', airQuality),
  update('pollen', { forecast: pollen }),
  update('warnings', { warnings }),
  update('observations', observations),
  update('daily', daily),
  update('climate', { climate: [] }),
];

const airQualityDaily: { forecast: AirQualityDay[] } = {
  forecast: [{ date: '2026-01-16', AQI: 160, pollutant: 'Ozone', pollutantPhrase: 'Ozone', AQI_CO: 1, AQI_NO2: 20, AQI_GO3: 160, AQI_SO2: 0, AQI_PM2P5: 90, AQI_PM10: 10 }],
};
const pollenDaily: { forecast: PollenDay[] } = { forecast: [{ ...noPollen, date: '2026-01-16', grass: 4, grass_m3: 140 }] };
const climateDaily: { climate: ClimateDay[] } = { climate: [{ month: '01', day: '15', avgMinTemp: -6.2, avgTemp: -3.7, avgMaxTemp: -1.2 }] };

const history: WeatherHistory = {
  station: { name: 'Helsinki-Vantaa', lon: 24.96, lat: 60.32 },
  hourly: [
    {
      date: { pretty: '', year: '2026', month: '01', day: '13', hour: '00', min: '00', tz: 'Europe/Helsinki' },
      utcdate: { iso8601: '2026-01-12T22:00:00Z', year: '2026', month: '01', day: '12', hour: '22', min: '00', tz: 'UTC' },
      observations: [
        {
          dt: { pretty: '', year: '2026', month: '01', day: '13', hour: '00', min: '00', tz: 'Europe/Helsinki' },
          dtu: { iso8601: '2026-01-12T22:00:00Z', year: '2026', month: '01', day: '12', hour: '22', min: '00', tz: 'UTC' },
          t: '-7.5',
          pr1: '0.3',
        },
      ],
    },
  ],
  dailysummary: [
    { dt: { pretty: '', year: '2026', month: '01', day: '13', hour: '00', min: '00', tz: 'Europe/Helsinki' }, tx: '-3.4', tn: '-8.1', ta: '', pr24: '0.3', prtype: 'snow', snow: '1' },
    { dt: { pretty: '', year: '2026', month: '01', day: '14', hour: '00', min: '00', tz: 'Europe/Helsinki' }, tx: '-2.0', tn: null, pr24: '0.0', prtype: 'none' },
  ],
};

const onDemandData: Partial<Record<OnDemandProduct, unknown>> = {
  airQualityDaily,
  pollenDaily,
  climateDaily,
  marineHourly: { forecast: [{ time: '2026-01-15T12:00+02:00', sigWaveHeight: 1.4, waveDir: 210, sigSwellHeight: 0.6, seaTemp: 0.8, swimTemp: 1.0 }] },
  marineDaily: { forecast: [{ date: '2026-01-15', maxSigWaveHeight: 1.9, maxSwellHeight: 0.7, maxSeaTemp: 0.9, maxSwimTemp: null }] },
  history,
  agricultureHourly: { forecast: [{ time: '2026-01-15T12:00+02:00', ET0: 0.05, VPD: 0.2, SSRD: 120 }] },
  agricultureDaily: {
    forecast: [
      { date: '2026-01-15', ET0: 0.3, VPD_min: 0.01, VPD_max: 0.1, VPD: 0.05, SSRD: 166, precipSum24q10: 0, precipSum24q90: 0, precipSum168q10: 22, precipSum168q90: 136.5 },
      { date: '2026-01-16', ET0: 0.2, VPD_min: 0.02, VPD_max: 0.02, VPD: 0.02, SSRD: 120, precipSum24q10: 19.7, precipSum24q90: 19.7, precipSum168q10: 2.6, precipSum168q90: 3.9 },
    ],
  },
};

type FetchRequest = { locationId: string; product: OnDemandProduct; history?: { date: string; days: number } };

const demoInfo = { name: 'Weatherglass', version: '0.1.0', mode: 'demo', source: 'demo', host: 'browser' };

function mainWith(updates: WeatherUpdate[], refuse: Partial<Record<OnDemandProduct, Result<never>>> = {}, settings: Settings = defaultSettings) {
  return installFakeMain({
    'app:getInfo': () => ok(demoInfo),
    'settings:get': () => ok(settings),
    'weather:get': () => ok(updates),
    'weather:fetch': (payload) => {
      const request = payload as FetchRequest;
      const refusal = refuse[request.product];
      if (refusal !== undefined) return refusal;
      const data = onDemandData[request.product];
      return data === undefined ? fail('serverError', 'somethingWentWrong') : ok({ product: request.product, locationId: request.locationId, data, fetchedAt: new Date(now).toISOString() });
    },
  });
}

async function showPanels(updates: WeatherUpdate[], settings: Settings = defaultSettings, refuse: Partial<Record<OnDemandProduct, Result<never>>> = {}) {
  const main = mainWith(updates, refuse, settings);
  const weather = new LocationWeather(helsinki.id);
  await weather.reload();
  const props = $state({ location: helsinki, settings, weather });
  const view = render(ProductPanels, props);
  destroy = view.destroy;
  await tick();
  const fetched = (product: OnDemandProduct) => main.callsTo('weather:fetch').filter((payload) => (payload as FetchRequest).product === product);
  const panel = (testid: string) => {
    const found = view.target.querySelector<HTMLElement>(`[data-testid="${testid}"]`);
    if (found === null) throw new Error(`no ${testid}`);
    return found;
  };
  return { main, view, props, fetched, panel };
}

let destroy: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  // jsdom has no canvas: the charts keep their summaries and published values without drawing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // Nor layout, nor ResizeObserver: the tables' scrollers have no width to follow.
  vi.stubGlobal('ResizeObserver', class { observe(): void {} disconnect(): void {} });
});
afterEach(() => {
  destroy?.();
  destroy = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the product panels on load', () => {
  it('ask only for the daily air quality, pollen and normals; the costly panels wait to be opened', async () => {
    const { main, fetched } = await showPanels(scheduled());
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(1));
    const products = main.callsTo('weather:fetch').map((payload) => (payload as FetchRequest).product);
    expect(products.sort()).toEqual(['airQualityDaily', 'climateDaily', 'pollenDaily']);
    expect(main.callsTo('weather:fetch')).toContainEqual({ locationId: helsinki.id, product: 'airQualityDaily' });
  });

  it('ask afresh when the data switches between demo and account', async () => {
    const { main, fetched } = await showPanels(scheduled());
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(1));
    main.emit('app:infoChanged', { name: 'Weatherglass', version: '0.1.0', mode: 'account', source: 'account-0123456789abcdef', host: 'browser' });
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(2));
    expect(fetched('airQualityDaily')).toHaveLength(2);
  });

  it.each([
    ['the language', { ...defaultSettings, language: 'de' }],
    ['the temperature unit', { ...defaultSettings, units: { ...defaultSettings.units, temperature: 'F' } }],
    ['the wind unit', { ...defaultSettings, units: { ...defaultSettings.units, wind: 'KTS' } }],
  ] as const)('ask afresh when %s changes, and not when something else does', async (_change, changed) => {
    const { main, fetched } = await showPanels(scheduled());
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(1));
    main.emit('settings:changed', { ...defaultSettings, theme: 'dark' });
    await tick();
    expect(fetched('climateDaily')).toHaveLength(1);
    main.emit('settings:changed', changed);
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(2));
    expect(fetched('airQualityDaily')).toHaveLength(2);
  });

  it('place a panel for every product the registry places on the dashboard, in its order, those costing requests closed under their title and hint', async () => {
    const { view, fetched } = await showPanels(scheduled());
    const placed = [...placedProducts('panel'), ...placedProducts('panelOnRequest')];
    const panels = [...view.target.querySelectorAll<HTMLElement>('[data-testid="product-panels"] > [data-testid$="-panel"]')];
    expect(panels.map((panel) => panel.dataset.testid)).toEqual(placed.map((product) => `${product.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}-panel`));
    const onRequest = panels.slice(placedProducts('panel').length);
    expect(onRequest.map((panel) => panel.querySelector('summary')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Marine Waves, swell and sea temperature',
      'Ski Snow and slopes of up to five resorts nearby',
      'Agriculture Evapotranspiration, vapour pressure deficit, solar radiation',
      'Energy Wind at turbine heights and solar radiation',
    ]);
    expect(onRequest.every((panel) => panel.querySelector('details')?.open === false)).toBe(true);
    expect(fetched('marineHourly')).toHaveLength(0);
  });

  it("show the observations with their units, the time in the location's zone, and no gusts where none were measured", async () => {
    const { panel } = await showPanels(scheduled());
    const row = panel('observations-panel').querySelector('[data-testid="observation"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(row).toContain('Vantaa');
    expect(row).toContain('15 km NE');
    expect(row).toContain('12:10'); // In the location's zone.
    expect(row).toContain('-4 °C');
    expect(row).toContain('6 m/s S');
    expect(row).not.toContain('gusts');
    expect(row).toContain('88%');
    expect(row).toContain('1012 hPa');
  });
});

describe('air quality', () => {
  it('shows the hour’s AQI with its EPA category in words, the advice and the dominant pollutant', async () => {
    // Finnish data under English words: the service's Finnish name of the pollutant stands beside the label.
    const { panel } = await showPanels(scheduled(), { ...defaultSettings, language: 'fi', interfaceLanguage: 'en' });
    const now = panel('aqi-now');
    expect(now.querySelector('[data-testid="aqi-value"]')?.textContent).toBe('75');
    expect(now.querySelector('[data-testid="aqi-category"]')?.textContent).toBe('Moderate');
    expect(now.querySelector('[data-testid="aqi-advice"]')?.textContent).toContain('unusually sensitive');
    expect(now.querySelector('[data-testid="aqi-pollutant"]')?.textContent).toContain('Fine particles (PM2.5)');
    expect(now.querySelector('[data-testid="aqi-pollutant"]')?.textContent).toContain('Pienhiukkaset');
    const chart = JSON.parse(panel('air-quality-chart').dataset.values ?? '{}') as { labels: string[]; series: { label: string; values: (number | null)[] }[] };
    expect(chart.labels).toEqual(['Thu 12:00', 'Thu 13:00']);
    expect(chart.series.find((series) => series.label === 'AQI')?.values).toEqual([75, 101]);
    expect(chart.series.find((series) => series.label === 'CO')?.values).toEqual([null, null]);
    expect(panel('air-quality-chart-summary').textContent).toContain('the highest, 101 (Unhealthy for sensitive groups), is at Thu 13:00');
  });

  it('names the dominant pollutant once when the data is in the interface language', async () => {
    const { panel } = await showPanels(scheduled(), { ...defaultSettings, language: 'fi', interfaceLanguage: 'data' });
    const pollutant = panel('aqi-pollutant').textContent?.replace(/\s+/g, ' ').trim();
    expect(pollutant).toContain('(osaindeksi 75)');
    expect(pollutant).not.toContain('Pienhiukkaset”');
  });

  it('shows the next days with their categories', async () => {
    const { panel } = await showPanels(scheduled());
    await vi.waitFor(() => expect(panel('air-quality-daily').textContent).toContain('Unhealthy'));
    const row = panel('air-quality-daily').querySelector('tbody tr')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(row).toContain('Fri 16 Jan');
    expect(row).toContain('160');
    expect(row).toContain('Ozone (O₃)');
  });

  it('shows a failure calmly with what to do, and asks again when told to', async () => {
    const refusal = fail('serverError', { key: 'serverProblem', values: { what: { key: 'subject.hourly' }, status: '500' } });
    const { fetched, panel } = await showPanels(scheduled(), defaultSettings, { airQualityDaily: refusal });
    await vi.waitFor(() => expect(panel('air-quality-panel').querySelector('[data-testid="product-notice"]')).not.toBeNull());
    const notice = panel('air-quality-panel').querySelector<HTMLElement>('[data-testid="product-notice"]');
    expect(notice?.textContent).toContain(english(refusal.error.message));
    expect(notice?.textContent).toContain(english(refusal.error.action));
    expect(panel('air-quality-panel').querySelector('[data-testid="plan-explanation"]')).toBeNull();
    notice?.querySelector('button')?.click();
    await vi.waitFor(() => expect(fetched('airQualityDaily')).toHaveLength(2));
  });
});

describe('pollen', () => {
  it('shows the ratings in words and grains/m³, and the next days', async () => {
    const { panel } = await showPanels(scheduled());
    const birch = panel('pollen-now').querySelector('[data-species="birch"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(birch).toContain('2 Moderate');
    expect(birch).toContain('42.5 grains/m³');
    await vi.waitFor(() => expect(panel('pollen-daily').textContent).toContain('4 Very high'));
    expect(panel('pollen-legend').querySelector('[data-species="grass"]')?.textContent).toContain('30 to 100');
  });

  it('says "Out of season" once, instead of tables of "0 None", while no species is rated above none ahead', async () => {
    const quietHours = [0, 1, 2].map((hour) => ({ ...noPollen, time: `2026-01-15T1${hour}:00+02:00` }));
    onDemandData.pollenDaily = { forecast: ['2026-01-15', '2026-01-16', '2026-01-17'].map((date) => ({ ...noPollen, date })) };
    try {
      const { panel, fetched } = await showPanels(scheduled(quietHours));
      await vi.waitFor(() => expect(fetched('pollenDaily')).toHaveLength(1));
      await vi.waitFor(() => expect(panel('pollen-panel').textContent).toContain('No pollen of any species is expected in the next 24 hours or the next 3 days.'));
      expect(panel('pollen-out-of-season').textContent).toBe('Out of season');
      expect(panel('pollen-panel').querySelector('[data-testid="pollen-now"]')).toBeNull();
      expect(panel('pollen-panel').querySelector('[data-testid="pollen-daily"]')).toBeNull();
      expect(panel('pollen-panel').textContent).not.toContain('None');
    } finally {
      onDemandData.pollenDaily = pollenDaily;
    }
  });

  it('shows the tables when a coming day has pollen, though the next hours have none', async () => {
    const { panel } = await showPanels(scheduled([{ ...noPollen, time: '2026-01-15T12:00+02:00' }]));
    await vi.waitFor(() => expect(panel('pollen-daily').textContent).toContain('4 Very high'));
    expect(panel('pollen-panel').querySelector('[data-testid="pollen-out-of-season"]')).toBeNull();
  });

  it('says it covers Europe only when the forecast is empty, and asks for no daily forecast', async () => {
    const { fetched, panel } = await showPanels(scheduled([]));
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(1));
    expect(panel('pollen-panel').textContent).toContain('Pollen forecasts cover Europe only');
    expect(fetched('pollenDaily')).toHaveLength(0);
  });

  it('explains a plan without pollen instead of showing an error', async () => {
    const { panel } = await showPanels(scheduled(), defaultSettings, { pollenDaily: fail('notInPlan', { key: 'notInPlan', values: { what: { key: 'subject.pollen' } } }) });
    await vi.waitFor(() => expect(panel('pollen-panel').querySelector('[data-testid="plan-explanation"]')).not.toBeNull());
    expect(panel('pollen-panel').textContent).toContain("Pollen isn't part of your plan.");
    expect(panel('pollen-panel').querySelector('[data-testid="product-notice"]')).toBeNull();
  });
});

describe('climate normals', () => {
  it("compares today's forecast with today's normals", async () => {
    const { panel } = await showPanels(scheduled());
    await vi.waitFor(() => expect(panel('climate-panel').querySelector('[data-testid="climate-today"]')).not.toBeNull());
    expect(panel('climate-panel').querySelector('[data-testid="climate-high-anomaly"]')?.textContent).toBe('3.2\u00a0°C warmer than normal');
    expect(panel('climate-panel').querySelector('[data-testid="climate-low-anomaly"]')?.textContent).toBe('2.8\u00a0°C colder than normal');
    // The forecast's mean from its high (2) and low (−9): −3.5, shown −3\u00a0°C, against the normal −3.7\u00a0°C.
    const mean = [...panel('climate-panel').querySelectorAll('[data-testid="climate-mean"] :is(th, td)')].map((cell) => cell.textContent);
    expect(mean).toEqual(['Mean', '-3\u00a0°C', '-3.7\u00a0°C', '0.7\u00a0°C warmer than normal']);
    expect(panel('climate-panel').textContent).toContain('The forecast’s mean is halfway between its high and low.');
  });

  it('says the difference between the figures shown, the forecast in whole degrees and the normal to a tenth', async () => {
    // 0.4 shows as 0\u00a0°C and −8.6 as −9\u00a0°C: the differences are from those, not from the decimals behind them (1.6 and 2.4).
    const tenths: DailyForecast = { forecast: daily.forecast.map((day) => ({ ...day, maxTemp: 0.4, minTemp: -8.6 })) };
    const updates = scheduled().map((each) => (each.product === 'daily' ? update('daily', tenths) : each));
    const { panel } = await showPanels(updates);
    await vi.waitFor(() => expect(panel('climate-panel').querySelector('[data-testid="climate-today"]')).not.toBeNull());
    const cells = (row: string) => [...panel('climate-panel').querySelectorAll(`[data-testid="${row}"] :is(th, td)`)].map((cell) => cell.textContent);
    expect(cells('climate-high')).toEqual(['High', '0\u00a0°C', '-1.2\u00a0°C', '1.2\u00a0°C warmer than normal']);
    expect(cells('climate-low')).toEqual(['Low', '-9\u00a0°C', '-6.2\u00a0°C', '2.8\u00a0°C colder than normal']);
  });

  it('asks again in the new unit when the unit changes', async () => {
    const { main, fetched, props } = await showPanels(scheduled());
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(1));
    // Main announces the change; the dashboard passes the settings it follows down to the panels.
    const inFahrenheit: Settings = { ...defaultSettings, units: { ...defaultSettings.units, temperature: 'F' } };
    main.emit('settings:changed', inFahrenheit);
    props.settings = inFahrenheit;
    flushSync();
    await vi.waitFor(() => expect(fetched('climateDaily')).toHaveLength(2));
  });
});

describe('warnings', () => {
  it('shows the name, significance in words, validity in the zone, the text in the chosen language, attribution and link', async () => {
    // German data under English menus: the warning's own text is German, the panel's words English.
    const { panel } = await showPanels(scheduled(), { ...defaultSettings, language: 'de', interfaceLanguage: 'en' });
    const item = panel('warnings-panel').querySelector<HTMLElement>('[data-testid="warning"]');
    expect(item?.querySelector('h4')?.textContent).toBe('Orange wind warning');
    expect(item?.querySelector('[data-testid="warning-significance"]')?.textContent).toBe('Orange: Severe: be prepared.');
    expect(item?.querySelector('[data-testid="warning-validity"]')?.textContent).toBe('From Thu 15 Jan, 18:00 until Fri 16 Jan, 06:00');
    expect(item?.querySelector('[data-testid="warning-text"]')?.textContent).toBe('Böen bis 28\u00a0m/s.');
    expect(item?.querySelector('[data-testid="warning-text"]')?.getAttribute('lang')).toBe('de');
    const credit = item?.querySelector('[data-testid="data-credit"]');
    expect(credit?.textContent).toContain('Weather Data Service');
    expect(credit?.querySelector('a')?.getAttribute('href')).toBe('https://example.org/fmi');
    expect(credit?.textContent).toContain('Ilmatieteen laitos');
    expect([...(item?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toContain('https://example.org/warnings/1');
  });

  it('falls back to English and says so', async () => {
    const { panel } = await showPanels(scheduled(), { ...defaultSettings, language: 'fi', interfaceLanguage: 'en' });
    expect(panel('warnings-panel').querySelector('[data-testid="warning-text"]')?.textContent).toBe('Gusts up to 28\u00a0m/s.');
    expect(panel('warnings-panel').textContent).toContain('shown in English');
  });

  it('speaks the interface language, which follows the data language by default', async () => {
    const { panel } = await showPanels(scheduled(), { ...defaultSettings, language: 'fi', interfaceLanguage: 'data' });
    expect(panel('warnings-panel').querySelector('h3')?.textContent).toBe('Varoitukset');
    expect(panel('warnings-panel').querySelector('[data-testid="warning-significance"]')?.textContent).toBe('Oranssi: Severe: be prepared.');
    expect(panel('warnings-panel').textContent).toContain('näytetään englanniksi');
  });

  it('says when none is in force', async () => {
    const { panel } = await showPanels(scheduled(undefined, []));
    expect(panel('warnings-panel').textContent).toContain('No warnings in force');
  });
});

describe('warnings outside the plan', () => {
  it('are explained once the schedule says the plan refuses them, and shown again when a plan has them', async () => {
    const main = installFakeMain({
      'weather:get': () => ok(scheduled().filter((update) => update.product !== 'warnings')),
      'schedule:getStatus': () => ok({ notInPlan: ['warnings'] }),
      'weather:fetch': () => fail('serverError', 'somethingWentWrong'),
    });
    const weather = new LocationWeather(helsinki.id);
    const stop = weather.follow();
    const view = render(ProductPanels, { location: helsinki, settings: defaultSettings, weather });
    destroy = () => {
      stop();
      view.destroy();
    };
    // The panels follow the schedule's status, which main answers after they show.
    await vi.waitFor(() => expect(weather.notInPlan('warnings')).toBe(true));
    flushSync();
    const panel = view.target.querySelector('[data-testid="warnings-panel"]');
    expect(panel?.querySelector('[data-testid="plan-explanation"]')?.getAttribute('data-product')).toBe('warnings');
    expect(panel?.textContent).not.toContain('arrived');

    main.emit('schedule:statusChanged', { notInPlan: [] });
    flushSync();
    expect(panel?.querySelector('[data-testid="plan-explanation"]')).toBeNull();
  });
});

describe('the panels that cost requests', () => {
  it('asks for the marine forecast once, when the panel is first opened', async () => {
    const { fetched, panel } = await showPanels(scheduled());
    const details = panel('marine-panel').querySelector('details');
    const summary = panel('marine-panel').querySelector('summary');
    expect(fetched('marineHourly')).toHaveLength(0);

    summary?.click();
    await vi.waitFor(() => expect(panel('marine-chart-summary').textContent).toContain('waves up to 1.4\u00a0m'));
    expect(fetched('marineHourly')).toEqual([{ locationId: helsinki.id, product: 'marineHourly' }]);
    expect(fetched('marineDaily')).toHaveLength(1);
    expect(panel('marine-daily').textContent).toContain('1.9\u00a0m');
    // Where the highest waves come from (210°); the service gives no wave period, so none is said.
    expect(panel('marine-chart-summary').textContent).toContain('waves up to 1.4\u00a0m from SW at Thu 12:00');
    // No swimming water warmer than the sea here: nothing to explain.
    expect(panel('marine-panel').querySelector('[data-testid="marine-swimming-note"]')).toBeNull();

    summary?.click();
    await vi.waitFor(() => expect(details?.open).toBe(false));
    summary?.click();
    await vi.waitFor(() => expect(details?.open).toBe(true));
    await tick();
    expect(fetched('marineHourly')).toHaveLength(1);
    expect(fetched('ski')).toHaveLength(0);
    expect(fetched('energyHourly')).toHaveLength(0);
  });
});

describe('marine', () => {
  it('says why the swimming water can be warmer than the warmest sea', async () => {
    onDemandData.marineDaily = { forecast: [{ date: '2026-01-15', maxSigWaveHeight: 2.3, maxSwellHeight: 1.1, maxSeaTemp: 7.6, maxSwimTemp: 7.7 }] };
    try {
      const { panel } = await showPanels(scheduled());
      panel('marine-panel').querySelector('summary')?.click();
      await vi.waitFor(() => expect(panel('marine-daily').textContent).toContain('7.7\u00a0°C'));
      expect(panel('marine-swimming-note').textContent).toBe(
        'Swimming temperature is the water by the shore: it follows the air and warms in calm sunshine, so it can be above the open sea’s.',
      );
    } finally {
      onDemandData.marineDaily = { forecast: [{ date: '2026-01-15', maxSigWaveHeight: 1.9, maxSwellHeight: 0.7, maxSeaTemp: 0.9, maxSwimTemp: null }] };
    }
  });
});

describe('agriculture', () => {
  it('writes its ranges as the dashboard does: one precision for both ends, one figure where they agree', async () => {
    const { panel } = await showPanels(scheduled());
    panel('agriculture-panel').querySelector('summary')?.click();
    await vi.waitFor(() => expect(panel('agriculture-daily').querySelectorAll('tbody tr')).toHaveLength(2));
    const cells = (testid: string) => [...panel('agriculture-daily').querySelectorAll(`[data-testid="${testid}"]`)].map((cell) => cell.textContent);
    // As a single amount is written: whole millimetres from 10\u00a0mm (19.7 is 20\u00a0mm), a decimal below.
    expect(cells('agriculture-precipitation-24h')).toEqual(['0\u00a0mm', '20\u00a0mm']);
    expect(cells('agriculture-precipitation-7d')).toEqual(['22 to 137\u00a0mm', '2.6 to 3.9\u00a0mm']);
    expect(panel('agriculture-daily').textContent).toContain('0.01 to 0.1\u00a0kPa');
    expect(panel('agriculture-daily').textContent).toContain('0.02\u00a0kPa');
  });
});

describe('history', () => {
  it('explains a plan without history, not as an error, and asks nothing more', async () => {
    const { main, fetched, panel } = await showPanels(scheduled(), defaultSettings, { history: fail('notInPlan', { key: 'notInPlan', values: { what: { key: 'subject.history' } } }) });
    const history = panel('history-panel');
    expect(fetched('history')).toHaveLength(0);

    history.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(history.querySelector('[data-testid="plan-explanation"]')).not.toBeNull());
    const explanation = history.querySelector<HTMLElement>('[data-testid="plan-explanation"]');
    expect(explanation?.textContent).toContain("History isn't part of your plan.");
    expect(explanation?.querySelector('a')?.getAttribute('href')).toBe('#account');
    expect(history.querySelector('[data-testid="product-notice"]')).toBeNull();
    // Yesterday in Helsinki, one day.
    expect(fetched('history')).toEqual([{ locationId: helsinki.id, product: 'history', history: { date: '2026-01-14', days: 1 } }]);

    const callsSoFar = main.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tick();
    expect(main.calls.length).toBe(callsSoFar);
  });

  it('loads the chosen days and shows the chart values and daily summaries parsed from strings', async () => {
    const { fetched, panel, view } = await showPanels(scheduled());
    typeInto(field(view.target, 'First day'), '2026-01-13');
    typeInto(field<HTMLSelectElement>(view.target, 'Days'), '2');
    panel('history-panel').querySelector('form')?.requestSubmit();

    await vi.waitFor(() => expect(panel('history-panel').querySelector('[data-testid="history-days"]')).not.toBeNull());
    expect(fetched('history')).toEqual([{ locationId: helsinki.id, product: 'history', history: { date: '2026-01-13', days: 2 } }]);
    expect(panel('history-station').textContent).toBe('Observed at Helsinki-Vantaa');
    const chart = JSON.parse(panel('history-chart').dataset.values ?? '{}') as { series: { label: string; values: (number | null)[] }[] };
    expect(chart.series.map((series) => series.values)).toEqual([[-7.5], [0.3]]);
    const rows = [...panel('history-days').querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()));
    // The station reports no mean temperature on any day: no "Mean" column of dashes.
    const headings = [...panel('history-days').querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
    expect(headings.slice(0, 4)).toEqual(['Day', 'High', 'Low', 'Precipitation']);
    expect(headings).not.toContain('Mean');
    expect(rows[0]?.slice(0, 4)).toEqual(['Tue 13 Jan', '-3.4 °C', '-8.1 °C', '0.3 mm (snow)']);
    expect(rows[0]?.at(-1)).toBe('snow');
    expect(rows[1]?.slice(0, 4)).toEqual(['Wed 14 Jan', '-2 °C', '–', '0 mm']);
  });

  it('refuses a day after yesterday without asking', async () => {
    const { fetched, panel, view } = await showPanels(scheduled());
    typeInto(field(view.target, 'First day'), '2026-01-15');
    panel('history-panel').querySelector('form')?.requestSubmit();
    flushSync();
    expect(panel('history-panel').textContent).toContain('Choose a day between 1 January 2009 and yesterday, Wed 14 Jan.');
    expect(field(view.target, 'First day').getAttribute('aria-invalid')).toBe('true');
    expect(fetched('history')).toHaveLength(0);
  });
});
