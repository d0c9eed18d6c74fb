import { Module, type DynamicModule } from '@nestjs/common';
import { ConversionModule } from './conversion';
import { CONVERTER_OPTIONS, type ConverterOptions } from './converter.options';
import { SlidesModule } from './slides/slides.module';

/**
 * Decks to PDF, and personal links' slides to images: its own worker with LibreOffice, so that work scales apart
 * from rendering. Keeps no data.
 */
@Module({ imports: [ConversionModule, SlidesModule] })
export class ConverterModule {
  /** The service with its options; global so every module of the service can inject CONVERTER_OPTIONS. */
  static forRoot(options: ConverterOptions): DynamicModule {
    return {
      module: ConverterModule,
      global: true,
      providers: [{ provide: CONVERTER_OPTIONS, useValue: options }],
      exports: [CONVERTER_OPTIONS],
    };
  }
}
