import type { Box } from '../../images/image-geometry';
import { readBodyStyle, type BodyStyle } from './body-style';
import { readListStyle, type ListStyle } from './text-styles';
import { Fragment } from './xml-reading';

/** `p:ph`: its type (PowerPoint's default is `obj`) and index. */
export interface PlaceholderRef {
  readonly type: string;
  readonly idx?: string;
}

/** What a shape itself says about its text frame, before inheritance. */
export interface ShapeStyle {
  readonly id: string;
  readonly name: string;
  readonly placeholder?: PlaceholderRef;
  /** Its own `a:xfrm`, when it has one. */
  readonly frame?: Box;
  readonly body: BodyStyle;
  readonly listStyle: ListStyle;
}

export function shapeNonVisual(fragment: Fragment, shape: number) {
  return fragment.path(shape, 'nvSpPr', 'cNvPr');
}

export function shapeFrame(fragment: Fragment, shape: number): Box | undefined {
  const xfrm = fragment.path(shape, 'spPr', 'xfrm');
  const off = fragment.child(xfrm, 'off');
  const ext = fragment.child(xfrm, 'ext');
  const cx = fragment.numberAttribute(ext, 'cx');
  const cy = fragment.numberAttribute(ext, 'cy');
  if (cx === undefined || cy === undefined) return undefined;
  return { x: fragment.numberAttribute(off, 'x') ?? 0, y: fragment.numberAttribute(off, 'y') ?? 0, cx, cy };
}

export function readShapeStyle(fragment: Fragment, shape: number): ShapeStyle {
  const cNvPr = shapeNonVisual(fragment, shape);
  const ph = fragment.path(shape, 'nvSpPr', 'nvPr', 'ph');
  const idx = fragment.attribute(ph, 'idx');
  const txBody = fragment.child(shape, 'txBody');
  const frame = shapeFrame(fragment, shape);
  return {
    id: fragment.attribute(cNvPr, 'id') ?? '',
    name: fragment.attribute(cNvPr, 'name') ?? '',
    ...(ph === undefined
      ? {}
      : {
          placeholder: {
            type: fragment.attribute(ph, 'type') ?? 'obj',
            ...(idx === undefined ? {} : { idx }),
          },
        }),
    ...(frame ? { frame } : {}),
    body: readBodyStyle(fragment, fragment.child(txBody, 'bodyPr')),
    listStyle: readListStyle(fragment, fragment.child(txBody, 'lstStyle')),
  };
}

/** Every `p:sp` of a part, by index in `fragment`. */
export function shapesOf(fragment: Fragment): number[] {
  return fragment.spans.flatMap((_, index) => (fragment.local(index) === 'sp' ? [index] : []));
}

const TITLES = new Set(['title', 'ctrTitle']);
const BODIES = new Set(['body', 'obj', 'subTitle']);

/** The layout's (or master's) placeholder a slide's (or layout's) placeholder inherits from. */
export function matchPlaceholder(
  own: PlaceholderRef,
  candidates: readonly ShapeStyle[],
): ShapeStyle | undefined {
  const placeholders = candidates.filter((shape) => shape.placeholder);
  if (own.idx !== undefined) {
    const byIndex = placeholders.find((shape) => shape.placeholder?.idx === own.idx);
    if (byIndex && sameFamily(own.type, byIndex.placeholder?.type ?? 'obj')) return byIndex;
  }
  return (
    placeholders.find((shape) => shape.placeholder?.type === own.type) ??
    placeholders.find((shape) => sameFamily(own.type, shape.placeholder?.type ?? 'obj'))
  );
}

function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  if (TITLES.has(a) && TITLES.has(b)) return true;
  return BODIES.has(a) && BODIES.has(b);
}

/** Which of the master's `p:txStyles` a shape's text starts from. */
export function textStyleKind(placeholder: PlaceholderRef | undefined): 'title' | 'body' | 'other' {
  if (!placeholder) return 'other';
  if (TITLES.has(placeholder.type)) return 'title';
  return ['dt', 'ftr', 'sldNum', 'hdr'].includes(placeholder.type) ? 'other' : 'body';
}
