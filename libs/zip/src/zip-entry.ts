import type { DosDateTime } from './zip-format';

/** One entry of a read archive; `compressed` is a view into the archive's bytes, never a copy. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly modified: DosDateTime;
  readonly compressed: Uint8Array;
}
