import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { PresignedGetOptions } from '../object-storage';

export const FILE_ROUTE_PREFIX = '/api/files/';

export interface FileUrlSignerOptions {
  /** Keep it secret: anyone holding it can mint download links. */
  secret: string;
  /** Public origin of the gateway, e.g. http://localhost:3000. */
  baseUrl: string;
  now?: () => number;
}

export interface SignedFileRequest {
  key: string;
  downloadName?: string;
}

export type FileUrlVerification =
  | ({ valid: true } & SignedFileRequest)
  | { valid: false; reason: 'not-a-file-url' | 'malformed' | 'expired' | 'bad-signature' };

function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The embedded stand-in for S3 presigned URLs: `/api/files/<key>?expires=<unix s>&name=<file>&sig=<hmac>`,
 * served by the gateway after `verify` accepts it.
 */
export class FileUrlSigner {
  private readonly now: () => number;
  private readonly baseUrl: string;

  /** The secret as a key object, made once: Node 24 checks a string or Buffer key slowly on every HMAC. */
  private readonly key: KeyObject;

  constructor(options: FileUrlSignerOptions) {
    this.key = createSecretKey(options.secret, 'utf8');
    this.now = options.now ?? Date.now;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  sign(key: string, { expiresSeconds, downloadName }: PresignedGetOptions): string {
    const expires = Math.floor(this.now() / 1000) + expiresSeconds;
    const query = new URLSearchParams({ expires: String(expires) });
    if (downloadName !== undefined) query.set('name', downloadName);
    query.set('sig', this.signature(key, expires, downloadName));
    return `${this.baseUrl}${FILE_ROUTE_PREFIX}${encodeKeyPath(key)}?${query}`;
  }

  /** `requestUrl` is the path and query the gateway received, e.g. Express's req.originalUrl. */
  verify(requestUrl: string): FileUrlVerification {
    const url = new URL(requestUrl, 'http://file-url.invalid');
    if (!url.pathname.startsWith(FILE_ROUTE_PREFIX)) return { valid: false, reason: 'not-a-file-url' };
    const key = this.decodeKey(url.pathname.slice(FILE_ROUTE_PREFIX.length));
    const expiresText = url.searchParams.get('expires') ?? '';
    const sig = url.searchParams.get('sig');
    const downloadName = url.searchParams.get('name') ?? undefined;
    if (key === undefined || !/^\d+$/.test(expiresText) || sig === null)
      return { valid: false, reason: 'malformed' };
    const expires = Number(expiresText);
    if (!this.matches(sig, this.signature(key, expires, downloadName)))
      return { valid: false, reason: 'bad-signature' };
    if (Math.floor(this.now() / 1000) > expires) return { valid: false, reason: 'expired' };
    return { valid: true, key, downloadName };
  }

  private decodeKey(path: string): string | undefined {
    try {
      return path.split('/').map(decodeURIComponent).join('/');
    } catch {
      return undefined;
    }
  }

  private signature(key: string, expires: number, downloadName: string | undefined): string {
    // Newlines cannot occur in keys, so the fields cannot be shifted into one another.
    return createHmac('sha256', this.key)
      .update(`${key}\n${expires}\n${downloadName ?? ''}`)
      .digest('base64url');
  }

  private matches(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
