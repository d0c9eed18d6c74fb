import type { GenerationOptions } from '@deckmill/generation-service';
import { OutboundPolicy, readCaBundle } from '@deckmill/outbound';
import { batchImageSource, openImageArchive } from '@deckmill/pptx';

/** The variables of the image-sources and outbound groups that pictures from data read. */
export interface ImageSourceVariables {
  readonly IMAGE_MAX_MB: number;
  readonly IMAGE_MAX_MEGAPIXELS: number;
  readonly IMAGE_FETCH_TIMEOUT_MS: number;
  readonly IMAGE_FETCH_MAX_REDIRECTS: number;
  readonly IMAGE_CACHE_MB: number;
  readonly OUTBOUND_ALLOW_HOSTS?: string;
  readonly OUTBOUND_CA_FILE?: string;
}

const MB = 1024 * 1024;

/**
 * Each batch's rows resolve their pictures through the engine's batch source: the batch's images
 * archive (opened from its temporary copy, closed when the batch is done), data: URIs and URLs under the
 * outbound policy (public https, plus OUTBOUND_ALLOW_HOSTS), within the configured caps.
 */
export function imageSourcesFrom(
  config: ImageSourceVariables,
): NonNullable<GenerationOptions['imageSources']> {
  const policy = OutboundPolicy.fromAllowList(config.OUTBOUND_ALLOW_HOSTS);
  const extraCaCertificates = readCaBundle(config.OUTBOUND_CA_FILE);
  const limits = {
    maxBytes: config.IMAGE_MAX_MB * MB,
    maxPixels: config.IMAGE_MAX_MEGAPIXELS * 1_000_000,
    fetchTimeoutMs: config.IMAGE_FETCH_TIMEOUT_MS,
    maxRedirects: config.IMAGE_FETCH_MAX_REDIRECTS,
    cacheBytes: config.IMAGE_CACHE_MB * MB,
  };
  return async ({ archivePath }) => {
    // The batch's archive as downloaded into a folder of its own for this process: nothing else writes to it.
    const archive = archivePath ? await openImageArchive(archivePath, { ownCopy: true }) : undefined;
    const source = batchImageSource({ archive, policy, limits, fetch: { extraCaCertificates } });
    return { resolve: (value: string) => source.resolve(value), close: () => archive?.close() };
  };
}
