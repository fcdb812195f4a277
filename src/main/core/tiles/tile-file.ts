import { crc32 } from 'node:zlib';

/**
 * The bytes of one cache file: a small header with the payload's length and CRC-32 before the
 * image, so a truncated or damaged file is recognised and refetched instead of being shown broken.
 */
const magic = Buffer.from('WGT1', 'ascii');
const headerLength = magic.length + 8;

export function frameTile(payload: Uint8Array): Buffer {
  const header = Buffer.alloc(headerLength);
  magic.copy(header, 0);
  header.writeUInt32BE(crc32(payload), magic.length);
  header.writeUInt32BE(payload.byteLength, magic.length + 4);
  return Buffer.concat([header, payload]);
}

/** The payload, or undefined when the file is not an intact frame. */
export function unframeTile(file: Buffer): Buffer | undefined {
  if (file.length < headerLength || !file.subarray(0, magic.length).equals(magic)) return undefined;
  const checksum = file.readUInt32BE(magic.length);
  const length = file.readUInt32BE(magic.length + 4);
  const payload = file.subarray(headerLength);
  if (payload.length !== length || crc32(payload) !== checksum) return undefined;
  return payload;
}
