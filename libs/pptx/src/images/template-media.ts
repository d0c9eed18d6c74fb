import { resolveTarget } from '../template/package-map';
import { decodeXmlText } from '../xml/xml-text';
import type { DeckImages, SampleMedia } from './deck-images';
import type { ImageFrame } from './image-frames';
import type { ImageHole } from './image-holes';
import { mediaPartName } from './image-parts';
import type { ImageTag } from './image-tag';
import type { DeckImage } from './image-source';
import { splice } from './image-xml';
import { renderFrame } from './render-frame';

// A picture frame shows the template's sample picture until a row fills it; filled, the frame gets its own
// relationship and the sample's is no longer used. Found once at compile time: the relationships only frames
// use, and the media parts only such relationships target. Per deck, a relationship is written while one of
// its frames keeps the sample, and a media part is left out when no written relationship targets it.

/** A relationship of a frame's part that only its frames use (their sample picture's), and its span. */
export type SampleRelationship = Omit<Extract<ImageHole, { kind: 'sampleRelationship' }>, 'kind'> & {
  readonly start: number;
  readonly end: number;
};

const CONTENT_TYPES = '[Content_Types].xml';
const RELATIONSHIP = /<(\w+:)?Relationship\b[^>]*?(?:\/>|>[\s\S]*?<\/\1Relationship>)/g;
const MEDIA = /^ppt\/media\//i;
// Renders a frame filled, to see which of its template's relationship ids the filled XML still uses.
const PROBE: DeckImage = {
  bytes: new Uint8Array(0),
  contentType: 'image/png',
  extension: 'png',
  width: 1,
  height: 1,
  hash: '',
};

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(tag);
  return match ? decodeXmlText(match[2]) : undefined;
}

interface Relationship {
  readonly rels: string;
  readonly id: string;
  readonly start: number;
  readonly end: number;
  readonly xml: string;
  readonly media: string;
}

/** Internal relationships of every `.rels` in the package. */
function packageRelationships(xmlParts: ReadonlyMap<string, string>): Relationship[] {
  const found: Relationship[] = [];
  for (const [rels, xml] of xmlParts) {
    if (!rels.endsWith('.rels')) continue;
    const source = rels === '_rels/.rels' ? '' : rels.replace(/_rels\/([^/]+)\.rels$/, '$1');
    for (const match of xml.matchAll(RELATIONSHIP)) {
      const head = match[0].slice(0, match[0].indexOf('>') + 1);
      const id = attribute(head, 'Id');
      const target = attribute(head, 'Target');
      if (id === undefined || target === undefined || attribute(head, 'TargetMode') === 'External') continue;
      const start = match.index;
      const media = resolveTarget(source, target).toLowerCase();
      found.push({ rels, id, start, end: start + match[0].length, xml: match[0], media });
    }
  }
  return found;
}

const quotes = (xml: string, id: string) => xml.includes(`"${id}"`) || xml.includes(`'${id}'`);

/** Relationship ids of a part that only its frames' samples use, with the tags of the frames using each. */
function sampleIds(xml: string, frames: readonly ImageFrame[]): Map<string, ImageTag[]> {
  const ids = new Map<string, ImageTag[]>();
  for (const frame of frames) {
    const reference = new RegExp(`\\s${frame.prefixes.r}:\\w+\\s*=\\s*(["'])(.*?)\\1`, 'g');
    for (const match of frame.fallback.matchAll(reference)) {
      const tags = ids.get(match[2]) ?? [];
      if (!tags.includes(frame.tag)) tags.push(frame.tag);
      ids.set(match[2], tags);
    }
  }
  // Kept: an id the rest of the part, or a filled frame (a hyperlink on the picture), still uses.
  const rest = splice(
    xml,
    frames.map(({ start, end }) => ({ start, end, text: '' })),
  );
  const filled = frames.map((frame) => renderFrame(frame, PROBE));
  for (const id of ids.keys()) {
    if (quotes(rest, id) || filled.some((frameXml) => quotes(frameXml, id))) ids.delete(id);
  }
  return ids;
}

/**
 * The sample relationships of the parts with frames (by `.rels` name), and the media only they target; both
 * empty for a template whose samples are used elsewhere too (another picture, a layout).
 */
export function findSampleMedia(
  xmlParts: ReadonlyMap<string, string>,
  framesByPart: ReadonlyMap<string, { readonly rels: string; readonly frames: readonly ImageFrame[] }>,
  entryNames: readonly string[],
): { relationships: Map<string, SampleRelationship[]>; media: SampleMedia | undefined } {
  // A `.rels` not read as text (UTF-16 parts are checked, never templated) may target a sample too: then
  // nothing can be known unused, and every sample stays.
  if (entryNames.some((name) => name.endsWith('.rels') && !xmlParts.has(name))) {
    return { relationships: new Map(), media: undefined };
  }
  const all = packageRelationships(xmlParts);
  const samples = new Map<Relationship, readonly ImageTag[]>();
  for (const [part, { rels, frames }] of framesByPart) {
    const ids = sampleIds(xmlParts.get(part) ?? '', frames);
    for (const relationship of all) {
      const tags = relationship.rels === rels ? ids.get(relationship.id) : undefined;
      if (tags && MEDIA.test(relationship.media)) samples.set(relationship, tags);
    }
  }
  const parts = new Set([...samples.keys()].map((relationship) => relationship.media));
  for (const relationship of all) if (!samples.has(relationship)) parts.delete(relationship.media);
  const relationships = new Map<string, SampleRelationship[]>();
  for (const [relationship, frames] of samples) {
    if (!parts.has(relationship.media)) continue;
    const { rels, start, end, xml, media } = relationship;
    relationships.set(rels, [...(relationships.get(rels) ?? []), { start, end, xml, media, frames }]);
  }
  if (parts.size === 0) return { relationships, media: undefined };
  const types = xmlParts.get(CONTENT_TYPES) ?? '';
  const overridden = new Set(
    [...types.matchAll(/<(?:\w+:)?Override\b[^>]*>/g)].map((match) =>
      (attribute(match[0], 'PartName') ?? '').replace(/^\//, '').toLowerCase(),
    ),
  );
  return {
    relationships,
    media: { parts, overrides: new Set([...parts].filter((part) => overridden.has(part))) },
  };
}

/**
 * The sample media one deck leaves out: those no written relationship targets (`kept`), unless a row's
 * picture is the very same part (a template made from a Deckmill deck).
 */
export function unusedSampleMedia(
  media: SampleMedia,
  kept: ReadonlySet<string>,
  images: DeckImages,
): Set<string> {
  const unused = new Set([...media.parts].filter((part) => !kept.has(part)));
  for (const image of images.distinct) unused.delete(mediaPartName(image).toLowerCase());
  return unused;
}
