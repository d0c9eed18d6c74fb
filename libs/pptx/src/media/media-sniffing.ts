import { constants, gunzipSync, inflateRawSync } from 'node:zlib';
import { TemplateError } from '../errors';
import { METHOD_STORED, type ZipEntry } from '@deckmill/zip';

const HEAD_BYTES = 4096;
const GZIP_MAGIC = [0x1f, 0x8b];

/** The first few kilobytes of an entry, inflating only as much as needed (for content sniffing). */
export function headOf(entry: ZipEntry): Uint8Array {
  if (entry.method === METHOD_STORED) return entry.compressed.subarray(0, HEAD_BYTES);
  try {
    const partial = inflateRawSync(entry.compressed.subarray(0, HEAD_BYTES), {
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    return partial.subarray(0, HEAD_BYTES);
  } catch {
    return new Uint8Array(0); // Damaged data: the full inflate reports it, if anyone reads the part.
  }
}

export function isGzip(head: Uint8Array): boolean {
  return GZIP_MAGIC.every((byte, index) => head[index] === byte);
}

/** A gzip member (an `.svgz`) unpacked, never to more than `maxBytes`. */
export function gunzipBounded(bytes: Uint8Array, name: string, maxBytes: number): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch {
    throw new TemplateError('too_large', `This presentation holds a picture that is too large (${name}).`);
  }
}

/** Text of an XML-ish part: UTF-16 by its byte-order mark, else UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Whether the document element is `<svg>` (after the declaration, comments and a DOCTYPE). */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = decodeText(head)
    .replace(/^\uFEFF/, '')
    .replace(/^(\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/, '');
  return /^<!DOCTYPE\s+([\w.-]+:)?svg\b/i.test(text) || /^<([\w.-]+:)?svg[\s/>]/i.test(text);
}
