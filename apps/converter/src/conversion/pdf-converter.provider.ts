import type { Provider } from '@nestjs/common';
import { DEFAULT_PDF_OPTIONS, DEFAULT_WARM_SETTINGS, PdfConverter, WarmOffice } from '@deckmill/office';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../converter.options';

export const PDF_CONVERTER = Symbol('PDF_CONVERTER');

/** LibreOffice kept running between conversions (a cold start is seconds of CPU); stopped when idle. */
export const warmOfficeProvider: Provider = {
  provide: WarmOffice,
  inject: [CONVERTER_OPTIONS],
  useFactory: ({ pdf }: ConverterOptions) =>
    new WarmOffice({
      ...(pdf.warm ?? DEFAULT_WARM_SETTINGS),
      soffice: pdf.soffice,
      sandbox: pdf.sandbox,
      memoryLimitBytes: pdf.memoryLimitBytes,
      purpose: 'pdf',
    }),
};

/** One converter per process: its pool bounds the LibreOffice runs of this process (`concurrency`). */
export const pdfConverterProvider: Provider = {
  provide: PDF_CONVERTER,
  inject: [CONVERTER_OPTIONS, WarmOffice],
  useFactory: (options: ConverterOptions, warm: WarmOffice) => {
    const { warm: _settings, ...pdf } = options.pdf;
    return new PdfConverter({ ...DEFAULT_PDF_OPTIONS, ...pdf }, options.runOffice ?? warm.convert);
  },
};
