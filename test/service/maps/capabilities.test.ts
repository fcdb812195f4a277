import { describe, expect, it } from 'vitest';
import { capabilitiesAt, capture, testNow, callMap, type CapabilityLayer } from './maps-fixture';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const utcShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const ms = (time: string) => Date.parse(time);

describe('capabilities', () => {
  it('lists the 41 captured layers with their ids, titles, descriptions, types, schemes, extents and attribution', async () => {
    const layers = await capabilitiesAt();
    expect(layers).toHaveLength(41);
    const fields = ({ id, attribution, type, title, description, formats, colorschemes, extent }: CapabilityLayer) => ({
      id, attribution, type, title, description, formats, colorschemes, extent,
    });
    expect(layers.map(fields)).toEqual(capture.images.map(fields));
    expect(layers.map((layer) => 'analyses' in layer)).toEqual(capture.images.map((layer) => 'analyses' in layer));
  });

  it('counts one hit and keeps the captured field order', async () => {
    const answer = await callMap('capabilities', {});
    expect(answer.hits).toBe(1);
    const [first] = (answer.body as { images: object[] }).images;
    expect(Object.keys(first ?? {})).toEqual(['id', 'attribution', 'type', 'title', 'description', 'formats', 'colorschemes', 'times', 'analysis', 'extent']);
  });

  it('gives ascending UTC times with seconds, current pointing at the latest one at or before now', async () => {
    for (const layer of await capabilitiesAt()) {
      const { available, current, updated } = layer.times;
      expect(available.length, `layer ${layer.id}`).toBeGreaterThan(0);
      for (const time of [...available, updated]) expect(time).toMatch(utcShape);
      const instants = available.map(ms);
      for (let index = 1; index < instants.length; index += 1) expect(instants[index]).toBeGreaterThan(instants[index - 1] ?? Infinity);
      expect(instants[current]).toBeLessThanOrEqual(testNow.getTime());
      const next = instants[current + 1];
      if (next !== undefined) expect(next).toBeGreaterThan(testNow.getTime());
      expect(ms(updated)).toBeLessThanOrEqual(testNow.getTime());
      expect(layer.analysis).toMatch(/^\d{14}$/);
      if (layer.analyses !== undefined) expect(layer.analyses).toMatch(/^\d{14}(,\d{14}){1,2}$/);
    }
  });

  it('rolls the times with the clock', async () => {
    const before = await capabilitiesAt();
    const later = await capabilitiesAt(new Date(testNow.getTime() + hour));
    for (const [index, layer] of before.entries()) {
      const after = later[index];
      const step = ms(layer.times.available[1] ?? '') - ms(layer.times.available[0] ?? '');
      const currentBefore = ms(layer.times.available[layer.times.current] ?? '');
      const currentAfter = ms(after?.times.available[after.times.current] ?? '');
      if (hour % step === 0) {
        // Steps that divide the hour: everything moves by exactly an hour.
        expect(currentAfter - currentBefore, `layer ${layer.id}`).toBe(hour);
        expect(ms(after?.times.available[0] ?? '') - ms(layer.times.available[0] ?? ''), `layer ${layer.id}`).toBe(hour);
      } else {
        expect(currentAfter, `layer ${layer.id}`).toBeGreaterThanOrEqual(currentBefore);
      }
    }
  });

  // The specification's standard layers table: history, then steps up to a horizon from the latest
  // frame, then (for most) coarser steps up to a further horizon.
  const standardLayers: [id: number, history: number, fineStep: number, fineUntil: number, coarseStep?: number, coarseUntil?: number][] = [
    [5, day, 15 * minute, 105 * minute, 3 * hour, 3 * day],
    [10, day, 10 * minute, 105 * minute, 3 * hour, 3 * day],
    [39, day, 5 * minute, 105 * minute, 3 * hour, 3 * day],
    [21, day, 10 * minute, 105 * minute, 3 * hour, 3 * day],
    [22, 6 * hour, 15 * minute, 16 * hour, 3 * hour, 3 * day],
    [14, 6 * hour, hour, 0],
    [2, 0, hour, 36 * hour, 3 * hour, 5.5 * day],
    [4, 0, hour, 36 * hour, 3 * hour, 3.5 * day],
    [3, 0, hour, 36 * hour, 3 * hour, 3.5 * day],
    [8, day, hour, 36 * hour, 3 * hour, 3.5 * day],
    [9, day, day, 5 * day],
    [43, day, hour, 36 * hour, 3 * hour, 3.5 * day],
    [81, day, 3 * hour, 4 * day],
    [80, day, 3 * hour, 4 * day],
    [79, 12 * hour, hour, 12 * hour, 3 * hour, 4 * day],
    [77, day, 3 * hour, 5.5 * day, 6 * hour, 10 * day],
  ];

  it.each(standardLayers)('layer %i steps as the standard layers table says', async (id, history, fineStep, fineUntil, coarseStep, coarseUntil) => {
    const layer = (await capabilitiesAt()).find((candidate) => candidate.id === id);
    const times = (layer?.times.available ?? []).map(ms);
    const base = times[layer?.times.current ?? -1] ?? NaN;
    expect(times[0]).toBe(base - history);
    const fine = times.filter((time) => time <= base + fineUntil);
    expect(fine.at(-1)).toBeGreaterThan(base + fineUntil - fineStep);
    fine.slice(1).forEach((time, index) => expect(time - (fine[index] ?? 0)).toBe(fineStep));
    const coarse = times.filter((time) => time > base + fineUntil);
    if (coarseStep === undefined || coarseUntil === undefined) {
      expect(coarse).toEqual([]);
      return;
    }
    for (const time of coarse) expect(time % coarseStep).toBe(0);
    coarse.slice(1).forEach((time, index) => expect(time - (coarse[index] ?? 0)).toBe(coarseStep));
    expect(coarse.at(-1)).toBeLessThanOrEqual(base + coarseUntil);
    expect(coarse.at(-1)).toBeGreaterThan(base + coarseUntil - coarseStep);
  });

  it('stamps radar layers with their latest frame, the 5-minute nowcast analysis and the model run', async () => {
    const europe = (await capabilitiesAt()).find((layer) => layer.id === 5);
    // 19:07:30: the last 15-minute frame is 19:00, the last 5-minute analysis 19:05.
    expect(europe?.analysis).toBe('20260209190000');
    expect(europe?.analyses?.split(',').slice(0, 2)).toEqual(['20260209190000', '20260209190500']);
    expect(europe?.times.updated).toBe('2026-02-09T19:05:00Z');
  });
});
