import { mount, unmount, type Component } from 'svelte';
import { createWeatherglassApi } from '@shared/ipc/bridge';
import type { EventChannel, InvokeChannel } from '@shared/ipc/channels';
import { fail, type Result } from '@shared/ipc/result';

export interface FakeMainCall {
  channel: InvokeChannel;
  payload: unknown;
}

type Answer = (payload: unknown) => Result<unknown> | Promise<Result<unknown>>;

/**
 * A stand-in for main behind the real bridge: answers each channel from a table, records every call,
 * and lets a test push events. A channel without an answer fails as main's internal error would.
 */
export function installFakeMain(answers: Partial<Record<InvokeChannel, Answer>>) {
  const calls: FakeMainCall[] = [];
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const api = createWeatherglassApi({
    invoke: async (channel, payload) => {
      calls.push({ channel, payload });
      return answers[channel]?.(payload) ?? fail('internal', 'somethingWentWrong');
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  });
  Object.defineProperty(window, 'weatherglass', { value: api, configurable: true });
  return {
    calls,
    callsTo: (channel: InvokeChannel) => calls.filter((call) => call.channel === channel).map((call) => call.payload),
    emit: (channel: EventChannel, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload)),
  };
}

/** Mounts a component into a fresh element of the document; returns it and the teardown. */
export function render<Props extends Record<string, unknown>>(component: Component<Props>, props: Props) {
  const target = document.createElement('div');
  document.body.append(target);
  const instance = mount(component, { target, props });
  return {
    target,
    destroy: () => {
      void unmount(instance);
      target.remove();
    },
  };
}

/** Types into a field the way a user does: the value, then input and change. */
export function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
  if (found === undefined) throw new Error(`no button named "${name}"`);
  return found;
}

/** The control a <label for> names (the rendered component is in the document). */
export function field<T extends HTMLElement = HTMLInputElement>(root: ParentNode, labelText: string): T {
  const label = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === labelText);
  const found = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (found === null) throw new Error(`no field labelled "${labelText}"`);
  return found as T;
}
