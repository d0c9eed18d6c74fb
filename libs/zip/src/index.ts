// Public API of the ZIP library, the portable part (browsers and Node: no node:* modules). Inflating entries,
// streaming archives to files and the download's stored layout need Node: they are @deckmill/zip/node.
export * from './zip-format';
export { ZipError, isZipError, type ZipErrorCode } from './zip-error';
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-limits';
export { assertSafeEntryName, isUnsafeEntryName } from './entry-name';
export {
  centralRecordLayout,
  endRecordTailLength,
  findEndRecord,
  readEndRecord,
  type CentralRecordLayout,
  type EndRecord,
} from './end-record';
export type { ZipEntry } from './zip-entry';
export { exceedsCompressionRatio, readZip } from './zip-reader';
export {
  MAX_DIRECTORY_BYTES,
  readDirectory,
  readEntryData,
  type DirectoryEntry,
  type ReadDirectoryOptions,
  type ReadRange,
  type ZipDirectory,
} from './zip-directory';
export { applyZip64Extra, type Zip64Fields } from './zip64-extra';
export {
  centralHeader,
  encodeEntryName,
  endOfCentralDirectory,
  localHeader,
  needsZip64,
  type EntryHeaderFields,
} from './zip-headers';
export { layoutZip, preparedFrom, type PreparedEntry } from './deck-zip-writer';
export { zip64Ending } from './zip64-ending';
export { crc32Combine, crc32ShiftFor } from './crc32-combine';
