// Intrinsic sizes read from raster headers alone: the type is sniffed from magic bytes, never from a name or a
// Content-Type, and nothing is decoded beyond the few bytes that hold width and height.

export type RasterKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff';

export interface RasterHeader {
  readonly kind: RasterKind;
  readonly width: number;
  readonly height: number;
}

/** A recognised format whose header is damaged: `kind` is known, the size is not. */
export interface DamagedRaster {
  readonly kind: RasterKind;
  readonly width?: undefined;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return (
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)
  );
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return Buffer.from(bytes.subarray(at, at + length)).toString('latin1');
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(bytes: Uint8Array): RasterHeader | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  const view = viewOf(bytes);
  return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

function gif(bytes: Uint8Array): RasterHeader | undefined {
  if (bytes.length < 10) return undefined;
  const view = viewOf(bytes);
  return { kind: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables) do not.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpeg(bytes: Uint8Array): RasterHeader | undefined {
  const view = viewOf(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan before any frame
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { kind: 'jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array): RasterHeader | undefined {
  const view = viewOf(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return {
      kind: 'webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { kind: 'webp', width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}

function bmp(bytes: Uint8Array): RasterHeader | undefined {
  if (bytes.length < 26) return undefined;
  const view = viewOf(bytes);
  const headerSize = view.getUint32(14, true);
  if (headerSize === 12)
    return { kind: 'bmp', width: view.getUint16(18, true), height: view.getUint16(20, true) };
  // Negative heights are top-down bitmaps.
  return { kind: 'bmp', width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

const TIFF_WIDTH = 256;
const TIFF_HEIGHT = 257;
const TIFF_SHORT = 3;
const TIFF_LONG = 4;

function tiff(bytes: Uint8Array): RasterHeader | undefined {
  const little = bytes[0] === 0x49;
  const view = viewOf(bytes);
  if (bytes.length < 8) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) return undefined;
  const count = view.getUint16(ifd, little);
  const sizes = new Map<number, number>();
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > bytes.length) return undefined;
    const tag = view.getUint16(entry, little);
    const type = view.getUint16(entry + 2, little);
    if (tag !== TIFF_WIDTH && tag !== TIFF_HEIGHT) continue;
    if (type === TIFF_SHORT) sizes.set(tag, view.getUint16(entry + 8, little));
    else if (type === TIFF_LONG) sizes.set(tag, view.getUint32(entry + 8, little));
  }
  const width = sizes.get(TIFF_WIDTH);
  const height = sizes.get(TIFF_HEIGHT);
  return width === undefined || height === undefined ? undefined : { kind: 'tiff', width, height };
}

const FORMATS: ReadonlyArray<
  [RasterKind, (bytes: Uint8Array) => boolean, (bytes: Uint8Array) => RasterHeader | undefined]
> = [
  ['png', (bytes) => startsWith(bytes, PNG), png],
  ['jpeg', (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]), jpeg],
  ['gif', (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)), gif],
  ['webp', (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP', webp],
  ['bmp', (bytes) => ascii(bytes, 0, 2) === 'BM', bmp],
  [
    'tiff',
    (bytes) => startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]),
    tiff,
  ],
];

/** The raster format and size of `bytes`, `{kind}` alone when the header is damaged, or undefined. */
export function readRasterHeader(bytes: Uint8Array): RasterHeader | DamagedRaster | undefined {
  for (const [kind, matches, read] of FORMATS) {
    if (matches(bytes)) return read(bytes) ?? { kind };
  }
  return undefined;
}
