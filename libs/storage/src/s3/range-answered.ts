import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * A ranged GET's body, once its Content-Range shows the bytes asked for: a server that ignored the Range would
 * answer the whole object, and a deck read from a pack (pack-slices.ts) would be the pack, other rows with it.
 */
export function rangeAnswered(key: string, body: Readable, start: number, end: number): Readable {
  const answered = (body as Partial<IncomingMessage>).headers?.['content-range'] ?? '';
  const match = /^bytes (\d+)-(\d+)\//.exec(answered);
  if (match && Number(match[1]) === start && Number(match[2]) === end) return body;
  body.destroy();
  throw new Error(`S3 answered bytes ${start}-${end} of "${key}" with Content-Range "${answered}"`);
}
