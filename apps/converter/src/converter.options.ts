import type { OfficeRunner, PdfConverterOptions } from '@deckmill/office';

/** The LibreOffice settings the composition root reads from configuration (docs/configuration.md). */
export type PdfSettings = Pick<
  PdfConverterOptions,
  'soffice' | 'timeoutMs' | 'memoryLimitBytes' | 'sandbox' | 'concurrency'
>;

/** What the composition root tells the converter service (ConverterModule.forRoot). */
export interface ConverterOptions {
  readonly pdf: PdfSettings;
  /** Tests only: runs LibreOffice in place of the real call (to force a timeout on one deck). */
  readonly runOffice?: OfficeRunner;
}

export const CONVERTER_OPTIONS = Symbol('CONVERTER_OPTIONS');
