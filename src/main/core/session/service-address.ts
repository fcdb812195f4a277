/** Where a session's requests go. */
export interface ServiceAddress {
  /** Data, account and usage calls. */
  dataBaseUrl: string;
  /** Capabilities, tiles and legends; the data address when absent. */
  mapsBaseUrl?: string;
}

/**
 * The account's service when nothing else is configured. The specification names no address for
 * the real provider, and Weatherglass must never send credentials to a guessed host, so the
 * default is on the reserved `.invalid` domain: it resolves nowhere, and a saved account reads as
 * offline until the address is set (the desktop app takes WEATHERGLASS_DATA_URL and
 * WEATHERGLASS_MAPS_URL; createAppCore takes `accountService`).
 */
export const defaultAccountService: ServiceAddress = { dataBaseUrl: 'https://weather-data-service.invalid' };

function httpAddress(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString().replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The account's service from WEATHERGLASS_DATA_URL (and WEATHERGLASS_MAPS_URL, when maps live on
 * another host); undefined when the data address is unset or not an http(s) URL.
 */
export function serviceAddressFromEnvironment(environment: Readonly<Record<string, string | undefined>>): ServiceAddress | undefined {
  const dataBaseUrl = httpAddress(environment.WEATHERGLASS_DATA_URL);
  if (dataBaseUrl === undefined) return undefined;
  const mapsBaseUrl = httpAddress(environment.WEATHERGLASS_MAPS_URL);
  return mapsBaseUrl === undefined ? { dataBaseUrl } : { dataBaseUrl, mapsBaseUrl };
}
