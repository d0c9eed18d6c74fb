import type { Request } from 'express';
import { V1Error } from './v1-error';

/** Printable ASCII, as a header carries it; long enough for a UUID or a caller's own composite key. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` of a v1 POST, if sent: a retried create with the same key and request answers the
 * first result; the same key with another request is 409 `idempotency_key_reused`. Keys last 24 hours.
 */
export function idempotencyKey(req: Request): string | undefined {
  const raw = req.header('idempotency-key');
  if (raw === undefined) return undefined;
  if (!KEY.test(raw)) {
    throw V1Error.field('Idempotency-Key', 'Idempotency-Key must be 1 to 255 printable ASCII characters.');
  }
  return raw;
}
