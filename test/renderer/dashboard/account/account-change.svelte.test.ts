import { describe, expect, it } from 'vitest';
import { AccountChange } from '@renderer/dashboard/account/account-change.svelte';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { AccountView } from '@shared/views/account';

const demoView: AccountView = {
  mode: 'demo',
  configured: false,
  user: null,
  connection: { state: 'unknown' },
  address: { data: null, maps: null, setBy: 'settings', problem: null },
  heldBack: null,
  offline: null,
  credentialStorage: { state: 'ready', location: 'keychain', reason: null },
};

/** A request whose answer the test gives when it chooses. */
function heldRequest() {
  let answer: (result: Result<AccountView>) => void = () => undefined;
  const promise = new Promise<Result<AccountView>>((resolve) => (answer = resolve));
  return { request: () => promise, answer };
}

describe('AccountChange: a button’s request that changes the account', () => {
  it('is busy until main answers, then hands the new view on and shows no error', async () => {
    const views: AccountView[] = [];
    const change = new AccountChange((view) => views.push(view));
    const held = heldRequest();
    const running = change.run(held.request);
    expect(change.busy).toBe(true);
    expect(views).toEqual([]);
    held.answer(ok(demoView));
    await running;
    expect(change.busy).toBe(false);
    expect(change.error).toBeNull();
    expect(views).toEqual([demoView]);
  });

  it('keeps main’s refusal to show, hands nothing on, and forgets the refusal once a later request succeeds', async () => {
    const views: AccountView[] = [];
    const change = new AccountChange((view) => views.push(view));
    await change.run(async () => fail('internal', 'keychainNotStored'));
    expect(change.busy).toBe(false);
    expect(change.error?.message).toEqual({ key: 'keychainNotStored' });
    expect(views).toEqual([]);
    await change.run(async () => ok(demoView));
    expect(change.error).toBeNull();
    expect(views).toEqual([demoView]);
  });
});
