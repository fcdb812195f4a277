import type { Location } from '@shared/api/locations';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import type { Result } from '@shared/ipc/result';
import type { Settings, SettingsPatch } from '@shared/settings';
import type { HistoryWindow, OnDemandAnswer, OnDemandProduct } from '@shared/views/on-demand';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';

// What a test asks of the core, from Node through the host's IPC (`host.api`), as a window asks it.

/** An answer's value; a refusal fails the test with main's words. */
function answered<Value>(answer: Result<Value>): Value {
  if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
  return answer.value;
}

export async function updateSettings(api: WeatherglassApi, patch: SettingsPatch): Promise<void> {
  answered(await api.settings.update(patch));
}

export async function currentSettings(api: WeatherglassApi): Promise<Settings> {
  return answered(await api.settings.get());
}

/** The first place the search finds for `text` (in `country`, an ISO code, when given), as the dashboard's search lists it. */
export async function firstFound(api: WeatherglassApi, text: string, country?: string): Promise<Location> {
  const [first] = answered(await api.locations.search(country === undefined ? { text } : { text, country })).places;
  if (first === undefined) throw new Error(`the demo service finds no ${text}${country === undefined ? '' : ` in ${country}`}`);
  return first;
}

/** The last good data main holds of each product asked for, for a place. */
export async function heldWeather(api: WeatherglassApi, locationId: string, products: WeatherProduct[]): Promise<WeatherUpdate[]> {
  return answered(await api.weather.get({ locationId, products }));
}

/** One product among what main holds; a failure names the one missing. */
export function productOf<P extends WeatherProduct>(updates: WeatherUpdate[], product: P): Extract<WeatherUpdate, { product: P }> {
  const update = updates.find((candidate): candidate is Extract<WeatherUpdate, { product: P }> => candidate.product === product);
  if (update === undefined) throw new Error(`main has no ${product} yet`);
  return update;
}

/** A product the schedule does not keep, fetched as a panel fetches it. */
export async function fetchedProduct<P extends OnDemandProduct>(
  api: WeatherglassApi,
  locationId: string,
  product: P,
  history?: HistoryWindow,
): Promise<Extract<OnDemandAnswer, { product: P }>> {
  const answer = answered(await api.weather.fetch(history === undefined ? { locationId, product } : { locationId, product, history }));
  return answer as Extract<OnDemandAnswer, { product: P }>;
}
