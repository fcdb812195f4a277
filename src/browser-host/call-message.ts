import { z } from 'zod';
import type { CallMessage } from '@shared/ipc/browser-host-protocol';
import type { InputIssue } from '@shared/ipc/result';
import { describeIssues } from '@main/core/ipc/plain-issues';

const callMessageSchema = z.strictObject({
  id: z.int().nonnegative(),
  channel: z.string(),
  payload: z.unknown().optional(),
});

export type ReadMessage =
  | { kind: 'call'; call: CallMessage }
  /** The message has a usable id, so the caller can be answered with a badInput Result. */
  | { kind: 'malformedCall'; id: number; issues: InputIssue[] }
  | { kind: 'unreadable'; message: string };

function recoverableId(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const { id } = value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/** Reads one text frame from a window; whatever arrives, the answer is a value, never a throw. */
export function readCallMessage(text: string): ReadMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'unreadable', message: 'The message was not valid JSON.' };
  }
  const parsed = callMessageSchema.safeParse(json);
  if (parsed.success) return { kind: 'call', call: parsed.data };
  const id = recoverableId(json);
  if (id === undefined) return { kind: 'unreadable', message: 'The message was not a call: it needs an integer id.' };
  return { kind: 'malformedCall', id, issues: describeIssues(parsed.error) };
}
