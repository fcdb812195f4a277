import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomically } from './json-file';
import { storedKeySchema } from './key-store';
import { usageTalliesSchema } from './usage-ledger';

/**
 * What survives a restart, in the usage file: usage, the API keys (also the deleted ones), and the
 * signing secret the service made itself, without which the stored keys would stop verifying.
 */
const serviceStateSchema = z.strictObject({
  version: z.literal(1),
  signingSecret: z.string().min(32),
  keys: z.array(storedKeySchema),
  usage: usageTalliesSchema,
});
export type ServiceState = z.infer<typeof serviceStateSchema>;

export async function loadServiceState(usageFile: string): Promise<ServiceState | undefined> {
  return readJsonFile(usageFile, 'Usage file', serviceStateSchema);
}

/** How long usage changes wait to be written, so a burst of tile requests costs one write. */
const batchMilliseconds = 1000;

/**
 * Writes the state to the usage file: key changes at once, usage at most once per batch interval,
 * and whatever is pending on close. Without a usage file it keeps nothing.
 */
export class StateWriter {
  readonly #usageFile: string | undefined;
  readonly #snapshot: () => ServiceState;
  #timer: NodeJS.Timeout | undefined;

  constructor(usageFile: string | undefined, snapshot: () => ServiceState) {
    this.#usageFile = usageFile;
    this.#snapshot = snapshot;
  }

  saveSoon(): void {
    if (this.#usageFile === undefined || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      try {
        this.saveNow();
      } catch {
        // Nothing to report to here; the state stays in memory and the next save or close retries.
      }
    }, batchMilliseconds);
    // A pending write must not keep the process alive; close() writes it.
    this.#timer.unref();
  }

  saveNow(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#usageFile !== undefined) writeJsonFileAtomically(this.#usageFile, this.#snapshot());
  }
}
