import type { FontBook, Spacing, TextBox, TextLayout, TextParagraph, TextScale } from '../text-model';
import {
  isKept,
  LINE_EM,
  NEWLINE,
  BREAK_BEFORE,
  prepareText,
  SPACE,
  TAB,
  type PreparedParagraph,
  type PreparedText,
} from './prepare-text';

const EMU_PER_POINT = 12_700;
/** PowerPoint's default tab stops: every inch. */
const DEFAULT_TAB = 914_400;
/** Rounding slack: a line exactly as wide as the box fits. */
export const LINE_EPSILON = 1;
const SLASH = 0x2f;
export const NO_SCALE: TextScale = { fontScale: 1, lineReduction: 0 };

export interface Lines {
  /** Each line's height, EMU, space before and after the paragraph included in its first and last line. */
  heights: number[];
  widest: number;
  overflowsWidth: boolean;
}

export function spacingEmu(spacing: Spacing, sizePt: number): number {
  return 'points' in spacing ? spacing.points * EMU_PER_POINT : spacing.percent * sizePt * EMU_PER_POINT;
}

/** A line's height from its largest size: percentage spacing (less the line reduction) or exact points. */
export function lineHeight(sizePt: number, spacing: Spacing, scale: TextScale): number {
  if ('points' in spacing) return spacing.points * EMU_PER_POINT;
  return sizePt * LINE_EM * Math.max(spacing.percent - scale.lineReduction, 0) * EMU_PER_POINT;
}

/** Where a paragraph's first line's text starts, EMU: after its indent and its bullet. */
export function firstLineStart(
  source: TextParagraph,
  bulletAdvance: number,
  bulletSizePt: number,
  fontScale: number,
): number {
  const marginLeft = source.marginLeft;
  const firstStart = Math.max(marginLeft + source.indent, 0);
  if (bulletAdvance <= 0) return firstStart;
  const bulletEnd = firstStart + bulletAdvance * bulletSizePt * fontScale;
  // A hanging bullet that fits before the margin leaves the text at the margin; a wider one pushes it.
  return source.indent < 0 && bulletEnd <= marginLeft ? marginLeft : bulletEnd;
}

export function layoutParagraph(
  p: PreparedParagraph,
  columnWidth: number,
  box: TextBox,
  scale: TextScale,
  out: Lines,
  firstInBox: boolean,
) {
  const source = p.source;
  const fontScale = scale.fontScale;
  const marginLeft = source.marginLeft;
  const textStart = firstLineStart(source, p.bulletAdvance, p.bulletSizePt, fontScale);
  // Space before the box's first paragraph is not applied (measured in LibreOffice, which follows PowerPoint).
  const spaceBefore = firstInBox ? 0 : spacingEmu(source.spaceBefore, p.firstSizePt * fontScale);
  const firstLineIndex = out.heights.length;
  // Unscaled, as the characters' sizes it is compared with: the line's height scales the largest once.
  const bulletSize = p.bulletAdvance > 0 ? p.bulletSizePt : 0;

  if (p.length === 0) {
    out.heights.push(lineHeight(source.endSizePt * fontScale, source.lineSpacing, scale));
  }
  let start = 0;
  let first = true;
  while (start < p.length) {
    const lineStart = first ? textStart : marginLeft;
    const available = columnWidth - lineStart;
    let width = 0;
    let trailing = 0;
    let breakAt = -1;
    let widthAtBreak = 0;
    let spaceBreakAt = -1;
    let widthAtSpaceBreak = 0;
    let end = p.length;
    let next = p.length;
    for (let j = start; j < p.length; j += 1) {
      const flag = p.flags[j];
      if (flag & NEWLINE) {
        end = j;
        next = j + 1;
        break;
      }
      let w = (p.advance[j] * p.sizePt[j] + p.spacing[j]) * fontScale;
      if (flag & SPACE) {
        if (flag & TAB) w = DEFAULT_TAB - ((lineStart + width + trailing) % DEFAULT_TAB);
        trailing += w;
        breakAt = j + 1;
        widthAtBreak = width;
        spaceBreakAt = breakAt;
        widthAtSpaceBreak = width;
        continue;
      }
      if (flag & BREAK_BEFORE && j > start) {
        breakAt = j;
        widthAtBreak = width + trailing;
      }
      const grown = width + trailing + w;
      if (box.wrap && grown > available + LINE_EPSILON && j > start) {
        if (breakAt > start && p.codePoints[breakAt - 1] === SLASH && spaceBreakAt > start) {
          // LibreOffice keeps paths and URLs whole (i#17155): a break after a slash moves back to a space.
          breakAt = spaceBreakAt;
          widthAtBreak = widthAtSpaceBreak;
        }
        if (breakAt > start) {
          end = breakAt;
          next = breakAt;
          width = widthAtBreak;
        } else {
          // A word wider than the line: broken inside, as PowerPoint and LibreOffice do.
          out.overflowsWidth = true;
          end = j;
          next = j;
        }
        break;
      }
      width = grown;
      trailing = 0;
    }
    if (width > available + LINE_EPSILON) out.overflowsWidth = true;
    // The line is as tall as its largest character (a line holding only a break: the break's size).
    let size = first ? bulletSize : 0;
    for (let j = start; j < Math.max(end, next); j += 1) if (p.sizePt[j] > size) size = p.sizePt[j];
    out.heights.push(lineHeight(size * fontScale, source.lineSpacing, scale));
    if (lineStart + width > out.widest) out.widest = lineStart + width;
    // A break as the paragraph's last character still opens an empty line.
    if (next === p.length && end < p.length && p.flags[end] & NEWLINE) {
      out.heights.push(lineHeight(p.sizePt[end] * fontScale, source.lineSpacing, scale));
    }
    start = next;
    first = false;
  }
  const lastSize = p.length ? p.sizePt[p.length - 1] : source.endSizePt;
  out.heights[firstLineIndex] += spaceBefore;
  out.heights[out.heights.length - 1] += spacingEmu(source.spaceAfter, lastSize * fontScale);
}

