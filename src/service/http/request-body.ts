import type { IncomingMessage } from 'node:http';
import { badParameter, ServiceError } from './service-error';

const maxBodyBytes = 64 * 1024;

/**
 * The body stopped because its connection closed: the client went away, or the server shed the
 * request when it stalled. There is no one left to answer; the server's connection watch
 * (`client-trouble.ts`) has already answered what could be and logged it.
 */
export class ClientGone extends Error {
  constructor() {
    super('The connection closed before the request body arrived.');
    this.name = 'ClientGone';
  }
}

/** Reads a POST or DELETE body as parameters: JSON objects of scalars, or form fields. */
export async function readBodyParams(request: IncomingMessage): Promise<[string, string][]> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBodyBytes) throw new ServiceError(400, 'bad_parameter', 'The request body is larger than 64 KiB.');
      chunks.push(buffer);
    }
  } catch (error) {
    // Node aborts the body of a closed connection with `Error: aborted` (ECONNRESET).
    if (request.destroyed && !(error instanceof ServiceError)) throw new ClientGone();
    throw error;
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return [];
  // Some clients send the JSON credentials body without a JSON content type, so the body decides.
  if (text.startsWith('{')) return jsonFields(text);
  return [...new URLSearchParams(text)];
}

function jsonFields(text: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badParameter('body', 'is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badParameter('body', 'must be a JSON object');
  }
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields.push([name, String(value)]);
    } else if (value !== null) {
      throw badParameter(name, 'must be a string or a number');
    }
  }
  return fields;
}
