/**
 * The gazetteer's prepared data: one binary blob of little-endian typed-array sections, written at
 * setup (scripts/prepare-places.ts) and read without parsing JSON or making an object per name.
 * Strings are UTF-8 in one table and named by their index in it.
 */
const sectionTypes = {
  stringOffsets: Uint32Array,
  strings: Uint8Array,
  /** The places, by GeoNames id ascending. */
  ids: Uint32Array,
  /** Degrees × 10^5, as GeoNames' extract gives them. */
  lats: Int32Array,
  lons: Int32Array,
  populations: Uint32Array,
  names: Uint32Array,
  featureCodes: Uint32Array,
  countries: Uint32Array,
  admin1: Uint32Array,
  admin2: Uint32Array,
  admin3: Uint32Array,
  /** A place's name in one language, where it differs from its GeoNames name. */
  localizedPlaces: Uint32Array,
  localizedLanguages: Uint32Array,
  localizedNames: Uint32Array,
  /** Folded search keys, sorted by their UTF-8 bytes; key k is keys[keyOffsets[k]..keyOffsets[k+1]]. */
  keyOffsets: Uint32Array,
  /** The place a key names, with `alternateKeyFlag` set where the key is only one of GeoNames' alternate names. */
  keyPlaces: Uint32Array,
  keys: Uint8Array,
} as const;

type SectionName = keyof typeof sectionTypes;
export type PlaceFile = { [Name in SectionName]: InstanceType<(typeof sectionTypes)[Name]> };

/** Marks a search key that is only one of GeoNames' alternate names, not the place's own or localized name. */
export const alternateKeyFlag = 0x80000000;

/** The string index that stands for null. */
export const noString = 0xffffffff;

const magic = 0x57475046; // "WGPF"
const version = 1;
const sectionNames = Object.keys(sectionTypes) as SectionName[];
const headerBytes = 4 * (2 + sectionNames.length);

function padded(bytes: number): number {
  return Math.ceil(bytes / 4) * 4;
}

export function encodePlaceFile(file: PlaceFile): Buffer {
  const lengths = sectionNames.map((name) => file[name].byteLength);
  const output = Buffer.alloc(headerBytes + lengths.reduce((sum, length) => sum + padded(length), 0));
  output.writeUInt32LE(magic, 0);
  output.writeUInt32LE(version, 4);
  lengths.forEach((length, index) => output.writeUInt32LE(length, 8 + 4 * index));
  let offset = headerBytes;
  for (const name of sectionNames) {
    const section = file[name];
    output.set(new Uint8Array(section.buffer, section.byteOffset, section.byteLength), offset);
    offset += padded(section.byteLength);
  }
  return output;
}

export function decodePlaceFile(bytes: Uint8Array): PlaceFile {
  // Typed-array views need their sections 4-byte aligned in the underlying buffer.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const view = new DataView(aligned.buffer, aligned.byteOffset, aligned.byteLength);
  if (view.getUint32(0, true) !== magic || view.getUint32(4, true) !== version) {
    throw new Error('The prepared place data is not this version: run `node scripts/ensure-places.mjs` (npm run build does).');
  }
  let offset = aligned.byteOffset + headerBytes;
  const file: Partial<Record<SectionName, unknown>> = {};
  sectionNames.forEach((name, index) => {
    const length = view.getUint32(8 + 4 * index, true);
    const type = sectionTypes[name];
    file[name] = new type(aligned.buffer as ArrayBuffer, offset, length / type.BYTES_PER_ELEMENT);
    offset += padded(length);
  });
  return file as PlaceFile;
}
