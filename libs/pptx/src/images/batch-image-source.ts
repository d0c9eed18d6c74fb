import { OutboundPolicy } from '@deckmill/outbound';
import { decodeDataUri } from './data-uri';
import { fetchImage, type ImageFetchOptions } from './fetch-image';
import { ImageCache } from './image-cache';
import type { ImageFiles } from './image-files';
import { admitImage, DEFAULT_IMAGE_LIMITS, type ImageLimits } from './image-limits';
import type { ImageLookup, ImageSource } from './image-source';
import { classifyImageValue, type ImageValue } from './image-value';

export interface BatchImageSourceOptions {
  /** The batch's images archive (or the CLI's folder); without one, file names find nothing. */
  readonly archive?: ImageFiles;
  /** Which hosts image URLs may reach beyond public https (OUTBOUND_ALLOW_HOSTS, the CLI's --allow-host). */
  readonly policy?: OutboundPolicy;
  readonly limits?: Partial<ImageLimits>;
  /** Trusted CAs and a resolver for downloads, besides the policy. */
  readonly fetch?: Omit<ImageFetchOptions, 'policy'>;
}

async function lookupOf(
  value: ImageValue,
  options: BatchImageSourceOptions,
  limits: ImageLimits,
): Promise<ImageLookup> {
  switch (value.kind) {
    case 'refused':
      return { ok: false, reason: value.reason };
    case 'data': {
      const decoded = decodeDataUri(value.uri, limits.maxBytes);
      return decoded.ok ? admitImage(decoded.bytes, limits) : decoded;
    }
    case 'url':
      return fetchImage(
        value.url,
        { ...options.fetch, policy: options.policy ?? OutboundPolicy.strict() },
        limits,
      );
    case 'file': {
      if (!options.archive) {
        return { ok: false, reason: `no images archive was given, so there is no file "${value.name}"` };
      }
      const file = await options.archive.read(value.name, limits.maxBytes);
      if (!file.ok) return file;
      const lookup = await admitImage(file.bytes, limits, file.identity);
      return lookup.ok ? lookup : { ok: false, reason: `"${value.name}": ${lookup.reason}` };
    }
  }
}

/**
 * The ImageSource of one batch: a row's value is a file name in the batch's images archive, a `data:` URI or
 * an http(s) URL fetched under the outbound policy. Results are shared by value across the batch's rows (one
 * download per URL, even when rows ask at once) within a byte budget. Never throws: every failure is a reason.
 */
export function batchImageSource(options: BatchImageSourceOptions = {}): ImageSource {
  const limits: ImageLimits = { ...DEFAULT_IMAGE_LIMITS, ...options.limits };
  const cache = new ImageCache(limits.cacheBytes);
  return {
    resolve(raw: string): Promise<ImageLookup> {
      const value = classifyImageValue(raw);
      // data: URIs are their own bytes: keying on them would hold every one twice.
      if (value.kind === 'data' || value.kind === 'refused')
        return safely(() => lookupOf(value, options, limits));
      const key = value.kind === 'url' ? `url:${value.url.href}` : `file:${value.name}`;
      return cache.get(key, () => safely(() => lookupOf(value, options, limits)));
    },
  };
}

async function safely(load: () => Promise<ImageLookup>): Promise<ImageLookup> {
  try {
    return await load();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the picture could not be read (${detail})` };
  }
}
