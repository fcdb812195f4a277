import type { AppError } from '@shared/ipc/result';
import type { SettingsPatch } from '@shared/settings';
import { issuesAt } from './validation';
import { dashboardApi } from '../api';

export type SaveState = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/**
 * Sends each settings change to main as a patch, one field at a time, and keeps what main (or the
 * window's own check) said about each field, so the message shows next to the field it is about.
 * The new settings come back through settings:changed, like a change made in any other window.
 */
export class SettingsSaver {
  #issues = $state<Record<string, string[]>>({});
  #failure = $state<AppError | null>(null);
  #state = $state<SaveState>('idle');
  #pending = 0;

  get state(): SaveState {
    return this.#state;
  }

  /** A refusal that names no field (main unreachable, an internal error). */
  get failure(): AppError | null {
    return this.#failure;
  }

  issues(field: string): string[] {
    return this.#issues[field] ?? [];
  }

  /** The window's own check refused the value: nothing is sent. */
  reject(field: string, message: string): void {
    this.#issues = { ...this.#issues, [field]: [message] };
    this.#state = 'invalid';
  }

  /** Forgets a field's messages, e.g. when the value it was about is no longer in use. */
  clear(field: string): void {
    if (!(field in this.#issues)) return;
    this.#issues = Object.fromEntries(Object.entries(this.#issues).filter(([path]) => path !== field));
  }

  async save(field: string, patch: SettingsPatch): Promise<boolean> {
    this.#pending += 1;
    this.#state = 'saving';
    const result = await dashboardApi().settings.update(patch);
    this.#pending -= 1;
    if (result.ok) {
      this.clear(field);
      this.#failure = null;
      if (this.#pending === 0) this.#state = Object.keys(this.#issues).length > 0 ? 'invalid' : 'saved';
      return true;
    }
    const messages = issuesAt(result.error, field);
    if (messages.length > 0) {
      this.#issues = { ...this.#issues, [field]: messages };
      this.#state = 'invalid';
    } else {
      this.#failure = result.error;
      this.#state = 'failed';
    }
    return false;
  }
}
