import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

/** The tools that draw slide previews (LibreOffice, then pdftoppm) and how many run at once. */
export function WithSlidePreviews<TBase extends Constructor>(Base: TBase) {
  class SlidePreviewsVariables extends Base {
    @Variable({ description: 'LibreOffice command that converts decks to PDF: on PATH or an absolute path.' })
    @IsText()
    DECKMILL_SOFFICE = 'soffice';

    @Variable({ description: 'pdftoppm command that draws PDF pages as PNG: on PATH or an absolute path.' })
    @IsText()
    DECKMILL_PDFTOPPM = 'pdftoppm';

    @Variable({ description: 'LibreOffice conversions one process runs at a time.' })
    @ToInteger()
    @IsIntInRange(1, 64)
    DECKMILL_PREVIEW_CONCURRENCY = 1;
  }
  return SlidePreviewsVariables;
}
