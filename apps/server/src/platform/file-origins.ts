import type { Platform } from './platform';

/**
 * Origins other than the site's own that serve the files pages show (slide previews) or download: the public
 * S3 origin when links are presigned for one. Embedded mode serves files itself, so none.
 */
export function fileOriginsOf(platform: Pick<Platform, 'storage'>): string[] {
  const storage = platform.storage;
  if (storage?.driver !== 's3' || !storage.publicEndpoint) return [];
  return [new URL(storage.publicEndpoint).origin];
}
