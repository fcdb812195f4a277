import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Snapshot } from '@main/core/snapshots/snapshot';

export const metricEnglish = { tempunit: 'C', windunit: 'MS', lang: 'en' };

export function currentAt(locationId: string, temperature: number, fetchedAt = '2026-01-15T10:00:00.000Z'): Snapshot {
  return {
    product: 'current',
    locationId,
    params: metricEnglish,
    data: { current: { time: '2026-01-15T10:00+00:00', symbol: 'd300', temperature, windSpeed: null } },
    fetchedAt,
  };
}

export async function scratchDirectory(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'weatherglass-snapshots-'));
  // Retried: a store's last write may still be landing while the test tidies up.
  return { path, remove: () => rm(path, { recursive: true, force: true, maxRetries: 5 }) };
}
