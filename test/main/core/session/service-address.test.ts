import { describe, expect, it } from 'vitest';
import { checkServiceAddress, serviceAddressFromEnvironment } from '@main/core/session/service-address';
import { english, inEnglishResult } from '../../../support/error-words';

const packaged = { allowInsecureHttp: false };
const unpackaged = { allowInsecureHttp: true };

describe("the account's service address", () => {
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

  it('refuses plain http to another computer unless the host allows it, as only tests and unpackaged builds do', () => {
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'http://weather.example.com' })).toBeUndefined();
    expect(serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'http://weather.example.com' }, unpackaged)).toEqual({
      dataBaseUrl: 'http://weather.example.com',
    });
    expect(
      serviceAddressFromEnvironment({ WEATHERGLASS_DATA_URL: 'https://weather.example.com', WEATHERGLASS_MAPS_URL: 'http://maps.example.com' }, packaged),
    ).toEqual({ dataBaseUrl: 'https://weather.example.com' });
  });
});

describe('checkServiceAddress, the one check of a service address', () => {
  it.each([
    'http://127.0.0.1:8787',
    'http://127.255.0.9',
    'http://localhost:8080/api',
    'http://LOCALHOST',
    'http://[::1]:8787',
    // The URL parser reads these as 127.0.0.1 and ::1.
    'http://127.1:8787',
    'http://[0:0:0:0:0:0:0:1]',
  ])('takes http on this computer even when packaged: %s', (address) => {
    expect(checkServiceAddress(address, packaged).ok).toBe(true);
  });

  it.each(['http://192.168.1.20:8787', 'http://10.0.0.1', 'http://weather.example.com', 'http://128.0.0.1', 'http://localhost.example.com', 'http://[::2]'])(
    'refuses http to another computer when packaged, in plain words: %s',
    (address) => {
      expect(inEnglishResult(checkServiceAddress(address, packaged))).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'badInput', message: expect.stringContaining('must start with https://') }),
      });
      expect(checkServiceAddress(address, unpackaged).ok).toBe(true);
    },
  );

  it('takes https anywhere, trimmed and without trailing slashes', () => {
    expect(checkServiceAddress('  https://api.example.com/v1/ ', packaged)).toEqual({ ok: true, value: 'https://api.example.com/v1' });
  });

  it.each([
    ['', 'Enter the service address'],
    ['api.example.com', 'not a web address'],
    ['ftp://api.example.com', 'must start with https://'],
    ['https://user:secret@api.example.com', 'must not hold a username or password'],
    ['https://api.example.com/?key=1', 'base address only'],
    ['https://api.example.com/#top', 'base address only'],
  ])('refuses %j as bad input, saying why', (address, why) => {
    const checked = checkServiceAddress(address, unpackaged);
    expect(inEnglishResult(checked)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'badInput', message: expect.stringContaining(why) }) });
    // What the user typed is not repeated: it may hold a password.
    if (!checked.ok) expect(english(checked.error.message)).not.toContain('secret');
  });
});
