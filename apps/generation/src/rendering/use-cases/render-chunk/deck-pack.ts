import { randomUUID } from 'node:crypto';
import { PPTX_CONTENT_TYPE } from '@deckmill/bus-contracts';
import type { RenderedDeck } from '@deckmill/pptx';
import { packSliceKey, type PutObjectOptions, type PutObjectResult } from '@deckmill/storage';
import type { DoneDeck } from '../../../batches';
import { deckKey, deckPackKey } from '../../../shared';

/** Where decks are put: `decks` says how many an object holds (ChunkStorageSpan counts them). */
export interface DeckWriter {
  putChunks(
    key: string,
    chunks: Iterable<Uint8Array>,
    options: PutObjectOptions,
    decks?: number,
  ): Promise<PutObjectResult>;
}

/** A rendered row. */
export interface PackedRow {
  readonly rowNumber: number;
  /** Attempts before this one. */
  readonly attempts: number;
  readonly deck: RenderedDeck;
}

/** Where a row's deck lies in its pack. */
interface RowPlace {
  readonly rowNumber: number;
  readonly attempts: number;
  readonly start: number;
  readonly length: number;
  readonly notes: readonly string[];
}

/** A full pack, handed over to be stored: its bytes and where each row's deck lies in them. */
export interface PackContents {
  readonly bytes: Buffer;
  readonly rows: readonly RowPlace[];
}

/** Spare pack buffers a process keeps, filled again once their pack is stored. */
const SPARE_PACK_BUFFERS = 4;
const spareBuffers: Buffer[] = [];

/**
 * A buffer for a pack: a spare one when there is one. A new 4 MiB buffer for every pack, kept until its PUT
 * ended, reached the old generation and made V8 finish a full collection about every half second in a worker
 * (`--trace-gc`, bench:batch, session 60: 42 in a worker's batch of 5,000 rows).
 */
function packBuffer(size: number): Buffer {
  const index = spareBuffers.findIndex((spare) => spare.byteLength === size);
  return index >= 0 ? (spareBuffers.splice(index, 1)[0] as Buffer) : Buffer.allocUnsafeSlow(size);
}

/** A stored pack's buffer, to be filled again. Only once its store answered: nothing reads it any more. */
export function reusePackBuffer(contents: PackContents): void {
  const { buffer } = contents.bytes;
  if (spareBuffers.length < SPARE_PACK_BUFFERS) spareBuffers.push(Buffer.from(buffer, 0, buffer.byteLength));
}

/**
 * A chunk's rendered decks gathered to be stored as one object (one PUT or file instead of one a deck), each
 * row then done with the key of its slice. A deck is copied into the pack's one buffer as it is added and its
 * rendered pieces let go: held until the pack fills, the pieces (hundreds of objects a deck) outlived the
 * young generation and doubled the collector's work (bench:batch, session 60: V8's helper threads 1.13 ms a
 * row against 0.41). A full pack is handed over and the next begins, so lanes go on rendering while it is
 * stored.
 */
export class DeckPack {
  private buffer: Buffer | undefined;
  private rows: RowPlace[] = [];
  private bytes = 0;

  /** `limitBytes`: the most a pack holds (the store's `packBytes`). */
  constructor(private readonly limitBytes: number) {}

  /** Whether a deck this large joins a pack: one of more than half a pack is stored alone. */
  takes(deck: RenderedDeck): boolean {
    return deck.byteLength <= this.limitBytes / 2;
  }

  /**
   * Adds a row; when it would take the pack past its limit, the pack gathered before it is handed over first
   * (to be stored) and the row begins the next.
   */
  add(row: PackedRow): PackContents | undefined {
    const length = row.deck.byteLength;
    const full = this.rows.length > 0 && this.bytes + length > this.limitBytes ? this.take() : undefined;
    const buffer = (this.buffer ??= packBuffer(this.limitBytes));
    let at = this.bytes;
    for (const chunk of row.deck.chunks) {
      buffer.set(chunk, at);
      at += chunk.byteLength;
    }
    this.rows.push({
      rowNumber: row.rowNumber,
      attempts: row.attempts,
      start: this.bytes,
      length,
      notes: row.deck.notes,
    });
    this.bytes = at;
    return full;
  }

  /** What is gathered, if anything; the pack starts anew. */
  take(): PackContents | undefined {
    const { buffer, rows } = this;
    if (!buffer || rows.length === 0) return undefined;
    const contents = { bytes: buffer.subarray(0, this.bytes), rows };
    this.buffer = undefined;
    this.rows = [];
    this.bytes = 0;
    return contents;
  }
}

/**
 * Stores a pack and answers its rows done: a pack of one row is stored as that row's own object, as a deck too
 * large for a pack is; several as one pack under a key of its own (deckPackKey), each row's key naming its
 * slice. Either all are stored or the call fails.
 */
export async function storePack(
  storage: DeckWriter,
  batchId: string,
  { bytes, rows }: PackContents,
): Promise<DoneDeck[]> {
  const only = rows.length === 1 ? rows[0] : undefined;
  if (only) {
    const outputKey = deckKey(batchId, only.rowNumber);
    await storage.putChunks(outputKey, [bytes], { contentType: PPTX_CONTENT_TYPE, size: bytes.byteLength });
    return [doneDeck(only, outputKey)];
  }
  const numbers = rows.map((row) => row.rowNumber);
  const packKey = deckPackKey(batchId, Math.min(...numbers), Math.max(...numbers), randomUUID());
  const packSize = bytes.byteLength;
  await storage.putChunks(
    packKey,
    [bytes],
    { contentType: 'application/octet-stream', size: packSize },
    rows.length,
  );
  return rows.map((row) =>
    doneDeck(
      row,
      packSliceKey({ packKey, start: row.start, length: row.length, packSize, extension: 'pptx' }),
    ),
  );
}

function doneDeck(row: RowPlace, outputKey: string): DoneDeck {
  return {
    outputKey,
    sizeBytes: row.length,
    notes: [...row.notes],
    rowNumber: row.rowNumber,
    attempts: row.attempts + 1,
  };
}

/** One deck as an object of its own, under its row's key (a repeated render overwrites it). */
export async function storeAlone(storage: DeckWriter, batchId: string, row: PackedRow): Promise<DoneDeck> {
  const outputKey = deckKey(batchId, row.rowNumber);
  // The chunks as rendered: a store that writes a small deck whole copies them once (no join first); one
  // that streams a large deck frames it as it goes.
  const stored = await storage.putChunks(outputKey, row.deck.chunks, {
    contentType: PPTX_CONTENT_TYPE,
    size: row.deck.byteLength,
  });
  return {
    outputKey,
    sizeBytes: stored.size,
    notes: [...row.deck.notes],
    rowNumber: row.rowNumber,
    attempts: row.attempts + 1,
  };
}
