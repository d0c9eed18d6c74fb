import { crc32, deflateRawSync } from 'node:zlib';
import { TemplateError } from '../errors';
import { DEFAULT_LIMITS, type TemplateLimits } from '../limits';
import { assertNotCompoundFile } from '../template/file-signature';
import { layoutZip, METHOD_DEFLATED, preparedFrom, type PreparedEntry, type ZipEntry } from '@deckmill/zip';
import { inflateEntry, readZip } from '../template-zip';
import { cleanContentTypes, isCodePart, isMacroEnabled, readContentTypes } from './content-types';
import { cleanEmf, isEmf } from './emf-references';
import { decodeText, gunzipBounded, headOf, isGzip, looksLikeSvg } from './media-sniffing';
import { cleanRelationships, sourceOfRels, withoutControls } from './relationship-cleaning';
import { cleanSvg } from './svg-references';

/** What an upload lost: macro and ActiveX parts, references inside pictures, links of OLE objects. */
export type RemovedContent = 'macros' | 'media-references' | 'ole-links';

/** The sentence the upload answer shows for each kind of removed content. */
export const REMOVED_CONTENT_NOTICES: Readonly<Record<RemovedContent, string>> = {
  macros: 'Macros and ActiveX controls were removed: presentations made from this template never run code.',
  'media-references':
    'Pictures in this template referred to files or web addresses outside it; those references were removed.',
  'ole-links': 'Objects linked to outside files were unlinked; they keep their last saved picture.',
};

export interface SanitisedTemplate {
  /** The cleaned deck, or the very bytes given when nothing had to go. */
  readonly bytes: Uint8Array;
  readonly removed: readonly RemovedContent[];
}

const CONTENT_TYPES = '[Content_Types].xml';
const RELS = /\.rels$/i;
const DRAWING_PART = /^ppt\/(slides|slideLayouts|slideMasters)\/[^/]+\.xml$/i;

/**
 * Removes from an uploaded deck what must never reach a renderer or a recipient: VBA projects and
 * ActiveX controls (parts, relationships, content types; a .pptm main part becomes a plain presentation),
 * every reference of an SVG or EMF picture to another file or host, and the links of linked OLE objects.
 * Every other part is copied byte for byte.
 */
export function sanitiseTemplate(
  bytes: Uint8Array,
  limits: TemplateLimits = DEFAULT_LIMITS,
): SanitisedTemplate {
  assertNotCompoundFile(bytes);
  const entries = readZip(bytes, limits);
  const contentTypesEntry = entries.find((entry) => entry.name === CONTENT_TYPES);
  // Without content types this is no deck; the engine's own check says so.
  if (!contentTypesEntry) return { bytes, removed: [] };
  const contentTypes = decodeText(inflateXml(contentTypesEntry, limits));
  const types = readContentTypes(contentTypes);
  const removedParts = new Set(
    entries.filter((entry) => isCodePart(entry.name, types.typeOf(entry.name))).map((entry) => entry.name),
  );
  for (const entry of entries) {
    if (RELS.test(entry.name) && removedParts.has(sourceOfRels(entry.name))) removedParts.add(entry.name);
  }
  const removed = new Set<RemovedContent>();
  if (removedParts.size > 0 || isMacroEnabled(contentTypes)) removed.add('macros');
  const cleaned: PreparedEntry[] = [];
  for (const entry of entries) {
    if (removedParts.has(entry.name)) continue;
    const text = cleanedText(entry, removed.has('macros'), removedParts, contentTypes, limits, removed);
    const binary = text === null ? cleanedMedia(entry, limits, removed) : null;
    const replacement = text !== null ? Buffer.from(text, 'utf8') : binary;
    cleaned.push(replacement ? rewritten(entry, replacement) : preparedFrom(entry));
  }
  if (removed.size === 0) return { bytes, removed: [] };
  return { bytes: Buffer.concat(layoutZip(cleaned)), removed: [...removed] };
}

/** The new text of a package part (content types, relationships, controls), or null when it stays. */
function cleanedText(
  entry: ZipEntry,
  stripCode: boolean,
  removedParts: ReadonlySet<string>,
  contentTypes: string,
  limits: TemplateLimits,
  removed: Set<RemovedContent>,
): string | null {
  if (entry.name === CONTENT_TYPES) {
    return stripCode ? cleanContentTypes(contentTypes, removedParts) : null;
  }
  if (RELS.test(entry.name)) {
    const xml = decodeText(inflateXml(entry, limits));
    const result = cleanRelationships(xml, entry.name, removedParts);
    if (result.droppedCode) removed.add('macros');
    if (result.neutralisedOleLinks) removed.add('ole-links');
    return result.text === xml ? null : result.text;
  }
  if (stripCode && DRAWING_PART.test(entry.name)) {
    const xml = decodeText(inflateXml(entry, limits));
    const text = withoutControls(xml);
    return text === xml ? null : text;
  }
  return null;
}

/** The cleaned bytes of an SVG (also gzipped) or EMF picture, or null when it holds no reference. */
function cleanedMedia(
  entry: ZipEntry,
  limits: TemplateLimits,
  removed: Set<RemovedContent>,
): Uint8Array | null {
  const head = headOf(entry);
  const gzipped = isGzip(head);
  if (gzipped || looksLikeSvg(head)) {
    const raw = gzipped
      ? gunzipBounded(inflateEntry(entry), entry.name, limits.maxXmlPartBytes)
      : inflateXml(entry, limits);
    if (gzipped && !looksLikeSvg(raw.subarray(0, 4096))) return null;
    const svg = decodeText(raw);
    const result = cleanSvg(svg);
    if (!result.changed) return null;
    removed.add('media-references');
    return Buffer.from(declareUtf8(result.text), 'utf8');
  }
  if (isEmf(head)) {
    const emf = cleanEmf(inflateEntry(entry));
    if (emf) removed.add('media-references');
    return emf;
  }
  return null;
}

function inflateXml(entry: ZipEntry, limits: TemplateLimits): Uint8Array {
  if (entry.uncompressedSize > limits.maxXmlPartBytes) {
    throw new TemplateError(
      'too_large',
      `This presentation holds an XML part that is too large (${entry.name}).`,
    );
  }
  return inflateEntry(entry);
}

// Text is written back as UTF-8, so a UTF-16 declaration must not survive.
function declareUtf8(xml: string): string {
  return xml.replace(/^(\s*<\?xml[^>]*?encoding\s*=\s*)(["'])[^"']*\2/, '$1$2UTF-8$2');
}

function rewritten(entry: ZipEntry, raw: Uint8Array): PreparedEntry {
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
