import { tooLarge } from './image-limits';

export type DecodedDataUri =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

function percentDecoded(text: string): Uint8Array | undefined {
  const parts: Buffer[] = [];
  for (const part of text.split(/(%[0-9a-f]{2})/i)) {
    if (/^%[0-9a-f]{2}$/i.test(part)) parts.push(Buffer.from([parseInt(part.slice(1), 16)]));
    else if (part.includes('%')) return undefined;
    else parts.push(Buffer.from(part, 'utf8'));
  }
  return Buffer.concat(parts);
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
