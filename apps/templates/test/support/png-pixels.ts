import { crc32, deflateSync, inflateSync } from 'node:zlib';

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/**
 * How many pixels of a PNG are close to `colour`: enough of a decoder for what pdftoppm writes (8-bit RGB
 * or grey, with or without alpha, not interlaced), so a test can look for a leaked picture in a preview.
 */
export function countPixels(png: Buffer, colour: Rgb, tolerance = 40): number {
  const { width, height, channels, pixels } = decode(png);
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const [r, g, b] =
        channels >= 3 ? [pixels[at], pixels[at + 1], pixels[at + 2]] : [pixels[at], pixels[at], pixels[at]];
      const near =
        Math.abs((r ?? 0) - colour.r) + Math.abs((g ?? 0) - colour.g) + Math.abs((b ?? 0) - colour.b);
      if (near <= tolerance) count += 1;
    }
  }
  return count;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function decode(png: Buffer): { width: number; height: number; channels: number; pixels: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = CHANNELS[body[9] ?? -1] ?? 0;
      if (channels === 0) throw new Error('palette PNGs are not supported');
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      pixels[y * stride + x] = (value + predictor(filter ?? 0, left, up, upLeft)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  if (filter === 1) return left;
  if (filter === 2) return up;
  if (filter === 3) return Math.floor((left + up) / 2);
  if (filter === 4) {
    const estimate = left + up - upLeft;
    const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
    return a <= b && a <= c ? left : b <= c ? up : upLeft;
  }
  return 0;
}

/** A solid-colour PNG (the "secret" a hostile deck tries to read). */
export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [colour.r, colour.g, colour.b]).flat()),
  ]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])) >>> 0);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, crc]);
}
