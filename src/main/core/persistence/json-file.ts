import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';
import type { Logger } from '../logger';

/**
 * The value a JSON text holds when it has the schema's shape; undefined when the text is not JSON
 * or is of another shape. For state the app wrote itself, where damage means starting afresh.
 */
export function parseJsonAs<T>(text: string, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

function errorName(error: unknown): string {
  return error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : typeof error;
}

/**
 * One small JSON file of the app's own state (the budget ledger, what was notified), checked with
 * its schema on the way in and written aside then renamed on the way out. Saves are coalesced: a
 * burst of changes costs one write of the latest value. Disk trouble is logged, never thrown: losing
 * this state costs a notification told twice or a day's count restarted, not the app.
 */
export class JsonFile<T> {
  readonly #path: string;
  readonly #schema: z.ZodType<T>;
  readonly #logger: Logger;
  #pending: { value: T } | undefined;
  #writing: Promise<void> | undefined;

  constructor(path: string, schema: z.ZodType<T>, logger: Logger) {
    this.#path = path;
    this.#schema = schema;
    this.#logger = logger;
  }

  /** The stored value, or undefined when there is none or it is damaged. */
  async load(): Promise<T | undefined> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if (errorName(error) !== 'ENOENT') this.#logger.warn('state file: could not be read', { file: this.#name(), error: errorName(error) });
      return undefined;
    }
    const value = parseJsonAs(text, this.#schema);
    if (value !== undefined) return value;
    this.#logger.warn('state file: damaged, starting afresh', { file: this.#name() });
    return undefined;
  }

  save(value: T): void {
    this.#pending = { value };
    this.#writing ??= this.#drain();
  }

  /** Settles once everything saved so far is on disk (or has failed and been logged). */
  async flush(): Promise<void> {
    while (this.#writing !== undefined) await this.#writing;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#pending !== undefined) {
        const { value } = this.#pending;
        this.#pending = undefined;
        await this.#write(value);
      }
    } finally {
      this.#writing = undefined;
    }
  }

  async #write(value: T): Promise<void> {
    const scratch = `${this.#path}.${randomUUID()}.tmp`;
    try {
      await mkdir(dirname(this.#path), { recursive: true });
      await writeFile(scratch, JSON.stringify(value), { mode: 0o600 });
      await rename(scratch, this.#path);
    } catch (error) {
      await rm(scratch, { force: true }).catch(() => undefined);
      this.#logger.warn('state file: could not be saved', { file: this.#name(), error: errorName(error) });
    }
  }

  #name(): string {
    return this.#path.slice(dirname(this.#path).length + 1);
  }
}
