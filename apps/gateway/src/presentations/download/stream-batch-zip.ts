import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ObjectStorage } from '@deckmill/storage';
import { END_OF_CENTRAL_DIRECTORY_SIZE, needsZip64, zip64Ending } from '@deckmill/zip';
import { zipFilesOf } from './pack-runs';
import { storedZipChunks } from './stored-zip-stream';

export interface ZipEntry {
  readonly key: string;
  readonly fileName: string;
  /** The stored object's recorded size, when generation knows it. */
  readonly sizeBytes?: number;
}

/** fflate's streaming writer, its output collected as it is produced (fflate calls back synchronously). */
class ZipOutput {
  readonly zip: Zip;
  private readonly pending: Uint8Array[] = [];
  private failure: Error | null = null;
  /** The central directory and end record, produced by `zip.end()`. */
  ending: Uint8Array | null = null;
  /** Bytes handed out so far: the offset of whatever comes next. */
  written = 0;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else if (final) this.ending = chunk;
      else this.pending.push(chunk);
    });
  }

  /** What fflate produced since the last call. */
  *drain(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    for (const chunk of this.pending.splice(0)) {
      this.written += chunk.byteLength;
      yield chunk;
    }
  }
}

/** A file of an archive: its name and its bytes, produced only when its turn comes. */
export interface ZipFile {
  readonly fileName: string;
  /** Deflate it (text compresses; .pptx and PDFs are compressed already and are stored as they are). */
  readonly deflate?: boolean;
  content(): AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
}

async function* zipChunks(files: AsyncIterable<ZipFile>, modified: Date): AsyncGenerator<Uint8Array> {
  const output = new ZipOutput();
  const localOffsets: number[] = [];
  const names = new Set<string>();
  for await (const entry of files) {
    if (names.has(entry.fileName)) throw new Error(`Duplicate archive entry name: ${entry.fileName}`);
    names.add(entry.fileName);
    localOffsets.push(output.written);
    // The CRC follows the data (a data descriptor), so a file passes through chunk by chunk and is never held
    // whole.
    const file = entry.deflate
      ? new ZipDeflate(entry.fileName, { level: 6 })
      : new ZipPassThrough(entry.fileName);
    file.mtime = modified;
    output.zip.add(file);
    for await (const chunk of await entry.content()) {
      file.push(chunk);
      yield* output.drain();
    }
    file.push(new Uint8Array(0), true);
    yield* output.drain();
  }
  output.zip.end();
  yield* output.drain();
  const ending = output.ending;
  if (!ending) throw new Error('The ZIP writer produced no central directory');
  const directoryOffset = output.written;
  const directorySize = ending.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE;
  yield needsZip64(localOffsets.length, directoryOffset, directorySize)
    ? zip64Ending(ending, localOffsets, directoryOffset)
    : ending;
}

/**
 * A ZIP of the files `files` yields (fflate's streaming writer, ZIP64 past 4 GiB or 65,535 entries), produced
 * while it is read: each file's content is asked for when its turn comes. A reader that stops (a client gone)
 * stops the generator, so nothing more is fetched.
 */
export function streamZip(files: AsyncIterable<ZipFile>): Readable {
  return Readable.from(zipChunks(files, new Date()), { objectMode: false });
}

/**
 * A stored ZIP of every entry the pages yield (stored-zip-stream.ts, ZIP64 past 4 GiB or 65,535 entries),
 * produced while it is sent: pages of entries are fetched as the archive is written, each deck streamed from
 * storage when its turn comes (a few opened ahead; a page's decks of one pack with one read, pack-runs.ts).
 * Memory holds a few chunks, up to three packs (pack-runs.ts), and one small central record per deck.
 */
export function streamBatchZip(
  storage: Pick<ObjectStorage, 'getStream' | 'sequentialReadAhead'>,
  pages: AsyncIterable<readonly ZipEntry[]> | Iterable<readonly ZipEntry[]>,
  modified = new Date(),
): Readable {
  const files = zipFilesOf(storage, pages, (entry) => ({
    fileName: entry.fileName,
    ...(entry.sizeBytes === undefined ? {} : { sizeBytes: entry.sizeBytes }),
  }));
  // Object mode: each chunk is read as the writer made it. In byte mode a read joins whatever is buffered (a
  // header and the deck after it) into a copy, and the deck's own buffer could not be recycled after its write.
  return Readable.from(storedZipChunks(files, modified, storage.sequentialReadAhead), {
    objectMode: true,
    highWaterMark: 2,
  });
}
