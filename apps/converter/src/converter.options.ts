import type { OfficeRunner, PdfConverterOptions, WarmOfficeSettings } from '@deckmill/office';
import type { ConversionRetryPolicy } from './conversion/conversion-policy';

/** The LibreOffice settings the composition root reads from configuration (docs/configuration.md). */
export type PdfSettings = Pick<
  PdfConverterOptions,
  'soffice' | 'timeoutMs' | 'memoryLimitBytes' | 'sandbox' | 'concurrency'
> & {
  /** LibreOffice kept warm (DECKMILL_OFFICE_*); absent: `DEFAULT_WARM_SETTINGS`. */
  readonly warm?: WarmOfficeSettings;
  /** poppler's pdffonts, for the font report; absent: on PATH. */
  readonly pdffonts?: string;
};

/** What the composition root tells the converter service (ConverterModule.forRoot). */
export interface ConverterOptions {
  readonly pdf: PdfSettings;
  /** pdftoppm, which draws personal links' slides (DECKMILL_PDFTOPPM); absent: on PATH. */
  readonly pdftoppm?: string;
  /** Tests only: runs LibreOffice in place of the real call (to force a timeout on one deck). */
  readonly runOffice?: OfficeRunner;
  /** Tests only: shorter retries than the product's (`DEFAULT_CONVERSION_RETRY`). */
  readonly retry?: Partial<ConversionRetryPolicy>;
}

export const CONVERTER_OPTIONS = Symbol('CONVERTER_OPTIONS');
