import { describe, expect, it } from 'vitest';
import { defaultAccountService, serviceAddressFromEnvironment } from '../../../src/main/core/session/service-address';

describe("the account's service address", () => {
  it('defaults to a reserved domain that never resolves, so no credential goes to a guessed host', () => {
    expect(new URL(defaultAccountService.dataBaseUrl).hostname.endsWith('.invalid')).toBe(true);
  });

  it('comes from WEATHERGLASS_DATA_URL and WEATHERGLASS_MAPS_URL, without trailing slashes', () => {
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'https://api.example.com/' })).toEqual({ dataBaseUrl: 'https://api.example.com' });
    expect(
      serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'https://api.example.com', WEATHERGLASS_MAPS_URL: 'https://maps.example.com/v1/' }),
    ).toEqual({ dataBaseUrl: 'https://api.example.com', mapsBaseUrl: 'https://maps.example.com/v1' });
  });

  it('ignores what is not an http(s) address', () => {
    expect(serviceAddressFromEnvironment({})).toBeUndefined();
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: ' ' })).toBeUndefined();
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'file:///etc/passwd' })).toBeUndefined();
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'not a url' })).toBeUndefined();
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'http://127.0.0.1:8787', WEATHERGLASS_MAPS_URL: 'ftp://x' })).toEqual({
      dataBaseUrl: 'http://127.0.0.1:8787',
    });
  });
});
