import { describe, expect, it } from 'vitest';
import { decodePlaceFile, encodePlaceFile, type PlaceFile } from '@service/places/data/place-file';
import { StringTable, StringTableBuilder } from '@service/places/data/string-table';

function sampleFile(): PlaceFile {
  const strings = new StringTableBuilder();
  const helsinki = strings.add('Helsinki');
  const none = strings.add(null);
  const column = (...values: number[]) => Uint32Array.from(values);
  return {
    ids: column(658225),
    lats: Int32Array.of(6016952),
    lons: Int32Array.of(2493545),
    populations: column(558457),
    names: column(helsinki),
    featureCodes: column(strings.add('PPLC')),
    countries: column(strings.add('FI')),
    admin1: column(strings.add('Uusimaa')),
    admin2: column(none),
    admin3: column(helsinki),
    localizedPlaces: column(0),
    localizedLanguages: column(strings.add('sv')),
    localizedNames: column(strings.add('Helsingfors')),
    keyOffsets: column(0, 3),
    keyPlaces: column(0),
    // Three bytes: a section whose length is not a multiple of four, so the next one needs padding.
    keys: Uint8Array.from(Buffer.from('hel')),
    ...strings.finish(),
  };
}

describe('the prepared place file', () => {
  it('reads back every section as it was written, strings shared and null kept', () => {
    const file = sampleFile();
    const read = decodePlaceFile(encodePlaceFile(file));
    for (const [name, section] of Object.entries(file)) expect([...read[name as keyof PlaceFile]], name).toEqual([...section]);
    const strings = new StringTable(read.stringOffsets, read.strings);
    expect([read.names[0], read.admin3[0]].map((index) => strings.text(index ?? 0))).toEqual(['Helsinki', 'Helsinki']);
    expect(strings.text(read.admin2[0] ?? 0)).toBeNull();
    expect(strings.text(read.localizedNames[0] ?? 0)).toBe('Helsingfors');
  });

  it('reads a file that does not start on a 4-byte boundary of its buffer', () => {
    const bytes = encodePlaceFile(sampleFile());
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect([...decodePlaceFile(shifted).ids]).toEqual([658225]);
  });

  it('refuses data of another layout, naming the setup step that prepares it', () => {
    const bytes = encodePlaceFile(sampleFile());
    bytes.writeUInt32LE(99, 4);
    expect(() => decodePlaceFile(bytes)).toThrow(/ensure-places/);
  });
});
