import {
  END_OF_CENTRAL_DIRECTORY_SIZE,
  METHOD_STORED,
  UINT32_MAX,
  encodeEntryName,
  endOfCentralDirectory,
  layoutZip,
  type PreparedEntry,
} from '@deckmill/zip';

/** CRC-32 (ZIP's), so the archives built here are ones any unzip accepts (the library's CRC needs Node). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface StoredZipOptions {
  /** An archive comment, which pushes the end record away from the file's end. */
  readonly comment?: string;
  /** ZIP64 end records, the classic record's counts, size and offset saturated so a reader must use them. */
  readonly zip64?: boolean;
}

function storedEntry(name: string, content: string): PreparedEntry {
  const data = new TextEncoder().encode(content);
  return {
    nameBytes: encodeEntryName(name),
    method: METHOD_STORED,
    crc32: crc32(data),
    compressedSize: data.byteLength,
    uncompressedSize: data.byteLength,
    modified: { time: 0, date: 0 },
    data,
  };
}

/** The end records, laid out by the library's writer, with the options' changes. */
function ending(count: number, directoryOffset: number, directorySize: number, options: StoredZipOptions) {
  const comment = new TextEncoder().encode(options.comment ?? '');
  const records = endOfCentralDirectory(count, directoryOffset, directorySize, options.zip64 ?? false);
  const end = new Uint8Array(records.byteLength + comment.byteLength);
  end.set(records);
  end.set(comment, records.byteLength);
  const classic = new DataView(end.buffer, records.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE);
  classic.setUint16(20, comment.byteLength, true);
  if (options.zip64) {
    classic.setUint16(8, 0xffff, true);
    classic.setUint16(10, 0xffff, true);
    classic.setUint32(12, UINT32_MAX, true);
    classic.setUint32(16, UINT32_MAX, true);
  }
  return end;
}

/** A ZIP of stored (uncompressed) entries, for specs, written by `@deckmill/zip`'s writer. */
export function storedZip(
  entries: Record<string, string>,
  options: StoredZipOptions = {},
): Uint8Array<ArrayBuffer> {
  const prepared = Object.entries(entries).map(([name, content]) => storedEntry(name, content));
  const chunks = layoutZip(prepared);
  const directory = chunks[chunks.length - 2];
  const directoryOffset = chunks.slice(0, -2).reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const parts = [
    ...chunks.slice(0, -1),
    ending(prepared.length, directoryOffset, directory.byteLength, options),
  ];
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    zip.set(part, at);
    at += part.byteLength;
  }
  return zip;
}
