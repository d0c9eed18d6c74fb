import { Logger } from '@nestjs/common';
import type { ImageSource } from '@deckmill/pptx';

/**
 * Turns a batch's images archive (a local ZIP file, or none) into the ImageSource its rows' pictures
 * are resolved with: archive file names, data: URIs, https URLs. Bound by the composition root (the engine's
 * `batchImageSource` with the outbound policy and image limits) through GenerationOptions.imageSources.
 */
export type ImageSourceFactory = (batch: {
  readonly batchId: string;
  /** The archive downloaded to a temporary file, or null when the batch came without one. */
  readonly archivePath: string | null;
}) => ImageSource | Promise<ImageSource>;

/** An ImageSource that holds files open may say so; the cache closes it before deleting its archive. */
export type ClosableImageSource = ImageSource & { close?(): unknown };

export const IMAGE_SOURCE_FACTORY = Symbol('IMAGE_SOURCE_FACTORY');

export const IMAGES_UNAVAILABLE_REASON = 'Pictures from data are not available on this server yet.';

/**
 * Until the composition root binds the engine's image sources: every picture value is answered "unavailable",
 * so the row keeps the template's picture and its notes say why, instead of the whole row failing.
 */
export const unavailableImageSources: ImageSourceFactory = () => {
  new Logger('ImageSources').warn('No image source factory is bound: rows keep their templates’ pictures.');
  return { resolve: () => Promise.resolve({ ok: false, reason: IMAGES_UNAVAILABLE_REASON }) };
};
