import type { Box } from '../../images/image-geometry';
import { findTags } from '../../template/tag-syntax';
import { over, type ListStyle } from './text-styles';
import type { BodyStyle } from './body-style';
import {
  matchPlaceholder,
  readShapeStyle,
  shapeNonVisual,
  shapesOf,
  textStyleKind,
  type ShapeStyle,
} from './shape-reading';
import type { TemplateStyles, ThemeFonts } from './template-styles';
import { Fragment } from './xml-reading';

/** A slide shape whose text holds tags: what its text box inherits, found once at compile time. */
export interface FitCandidate {
  /** `p:cNvPr id`: how the shape is found again in each row's XML (repeated slides keep ids). */
  readonly id: string;
  readonly name: string;
  /** The first value tag in the shape (else its first tag), for findings. */
  readonly field?: string;
  /** A `{{ name | fit }}` in the shape: shrink on overflow whatever the shape says. */
  readonly forceShrink: boolean;
  /** The layout's (else master's) placeholder frame, for a placeholder without its own `a:xfrm`. */
  readonly frame?: Box;
  /** `a:bodyPr` inherited from the layout's and master's placeholders (the shape's own is read per row). */
  readonly body: BodyStyle;
  /** List styles inherited, nearest first: layout placeholder, master placeholder, master text style, presentation. */
  readonly styles: readonly ListStyle[];
  readonly fonts: ThemeFonts;
  /** Added to the shape's own top and left to place it on the slide (the offsets of the groups it is in). */
  readonly groupShift: { readonly x: number; readonly y: number };
}

/** A slide's text candidates, and what fitting needs of the slide. */
export interface SlideFitPlan {
  /** The template's slide number, for findings. */
  readonly slide: number;
  /** The slide's size: how far a resized shape may grow, right and down. */
  readonly slideWidth: number;
  readonly slideHeight: number;
  readonly candidates: readonly FitCandidate[];
  /** Shapes with tags whose id is missing or shared (not fitted; preflight says so). */
  readonly unmatched: ReadonlyArray<{ readonly name: string; readonly field: string }>;
}

function shapeText(fragment: Fragment, shape: number): string {
  // Spans are in document order: the shape's descendants follow it until one starts past its end.
  const { end } = fragment.spans[shape];
  let text = '';
  for (let index = shape + 1; index < fragment.spans.length && fragment.spans[index].start < end; index++) {
    if (fragment.local(index) === 't') text += fragment.content(index);
  }
  return text;
}

/**
 * How far right and down the slide a shape's own coordinates start: 0 outside groups, the groups' offsets inside
 * unscaled groups (child extents equal to the group's, as PowerPoint leaves a group it has not resized).
 * Undefined inside a resized group: its children's sizes are not the sizes drawn, so they are not fitted.
 */
function groupShift(fragment: Fragment, shape: number): { x: number; y: number } | undefined {
  let x = 0;
  let y = 0;
  for (let at = fragment.spans[shape].parent; at >= 0; at = fragment.spans[at].parent) {
    if (fragment.local(at) !== 'grpSp') continue;
    const xfrm = fragment.path(at, 'grpSpPr', 'xfrm');
    const number = (local: string, name: string) =>
      fragment.numberAttribute(fragment.child(xfrm, local), name);
    const [cx, cy, chCx, chCy] = [
      number('ext', 'cx'),
      number('ext', 'cy'),
      number('chExt', 'cx'),
      number('chExt', 'cy'),
    ];
    if (cx === undefined || cx !== chCx || cy !== chCy) return undefined;
    x += (number('off', 'x') ?? 0) - (number('chOff', 'x') ?? 0);
    y += (number('off', 'y') ?? 0) - (number('chOff', 'y') ?? 0);
  }
  return { x, y };
}

interface Inherited {
  readonly layout?: ShapeStyle;
  readonly master?: ShapeStyle;
}

/**
 * The slide's shapes (outside groups) whose text holds tags, with what each inherits from its layout,
 * master, theme and the presentation. Undefined when the slide has none.
 */
export function findFitCandidates(
  slideXml: string,
  slidePart: string,
  slide: number,
  styles: TemplateStyles,
  slideSize: { readonly width: number; readonly height: number },
): SlideFitPlan | undefined {
  const fragment = new Fragment(slideXml);
  const layoutName = styles.parentOf(slidePart);
  const layout = layoutName ? styles.layout(layoutName) : undefined;
  const master = layout?.parent ? styles.master(layout.parent) : undefined;
  const candidates: FitCandidate[] = [];
  const unmatched: Array<{ name: string; field: string }> = [];
  const shapes = shapesOf(fragment);
  const ids = shapes.map((shape) => fragment.attribute(shapeNonVisual(fragment, shape), 'id') ?? '');
  for (const [index, shape] of shapes.entries()) {
    const shift = groupShift(fragment, shape);
    if (fragment.child(shape, 'txBody') === undefined || shift === undefined) continue;
    const text = shapeText(fragment, shape);
    // `{{%picture}}` shapes become pictures.
    if (text.includes('{{%')) continue;
    const tags = findTags(text);
    if (tags.length === 0) continue;
    const own = readShapeStyle(fragment, shape);
    const field = tags.find((tag) => tag.expression.kind === 'value') ?? tags[0];
    const fieldText = field.pathText || field.name;
    // Each row's shapes are found by id: a shape whose id is missing or shared with another shape of the
    // slide (hand-edited files, other tools) could not be told apart from it, so it is not fitted.
    if (ids[index] === '' || ids.indexOf(ids[index]) !== ids.lastIndexOf(ids[index])) {
      unmatched.push({ name: own.name, field: fieldText });
      continue;
    }
    const inherited: Inherited = {};
    if (own.placeholder) {
      const fromLayout = layout ? matchPlaceholder(own.placeholder, layout.shapes) : undefined;
      const fromMaster = master
        ? matchPlaceholder(fromLayout?.placeholder ?? own.placeholder, master.shapes)
        : undefined;
      Object.assign(inherited, { layout: fromLayout, master: fromMaster });
    }
    const kind = textStyleKind(own.placeholder);
    const frame = inherited.layout?.frame ?? inherited.master?.frame;
    candidates.push({
      id: own.id,
      name: own.name,
      field: fieldText,
      forceShrink: tags.some(
        (tag) =>
          tag.expression.kind === 'value' && tag.expression.filters.some((filter) => filter.name === 'fit'),
      ),
      ...(frame ? { frame } : {}),
      body: over(inherited.layout?.body, inherited.master?.body),
      styles: [
        inherited.layout?.listStyle ?? [],
        inherited.master?.listStyle ?? [],
        master?.[kind] ?? [],
        styles.defaultTextStyle,
      ],
      fonts: master?.fonts ?? new Map(),
      groupShift: shift,
    });
  }
  return candidates.length === 0 && unmatched.length === 0
    ? undefined
    : { slide, slideWidth: slideSize.width, slideHeight: slideSize.height, candidates, unmatched };
}
