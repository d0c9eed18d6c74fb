import { createFontBook } from '../fit/fonts/font-book';
import { layoutText } from '../fit/layout/layout-text';
import type { FontBook } from '../fit/text-model';
import type { TextHeight } from './table-measure';

/** Table rows are measured with the same layout as text that fits (fit/), from the template's FontBook. */
export function textHeightWith(fonts: FontBook | undefined): TextHeight {
  const book = fonts ?? createFontBook();
  return (box) => layoutText(box, book).height;
}
