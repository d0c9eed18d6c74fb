import type { Provider } from '@nestjs/common';
import { DEFAULT_PDF_OPTIONS, PdfConverter } from '@deckmill/office';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../converter.options';

export const PDF_CONVERTER = Symbol('PDF_CONVERTER');

/** One converter per process: its pool bounds the LibreOffice runs of this process (`concurrency`). */
export const pdfConverterProvider: Provider = {
  provide: PDF_CONVERTER,
  inject: [CONVERTER_OPTIONS],
  useFactory: (options: ConverterOptions) =>
    new PdfConverter({ ...DEFAULT_PDF_OPTIONS, ...options.pdf }, options.runOffice),
};
