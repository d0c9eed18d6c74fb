import type { Platform } from './platform';

/**
 * Origins that serve the files pages show (slide previews) or download, beyond the page's own: the public S3
 * origin when links are presigned for one; with files kept on disk, the origin the gateway signs its file links
 * for (APP_URL), so a page reached by another name (http://127.0.0.1:3000 for http://localhost:3000) still
 * shows its previews.
 */
export function fileOriginsOf(platform: Pick<Platform, 'storage'>): string[] {
  const storage = platform.storage;
  if (storage?.driver === 'filesystem') return [new URL(storage.fileUrls.baseUrl).origin];
  if (storage?.driver !== 's3' || !storage.publicEndpoint) return [];
  return [new URL(storage.publicEndpoint).origin];
}
