import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  DATA_DESCRIPTOR_SIZE,
  dataDescriptor,
  storedArchiveEnding,
  storedLocalHeader,
  UINT32_MAX,
  utcDosDateTime,
  type WrittenEntry,
} from '@deckmill/zip/node';
import { readAhead } from './read-ahead';

/** A file of the archive: its name, its recorded size when known, and where to read it. */
export interface StoredZipFile {
  readonly fileName: string;
  /** When given, the file must have exactly this many bytes (the announced Content-Length counts on it). */
  readonly sizeBytes?: number;
  open(): Promise<Readable>;
}

/**
 * Decks opened ahead of the one being sent, unless the store says otherwise: enough to hide an S3 GET's
 * latency, few enough that a GET left unread while a slow client takes the deck before it is rarely reset by
 * an idle timeout (and then reopened).
 */
export const READ_AHEAD_FILES = 2;

/** An open that failed while its file waited its turn: reported (and retried) when the turn comes. */
class FailedOpen {
  constructor(readonly error: unknown) {}
}

type OpenedSource = Readable | FailedOpen;

/**
 * A file's bytes, from the source opened ahead. A source that failed before its first byte (an S3 GET reset
 * while it waited, its open refused) is opened once more; one that failed mid-way fails the archive.
 */
async function* bytesOf(file: StoredZipFile, opened: OpenedSource): AsyncGenerator<Buffer> {
  let source = opened;
  let started = false;
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (source instanceof FailedOpen) throw source.error;
        for await (const chunk of source as AsyncIterable<Buffer>) {
          started = true;
          yield chunk;
        }
        return;
      } catch (error) {
        if (started || attempt > 1) throw error;
        if (!(source instanceof FailedOpen)) source.destroy();
        source = await file.open();
      }
    }
  } finally {
    if (!(source instanceof FailedOpen)) source.destroy();
  }
}

/**
 * A stored ZIP of `files` (libs/zip's layout), produced while it is read: each file's bytes pass through as
 * they arrive (CRC by zlib's native crc32), the next files are opened ahead, and the reader's backpressure
 * paces the whole. A reader that stops ends the generator: the file being read and those opened ahead are
 * destroyed. A file of another size than it announced fails the archive (its length was promised): a larger
 * one before its first extra byte is yielded.
 */
export async function* storedZipChunks(
  files: AsyncIterable<StoredZipFile>,
  modified: Date,
  readAheadFiles = READ_AHEAD_FILES,
): AsyncGenerator<Buffer> {
  const stamp = utcDosDateTime(modified);
  const written: WrittenEntry[] = [];
  const names = new Set<string>();
  let offset = 0;
  const depth = Math.max(1, readAheadFiles);
  const opened = readAhead<StoredZipFile, OpenedSource>(
    files,
    (file) => file.open().catch((error: unknown) => new FailedOpen(error)),
    (source) => {
      if (!(source instanceof FailedOpen)) source.destroy();
    },
    depth,
    // Topped up once half is taken (with 2, as soon as one is): a store that batches opens pays once for them.
    Math.floor(depth / 2),
  );
  for await (const { item: file, source } of opened) {
    const chunks = bytesOf(file, source);
    try {
      if (names.has(file.fileName)) throw new Error(`Duplicate archive entry name: ${file.fileName}`);
      names.add(file.fileName);
      const name = Buffer.from(file.fileName, 'utf8');
      const header = storedLocalHeader(name, stamp);
      // Its first bytes are read before its header goes out: when the first file cannot be read, the download
      // fails before any byte (an error answer rather than a cut archive).
      const first = await chunks.next();
      yield header;
      let crc = 0;
      let size = 0;
      for (let next = first; !next.done; next = await chunks.next()) {
        const chunk = next.value;
        // Checked before the bytes go out: past the recorded size they would run beyond the Content-Length.
        if (file.sizeBytes !== undefined && size + chunk.byteLength > file.sizeBytes) {
          throw new Error(`${file.fileName} has more bytes than the ${file.sizeBytes} recorded`);
        }
        crc = crc32(chunk, crc);
        size += chunk.byteLength;
        yield chunk;
      }
      if (file.sizeBytes !== undefined && size !== file.sizeBytes) {
        throw new Error(`${file.fileName} has ${size} bytes, ${file.sizeBytes} were recorded`);
      }
      if (size >= UINT32_MAX) throw new Error(`${file.fileName} is too large for a stored entry`);
      yield dataDescriptor(crc, size);
      written.push({ name, offset, crc, size });
      offset += header.byteLength + size + DATA_DESCRIPTOR_SIZE;
    } finally {
      // A source whose bytes were never asked for is not closed by its generator's return.
      if (!(source instanceof FailedOpen)) source.destroy();
      await chunks.return(undefined);
    }
  }
  yield storedArchiveEnding(written, offset, stamp);
}
