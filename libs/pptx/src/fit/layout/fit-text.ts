import type { FitDecision, FontBook, TextBox, TextScale } from '../text-model';
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
      for (let i = 1; i < SHRINK_STEPS.length; i += 1) {
        const scale = SHRINK_STEPS[i];
        const layout = layoutPrepared(prepared, box, scale);
        if (layout.height <= box.height + EPSILON) return { kind: 'shrink', scale, fits: true, layout };
      }
      const smallest = SHRINK_STEPS[SHRINK_STEPS.length - 1];
      return {
        kind: 'shrink',
        scale: smallest,
        fits: false,
        layout: layoutPrepared(prepared, box, smallest),
      };
    }
  }
}
