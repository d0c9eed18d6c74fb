// The code several generation domains share: they import it from here, never from its files.
export { BatchJobs } from './batch-jobs';
export { FINISHED_STATUSES, isFinished } from './batch-status';
export { chunkRanges, chunkRowsFor, MAX_CHUNK_ROWS, rowNumberRange, type RowRange } from './chunks';
export {
  type BatchOwner,
  conversionJob,
  conversionMessageId,
  type ConvertingRow,
  pdfName,
} from './conversions';
export { checkDataMapping, DataMappingError } from './data-mapping';
export { DeckRetention } from './deck-retention';
export { GenerationErrors } from './errors';
export { batchDuration, chunkDuration, rowAttemptsFailed, rowRenders } from './generation-metrics';
export { GenerationOutboxModule } from './generation-outbox.module';
export {
  type ClosableImageSource,
  IMAGE_SOURCE_FACTORY,
  type ImageSourceFactory,
} from './image-source-factory';
export { readObject, readObjectPieces } from './read-object';
export { utf8Data } from './utf8-data';
export { RenderInputsModule } from './render-inputs.module';
export { RowCipher } from './row-cipher';
export { ShareLinkCipher } from './share-link-cipher';
export {
  checkSectionMapping,
  type ItemFields,
  mappableSections,
  type SectionMapping,
} from './section-mapping';
export { batchDecksPrefix, deckKey, deckPackKey, pdfKey } from './storage-keys';
export { BATCH_DEFLATE_LEVEL, TEMPLATE_CACHE_BYTES, TemplateCache } from './template-cache';
export { TemplateWarmup } from './template-warmup';
