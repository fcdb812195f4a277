import { fail, ok, type ErrorText, type Result } from '@shared/ipc/result';
import type { ServiceSettings } from '@shared/settings';
import type { HeldBackCredentials, ServiceAddressView } from '@shared/views/account';
import type { StoredAccount } from '../auth/credential-store';
import { checkServiceAddress, sameServiceAddress, type AddressPolicy, type ServiceAddress } from './service-address';

export interface AccountAddressOptions {
  /** An administrator's address from the environment (WEATHERGLASS_DATA_URL): it wins over the pane's. */
  override: ServiceAddress | undefined;
  /** The address the user entered, as settings keep it. */
  stored: () => ServiceSettings;
  policy: AddressPolicy;
}

/** The Account pane's address fields, as the contract carries them. */
export interface EnteredAddress {
  data: string;
  maps: string;
}

function addressIssue(field: 'data' | 'maps', message: ErrorText): Result<never> {
  return fail('badInput', message, { issues: [{ path: `address.${field}`, message }] });
}

/**
 * Where the account's requests go: the administrator's override, else the address the user
 * entered, each checked against the build's policy. Nothing is sent before one of them exists.
 */
export class AccountAddress {
  readonly #options: AccountAddressOptions;

  constructor(options: AccountAddressOptions) {
    this.#options = options;
  }

  /** The address in force; undefined while none is entered or the stored one is not allowed. */
  current(): ServiceAddress | undefined {
    const { override, stored, policy } = this.#options;
    if (override !== undefined) return override;
    const { dataAddress, mapsAddress } = stored();
    if (dataAddress === null) return undefined;
    const data = checkServiceAddress(dataAddress, policy);
    if (!data.ok) return undefined;
    const maps = mapsAddress === null ? undefined : checkServiceAddress(mapsAddress, policy);
    return maps?.ok === true ? { dataBaseUrl: data.value, mapsBaseUrl: maps.value } : { dataBaseUrl: data.value };
  }

  view(): ServiceAddressView {
    const { override, stored, policy } = this.#options;
    if (override !== undefined) {
      return { data: override.dataBaseUrl, maps: override.mapsBaseUrl ?? null, setBy: 'environment', problem: null };
    }
    const { dataAddress, mapsAddress } = stored();
    const refusal = [dataAddress, mapsAddress]
      .map((text) => (text === null ? undefined : checkServiceAddress(text, policy)))
      .find((checked) => checked?.ok === false);
    return { data: dataAddress, maps: mapsAddress, setBy: 'settings', problem: refusal?.ok === false ? refusal.error.message : null };
  }

  /** The address the pane sent, checked; with an override in force, the override whatever was sent. */
  check(entered: EnteredAddress | undefined): Result<ServiceAddress> {
    const { override, policy } = this.#options;
    if (override !== undefined) return ok(override);
    if (entered === undefined) return addressIssue('data', { key: 'addressMissing' });
    const data = checkServiceAddress(entered.data, policy);
    if (!data.ok) return addressIssue('data', data.error.message);
    if (entered.maps.trim() === '') return ok({ dataBaseUrl: data.value });
    const maps = checkServiceAddress(entered.maps, policy);
    if (!maps.ok) return addressIssue('maps', maps.error.message);
    return ok(maps.value === data.value ? { dataBaseUrl: data.value } : { dataBaseUrl: data.value, mapsBaseUrl: maps.value });
  }

  /**
   * Whether the saved credentials may go to `address`: only to the address they were saved for.
   * An earlier version's credentials, saved with no address, go only to the administrator's
   * address: the pane never wrote it, so no failed save can have moved it, whereas the address in
   * settings may be one an earlier version wrote before its keychain write failed. At the address
   * in settings they wait until the user saves them again there.
   */
  mayReceive(stored: StoredAccount, address: ServiceAddress): boolean {
    if (stored.boundTo !== null) return sameServiceAddress(stored.boundTo, address);
    const { override } = this.#options;
    return override !== undefined && sameServiceAddress(override, address);
  }

  /**
   * Saved credentials held back from the address in force (see `mayReceive`), as the pane explains
   * it; null when they may go there, or while no usable address is in force (the pane asks for one).
   */
  heldBack(stored: StoredAccount | null): HeldBackCredentials | null {
    const address = this.current();
    if (stored === null || address === undefined || this.mayReceive(stored, address)) return null;
    const { boundTo } = stored;
    return { boundTo: boundTo === null ? null : { data: boundTo.dataBaseUrl, maps: boundTo.mapsBaseUrl ?? null } };
  }

  /** What settings keep of a checked address; nothing while the override is in force. */
  settingsFor(address: ServiceAddress): ServiceSettings | undefined {
    if (this.#options.override !== undefined) return undefined;
    return { dataAddress: address.dataBaseUrl, mapsAddress: address.mapsBaseUrl ?? null };
  }
}
