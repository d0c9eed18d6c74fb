import type { FitDecision, FontBook, TextBox, TextLayout, TextScale } from '../text-model';
import { layoutPrepared, NO_SCALE } from './layout-text';
import { layoutPlainRows, prepareRowText } from './plain-paragraphs';
import type { PreparedParagraph, PreparedText } from './prepare-text';

export interface FitOptions {
  /** The tallest a resized shape may grow (the slide's height below the shape's top), EMU. */
  readonly maxHeight?: number;
  /** The widest a resized shape that does not wrap may grow (the slide's width right of its left), EMU. */
  readonly maxWidth?: number;
}

/**
 * The `normAutofit` scales PowerPoint writes, tried in order: line spacing first (10% then 20% less), then font
 * scale in 7.5% steps (92.5%, 85%, 77.5%...: the values PowerPoint's files carry), each with 0, 10% and 20% less
 * spacing, down to 25%, the smallest font scale we choose to write (below it text is no longer legible).
 */
export const SHRINK_STEPS: readonly TextScale[] = (() => {
  const steps: TextScale[] = [];
  for (let fontScale = 100_000; fontScale >= 25_000; fontScale -= 7_500) {
    for (const lineReduction of [0, 10_000, 20_000]) {
      steps.push({ fontScale: fontScale / 100_000, lineReduction: lineReduction / 100_000 });
    }
  }
  return steps;
})();

/** Rounding slack, EMU (a hundredth of a point): text exactly as tall as the box fits. */
const EPSILON = 127;

const REDUCTIONS = 3;

/**
 * The index of the first step of SHRINK_STEPS whose layout fits, or -1. Text gets shorter (and lines that do
 * not wrap narrower) as the font shrinks, so the font scale is found by bisection on each scale's tightest
 * step (20% less spacing), then the spacing steps of that scale are tried in order; should line breaking make
 * the heights not monotonic (the scale before also fits), the steps are walked one by one instead.
 */
function firstFittingStep(fitsAt: (index: number) => boolean): number {
  const scales = SHRINK_STEPS.length / REDUCTIONS;
  const tightest = (scale: number) => scale * REDUCTIONS + REDUCTIONS - 1;
  let low = 0;
  let high = scales;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (fitsAt(tightest(middle))) high = middle;
    else low = middle + 1;
  }
  if (low === scales) return -1;
  if (low > 0 && fitsAt(tightest(low - 1))) {
    for (let index = 1; index < SHRINK_STEPS.length; index += 1) if (fitsAt(index)) return index;
  }
  for (let index = low * REDUCTIONS; index < tightest(low); index += 1) {
    if (index > 0 && fitsAt(index)) return index;
  }
  return tightest(low);
}

/** What the box's autofit setting makes of its text: the scale that fits, the size to grow to, or overflow. */
export function fitText(box: TextBox, book: FontBook, options: FitOptions = {}): FitDecision {
  // Most rows fill a box with a line of plain text per value: laid out without measuring them (the same layout),
  // and measured only when the box must shrink.
  let prepared: PreparedText | undefined;
  // A box that may shrink keeps the measures of its paragraphs that break into lines, for the scales it tries.
  const measures: Array<PreparedParagraph | undefined> | undefined =
    box.autofit === 'shrink' ? [] : undefined;
  const natural =
    layoutPlainRows(box, book, measures) ??
    layoutPrepared((prepared = prepareRowText(box, book, measures)), box, NO_SCALE);
  // A line too wide for a box that does not wrap runs out of its side; a word broken inside a wrapping box
  // does not (it is split over lines, nothing runs out), so only the height decides there.
  const tooWide = (layout: TextLayout) => !box.wrap && layout.overflowsWidth;
  const tooTall = (layout: TextLayout) => layout.height > box.height + EPSILON;
  if (!tooTall(natural) && !tooWide(natural)) return { kind: 'fits', layout: natural };
  switch (box.autofit) {
    case 'none':
      return { kind: 'overflow', layout: natural };
    case 'resize': {
      // Taller text grows the shape down, a wider line that does not wrap grows it right, within the slide.
      const maxHeight = options.maxHeight ?? Infinity;
      const maxWidth = options.maxWidth ?? Infinity;
      const tall = tooTall(natural);
      const wide = tooWide(natural);
      return {
        kind: 'resize',
        ...(tall ? { height: Math.min(natural.height, maxHeight) } : {}),
        ...(wide ? { width: Math.min(natural.width, maxWidth) } : {}),
        fits:
          (!tall || natural.height <= maxHeight + EPSILON) && (!wide || natural.width <= maxWidth + EPSILON),
        layout: natural,
      };
    }
    case 'shrink': {
      // A line that does not wrap narrows with the font, so the width too is fitted by shrinking.
      const measuredText = prepared ?? prepareRowText(box, book, measures);
      // The search lays out the step it settles on too (the smallest when none fits): kept, not laid out again.
      const layouts: Array<TextLayout | undefined> = [];
      const layoutAt = (i: number) => (layouts[i] ??= layoutPrepared(measuredText, box, SHRINK_STEPS[i]));
      const index = firstFittingStep((i) => {
        const layout = layoutAt(i);
        return !tooTall(layout) && !tooWide(layout);
      });
      const settled = index < 0 ? SHRINK_STEPS.length - 1 : index;
      return { kind: 'shrink', scale: SHRINK_STEPS[settled], fits: index >= 0, layout: layoutAt(settled) };
    }
  }
}
