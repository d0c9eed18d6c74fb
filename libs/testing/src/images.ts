import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A PNG of one colour (8-bit RGB): an image whose pixels a rendered page can be checked for. */
export function solidPng(width: number, height: number, [red, green, blue]: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // depth 8, truecolour, deflate, adaptive filters, no interlace
  const line = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) line.set([red, green, blue], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A binary PPM (P6, what `pdftoppm` writes without `-png`), to read a rendered page's pixels. */
export interface Pixmap {
  readonly width: number;
  readonly height: number;
  pixel(x: number, y: number): Rgb;
}

export function readPpm(bytes: Buffer): Pixmap {
  const header = /^P6\s+(?:#[^\n]*\s+)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(
    bytes.subarray(0, 200).toString('latin1'),
  );
  if (!header) throw new Error('Not a binary PPM (P6).');
  const [text, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const start = Buffer.byteLength(text, 'latin1');
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = start + (y * width + x) * 3;
      return [bytes[at], bytes[at + 1], bytes[at + 2]];
    },
  };
}

/** Whether two colours are alike within `tolerance` per channel (anti-aliasing and colour management). */
export function closeColour(actual: Rgb, expected: Rgb, tolerance = 24): boolean {
  return actual.every((value, index) => Math.abs(value - expected[index]) <= tolerance);
}
