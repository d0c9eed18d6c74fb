import { tooLarge } from './image-limits';

export type DecodedDataUri =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

const HEX_PAIR = /^[0-9a-f]{2}$/i;

/** Percent-decoding in one pass into one buffer (a buffer per escape cost gigabytes on a long URI). */
function percentDecoded(text: string): Uint8Array | undefined {
  const bytes = Buffer.allocUnsafe(Buffer.byteLength(text, 'utf8'));
  let length = 0;
  for (let at = 0; at < text.length;) {
    if (text[at] === '%') {
      const hex = text.slice(at + 1, at + 3);
      if (!HEX_PAIR.test(hex)) return undefined;
      bytes[length++] = parseInt(hex, 16);
      at += 3;
      continue;
    }
    const next = text.indexOf('%', at);
    const end = next < 0 ? text.length : next;
    length += bytes.write(text.slice(at, end), length, 'utf8');
    at = end;
  }
  return bytes.subarray(0, length);
}

/**
 * The bytes of a `data:` URI, base64 or percent-encoded. The declared media type is ignored: the bytes are
 * sniffed like any other picture. The size is checked on the encoded text, before anything is decoded.
 */
export function decodeDataUri(uri: string, maxBytes: number): DecodedDataUri {
  const comma = uri.indexOf(',');
  if (comma < 0) return { ok: false, reason: 'a data: URI without a comma before its data' };
  const parameters = uri
    .slice(5, comma)
    .split(';')
    .map((part) => part.trim().toLowerCase());
  const data = uri.slice(comma + 1);
  if (parameters.includes('base64')) {
    // Whitespace may pad the data, but not beyond twice its size: a longer text is refused before any copy.
    if (data.length > maxBytes * 3 + 1024) return { ok: false, reason: tooLarge({ maxBytes }) };
    const compact = data.replace(/\s+/g, '').replace(/%3D/gi, '=');
    if (Math.floor((compact.length * 3) / 4) > maxBytes + 2)
      return { ok: false, reason: tooLarge({ maxBytes }) };
    if (!BASE64.test(compact)) return { ok: false, reason: 'a data: URI whose base64 data is damaged' };
    return {
      ok: true,
      bytes: Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64'),
    };
  }
  // Percent-encoding: at least one byte per three characters, so a long URI is over the cap before decoding.
  if (data.length > maxBytes * 3) return { ok: false, reason: tooLarge({ maxBytes }) };
  const bytes = percentDecoded(data);
  if (!bytes) return { ok: false, reason: 'a data: URI whose percent-encoding is damaged' };
  if (bytes.byteLength > maxBytes) return { ok: false, reason: tooLarge({ maxBytes }) };
  return { ok: true, bytes };
}
