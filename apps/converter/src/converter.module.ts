import { Module, type DynamicModule } from '@nestjs/common';
import { ConversionModule } from './conversion/conversion.module';
import { CONVERTER_OPTIONS, type ConverterOptions } from './converter.options';

/** Decks to PDF: its own worker, so PDF work scales apart from rendering. Keeps no data. */
@Module({ imports: [ConversionModule] })
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
