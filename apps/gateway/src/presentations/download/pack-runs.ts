import { Readable } from 'node:stream';
import { lendReadChunkThrough, parsePackSlice, type ObjectStorage, type PackSlice } from '@deckmill/storage';
import type { StoredZipFile } from './stored-zip-stream';

/** What the batch ZIP reads of an entry: its key, and its recorded size when known. */
export interface KeyedEntry {
  readonly key: string;
  readonly sizeBytes?: number;
}

type Storage = Pick<ObjectStorage, 'getStream'>;

/**
 * Decks that lie one after another in one pack (a chunk's rows, in row order), read with one ranged GET of the
 * pack rather than one a deck: S3 answers a request in about the time it sends a deck's bytes
 * (tools/bench/deck-packs.ts). Each deck takes its bytes from the shared read in turn. The read starts when
 * the first of them is opened (ahead of its turn, as any deck is); a read that fails before a deck's first
 * byte leaves that deck and the rest of the run to be read one by one, as decks of their own are.
 */
class PackRun {
  private readonly slices: PackSlice[] = [];
  private iterator: Promise<AsyncIterator<Buffer>> | undefined;
  private source: Readable | undefined;
  /** The rest of the read's last chunk, with the chunk it is part of. */
  private leftover: { readonly chunk: Buffer; readonly rest: Buffer } | undefined;
  /** A deck of the run stopped before its end (the client went away, or the read failed mid-deck). */
  private broken = false;

  constructor(
    private readonly storage: Storage,
    first: PackSlice,
  ) {
    this.slices.push(first);
  }

  /** Whether `slice` continues the run: the same pack, its bytes right after the last deck's. */
  continuedBy(slice: PackSlice): boolean {
    const last = this.slices[this.slices.length - 1] as PackSlice;
    return (
      slice.packKey === last.packKey &&
      slice.packSize === last.packSize &&
      slice.start === last.start + last.length
    );
  }

  add(slice: PackSlice): void {
    this.slices.push(slice);
  }

  /** Starts the run's one read, once. */
  private started(): Promise<AsyncIterator<Buffer>> {
    this.iterator ??= (async () => {
      const first = this.slices[0] as PackSlice;
      const last = this.slices[this.slices.length - 1] as PackSlice;
      const end = last.start + last.length - 1;
      const expect = { size: first.packSize };
      // The whole pack (as a chunk's run mostly is) without a range: the file store reads a small object whole
      // on its thread, and S3 needs no Range header.
      const whole = first.start === 0 && end === first.packSize - 1;
      const source = await this.storage.getStream(
        first.packKey,
        whole ? { expect } : { range: { start: first.start, end }, expect },
      );
      this.source = source;
      // Stopped while the read was being opened: nobody will read it.
      if (this.broken) source.destroy();
      return (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    })();
    return this.iterator;
  }

  /** The deck's source: its bytes from the run's read, or its own read once the run's failed. */
  async open(entry: KeyedEntry, slice: PackSlice): Promise<Readable> {
    const opened = await this.started().then(
      () => true,
      () => false,
    );
    if (!opened || this.broken) return readAlone(this.storage, entry);
    let whole = false;
    const stream = Readable.from(
      this.bytesOf(slice, () => (whole = true)),
      { objectMode: false },
    );
    // Closed before its last byte (never read, when the client went away): the run's read stops with it.
    stream.once('close', () => {
      if (!whole) this.stop();
    });
    return stream;
  }

  private stop(): void {
    this.broken = true;
    this.source?.destroy();
  }

  /** The next `slice.length` bytes of the run: the decks are taken in order, each after the one before. */
  private async *bytesOf(slice: PackSlice, done: () => void): AsyncGenerator<Buffer> {
    let left = slice.length;
    try {
      const iterator = await this.started();
      while (left > 0) {
        let taken = this.leftover;
        this.leftover = undefined;
        if (!taken) {
          const next = await iterator.next();
          if (next.done) throw new Error(`The pack ${slice.packKey} ended before its slice did`);
          taken = { chunk: next.value, rest: next.value };
        }
        let part = taken.rest;
        if (part.byteLength > left) {
          this.leftover = { chunk: taken.chunk, rest: part.subarray(left) };
          part = part.subarray(0, left);
        } else if (part !== taken.chunk) {
          // The chunk's last part: recycling it, once sent, gives the file store's thread its buffer back.
          lendReadChunkThrough(taken.chunk, part);
        }
        left -= part.byteLength;
        yield part;
      }
      done();
      // The run's last deck: its read is over (a file store's read holds its file open until closed).
      if (slice === this.slices[this.slices.length - 1]) this.source?.destroy();
    } finally {
      if (left > 0) this.stop();
    }
  }
}

function readAlone(storage: Storage, entry: KeyedEntry): Promise<Readable> {
  // The recorded size lets the file store read a small deck without asking for its size.
  return storage.getStream(
    entry.key,
    entry.sizeBytes === undefined ? {} : { expect: { size: entry.sizeBytes } },
  );
}

/**
 * The files of a batch ZIP, in the entries' order: a deck of its own read alone, and decks of one pack that lie
 * one after another read together (PackRun). Runs are found among the entries of one page.
 */
export async function* zipFilesOf<Entry extends KeyedEntry>(
  storage: Storage,
  pages: AsyncIterable<readonly Entry[]> | Iterable<readonly Entry[]>,
  describe: (entry: Entry) => Omit<StoredZipFile, 'open'>,
): AsyncGenerator<StoredZipFile> {
  for await (const page of pages) {
    let run: PackRun | undefined;
    const runs = page.map((entry) => {
      const slice = parsePackSlice(entry.key);
      if (!slice) {
        run = undefined;
        return undefined;
      }
      if (run?.continuedBy(slice)) run.add(slice);
      else run = new PackRun(storage, slice);
      return { run, slice };
    });
    for (const [index, entry] of page.entries()) {
      const inRun = runs[index];
      yield {
        ...describe(entry),
        open: () => (inRun ? inRun.run.open(entry, inRun.slice) : readAlone(storage, entry)),
      };
    }
  }
}
