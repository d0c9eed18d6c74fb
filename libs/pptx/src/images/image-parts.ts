import { posix } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { encodeEntryName, METHOD_DEFLATED, METHOD_STORED, type PreparedEntry } from '@deckmill/zip';
import { crc32Of } from '@deckmill/zip/node';
import type { DeckImages } from './deck-images';
import type { DeckImage } from './image-source';
import { decodeXmlText } from '../xml/xml-text';

export const IMAGE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
const CONTENT_TYPES = '[Content_Types].xml';

/** The deck's one media part for a picture, named by its content. */
export function mediaPartName(image: DeckImage): string {
  return `ppt/media/deckmill-image-${image.hash.slice(0, 16)}.${image.extension}`;
}

/** A relationship from `sourcePart` to the picture's media part. */
export function imageRelationship(element: string, id: string, sourcePart: string, image: DeckImage): string {
  const target = posix.relative(posix.dirname(sourcePart), mediaPartName(image));
  return `<${element} Id="${id}" Type="${IMAGE_RELATIONSHIP}" Target="${target}"/>`;
}

/** `[Content_Types].xml` with a Default for every extension the pictures use that it does not type yet. */
export function withImageContentTypes(xml: string, images: readonly DeckImage[]): string {
  const typed = new Set(
    [...xml.matchAll(/<(?:\w+:)?Default\b[^>]*\bExtension="([^"]*)"/g)].map((match) =>
      match[1].toLowerCase(),
    ),
  );
  const added = new Map<string, string>();
  for (const image of images) {
    const extension = image.extension.toLowerCase();
    if (!typed.has(extension) && !added.has(extension)) added.set(extension, image.contentType);
  }
  if (added.size === 0) return xml;
  const defaults = [...added].map(
    ([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`,
  );
  return xml.replace(/<((?:\w+:)?)Types\b[^>]*>/, (open) => open + defaults.join(''));
}

/** A picture's media entry, stored as it is (pictures are compressed already); its data is a view. */
export function mediaEntry(image: DeckImage, modified: PreparedEntry['modified']): PreparedEntry {
  // Summed once per picture: a logo reused across a batch, or a photo whose CRC its archive's reader checked.
  const check = crc32Of(image.bytes);
  return {
    nameBytes: encodeEntryName(mediaPartName(image)),
    modified,
    method: METHOD_STORED,
    crc32: check,
    compressedSize: image.bytes.byteLength,
    uncompressedSize: image.bytes.byteLength,
    data: image.bytes,
  };
}

function entryText(entry: PreparedEntry): string {
  const raw = entry.method === METHOD_DEFLATED ? inflateRawSync(entry.data) : Buffer.from(entry.data);
  return raw.toString('utf8');
}

/** The deck's entries with one media part per distinct picture and their extensions' content types. */
export async function withImageParts(
  entries: readonly PreparedEntry[],
  images: DeckImages,
  write: (xml: string, original: PreparedEntry) => Promise<PreparedEntry>,
  /** Template media this deck no longer uses (lower-cased names), left out with their overrides. */
  unused?: { readonly parts: ReadonlySet<string>; readonly overrides: ReadonlySet<string> },
): Promise<PreparedEntry[]> {
  const dropped = unused?.parts ?? new Set<string>();
  if (images.distinct.length === 0 && dropped.size === 0) return [...entries];
  const names = entries.map((entry) => Buffer.from(entry.nameBytes).toString('utf8'));
  const typesAt = names.indexOf(CONTENT_TYPES);
  const out = [...entries];
  const overrides = [...dropped].filter((part) => unused?.overrides.has(part));
  if (typesAt >= 0 && (images.distinct.length > 0 || overrides.length > 0)) {
    const types = entries[typesAt];
    const xml = entryText(types);
    const typed = withImageContentTypes(xml, images.distinct);
    const updated = overrides.length > 0 ? withoutOverrides(typed, new Set(overrides)) : typed;
    if (updated !== xml) out[typesAt] = await write(updated, types);
  }
  const taken = new Map(names.map((name, index) => [name.toLowerCase(), index]));
  const modified = entries[Math.max(0, typesAt)].modified;
  for (const image of images.distinct) {
    const at = taken.get(mediaPartName(image).toLowerCase());
    if (at === undefined) out.push(mediaEntry(image, modified));
    // A template made from a Deckmill deck may already hold this very picture under the name its bytes' hash
    // gives. A name an archive's entry gives says nothing of the bytes anyone could compute: the template's
    // part under it gives way to the picture.
    else if (image.hashedFrom === 'entry') out[at] = mediaEntry(image, modified);
  }
  return dropped.size === 0
    ? out
    : out.filter((_, index) => index >= names.length || !dropped.has(names[index].toLowerCase()));
}

/** `[Content_Types].xml` without the `Override`s of the given parts (lower-cased names). */
export function withoutOverrides(xml: string, parts: ReadonlySet<string>): string {
  return xml.replace(/<(?:\w+:)?Override\b[^>]*>(?:\s*<\/(?:\w+:)?Override>)?/g, (override) => {
    const name = /\sPartName\s*=\s*["']\/?([^"']*)["']/.exec(override)?.[1] ?? '';
    return parts.has(decodeXmlText(name).toLowerCase()) ? '' : override;
  });
}
