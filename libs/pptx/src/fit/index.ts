// Issue 18, text that fits: font metrics, text layout and the autofit decision.
export * from './text-model';
export { createFontBook, type FontBookOptions, type TemplateFontBook } from './fonts/font-book';
export { layoutText } from './layout/layout-text';
export { fitText, SHRINK_STEPS, type FitOptions } from './layout/fit-text';
