import { writeErrorText } from '@shared/i18n/messages/errors';
import type { ErrorKind } from '@shared/ipc/result';
import { mapRefusalMessages, type MapRefusal } from '@shared/views/map-refusal';
import type { TileAnswer } from './tile-proxy';

export interface TileHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

/** Header naming why an image is missing, so the map can say "allowance used up" rather than show a hole. */
export const tileErrorHeader = 'x-weatherglass-error';
/** Header saying where an image came from; tests and diagnostics read it. */
export const tileSourceHeader = 'x-weatherglass-source';

const statusOfError: Record<ErrorKind, number> = {
  offline: 503,
  unauthorized: 401,
  notInPlan: 403,
  rateLimited: 429,
  badInput: 400,
  serverError: 502,
  forbidden: 403,
  internal: 500,
};

const text = { 'content-type': 'text/plain; charset=utf-8' };

/** A refusal in English words, as the protocol's failure and the preview's body carry it. */
export function refusalText(refusal: MapRefusal): string {
  return writeErrorText('en', { key: mapRefusalMessages[refusal] });
}

/** What the protocol handler answers the map window with; the Electron glue wraps it in a Response. */
export function tileHttpResponse(answer: TileAnswer): TileHttpResponse {
  switch (answer.kind) {
    case 'image':
      return { status: 200, headers: { 'content-type': 'image/png', [tileSourceHeader]: answer.source }, body: answer.bytes };
    case 'badRequest':
      return { status: 400, headers: { ...text, [tileErrorHeader]: 'badRequest' }, body: answer.reason };
    case 'budgetExhausted':
      return { status: 429, headers: { ...text, [tileErrorHeader]: mapRefusalMessages[answer.refusal] }, body: refusalText(answer.refusal) };
    case 'fetchFailed': {
      const headers: Record<string, string> = { ...text, [tileErrorHeader]: answer.error.kind };
      if (answer.error.retryAfterSeconds !== undefined) headers['retry-after'] = String(answer.error.retryAfterSeconds);
      return { status: statusOfError[answer.error.kind], headers, body: writeErrorText('en', answer.error.message) };
    }
  }
}
