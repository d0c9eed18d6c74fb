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
    };

function pictureOf(tag: ImageTag, context: HoleContext) {
  const value = context.images ? imageValue(tag, context.scope) : '';
  return value === '' ? undefined : context.images?.byValue.get(value);
}

export function renderImageHole(hole: ImageHole, context: HoleContext): string {
  if (hole.kind === 'image') return renderFrame(hole.frame, pictureOf(hole.frame.tag, context));
  let xml = '';
  for (const frame of hole.frames) {
    const image = pictureOf(frame.tag, context);
    if (image) xml += imageRelationship(hole.element, frame.relationshipId, hole.source, image);
  }
  return xml;
}
