import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a webhook delivery carries its signature in. */
export const WEBHOOK_SIGNATURE_HEADER = 'Deckmill-Signature';

/** How far a signature's timestamp may be from the receiver's clock, by default (Stripe's five minutes). */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

function unixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function hmacHex(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url. The whole string is the HMAC key. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the value of WEBHOOK_SIGNATURE_HEADER. */
export function signWebhook(secret: string, body: string | Buffer, nowSeconds = unixSeconds()): string {
  const timestamp = Math.floor(nowSeconds);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

interface SignatureHeader {
  timestamp: number;
  signatures: string[];
}

function parseSignatureHeader(header: string): SignatureHeader | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && timestamp === undefined && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    // Several v1 values may be sent while a secret is being rotated; any one may match.
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Whether `header` signs exactly `body` (the raw bytes received) with `secret`, at a time within
 * `toleranceSeconds` of `nowSeconds` either way (an old delivery replayed, or a clock far off, fails).
 * Signatures are compared in constant time; unknown schemes (v0, ...) in the header are ignored.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  secret: string,
  body: string | Buffer,
  toleranceSeconds = DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  nowSeconds = unixSeconds(),
): boolean {
  const parsed = header === undefined ? undefined : parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), 'hex');
  return parsed.signatures
    .map((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))
    .some((matches) => matches);
}
