import type { DeckImage, ImageLookup } from './image-source';
import { describeImageAs, describeImageOffThread } from './describe-image';

/** Caps on a row's pictures; a picture over a cap is refused with a reason, never downscaled. */
export interface ImageLimits {
  /** Largest picture in bytes, from any source (archive entry, data: URI, download). */
  readonly maxBytes: number;
  /** Largest width x height in pixels. */
  readonly maxPixels: number;
  /** Deadline of one download, redirects included. */
  readonly fetchTimeoutMs: number;
  /** Redirects one download may follow, each checked like the first address. */
  readonly maxRedirects: number;
  /** Bytes of pictures one batch keeps for reuse by later rows (least recently used go first). */
  readonly cacheBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 10 * MB,
  maxPixels: 40_000_000,
  fetchTimeoutMs: 10_000,
  maxRedirects: 3,
  cacheBytes: 64 * MB,
};

/** `10 MB`, `512 KB`: a cap as a user reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function tooLarge(limits: Pick<ImageLimits, 'maxBytes'>): string {
  return `larger than ${sizeText(limits.maxBytes)}`;
}

/**
 * Bytes from any source made a picture: within the byte cap, a known format, within the pixel cap. With an
 * `identity` (an archive's entry, see FileLookup) the picture is told apart by it rather than by its bytes' hash.
 */
export async function admitImage(
  bytes: Uint8Array,
  limits: Pick<ImageLimits, 'maxBytes' | 'maxPixels'>,
  identity?: string,
): Promise<ImageLookup> {
  if (bytes.byteLength > limits.maxBytes) return { ok: false, reason: tooLarge(limits) };
  const described =
    identity === undefined ? await describeImageOffThread(bytes) : describeImageAs(bytes, identity);
  if ('reason' in described) return { ok: false, reason: described.reason };
  return withinPixels(described, limits);
}

function withinPixels(image: DeckImage, limits: Pick<ImageLimits, 'maxPixels'>): ImageLookup {
  if (image.width * image.height <= limits.maxPixels) return { ok: true, image };
  const cap =
    limits.maxPixels >= 100_000
      ? `${Number((limits.maxPixels / 1_000_000).toFixed(1))} megapixels`
      : `${limits.maxPixels} pixels`;
  return { ok: false, reason: `${image.width}x${image.height} pixels is more than ${cap}` };
}
