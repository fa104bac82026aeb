import { crc32 } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The width and height a PNG declares in its IHDR chunk, which must come first after the
 * signature; throws when the bytes are not a PNG.
 */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG: bad signature');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: no IHDR first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** One PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `png` with a tEXt chunk (`keyword`: `text`) before its end, as cameras and editors write them. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const end = png.length - 12;
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]);
}

/** `png` with a valid header claiming `width` × `height` pixels (the data stays as it was). */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(33)]);
}
