// Text that fits (docs/fit-and-preflight.md): font metrics, text layout and the autofit decision.
export * from './text-model';
export { createFontBook, type FontBookOptions, type TemplateFontBook } from './fonts/font-book';
export { layoutText } from './layout/layout-text';
export { fitText, SHRINK_STEPS, type FitOptions } from './layout/fit-text';
