import type { EventChannel } from './channels';
import type { Result } from './result';

/** The browser host's wire format, shared by its server and the bridge script in the page. */
export const ipcSocketPath = '/__weatherglass/ipc';
/**
 * The socket URL's query parameter carrying the page token: the host put it in the page it served
 * (a meta tag named `pageTokenMetaName`, read by the bridge script), bound to that page's window.
 */
export const ipcSocketTokenParameter = 'token';
export const pageTokenMetaName = 'weatherglass-page-token';
export const bridgeScriptUrlPath = '/__weatherglass/bridge.js';

/** Client to server: one invocation, answered by a `result` message with the same id. */
export interface CallMessage {
  id: number;
  channel: string;
  payload?: unknown;
}

export interface ResultMessage {
  type: 'result';
  id: number;
  result: Result<unknown>;
}

export interface EventMessage {
  type: 'event';
  channel: EventChannel;
  payload: unknown;
}

/** Sent when a message cannot be answered as a call because no id could be read from it. */
export interface ProtocolErrorMessage {
  type: 'protocolError';
  message: string;
}

export type ServerMessage = ResultMessage | EventMessage | ProtocolErrorMessage;

/** A server message as received: the channel is checked against the contract before use. */
export type ReceivedMessage =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'event'; channel: string; payload: unknown }
  | Extract<ServerMessage, { type: 'protocolError' }>;

/** Reads a server message off the socket, or null for anything that is not one; its channel is not yet checked. */
export function readServerMessage(data: unknown): ReceivedMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || !('type' in message)) return null;
  if (message.type === 'result' && 'id' in message && typeof message.id === 'number' && 'result' in message) {
    return { type: 'result', id: message.id, result: message.result };
  }
  if (message.type === 'event' && 'channel' in message && typeof message.channel === 'string') {
    return { type: 'event', channel: message.channel, payload: 'payload' in message ? message.payload : undefined };
  }
  if (message.type === 'protocolError' && 'message' in message && typeof message.message === 'string') {
    return { type: 'protocolError', message: message.message };
  }
  return null;
}
