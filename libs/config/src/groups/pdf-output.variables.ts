import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/**
 * PDF output: how many LibreOffice conversions one converter process runs and each one's deadline.
 * The command, the sandbox and the memory ceiling are the slide previews' (`WithSlidePreviews`).
 */
export function WithPdfOutput<TBase extends Constructor>(Base: TBase) {
  class PdfOutputVariables extends Base {
    @Variable({ description: 'Decks one process converts to PDF at a time.' })
    @ToInteger()
    @IsIntInRange(1, 64)
    DECKMILL_PDF_CONCURRENCY = 1;

    @Variable({ description: 'Deadline (seconds) of one LibreOffice run converting a deck to PDF.' })
    @ToInteger()
    @IsIntInRange(5, 3600)
    DECKMILL_PDF_TIMEOUT_SECONDS = 120;
  }
  return PdfOutputVariables;
}
