import type { EventChannel } from './channels';
import type { Result } from './result';

/** The browser host's wire format, shared by its server and the bridge script in the page. */
export const ipcSocketPath = '/__weatherglass/ipc';
/** The socket URL's query parameter naming the page that opened it, e.g. `?page=/popup.html`. */
export const ipcSocketPageParameter = 'page';
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
