import { TemplateError } from '../errors';
import { maxXmlBytesOf, type TemplateLimits } from '../limits';
import { doctypeForbidden, hasDeclarations } from '../xml/xml-lexer';
import { inflateEntry } from '../template-zip';
import type { ZipEntry } from '@deckmill/zip';

const XML_PART = /\.(xml|rels|vml)$/i;
// ignoreBOM keeps a byte-order mark in the text, so re-encoding a part reproduces it exactly.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeForCheck(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return undefined;
}

export function xmlPartTooLarge(name: string): TemplateError {
  return new TemplateError('too_large', `This presentation holds an XML part that is too large (${name}).`);
}

function decodeXml(entry: ZipEntry, limits: TemplateLimits): { text: string; utf8: boolean } {
  if (entry.uncompressedSize > maxXmlBytesOf(entry.name, limits)) throw xmlPartTooLarge(entry.name);
  const bytes = inflateEntry(entry);
  const utf16 = decodeForCheck(bytes);
  if (utf16 !== undefined) return { text: utf16, utf8: false };
  try {
    return { text: utf8.decode(bytes), utf8: true };
  } catch {
    throw new TemplateError(
      'malformed_xml',
      `This presentation contains a damaged XML part (${entry.name}).`,
    );
  }
}

/**
 * Inflates every XML part once, refusing any that declares a DOCTYPE or entities. Returns the UTF-8
 * parts' text by name (UTF-16 parts are checked but never templated).
 */
export function readXmlParts(entries: readonly ZipEntry[], limits: TemplateLimits): Map<string, string> {
  const xmlEntries = entries.filter((entry) => XML_PART.test(entry.name));
  // Checked on the declared sizes before anything is inflated (inflating never exceeds them).
  const totalXml = xmlEntries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (totalXml > limits.maxTotalXmlBytes) {
    throw new TemplateError('too_large', 'This presentation holds more XML than a presentation needs.');
  }
  const parts = new Map<string, string>();
  for (const entry of xmlEntries) {
    const { text, utf8: isUtf8 } = decodeXml(entry, limits);
    if (hasDeclarations(text)) throw doctypeForbidden();
    if (isUtf8) parts.set(entry.name, text);
  }
  return parts;
}
