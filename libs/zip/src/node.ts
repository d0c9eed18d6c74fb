// Public API of the ZIP library's Node part (node:zlib, node:stream, node:fs, Buffer); the portable rest is
// @deckmill/zip, re-exported here so Node code needs one import.
export * from './index';
export { inflateEntry, inflateEntryAsync, type InflatableEntry, type InflateOptions } from './inflate-entry';
export { crc32Of, rememberCrc32 } from './known-crc32';
export { archiveParts, zipArchiveStream, type ArchiveItem, type ArchiveItems } from './zip-archive-stream';
export { remainderAfter, writeZipArchive } from './zip-archive-file';
export {
  dataDescriptor,
  storedArchiveEnding,
  storedLocalHeader,
  storedZipLength,
  utcDosDateTime,
  type WrittenEntry,
} from './stored-zip-layout';