/** The smallest column height that holds the lines in `columns` columns filled in turn. */
function columnHeight(heights: readonly number[], columns: number): number {
  const total = heights.reduce((sum, h) => sum + h, 0);
  if (columns <= 1) return total;
  // A loop, not Math.max(...heights): spreading a very long text's lines overflows the call stack.
  let limit = total / columns;
  for (const h of heights) if (h > limit) limit = h;
  for (;;) {
    let used = 1;
    let current = 0;
    let nextLimit = Infinity;
    for (const h of heights) {
      if (current + h > limit + LINE_EPSILON) {
        nextLimit = Math.min(nextLimit, current + h);
        used += 1;
        current = h;
      } else current += h;
    }
    if (used <= columns) return limit;
    limit = nextLimit;
  }
}

/**
 * Each paragraph's lines by column width, wrapping, scale and place: the paragraphs of a shape without tags are
 * the same objects on every row (prepare-text.ts), so a row lays out only the paragraphs its values changed.
 */
interface LaidOut extends Lines {
  readonly columnWidth: number;
  readonly wrap: boolean;
  readonly fontScale: number;
  readonly lineReduction: number;
  readonly firstInBox: boolean;
}

/** A paragraph is laid out at one or a few widths and scales (shrinking tries a handful): a short list. */
const linesByParagraph = new WeakMap<PreparedParagraph, LaidOut[]>();

export function laidOut(
  paragraph: PreparedParagraph,
  columnWidth: number,
  box: TextBox,
  scale: TextScale,
  firstInBox: boolean,
): Lines {
  if (!isKept(paragraph.source)) {
    const lines: Lines = { heights: [], widest: 0, overflowsWidth: false };
    layoutParagraph(paragraph, columnWidth, box, scale, lines, firstInBox);
    return lines;
  }
  let cache = linesByParagraph.get(paragraph);
  if (!cache) {
    cache = [];
    linesByParagraph.set(paragraph, cache);
  }
  return keptLayout(cache, columnWidth, box, scale, firstInBox, (lines) =>
    layoutParagraph(paragraph, columnWidth, box, scale, lines, firstInBox),
  );
}

/** The layout kept in `cache` for this width, wrapping, scale and place, or one made by `layOut` and kept. */
function keptLayout(
  cache: LaidOut[],
  columnWidth: number,
  box: TextBox,
  scale: TextScale,
  firstInBox: boolean,
  layOut: (lines: LaidOut) => void,
): LaidOut {
  const { wrap } = box;
  const { fontScale, lineReduction } = scale;
  for (const entry of cache) {
    if (
      entry.columnWidth === columnWidth &&
      entry.wrap === wrap &&
      entry.fontScale === fontScale &&
      entry.lineReduction === lineReduction &&
      entry.firstInBox === firstInBox
    ) {
      return entry;
    }
  }
  const lines: LaidOut = {
    heights: [],
    widest: 0,
    overflowsWidth: false,
    columnWidth,
    wrap,
    fontScale,
    lineReduction,
    firstInBox,
  };
  layOut(lines);
  cache.push(lines);
  return lines;
}

/**
 * A run of two or more kept paragraphs in a row (a box's static text between the paragraphs with values) and
 * its lines per width and scale: a row that lays its box out at several scales walks the run once per scale,
 * not each of its paragraphs (say, a box of 96 static paragraphs and two with values).
 */
