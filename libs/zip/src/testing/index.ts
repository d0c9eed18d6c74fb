// Test helpers (Node): archives built byte by byte, independent of the library's writer.
export { buildZip, type TestEntry, type TestZipOptions } from './build-zip';
export { errorCode } from './error-code';
