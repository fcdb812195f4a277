import { describe, expect, it, vi } from 'vitest';
import { capabilitiesRefreshMs, capabilitiesRetryMs, MapCapabilities } from '@renderer/map/layers/map-capabilities.svelte';
import type { Timer } from '@renderer/map/timer';
import type { Capabilities } from '@shared/api/maps';
import { fail, ok, type Result } from '@shared/ipc/result';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain } from '../dashboard/dashboard-fake-main';
import { answersDelivered, heldAnswers } from '../held-answers';

const captured = capture as Capabilities;

/** Holds what was scheduled until the test runs it. */
function heldTimer() {
  const pending: { ms: number; run: () => void }[] = [];
  const timer: Timer = {
    after(ms, run) {
      const task = { ms, run };
      pending.push(task);
      return () => {
        const at = pending.indexOf(task);
        if (at >= 0) pending.splice(at, 1);
      };
    },
  };
  return {
    timer,
    waits: () => pending.map((task) => task.ms),
    runNext: () => pending.shift()?.run(),
  };
}

describe('map capabilities', () => {
  it('keeps the same list while layers and times are unchanged, and takes a new one when they move', async () => {
    let answer: Result<Capabilities> = ok(structuredClone(captured));
    installFakeMain({ 'map:getCapabilities': () => answer });
    const capabilities = new MapCapabilities();
    await capabilities.load();
    const first = capabilities.layers;
    expect(first.map((layer) => layer.id)).toEqual(captured.images.map((layer) => layer.id));

    await capabilities.load();
    expect(capabilities.layers).toBe(first);

    const rolled = structuredClone(captured);
    rolled.images[0]?.times.available.push('2026-02-15T03:00:00Z');
    answer = ok(rolled);
    await capabilities.load();
    expect(capabilities.layers).not.toBe(first);
    expect(capabilities.layers[0]?.times.available.at(-1)).toBe('2026-02-15T03:00:00Z');

    answer = fail('offline', 'serviceUnavailable');
    await capabilities.load();
    expect(capabilities.error?.kind).toBe('offline');
    // What was there stays on the map.
    expect(capabilities.layers[0]?.times.available.at(-1)).toBe('2026-02-15T03:00:00Z');
  });

  it('shows the layers of the look asked last (another data mode), though the look before answers after it', async () => {
    const held = heldAnswers<Capabilities>();
    let looks = 0;
    const accountOnly = { ...structuredClone(captured), images: captured.images.slice(0, 1) };
    installFakeMain({ 'map:getCapabilities': () => (looks++ === 0 ? held.answer() : ok(accountOnly)) });
    const capabilities = new MapCapabilities();
    const demoLook = capabilities.load();
    await capabilities.load();
    expect(capabilities.layers.map((layer) => layer.id)).toEqual([captured.images[0]?.id]);

    held.release(0, ok(structuredClone(captured)));
    await demoLook;
    await answersDelivered();
    expect(capabilities.layers.map((layer) => layer.id)).toEqual([captured.images[0]?.id]);
  });

  it('looks again every ten minutes, sooner after a failure, never while playing, and stops', async () => {
    let answer: Result<Capabilities> = fail('offline', 'serviceUnavailable');
    const main = installFakeMain({ 'map:getCapabilities': () => answer });
    const capabilities = new MapCapabilities();
    const clock = heldTimer();
    let playing = false;
    const stop = capabilities.follow(clock.timer, () => !playing);
    expect(clock.waits()).toEqual([capabilitiesRefreshMs]);

    clock.runNext();
    await vi.waitFor(() => expect(clock.waits()).toEqual([capabilitiesRetryMs]));
    expect(main.callsTo('map:getCapabilities')).toHaveLength(1);

    answer = ok(captured);
    clock.runNext();
    await vi.waitFor(() => expect(clock.waits()).toEqual([capabilitiesRefreshMs]));
    expect(capabilities.error).toBeNull();

    playing = true;
    clock.runNext();
    expect(clock.waits()).toEqual([capabilitiesRefreshMs]);
    expect(main.callsTo('map:getCapabilities')).toHaveLength(2);

    stop();
    expect(clock.waits()).toEqual([]);
  });
});