interface KeptRun {
  readonly members: readonly PreparedParagraph[];
  readonly layouts: LaidOut[];
}

/** Kept runs by their first paragraph (a paragraph may start runs of different lengths in different boxes). */
const runsByFirst = new WeakMap<PreparedParagraph, KeptRun[]>();

export function keptRun(paragraphs: readonly PreparedParagraph[], from: number, to: number): KeptRun {
  const first = paragraphs[from];
  let runs = runsByFirst.get(first);
  if (!runs) runsByFirst.set(first, (runs = []));
  for (const run of runs) {
    if (run.members.length !== to - from) continue;
    let same = true;
    for (let k = 1; k < run.members.length && same; k += 1) same = run.members[k] === paragraphs[from + k];
    if (same) return run;
  }
  const run: KeptRun = { members: paragraphs.slice(from, to), layouts: [] };
  runs.push(run);
  return run;
}

/** A kept run's lines: its paragraphs' lines one after the other, kept like a single paragraph's. */
export function laidOutRun(
  run: KeptRun,
  columnWidth: number,
  box: TextBox,
  scale: TextScale,
  firstInBox: boolean,
): Lines {
  return keptLayout(run.layouts, columnWidth, box, scale, firstInBox, (lines) =>
    run.members.forEach((paragraph, k) => {
      appendLines(lines, laidOut(paragraph, columnWidth, box, scale, firstInBox && k === 0));
    }),
  );
}

function appendLines(lines: Lines, more: Lines): void {
  for (const height of more.heights) lines.heights.push(height);
  if (more.widest > lines.widest) lines.widest = more.widest;
  if (more.overflowsWidth) lines.overflowsWidth = true;
}

/** A box's column width, EMU: lines that do not wrap have no width to break at. */
export function columnWidthOf(box: TextBox): number {
  const columns = Math.max(1, Math.floor(box.columns) || 1);
  const inner = box.width - box.insets.left - box.insets.right;
  return box.wrap ? (inner - (columns - 1) * box.columnGap) / columns : Infinity;
}

/**
 * The box's layout from its paragraphs' lines in order, each paragraph's (or kept run's) as laid out: a row
 * does not copy the lines its template's paragraphs keep. Summed in order, as one list of lines would be.
 */
export function boxLayout(
  parts: readonly Lines[],
  box: TextBox,
  missingGlyphs: readonly string[],
): TextLayout {
  const { insets } = box;
  const columns = Math.max(1, Math.floor(box.columns) || 1);
  const inner = box.width - insets.left - insets.right;
  let lineCount = 0;
  let total = 0;
  let widest = 0;
  let overflowsWidth = false;
  for (const part of parts) {
    lineCount += part.heights.length;
    for (const height of part.heights) total += height;
    if (part.widest > widest) widest = part.widest;
    if (part.overflowsWidth) overflowsWidth = true;
  }
  if (!box.wrap && widest > inner + LINE_EPSILON) overflowsWidth = true;
  const textHeight =
    columns > 1
      ? columnHeight(
          parts.flatMap((part) => part.heights),
          columns,
        )
      : total;
  const textWidth = columns > 1 ? columns * widest + (columns - 1) * box.columnGap : widest;
  return {
    height: insets.top + insets.bottom + textHeight,
    width: insets.left + insets.right + textWidth,
    lines: lineCount,
    overflowsWidth,
    missingGlyphs,
  };
}

/** Lays out prepared text at a scale (fitText lays the same text out at several). */
export function layoutPrepared(
  prepared: PreparedText,
  box: TextBox,
  scale: TextScale = NO_SCALE,
): TextLayout {
  const columnWidth = columnWidthOf(box);
  const parts: Lines[] = [];
  const paragraphs = prepared.paragraphs;
  for (let index = 0; index < paragraphs.length;) {
    let end = index + 1;
    if (isKept(paragraphs[index].source)) {
      while (end < paragraphs.length && isKept(paragraphs[end].source)) end += 1;
    }
    const laid =
      end - index > 1
        ? laidOutRun(keptRun(paragraphs, index, end), columnWidth, box, scale, index === 0)
        : laidOut(paragraphs[index], columnWidth, box, scale, index === 0);
    parts.push(laid);
    index = end;
  }
  return boxLayout(parts, box, prepared.missingGlyphs);
}

/** Lays a box's text out as LibreOffice and PowerPoint would: greedy line breaking with the faces' advances. */
export function layoutText(box: TextBox, book: FontBook, scale: TextScale = NO_SCALE): TextLayout {
  return layoutPrepared(prepareText(box, book), box, scale);
}
