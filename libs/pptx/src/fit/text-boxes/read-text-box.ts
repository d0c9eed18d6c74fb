import type { Box } from '../../images/image-geometry';
import { internFace } from '../fonts/interned-face';
import type { FontFace, TextBox, TextParagraph, TextRun } from '../text-model';
import { DEFAULT_INSETS, readBodyStyle } from './body-style';
import type { FitCandidate } from './fit-candidates';
import { shapeFrame } from './shape-reading';
import type { ThemeFonts } from './template-styles';
import {
  over,
  overParagraph,
  readListStyle,
  readParagraphStyle,
  readRunStyle,
  styleAt,
  type ParagraphStyle,
  type RunStyle,
} from './text-styles';
import type { Fragment } from './xml-reading';

/** PowerPoint's size for text no level sizes. */
export const DEFAULT_SIZE_PT = 18;
const FALLBACK_TYPEFACE = 'Calibri';

/** A shape's filled text as a box to fit, and where its frame is on the slide. */
export interface ReadBox {
  readonly box: TextBox;
  readonly frame: Box;
  /** The frame is the layout's or master's: the shape has no `a:xfrm` of its own. */
  readonly inheritedFrame: boolean;
}

function faceOf(typeface: string | undefined, fonts: ThemeFonts, run: RunStyle): FontFace | undefined {
  if (typeface === undefined) return undefined;
  const resolved = typeface.startsWith('+') ? fonts.get(typeface) : typeface;
  return resolved ? internFace(resolved, run.bold === true, run.italic === true) : undefined;
}

/** A run's faces and size, resolved from its style: everything of the run but its text. */
interface RunShape {
  readonly fonts: ThemeFonts;
  readonly sizePt: number;
  readonly latin: FontFace;
  readonly eastAsian?: FontFace;
  readonly complex?: FontFace;
  readonly spacingPt?: number;
  readonly upper: boolean;
}

/** By style object: a row's runs share the styles of their source, read once (shape-template.ts). */
const shapes = new WeakMap<RunStyle, RunShape>();

function runShape(style: RunStyle, fonts: ThemeFonts): RunShape {
  const known = shapes.get(style);
  if (known?.fonts === fonts) return known;
  const latin =
    faceOf(style.latin ?? '+mn-lt', fonts, style) ??
    internFace(FALLBACK_TYPEFACE, style.bold === true, style.italic === true);
  const eastAsian = faceOf(style.eastAsian, fonts, style);
  const complex = faceOf(style.complex, fonts, style);
  const shape: RunShape = {
    fonts,
    sizePt: style.sizePt ?? DEFAULT_SIZE_PT,
    latin,
    ...(eastAsian ? { eastAsian } : {}),
    ...(complex ? { complex } : {}),
    ...(style.spacingPt ? { spacingPt: style.spacingPt } : {}),
    // Capitals are measured as capitals; small caps too, at full size (a little wider than drawn: see
    // docs/fit-and-preflight.md).
    upper: style.caps === 'all' || style.caps === 'small',
  };
  shapes.set(style, shape);
  return shape;
}

function textRun(text: string, style: RunStyle, fonts: ThemeFonts): TextRun {
  const shape = runShape(style, fonts);
  // Every run has the same keys (absent ones undefined): the loops over a row's runs then read one shape of
  // object, not up to eight.
  return {
    text: shape.upper ? text.toUpperCase() : text,
    sizePt: shape.sizePt,
    latin: shape.latin,
    eastAsian: shape.eastAsian,
    complex: shape.complex,
    spacingPt: shape.spacingPt,
  };
}

/** What a paragraph's XML says before its text is measured: its level and styles, and each run's raw text. */
export interface ParagraphSource {
  readonly level: number;
  readonly style: ParagraphStyle;
  /** `r`, `fld` and `br` children in order: their text as written (a `br` is `\n`) and resolved style. */
  readonly runs: ReadonlyArray<{ readonly text: string; readonly style: RunStyle }>;
  readonly end: RunStyle;
}

function readParagraphSource(
  fragment: Fragment,
  paragraph: number,
  styles: readonly ReturnType<typeof readListStyle>[],
): ParagraphSource {
  const pPr = fragment.child(paragraph, 'pPr');
  const level = Math.min(8, Math.max(0, fragment.numberAttribute(pPr, 'lvl') ?? 0));
  const style = overParagraph(readParagraphStyle(fragment, pPr), styleAt(styles, level));
  const runs: Array<{ text: string; style: RunStyle }> = [];
  for (const child of fragment.childrenOf(paragraph)) {
    const local = fragment.local(child);
    if (local !== 'r' && local !== 'fld' && local !== 'br') continue;
    const runStyle = over(readRunStyle(fragment, fragment.child(child, 'rPr')), style.run);
    const text =
      local === 'br'
        ? '\n'
        : fragment
            .childrenNamed(child, 't')
            .map((t) => fragment.content(t))
            .join('');
    runs.push({ text, style: runStyle });
  }
  const end = over(readRunStyle(fragment, fragment.child(paragraph, 'endParaRPr')), style.run);
  return { level, style, runs, end };
}

