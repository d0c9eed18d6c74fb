export { ConverterModule } from './converter.module';
export { CONVERTER_OPTIONS, type ConverterOptions, type PdfSettings } from './converter.options';
export { ConversionModule } from './conversion';
