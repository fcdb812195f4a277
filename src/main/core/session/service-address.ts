import { fail, ok, type Result } from '@shared/ipc/result';

/** Where a session's requests go. */
export interface ServiceAddress {
  /** Data, account and usage calls. */
  dataBaseUrl: string;
  /** Capabilities, tiles and legends; the data address when absent. */
  mapsBaseUrl?: string;
}

/** The same data and maps addresses: where credentials may go is decided by this, never by a prefix. */
export function sameServiceAddress(a: ServiceAddress | undefined, b: ServiceAddress | undefined): boolean {
  return a?.dataBaseUrl === b?.dataBaseUrl && a?.mapsBaseUrl === b?.mapsBaseUrl;
}

/** What the host allows of a service address, beyond what every address must be. */
export interface AddressPolicy {
  /**
   * Plain http to another computer, where the password and tokens would cross the network
   * unencrypted: true only where no real account is at stake (tests, unpackaged builds, the
   * browser preview against a local service). Loopback may use http regardless.
   */
  allowInsecureHttp: boolean;
}

/** What a packaged app allows: https, or http on this computer only. */
export const packagedPolicy: AddressPolicy = { allowInsecureHttp: false };

/** This computer: 127.0.0.0/8, ::1 and localhost (hostnames as the URL parser normalises them). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The one check of a service base address, wherever it comes from: an https (or, per the policy,
 * http) address with no credentials, query or fragment in it, without trailing slashes.
 */
export function checkServiceAddress(text: string, policy: AddressPolicy): Result<string> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('badInput', 'addressMissing');
  if (!URL.canParse(trimmed)) return fail('badInput', 'addressNotWebAddress');
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('badInput', 'addressScheme');
  if (url.username !== '' || url.password !== '') {
    return fail('badInput', 'addressHoldsCredentials');
  }
  if (url.search !== '' || url.hash !== '') return fail('badInput', 'addressHoldsQuery');
  if (url.protocol === 'http:' && !policy.allowInsecureHttp && !isLoopbackHost(url.hostname)) {
    return fail('badInput', 'addressInsecure');
  }
  return ok(url.toString().replace(/\/+$/, ''));
}

function configuredAddress(text: string | undefined, policy: AddressPolicy): string | undefined {
  if (text === undefined) return undefined;
  const checked = checkServiceAddress(text, policy);
  return checked.ok ? checked.value : undefined;
}

/**
 * The account's service from WEATHERGLASS_DATA_URL (and WEATHERGLASS_MAPS_URL, when maps live on
 * another host); undefined when the data address is unset or fails `checkServiceAddress`. Without a
 * policy, the packaged app's.
 */
export function serviceAddressFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
  policy: AddressPolicy = packagedPolicy,
): ServiceAddress | undefined {
  const dataBaseUrl = configuredAddress(environment.WEATHERGLASS_DATA_URL, policy);
  if (dataBaseUrl === undefined) return undefined;
  const mapsBaseUrl = configuredAddress(environment.WEATHERGLASS_MAPS_URL, policy);
  return mapsBaseUrl === undefined ? { dataBaseUrl } : { dataBaseUrl, mapsBaseUrl };
}
