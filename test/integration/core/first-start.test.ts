import { afterEach, describe, expect, it } from 'vitest';
import { startsWithDashboard } from '@shared/desktop-shell';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const trayDesktop = { trayIcons: true };

describe('the welcome and an account', () => {
  it('counts connecting an account in the Account pane as answering the welcome', async () => {
    const h = (harness = await startCoreHarness({ address: 'pane' }));
    await h.core.start();
    expect(startsWithDashboard(h.core.settings.current, trayDesktop, await h.core.currentMode())).toBe(true);

    valueOf(await h.call('account:save', { address: { data: `${h.accountServiceUrl}/`, maps: '' }, ...h.account }));

    expect(h.core.settings.current.firstRun.welcomed).toBe(true);
    // Removing the account later brings demo data back, not the welcome.
    valueOf(await h.call('account:clear'));
    expect(await h.core.currentMode()).toBe('demo');
    expect(startsWithDashboard(h.core.settings.current, trayDesktop, await h.core.currentMode())).toBe(false);
  });

  it('does not open the welcome at the start of a user whose account is saved but who never answered it', async () => {
    const h = (harness = await startCoreHarness());
    await h.core.start();
    valueOf(await h.call('account:save', { address: { data: `${h.accountServiceUrl}/`, maps: '' }, ...h.account }));
    // As settings from before the welcome, or settings reset while the keychain kept the account.
    valueOf(await h.call('settings:update', { firstRun: { welcomed: false } }));

    const restarted = await h.reopen();

    // Asked before the core starts, as the app decides what the start opens.
    expect(await restarted.currentMode()).toBe('account');
    expect(startsWithDashboard(restarted.settings.current, trayDesktop, await restarted.currentMode())).toBe(false);
    await restarted.start();
    expect(restarted.settings.current.firstRun.welcomed).toBe(true);
  });
});
