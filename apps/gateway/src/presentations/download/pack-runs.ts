import { Readable } from 'node:stream';
import { parsePackSlice, type ObjectStorage, type PackSlice } from '@deckmill/storage';
import type { StoredZipFile } from './stored-zip-stream';

/** What the batch ZIP reads of an entry: its key, and its recorded size when known. */
export interface KeyedEntry {
  readonly key: string;
  readonly sizeBytes?: number;
}

type Storage = Pick<ObjectStorage, 'getStream'>;

/**
 * The most a pack's decks read together may span: a pack is at most 4 MiB (S3's `packBytes`); a larger span
 * (a store that took larger packs) is read deck by deck rather than held.
 */
export const MAX_PACK_READ_BYTES = 8 * 1024 * 1024;

/**
 * A page's decks that lie in one pack, read with one GET of the span they cover (the whole pack, mostly, and
 * then without a range) rather than one a deck: S3 answers a request in about the time it sends a 140 KB
 * deck's bytes (tools/bench/deck-packs.ts). The span is held in memory (at most MAX_PACK_READ_BYTES), so the
 * decks may come in any order: lanes fill a pack in the order rows finish, and a pptx+pdf batch's ZIP puts each
 * row's PDF between its decks. The read starts when the first of them is opened (ahead of its turn, as any
 * deck is) or the run before's first is (`next`); when it fails, each deck is read alone, as a deck of its own
 * is.
 */
class PackRun {
  private readonly slices: PackSlice[] = [];
  private read: Promise<{ start: number; bytes: Buffer } | null> | undefined;
  private readonly opened = new Set<PackSlice>();
  /** The read under way, destroyed when the ZIP is given up (its client gone). */
  private reading: Readable | undefined;
  private abandoned = false;
  /**
   * The page's next run held in memory: its read starts (once) when this run's first deck is opened, so one
   * pack comes in while the one before is sent. Three spans are held at the hand-over: the last decks of one
   * still being sent, the next opened, the one after it read. From s3rver the ZIP ran at 119-138 MB/s against
   * 100-108 when each pack was read once its first deck came within the read-ahead (bench:batch).
   */
  next: PackRun | undefined;
  private nextStarted = false;

  constructor(private readonly storage: Storage) {}

  add(slice: PackSlice): void {
    this.slices.push(slice);
  }

  /** The span's bytes, read once; null when it could not be read. */
  private span(): Promise<{ start: number; bytes: Buffer } | null> {
    this.read ??= (async () => {
      const first = this.slices[0] as PackSlice;
      const start = Math.min(...this.slices.map((slice) => slice.start));
      const end = Math.max(...this.slices.map((slice) => slice.start + slice.length)) - 1;
      const expect = { size: first.packSize };
      const whole = start === 0 && end === first.packSize - 1;
      try {
        const source = await this.storage.getStream(
          first.packKey,
          whole ? { expect } : { range: { start, end }, expect },
        );
        if (this.abandoned) {
          source.destroy();
          return null;
        }
        this.reading = source;
        // Into a buffer of the span's size: a store that sends more than asked is refused as it goes.
        const bytes = Buffer.allocUnsafe(end - start + 1);
        let at = 0;
        for await (const chunk of source as AsyncIterable<Buffer>) {
          if (at + chunk.byteLength > bytes.byteLength) {
            source.destroy();
            return null;
          }
          bytes.set(chunk, at);
          at += chunk.byteLength;
        }
        return at === bytes.byteLength ? { start, bytes } : null;
      } catch {
        return null;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.read;
  }

  /** The deck's bytes from the run's read, or its own read when the run's failed. */
  async open(entry: KeyedEntry, slice: PackSlice): Promise<Readable> {
    const read = this.span();
    if (!this.nextStarted) {
      this.nextStarted = true;
      void this.next?.span();
    }
    const span = await read;
    if (this.abandoned) throw new Error('The archive was given up');
    // Every deck of the run has its bytes: the span is let go with them (a deck opened again reads it again).
    this.opened.add(slice);
    if (this.opened.size >= this.slices.length) this.read = undefined;
    if (!span) return readAlone(this.storage, entry);
    const at = slice.start - span.start;
    return Readable.from([span.bytes.subarray(at, at + slice.length)], { objectMode: false });
  }

  /** The ZIP is given up: a read under way stops, and no deck is read again alone. */
  abandon(): void {
    this.abandoned = true;
    this.reading?.destroy();
  }

  /** Whether the decks span little enough to be held. */
  get fits(): boolean {
    const start = Math.min(...this.slices.map((slice) => slice.start));
    const end = Math.max(...this.slices.map((slice) => slice.start + slice.length));
    return end - start <= MAX_PACK_READ_BYTES;
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
 * The files of a batch ZIP, in the entries' order: a deck of its own read alone, and the decks of a page that
 * lie in one pack read together (PackRun), in whatever order they come. Given up before its end (the client
 * gone), the packs still being read stop.
 */
export async function* zipFilesOf<Entry extends KeyedEntry>(
  storage: Storage,
  pages: AsyncIterable<readonly Entry[]> | Iterable<readonly Entry[]>,
  describe: (entry: Entry) => Omit<StoredZipFile, 'open'>,
): AsyncGenerator<StoredZipFile> {
  // The runs whose reads may be under way: the page's, and the page before's (its last decks may still be sent).
  let pageBefore: PackRun[] = [];
  let page: PackRun[] = [];
  let finished = false;
  try {
    for await (const entries of pages) {
      const runs = new Map<string, PackRun>();
      const slices = entries.map((entry) => {
        const slice = parsePackSlice(entry.key);
        if (!slice) return undefined;
        const id = `${slice.packKey}\n${slice.packSize}`;
        let run = runs.get(id);
        if (!run) {
          run = new PackRun(storage);
          runs.set(id, run);
        }
        run.add(slice);
        return { run, slice };
      });
      const held = [...runs.values()].filter((run) => run.fits);
      for (const [index, run] of held.entries()) run.next = held[index + 1];
      pageBefore = page;
      page = held;
      for (const [index, entry] of entries.entries()) {
        const inRun = slices[index];
        const run = inRun?.run.fits ? inRun : undefined;
        yield {
          ...describe(entry),
          open: () => (run ? run.run.open(entry, run.slice) : readAlone(storage, entry)),
        };
      }
    }
    finished = true;
  } finally {
    if (!finished) for (const run of [...pageBefore, ...page]) run.abandon();
  }
}
