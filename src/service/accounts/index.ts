import { randomBytes } from 'node:crypto';
import { loadAccountDefinitions } from './accounts-file';
import { KeyStore } from './key-store';
import { LocalAccounts, type ServiceAccounts } from './local-accounts';
import { loadServiceState, StateWriter } from './persisted-state';
import { TokenSigner } from './tokens';
import { UsageLedger } from './usage-ledger';

export type { ServiceAccounts } from './local-accounts';

export interface AccountsOptions {
  /** Plans and accounts (see accounts-file.ts); the built-in demo, trial and basic accounts when absent. */
  accountsFile?: string;
  /** Where usage, API keys and the service's own signing secret survive restarts; kept in memory only when absent. */
  usageFile?: string;
  /** Signs the tokens; when absent, a secret the service makes once and keeps in the usage file. */
  signingSecret?: string;
}

/** Loads the accounts and the saved state; call close() on the result when the server closes. */
export async function createAccounts(options: AccountsOptions): Promise<ServiceAccounts> {
  const definitions = await loadAccountDefinitions(options.accountsFile);
  const saved = options.usageFile === undefined ? undefined : await loadServiceState(options.usageFile);
  const ownSecret = saved?.signingSecret ?? randomBytes(32).toString('base64url');
  const keys = new KeyStore(saved?.keys ?? []);
  const usage = new UsageLedger(saved?.usage ?? {});
  const writer = new StateWriter(options.usageFile, () => ({
    version: 1,
    signingSecret: ownSecret,
    keys: keys.snapshot(),
    usage: usage.snapshot(),
  }));
  return new LocalAccounts({ definitions, signer: new TokenSigner(options.signingSecret ?? ownSecret), keys, usage, writer });
}
