import type { PartTag } from '../template/part-tag';
import type { Edit } from '../template/part-edits';
import type { ProgramNode } from '../template/section-program';
import type { PartRole } from '../template/part-role';
import { relsPartOf } from '../template/package-map';
import type { TagInfo } from '../template/template-structure';
import { collectRunGroups } from '../template/run-groups';
import { PartStructure } from '../template/structure-scan';
import { excerpt, placeOf, templateSyntaxError } from '../template/syntax-errors';
import { NS_DRAWINGML, NS_PRESENTATIONML, NS_RELATIONSHIPS_OFFICE, prefixFor } from '../xml/namespaces';
import type { ImagePlan } from './deck-images';
import { findImageFrames, type ImageFrame } from './image-frames';
import type { ImageHole } from './image-holes';
import { IMAGE_TAG_HINT } from './image-tag';
import { findSampleMedia, type SampleRelationship } from './template-media';

/** What a part contributes to pictures: its frames, or (a `.rels`) the relationships they are given. */
export type PartImages =
  | { readonly kind: 'frames'; readonly frames: readonly ImageFrame[]; readonly masked: string }
  | {
      readonly kind: 'relationships';
      readonly hole: Extract<ImageHole, { kind: 'imageRelationships' }>;
      /** The template's relationships only the frames' samples use (see template-media.ts). */
      readonly samples: readonly SampleRelationship[];
    };

export interface PackageImages {
  readonly parts: ReadonlyMap<string, PartImages>;
  readonly plan: ImagePlan;
}

const DRAWING_PARTS = new Set<PartRole['kind']>(['slide', 'layout', 'master']);

/** A relationship id the `.rels` does not use yet, one per frame. */
function freshIds(rels: string): (index: number) => string {
  return (index) => {
    let id = `rIdDmImg${index + 1}`;
    for (let extra = 2; rels.includes(`Id="${id}"`); extra++) id = `rIdDmImg${index + 1}_${extra}`;
    return id;
  };
}

/** Notes, charts and SmartArt hold no pictures: a picture tag in their text is a template error. */
function refuseStrayPictureTags(xml: string, role: PartRole): void {
  if (role.kind === 'rels' || role.kind === 'core' || role.kind === 'app') return;
  for (const group of collectRunGroups(xml, prefixFor(xml, NS_DRAWINGML, 'a'))) {
    const text = group.runs.map((run) => run.text).join('');
    const at = text.search(IMAGE_TAG_HINT);
    if (at < 0) continue;
    const place = placeOf(role, new PartStructure(xml), group.runs[0].start);
    const problem = 'a picture tag {{%…}} can only be on a slide, a layout or a master';
    throw templateSyntaxError(place, problem, excerpt(text, at, text.length));
  }
}

/**
 * Finds the template's picture frames (slides, layouts, masters), or undefined when it has none: then
 * rendering does not change at all.
 */
export function findPackageImages(
  xmlParts: ReadonlyMap<string, string>,
  roles: ReadonlyMap<string, PartRole>,
  entryNames: readonly string[],
): PackageImages | undefined {
  const parts = new Map<string, PartImages>();
  const tags: Array<ImagePlan['tags'][number]> = [];
  const framesByPart = new Map<string, { rels: string; frames: readonly ImageFrame[] }>();
  for (const [name, role] of roles) {
    const xml = xmlParts.get(name);
    const relsName = relsPartOf(name);
    const rels = xmlParts.get(relsName);
    if (xml === undefined || !IMAGE_TAG_HINT.test(xml)) continue;
    if (!DRAWING_PARTS.has(role.kind) || rels === undefined) {
      refuseStrayPictureTags(xml, role);
      continue;
    }
    const prefixes = {
      p: prefixFor(xml, NS_PRESENTATIONML, 'p'),
      a: prefixFor(xml, NS_DRAWINGML, 'a'),
      r: prefixFor(xml, NS_RELATIONSHIPS_OFFICE, 'r'),
    };
    const { frames, masked } = findImageFrames(xml, role, prefixes, freshIds(rels));
    if (frames.length === 0) continue;
    parts.set(name, { kind: 'frames', frames, masked });
    framesByPart.set(name, { rels: relsName, frames });
    tags.push(...frames.map((frame) => ({ part: name, tag: frame.tag })));
  }
  if (parts.size === 0) return undefined;
  const samples = findSampleMedia(xmlParts, framesByPart, entryNames);
  for (const [name, { rels, frames }] of framesByPart) {
    const prefix = /<(\w+:)?Relationships\b/.exec(xmlParts.get(rels) ?? '')?.[1] ?? '';
    parts.set(rels, {
      kind: 'relationships',
      hole: {
        kind: 'imageRelationships',
        source: name,
        element: `${prefix}Relationship`,
        frames: frames.map(({ relationshipId, tag }) => ({ relationshipId, tag })),
      },
      samples: samples.relationships.get(rels) ?? [],
    });
  }
  return { parts, plan: { tags, ...(samples.media ? { sampleMedia: samples.media } : {}) } };
}

/** What compiling a part adds for its pictures: the XML the text scan reads, edits, tags and `inspect` info. */
export function partImageEdits(
  xml: string,
  images: PartImages,
  kind: PartTag['kind'],
  slide: number | undefined,
): { scanned: string; edits: Edit[]; tags: PartTag[]; infos: TagInfo[] } {
  if (images.kind === 'relationships') {
    const at = xml.search(/<\/(\w+:)?Relationships>\s*$/);
    const samples = images.samples.map(({ start, end, ...sample }): Edit => ({
      start,
      end,
      pieces: [{ kind: 'sampleRelationship', ...sample }],
    }));
    return {
      scanned: xml,
      edits: [...samples, { start: at, end: at, pieces: [images.hole] }],
      tags: [],
      infos: [],
    };
  }
  const where = slide === undefined ? {} : { slide };
  return {
    scanned: images.masked,
    edits: images.frames.map((frame) => ({
      start: frame.start,
      end: frame.end,
      pieces: [{ kind: 'image', frame }],
    })),
    tags: images.frames.map((frame) => ({
      name: frame.tag.name,
      key: frame.tag.key,
      kind: frame.kind === 'cell' && kind === 'slide' ? 'table' : kind,
      ...where,
    })),
    infos: images.frames.map((frame) => ({
      path: frame.tag.pathText,
      filters: frame.tag.filters,
      image: true,
    })),
  };
}

/**
 * A picture frame inside a repeating `{{#items}}` section, if any: its value would be read per item, which
 * the deck's picture lookup (done before the parts are filled) does not see, so it is refused at upload.
 */
function pictureInRepeatedSection(
  program: readonly ProgramNode[],
  inSection = false,
): ImageFrame | undefined {
  for (const node of program) {
    if (typeof node === 'string') continue;
    if (node.kind === 'image' && inSection) return node.frame;
    if (node.kind === 'section') {
      const found = pictureInRepeatedSection(node.body, inSection || !node.marker.guard);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses, at upload, a picture in a repeating section of a part's program (see above). */
export function refusePicturesInSections(xml: string, role: PartRole, program: readonly ProgramNode[]): void {
  const frame = pictureInRepeatedSection(program);
  if (!frame) return;
  const problem =
    'a picture tag {{%…}} cannot be inside a {{#…}} section yet (a repeated slide can hold one)';
  throw templateSyntaxError(placeOf(role, new PartStructure(xml), frame.start), problem, frame.tag.raw);
}
