import { stat } from 'node:fs/promises';
import { OutboundPolicy } from '@deckmill/outbound';
import { batchImageSource } from '../images/batch-image-source';
import { openImageArchive } from '../images/image-archive';
import { openImageDirectory } from '../images/image-directory';
import { ImageArchiveError, type ImageFiles } from '../images/image-files';
import type { ImageSource } from '../images/image-source';

export interface CliImages {
  readonly source: ImageSource;
  close(): Promise<void>;
}

async function openFiles(location: string): Promise<ImageFiles> {
  const info = await stat(location).catch(() => undefined);
  if (!info) throw new ImageArchiveError(`--images: "${location}" does not exist.`);
  return info.isDirectory() ? openImageDirectory(location) : openImageArchive(location);
}

/**
 * The CLI's pictures: a folder or a .zip given with --images (optional), data: URIs, and URLs fetched under the
 * outbound rules, public https only unless a --allow-host entry lists the host.
 */
export async function openCliImages(
  location: string | undefined,
  allowHosts: readonly string[],
): Promise<CliImages> {
  const archive = location === undefined ? undefined : await openFiles(location);
  const policy = OutboundPolicy.fromAllowList(allowHosts.join(','));
  return {
    source: batchImageSource({ archive, policy }),
    close: () => archive?.close() ?? Promise.resolve(),
  };
}
