import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const jwtShape = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/;

let h: CoreHarness;
/** Every secret the runs handled: the password, each token the services issued, the copied API key. */
let secrets: string[];

beforeAll(async () => {
  h = await startCoreHarness();
  await h.core.start();
  await h.advance(1000, 300);

  // Demo: keys need nothing from the user; usage and search work on the demo account.
  valueOf(await h.call('usage:month'));
  valueOf(await h.call('locations:search', { text: 'Oslo' }));

  // The account, wrong then right, tested and saved.
  await h.call('account:testConnection', { user: h.account.user, password: `${h.account.password}-wrong` });
  valueOf(await h.call('account:testConnection', { user: h.account.user, password: h.account.password }));
  await h.call('account:save', { user: h.account.user, password: `${h.account.password}-wrong` });
  await h.advance(2 * 60_000);
  valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
  h.core.setViews({ dashboardOpen: true, popupOpen: true });
  await h.advance(20 * 60_000);
  const created = valueOf(await h.call('keys:create'));
  const id = created.created?.id ?? '';
  valueOf(await h.call('keys:list'));
  valueOf(await h.call('keys:copy', { id }));
  valueOf(await h.call('usage:month', { groupBy: 'status_code' }));
  const capabilities = valueOf(await h.call('map:getCapabilities'));
  const layer = capabilities.images.find((candidate) => candidate.id === 5);
  const time = layer?.times.available[0] ?? '';
  await h.core.tileProxy.serve(`wg-tile://tiles/5/${time}/4/8/4.png`);
  await h.core.tileProxy.serve('wg-tile://legends/5/default.png');
  valueOf(await h.call('account:get'));
  valueOf(await h.call('keys:delete', { id }));

  // A restart in account mode, then back to demo.
  await h.reopen();
  await h.core.start();
  await h.advance(1000, 300);
  valueOf(await h.call('account:clear'));
  await h.advance(1000, 300);
  await h.core.stop();

  secrets = [h.account.password, ...h.issuedTokens, ...h.clipboard];
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('secrets', () => {
  it('were really handled by the runs above', () => {
    // Demo tokens (two demo services, the restart's account token) and the account's; one copied key.
    expect(h.issuedTokens.length).toBeGreaterThanOrEqual(4);
    expect(h.clipboard).toHaveLength(1);
    expect(h.clipboard[0]).toMatch(jwtShape);
    expect(h.events.length).toBeGreaterThan(20);
    expect(h.results.length).toBeGreaterThanOrEqual(14);
  });

  it('are in no file under userData', async () => {
    const files = await h.userDataFiles();
    expect(files.map((file) => file.path).some((path) => path.includes('snapshots'))).toBe(true);
    expect(files.map((file) => file.path).some((path) => path.includes('tile-cache'))).toBe(true);
    for (const { path, text } of files) {
      for (const secret of secrets) expect(text.includes(secret), `${path} holds a secret`).toBe(false);
      expect(jwtShape.test(text), `${path} holds something shaped like a token`).toBe(false);
      // The user name is half of the credentials: it lives in the keychain only.
      expect(text.includes(h.account.user), `${path} holds the account user name`).toBe(false);
    }
  });

  it('are in no log line', () => {
    const written = JSON.stringify(h.logger.entries);
    expect(h.logger.entries.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(written.includes(secret)).toBe(false);
    expect(jwtShape.test(written)).toBe(false);
  });

  it('are in no event sent to windows and no answer to a window', () => {
    const sent = JSON.stringify([h.events, h.results]);
    for (const secret of secrets) expect(sent.includes(secret)).toBe(false);
    expect(jwtShape.test(sent)).toBe(false);
    // The user name does go to the Account pane: it is what the user typed, shown back.
    expect(sent.includes(h.account.user)).toBe(true);
  });
});
