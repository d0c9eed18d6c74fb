import { Module } from '@nestjs/common';
import { ConversionJobs } from './conversion.jobs';
import { ConvertDeckUseCase } from './convert-deck.use-case';
import { PDF_CONVERTER, pdfConverterProvider, warmOfficeProvider } from './pdf-converter.provider';

/**
 * Consumes `converter.convert-deck`, writes the PDF, publishes `deck.converted` or `deck.conversion_failed`.
 * Its converter (with the warm LibreOffice) also serves the slides module.
 */
@Module({
  providers: [warmOfficeProvider, pdfConverterProvider, ConvertDeckUseCase, ConversionJobs],
  exports: [PDF_CONVERTER],
})
export class ConversionModule {}
