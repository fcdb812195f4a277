import { noString } from './place-file';

/** Collects distinct strings, each stored once. */
export class StringTableBuilder {
  readonly #indexes = new Map<string, number>();

  add(text: string | null): number {
    if (text === null) return noString;
    let index = this.#indexes.get(text);
    if (index === undefined) {
      index = this.#indexes.size;
      this.#indexes.set(text, index);
    }
    return index;
  }

  finish(): { stringOffsets: Uint32Array<ArrayBuffer>; strings: Uint8Array<ArrayBuffer> } {
    const encoded = [...this.#indexes.keys()].map((text) => Buffer.from(text, 'utf8'));
    const stringOffsets = new Uint32Array(encoded.length + 1);
    encoded.forEach((bytes, index) => (stringOffsets[index + 1] = (stringOffsets[index] ?? 0) + bytes.length));
    return { stringOffsets, strings: Buffer.concat(encoded) };
  }
}

/** Reads strings out of a table, each decoded when asked for. */
export class StringTable {
  readonly #offsets: Uint32Array;
  readonly #bytes: Buffer;

  constructor(offsets: Uint32Array, bytes: Uint8Array) {
    this.#offsets = offsets;
    this.#bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  text(index: number): string | null {
    if (index === noString) return null;
    return this.#bytes.toString('utf8', this.#offsets[index], this.#offsets[index + 1]);
  }
}
