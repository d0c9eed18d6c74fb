import { crc32, deflateRawSync } from 'node:zlib';
import { DEFAULT_LIMITS, maxXmlBytesOf, type TemplateLimits } from '../limits';
import { xmlPartTooLarge } from './package-parts';
import { readAttributes, tokenizeXml } from '../xml/xml-lexer';
import { decodeXmlText } from '../xml/xml-text';
import { layoutZip, METHOD_DEFLATED, preparedFrom, type PreparedEntry, type ZipEntry } from '@deckmill/zip';
import { inflateEntry, readZip } from '../template-zip';

/** What every outside target becomes: a URL for which no renderer fetches anything. */
export const NEUTRAL_TARGET = 'about:blank';

const RELATIONSHIP_PART = /\.rels$/i;
// A URI scheme (file:, http:, smb:, vnd.sun.star...:) or a network path (//host, \\host).
const LEAVES_PACKAGE = /^([a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;
const utf8 = new TextDecoder('utf-8', { ignoreBOM: false });

/**
 * A copy of a deck in which no relationship points outside the package (linked pictures, OLE links,
 * media, hyperlinks, attached templates): each such target becomes `about:blank`. Meant for handing an
 * untrusted deck to a renderer (LibreOffice), which would otherwise fetch `file://` or `http://` targets.
 * Every other part is copied byte for byte.
 */
export function neutraliseExternalLinks(
  bytes: Uint8Array,
  limits: TemplateLimits = DEFAULT_LIMITS,
): Uint8Array {
  const entries = readZip(bytes, limits).map((entry) =>
    RELATIONSHIP_PART.test(entry.name) ? neutralisedPart(entry, limits) : preparedFrom(entry),
  );
  return Buffer.concat(layoutZip(entries));
}

function neutralisedPart(entry: ZipEntry, limits: TemplateLimits): PreparedEntry {
  if (entry.uncompressedSize > maxXmlBytesOf(entry.name, limits)) throw xmlPartTooLarge(entry.name);
  const original = readText(inflateEntry(entry));
  const neutral = neutraliseTargets(original.text);
  if (neutral === original.text && original.utf8) return preparedFrom(entry);
  const raw = Buffer.from(original.utf8 ? neutral : declareUtf8(neutral), 'utf8');
  const data = deflateRawSync(raw);
  return {
    ...preparedFrom(entry),
    method: METHOD_DEFLATED,
    crc32: crc32(raw),
    compressedSize: data.byteLength,
    uncompressedSize: raw.byteLength,
    data,
  };
}

// UTF-16 parts are rewritten as UTF-8, so one rewrite covers both encodings.
function readText(bytes: Uint8Array): { text: string; utf8: boolean } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), utf8: false };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), utf8: false };
  return { text: utf8.decode(bytes), utf8: true };
}

function declareUtf8(xml: string): string {
  return xml.replace(/^(\s*<\?xml[^>]*?encoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2');
}

/** The part's text with the Target of every relationship that leaves the package replaced. */
function neutraliseTargets(xml: string): string {
  let result = '';
  let copied = 0;
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open' || !/(^|:)Relationship$/.test(token.name)) continue;
    const attributes = readAttributes(xml, token.start, token.end);
    const mode = attributes.find((attribute) => /(^|:)TargetMode$/.test(attribute.name));
    const target = attributes.find((attribute) => /(^|:)Target$/.test(attribute.name));
    if (!target) continue;
    const external = mode !== undefined && decodeXmlText(mode.value).trim().toLowerCase() === 'external';
    if (!external && !leavesPackage(target.value)) continue;
    result += xml.slice(copied, target.valueStart) + NEUTRAL_TARGET;
    copied = target.valueEnd;
  }
  return result + xml.slice(copied);
}

// URL parsers drop spaces, tabs and line breaks, so `\tfile:` must count as `file:` too.
function leavesPackage(rawTarget: string): boolean {
  // eslint-disable-next-line no-control-regex
  const target = decodeXmlText(rawTarget).replace(/[\u0000-\u0020]/g, '');
  return LEAVES_PACKAGE.test(target);
}