/**
 * The paragraph to measure from its source. `textOf` gives each run's text as it is drawn (shape-template.ts
 * puts a row's values into a source read once); a run left without text is no run.
 */
export function paragraphFrom(
  source: ParagraphSource,
  fonts: ThemeFonts,
  textOf: (raw: string) => string = (raw) => raw,
): TextParagraph {
  const { style, end } = source;
  const runs: TextRun[] = [];
  for (const run of source.runs) {
    const text = textOf(run.text);
    if (text !== '') runs.push(textRun(text, run.style, fonts));
  }
  const first = runs[0] ?? textRun('', end, fonts);
  const bullet =
    runs.length > 0 && (style.bullet?.kind === 'char' || style.bullet?.kind === 'number')
      ? {
          text: style.bullet.text,
          sizePt:
            style.bulletSize && 'points' in style.bulletSize
              ? style.bulletSize.points
              : first.sizePt * (style.bulletSize?.percent ?? 1),
          face: faceOf(style.bulletFont, fonts, {}) ?? first.latin,
        }
      : undefined;
  return {
    runs,
    level: source.level,
    marginLeft: style.marginLeft ?? 0,
    indent: style.indent ?? 0,
    ...(bullet ? { bullet } : {}),
    lineSpacing: style.lineSpacing ?? { percent: 1 },
    spaceBefore: style.spaceBefore ?? { points: 0 },
    spaceAfter: style.spaceAfter ?? { points: 0 },
    endSizePt: end.sizePt ?? DEFAULT_SIZE_PT,
  };
}

function readParagraph(
  fragment: Fragment,
  paragraph: number,
  styles: readonly ReturnType<typeof readListStyle>[],
  fonts: ThemeFonts,
): TextParagraph {
  return paragraphFrom(readParagraphSource(fragment, paragraph, styles), fonts);
}

/** A shape's text box without its paragraphs: what fitting reads of it besides its text. */
export interface BoxShell {
  readonly frame: Box;
  readonly inheritedFrame: boolean;
  readonly box: Omit<TextBox, 'paragraphs'>;
  /** The shape's list style over what it inherits, nearest first. */
  readonly styles: readonly ReturnType<typeof readListStyle>[];
  /** The shape's `a:p` elements in the fragment. */
  readonly paragraphs: readonly number[];
}

/** A shape's box, insets, autofit and list styles (undefined when it has no frame to fit in). */
export function readBoxShell(
  fragment: Fragment,
  shape: number,
  candidate: FitCandidate,
): BoxShell | undefined {
  const own = shapeFrame(fragment, shape);
  const frame = own ?? candidate.frame;
  if (!frame) return undefined;
  const txBody = fragment.child(shape, 'txBody');
  const body = over(readBodyStyle(fragment, fragment.child(txBody, 'bodyPr')), candidate.body);
  const styles = [readListStyle(fragment, fragment.child(txBody, 'lstStyle')), ...candidate.styles];
  const box = {
    width: frame.cx,
    height: frame.cy,
    insets: {
      left: body.left ?? DEFAULT_INSETS.left,
      top: body.top ?? DEFAULT_INSETS.top,
      right: body.right ?? DEFAULT_INSETS.right,
      bottom: body.bottom ?? DEFAULT_INSETS.bottom,
    },
    wrap: body.wrap ?? true,
    columns: Math.max(1, body.columns ?? 1),
    columnGap: body.columnGap ?? 0,
    vertical: body.vertical ?? false,
    autofit: candidate.forceShrink ? ('shrink' as const) : (body.autofit ?? 'none'),
  };
  return { frame, inheritedFrame: !own, box, styles, paragraphs: fragment.childrenNamed(txBody, 'p') };
}

/** One `a:p` of a shape read as text to measure, under the shape's list styles. */
export function readShellParagraph(
  fragment: Fragment,
  paragraph: number,
  shell: BoxShell,
  candidate: FitCandidate,
): TextParagraph {
  return readParagraph(fragment, paragraph, shell.styles, candidate.fonts);
}

/** One `a:p` of a shape as its source, to be made a paragraph per row with `paragraphFrom`. */
export function readShellParagraphSource(
  fragment: Fragment,
  paragraph: number,
  shell: BoxShell,
): ParagraphSource {
  return readParagraphSource(fragment, paragraph, shell.styles);
}

/**
 * Reads a shape of a row's filled slide into the box to fit: its own `a:bodyPr`, `a:lstStyle` and
 * paragraphs over what it inherits. A template's own `normAutofit` scale is ignored (it is recomputed).
 * Undefined when the shape has no frame to fit in.
 */
export function readTextBox(fragment: Fragment, shape: number, candidate: FitCandidate): ReadBox | undefined {
  const shell = readBoxShell(fragment, shape, candidate);
  if (!shell) return undefined;
  const paragraphs = shell.paragraphs.map((paragraph) =>
    readParagraph(fragment, paragraph, shell.styles, candidate.fonts),
  );
  return { box: { ...shell.box, paragraphs }, frame: shell.frame, inheritedFrame: shell.inheritedFrame };
}
