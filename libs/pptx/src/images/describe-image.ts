import { createHash, webcrypto } from 'node:crypto';
import { looksLikeSvg } from '../media/media-sniffing';
import type { DeckImage } from './image-source';
import { readRasterHeader, type RasterKind } from './raster-headers';
import { readSvg } from './svg-image';

const CONTENT_TYPES: Readonly<Record<RasterKind | 'svg', string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};

const SNIFF_BYTES = 4096;

function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** SHA-256 on libuv's thread pool (WebCrypto's digest): a photo's 300 KB is not hashed on the event loop. */
async function sha256OffThread(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

type Unhashed = Omit<DeckImage, 'hash'>;

/**
 * What a picture is, by its bytes alone: the type from magic bytes (PNG, JPEG, GIF, WebP, BMP, TIFF, SVG),
 * the pixel size from the header, and the SHA-256 of the bytes that will be placed (an SVG's after the
 * references to other files are removed). Anything else is `{reason}`, in words for a row's report.
 */
export function describeImage(bytes: Uint8Array): DeckImage | { readonly reason: string } {
  const described = describeUnhashed(bytes);
  return 'reason' in described ? described : { ...described, hash: sha256(described.bytes) };
}

/** `describeImage`, hashing on the thread pool: for rows' pictures, while the event loop renders decks. */
export async function describeImageOffThread(
  bytes: Uint8Array,
): Promise<DeckImage | { readonly reason: string }> {
  const described = describeUnhashed(bytes);
  return 'reason' in described ? described : { ...described, hash: await sha256OffThread(described.bytes) };
}

/**
 * `describeImage` for bytes that `identity` names while the batch runs (an images archive's entry): hashed by
 * it, not by the bytes, so a deck's photos cost no pass over their bytes beyond the checksum their read checked.
 */
export function describeImageAs(
  bytes: Uint8Array,
  identity: string,
): DeckImage | { readonly reason: string } {
  const described = describeUnhashed(bytes);
  return 'reason' in described
    ? described
    : { ...described, hash: sha256(`file\u0000${identity}`), hashedFrom: 'entry' };
}

function describeUnhashed(bytes: Uint8Array): Unhashed | { readonly reason: string } {
  const raster = readRasterHeader(bytes);
  if (raster) {
    if (raster.width === undefined || raster.width === 0 || raster.height === 0) {
      return { reason: `a damaged ${raster.kind.toUpperCase()} picture (its size cannot be read)` };
    }
    const { kind, width, height } = raster;
    return { bytes, contentType: CONTENT_TYPES[kind], extension: kind, width, height };
  }
  if (looksLikeSvg(bytes.subarray(0, SNIFF_BYTES))) {
    const svg = readSvg(bytes);
    if ('reason' in svg) return svg;
    return {
      bytes: Buffer.from(svg.text, 'utf8'),
      contentType: CONTENT_TYPES.svg,
      extension: 'svg',
      width: svg.width,
      height: svg.height,
    };
  }
  return { reason: 'not a picture (PNG, JPEG, GIF, WebP, SVG, BMP or TIFF)' };
}
