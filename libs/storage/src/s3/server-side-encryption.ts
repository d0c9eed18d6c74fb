/** S3_SSE: what S3 is asked to encrypt objects with (AWS S3 encrypts with AES256 even when not asked). */
export interface ServerSideEncryption {
  readonly mode: 'none' | 'AES256' | 'aws:kms';
  /** SSE-KMS key id or ARN; unset: the bucket's or account's default KMS key. */
  readonly kmsKeyId?: string;
}

/**
 * The headers that ask for it, sent with every request that creates an object: a single PUT and the start of
 * a multipart upload (its parts inherit it). Nothing copies objects, so no copy request needs them.
 */
export function sseHeaders(sse: ServerSideEncryption | undefined): Record<string, string> {
  if (!sse || sse.mode === 'none') return {};
  if (sse.mode === 'AES256') return { 'X-Amz-Server-Side-Encryption': 'AES256' };
  return {
    'X-Amz-Server-Side-Encryption': 'aws:kms',
    ...(sse.kmsKeyId ? { 'X-Amz-Server-Side-Encryption-Aws-Kms-Key-Id': sse.kmsKeyId } : {}),
  };
}
