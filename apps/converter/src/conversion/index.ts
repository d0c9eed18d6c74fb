export { ConversionModule } from './conversion.module';
export { MAX_DECK_BYTES } from './convert-deck.use-case';
export { PDF_CONVERTER } from './pdf-converter.provider';
