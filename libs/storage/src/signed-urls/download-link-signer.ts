import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { StorageOptions } from '../storage-options';

/** The gateway's route for recorded downloads: `/api/links/<payload>.<signature>`. */
export const DOWNLOAD_LINK_PREFIX = '/api/links/';

/** The audit event a link's use records: its key and the facts the link was made with (without `via`, time). */
export interface DownloadLinkRecord {
  event: string;
  facts: Record<string, unknown>;
}

export interface DownloadLink {
  key: string;
  downloadName?: string;
  record: DownloadLinkRecord;
}

export type DownloadLinkVerification =
  ({ valid: true } & DownloadLink) | { valid: false; reason: 'malformed' | 'expired' | 'bad-signature' };

interface Payload extends DownloadLink {
  exp: number;
}

/**
 * Links handed to people who are not signed in (a template's `file_url`, a deck mailed to a row's recipient):
 * they point at the gateway, which checks the signature, records the download (`via: 'signed_link'`)
 * and only then hands out the file. The payload is readable (base64url JSON), never secret: it names an object
 * key and the event's facts, and the HMAC stops anyone from changing them.
 */
export class DownloadLinkSigner {
  private readonly now: () => number;
  /** The secret as a key object, made once: Node 24 checks a string or Buffer key slowly on every HMAC. */
  private readonly key: KeyObject;

  constructor(secret: string, now?: () => number) {
    this.key = createSecretKey(secret, 'utf8');
    this.now = now ?? Date.now;
  }

  /** The link's path (`/api/links/...`): the caller puts its public origin in front. */
  sign(link: DownloadLink, expiresSeconds: number): string {
    const payload: Payload = { ...link, exp: Math.floor(this.now() / 1000) + expiresSeconds };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${DOWNLOAD_LINK_PREFIX}${encoded}.${this.signature(encoded)}`;
  }

  /** `token` is what follows `/api/links/`. */
  verify(token: string): DownloadLinkVerification {
    const [encoded, sig, extra] = token.split('.');
    if (!encoded || !sig || extra !== undefined) return { valid: false, reason: 'malformed' };
    if (!this.matches(sig, this.signature(encoded))) return { valid: false, reason: 'bad-signature' };
    const payload = this.decode(encoded);
    if (!payload) return { valid: false, reason: 'malformed' };
    if (Math.floor(this.now() / 1000) > payload.exp) return { valid: false, reason: 'expired' };
    const { exp: _exp, ...link } = payload;
    return { valid: true, ...link };
  }

  private decode(encoded: string): Payload | undefined {
    try {
      const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
      const ok =
        typeof value.key === 'string' &&
        typeof value.exp === 'number' &&
        (value.downloadName === undefined || typeof value.downloadName === 'string') &&
        typeof value.record?.event === 'string' &&
        typeof value.record.facts === 'object' &&
        value.record.facts !== null;
      return ok ? (value as Payload) : undefined;
    } catch {
      return undefined;
    }
  }

  private signature(encoded: string): string {
    return createHmac('sha256', this.key).update(`download-link\n${encoded}`).digest('base64url');
  }

  private matches(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/**
 * The links' key, derived from the storage's own secret: the gateway (which checks links) and the mail service
 * (which mints them) both hold it, so no new shared secret is needed. Whoever holds it could already read every
 * object (S3 credentials, or the embedded signer's secret that signs `/api/files/` URLs).
 */
export function downloadLinkSigner(options: StorageOptions, now?: () => number): DownloadLinkSigner {
  const root = options.driver === 's3' ? options.secretKey : options.fileUrls.secret;
  return new DownloadLinkSigner(
    createHmac('sha256', root).update('deckmill download links v1').digest('hex'),
    now,
  );
}
