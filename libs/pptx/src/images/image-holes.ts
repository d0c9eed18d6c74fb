import type { HoleContext } from '../template/hole-context';
import { imageValue } from './deck-images';
import type { ImageFrame } from './image-frames';
import { imageRelationship } from './image-parts';
import type { ImageTag } from './image-tag';
import { renderFrame } from './render-frame';

/** Holes of pictures from data (see holes.ts). */
export type ImageHole =
  /** A picture frame: its XML with the row's picture, or the template's. */
  | { readonly kind: 'image'; readonly frame: ImageFrame }
  /** At the end of the frame's part's `.rels`: a relationship for each frame that has a picture. */
  | {
      readonly kind: 'imageRelationships';
      /** The part whose relationships these are (targets are relative to it). */
      readonly source: string;
      /** The `Relationship` element name as the part writes it. */
      readonly element: string;
      readonly frames: ReadonlyArray<{ readonly relationshipId: string; readonly tag: ImageTag }>;
    }
  /** A template relationship only frames use: written while one of them keeps the template's picture. */
  | {
      readonly kind: 'sampleRelationship';
      /** The `Relationship` element as the template writes it. */
      readonly xml: string;
      /** The media part it targets, lower-cased (part names compare without case). */
      readonly media: string;
      /** The tags of the frames that show it when they have no picture. */
      readonly frames: readonly ImageTag[];
    };

function valueOf(tag: ImageTag, context: HoleContext): string {
  return context.images ? imageValue(tag, context.scope) : '';
}

function pictureOf(tag: ImageTag, context: HoleContext) {
  const value = valueOf(tag, context);
  return value === '' ? undefined : context.images?.byValue.get(value);
}

export function renderImageHole(hole: ImageHole, context: HoleContext): string {
  if (hole.kind === 'image') {
    const value = valueOf(hole.frame.tag, context);
    const image = value === '' ? undefined : context.images?.byValue.get(value);
    return renderFrame(hole.frame, image, value);
  }
  if (hole.kind === 'sampleRelationship') {
    if (hole.frames.every((tag) => pictureOf(tag, context))) return '';
    context.keptMedia?.add(hole.media);
    return hole.xml;
  }
  let xml = '';
  for (const frame of hole.frames) {
    const image = pictureOf(frame.tag, context);
    if (image) xml += imageRelationship(hole.element, frame.relationshipId, hole.source, image);
  }
  return xml;
}
