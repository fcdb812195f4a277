import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

/**
 * The parsed JSON of a file, checked against its schema; undefined when the file does not exist.
 * Every failure names the file and, for schema failures, each offending field.
 */
export async function readJsonFile<S extends z.ZodType>(path: string, label: string, schema: S): Promise<z.output<S> | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${label} ${path} cannot be read: ${(caught as Error).message}`, { cause: caught });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (caught) {
    throw new Error(`${label} ${path} is not valid JSON: ${(caught as Error).message}`, { cause: caught });
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new Error(`${label} ${path} is not valid: ${describeIssues(result.error.issues)}`);
  return result.data;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`).join('; ');
}

/** `accounts[0].plan`, as a person would look for it in the file. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/**
 * Replaces the file in one step: a crash mid-write leaves the old file, never half of the new one.
 * Synchronous so that two saves can never interleave.
 */
export function writeJsonFileAtomically(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value)}\n`);
  renameSync(temporary, path);
}
