import type { AccountView } from '@shared/views/account';
import { Followed } from './followed.svelte';

/** The account in use (demo or the user's), its address and connection, followed by the dashboard. */
export const account = new Followed<AccountView>({
  listen: (listener) => window.weatherglass.on.accountChanged(listener),
  get: () => window.weatherglass.account.get(),
});
