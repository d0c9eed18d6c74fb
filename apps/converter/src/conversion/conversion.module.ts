import { Module } from '@nestjs/common';
import { ConversionJobs } from './conversion.jobs';
import { ConvertDeckUseCase } from './convert-deck.use-case';
import { pdfConverterProvider } from './pdf-converter.provider';

/** Consumes `converter.convert-deck`, writes the PDF, publishes `deck.converted` or `deck.conversion_failed`. */
@Module({ providers: [pdfConverterProvider, ConvertDeckUseCase, ConversionJobs] })
export class ConversionModule {}
