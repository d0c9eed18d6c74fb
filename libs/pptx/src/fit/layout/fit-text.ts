import type { FitDecision, FontBook, TextBox, TextLayout, TextScale } from '../text-model';
import { layoutPrepared, NO_SCALE } from './layout-text';
import { prepareText } from './prepare-text';

export interface FitOptions {
  /** The tallest a resized shape may grow (the slide's height below the shape's top), EMU. */
  readonly maxHeight?: number;
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
 * The index of the first step of SHRINK_STEPS whose layout is no taller than `limit`, or -1. Text gets shorter
 * as the font shrinks, so the font scale is found by bisection on each scale's tightest step (20% less
 * spacing), then the spacing steps of that scale are tried in order; should line breaking make the heights
 * not monotonic (the scale before also fits), the steps are walked one by one instead.
 */
function firstFittingStep(layoutAt: (index: number) => TextLayout, limit: number): number {
  const fitsAt = (index: number) => layoutAt(index).height <= limit;
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

/** What the box's autofit setting makes of its text: the scale that fits, the height to grow to, or overflow. */
export function fitText(box: TextBox, book: FontBook, options: FitOptions = {}): FitDecision {
  const prepared = prepareText(box, book);
  const natural = layoutPrepared(prepared, box, NO_SCALE);
  const fits = natural.height <= box.height + EPSILON && !natural.overflowsWidth;
  switch (box.autofit) {
    case 'none':
      return fits ? { kind: 'fits', layout: natural } : { kind: 'overflow', layout: natural };
    case 'resize': {
      if (natural.height <= box.height + EPSILON) return { kind: 'fits', layout: natural };
      const cap = options.maxHeight ?? Infinity;
      const height = Math.min(natural.height, Math.max(cap, box.height));
      return { kind: 'resize', height, fits: natural.height <= cap + EPSILON, layout: natural };
    }
    case 'shrink': {
      if (natural.height <= box.height + EPSILON) return { kind: 'fits', layout: natural };
      const index = firstFittingStep(
        (i) => layoutPrepared(prepared, box, SHRINK_STEPS[i]),
        box.height + EPSILON,
      );
      const scale = SHRINK_STEPS[index < 0 ? SHRINK_STEPS.length - 1 : index];
      return { kind: 'shrink', scale, fits: index >= 0, layout: layoutPrepared(prepared, box, scale) };
    }
  }
}
