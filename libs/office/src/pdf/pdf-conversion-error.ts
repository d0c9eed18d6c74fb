/**
 * Why a deck did not become a PDF, stable for callers (a failed row shows it):
 * - `timeout`: LibreOffice passed the per-file deadline, twice;
 * - `crashed`: LibreOffice failed, hit its memory ceiling or wrote no PDF, twice;
 * - `unavailable`: LibreOffice or poppler's pdffonts is not installed;
 * - `too_large`: the deck exceeds the converter's size limit or the engine's limits;
 * - `unreadable`: the file is not a deck the engine can read (not a zip, damaged parts), never retried.
 */
export type PdfFailureReason = 'timeout' | 'crashed' | 'unavailable' | 'too_large' | 'unreadable';

export class PdfConversionError extends Error {
  override readonly name = 'PdfConversionError';

  constructor(
    readonly reason: PdfFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** A crash or a timeout may not happen again in a fresh profile; the other reasons would. */
  get retryable(): boolean {
    return this.reason === 'timeout' || this.reason === 'crashed';
  }
}

/**
 * The process is stopping: the conversion was taken out of the queue or killed. Not an outcome of the deck (no
 * `PdfConversionError`), so a job hands its delivery back and converts after the restart.
 */
export class ConverterStoppedError extends Error {
  override readonly name = 'ConverterStoppedError';

  constructor() {
    super('the converter is stopping');
  }
}
