import type { BridgeTransport, Unsubscribe } from '@shared/ipc/bridge';
import { readServerMessage } from '@shared/ipc/browser-host-protocol';
import { isEventChannel, type EventChannel, type InvokeChannel } from '@shared/ipc/channels';

type Listener = (payload: unknown) => void;

interface PendingCall {
  resolve(result: unknown): void;
  reject(reason: Error): void;
}

const firstRetryDelayMs = 250;
const longestRetryDelayMs = 10_000;

/**
 * Carries the bridge's calls over one WebSocket to the browser host. Calls made while a socket is
 * connecting wait for it; calls made while there is none, or still unanswered when it closes,
 * fail at once (the bridge turns that into an `internal` Result) while it reconnects with backoff.
 */
export class SocketTransport implements BridgeTransport {
  readonly #url: string;
  #socket: WebSocket | null = null;
  readonly #waitingForOpen: string[] = [];
  readonly #pending = new Map<number, PendingCall>();
  readonly #listeners = new Map<EventChannel, Set<Listener>>();
  #nextId = 1;
  #retryDelayMs = firstRetryDelayMs;

  constructor(url: string) {
    this.#url = url;
    this.#connect();
  }

  invoke(channel: InvokeChannel, payload: unknown): Promise<unknown> {
    const socket = this.#socket;
    if (socket === null) return Promise.reject(new Error('Not connected to the Weatherglass browser host.'));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const text = JSON.stringify({ id, channel, payload });
      this.#pending.set(id, { resolve, reject });
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
      else this.#waitingForOpen.push(text);
    });
  }

  subscribe(channel: EventChannel, listener: Listener): Unsubscribe {
    let listeners = this.#listeners.get(channel);
    if (listeners === undefined) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  #connect(): void {
    const socket = new WebSocket(this.#url);
    socket.addEventListener('open', () => {
      this.#retryDelayMs = firstRetryDelayMs;
      for (const text of this.#waitingForOpen.splice(0)) socket.send(text);
    });
    socket.addEventListener('message', (event) => this.#receive(event.data));
    // A failed connection fires 'error' and then 'close', so 'close' alone handles both.
    socket.addEventListener('close', () => {
      this.#socket = null;
      this.#waitingForOpen.length = 0;
      const lost = [...this.#pending.values()];
      this.#pending.clear();
      for (const call of lost) call.reject(new Error('The connection to the Weatherglass browser host closed.'));
      setTimeout(() => this.#connect(), this.#retryDelayMs);
      this.#retryDelayMs = Math.min(this.#retryDelayMs * 2, longestRetryDelayMs);
    });
    this.#socket = socket;
  }

  #receive(data: unknown): void {
    const message = readServerMessage(data);
    if (message === null) return;
    switch (message.type) {
      case 'result':
        this.#pending.get(message.id)?.resolve(message.result);
        this.#pending.delete(message.id);
        return;
      case 'event':
        if (!isEventChannel(message.channel)) return;
        for (const listener of [...(this.#listeners.get(message.channel) ?? [])]) {
          // One failing listener must not keep the event from the others.
          try {
            listener(message.payload);
          } catch (error) {
            reportError(error);
          }
        }
        return;
      case 'protocolError':
        console.error(`Weatherglass browser host: ${message.message}`);
    }
  }
}
