import type { AppError, Result } from '@shared/ipc/result';
import type { AccountView } from '@shared/views/account';

/**
 * A button's request to main that changes the account (forget it, ask the keychain again): busy
 * while it runs, so the button waits; main's refusal kept to show; the new view handed on when
 * main agrees.
 */
export class AccountChange {
  #busy = $state(false);
  #error = $state<AppError | null>(null);
  readonly #onchange: (view: AccountView) => void;

  constructor(onchange: (view: AccountView) => void) {
    this.#onchange = onchange;
  }

  get busy(): boolean {
    return this.#busy;
  }

  get error(): AppError | null {
    return this.#error;
  }

  async run(request: () => Promise<Result<AccountView>>): Promise<void> {
    this.#busy = true;
    const result = await request();
    this.#busy = false;
    if (result.ok) {
      this.#error = null;
      this.#onchange(result.value);
    } else {
      this.#error = result.error;
    }
  }
}
