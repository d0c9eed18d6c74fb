import { randomUUID } from 'node:crypto';
import { PPTX_CONTENT_TYPE } from '@deckmill/bus-contracts';
import type { RenderedDeck } from '@deckmill/pptx';
import { packSliceKey, type PutObjectOptions, type PutObjectResult } from '@deckmill/storage';
import type { DoneDeck } from '../../../batches';
import { deckKey, deckPackKey } from '../../../shared';

/**
 * A pack is stored once it holds this many bytes (or its chunk ends): about 28 decks of 140 KB. Bounded in
 * bytes, not rows, so decks of large pictures wait in memory a few at a time.
 */
export const PACK_BYTES = 4 * 1024 * 1024;

/** Where decks are put: `decks` says how many an object holds (ChunkStorageSpan counts them). */
export interface DeckWriter {
  putChunks(
    key: string,
    chunks: Iterable<Uint8Array>,
    options: PutObjectOptions,
    decks?: number,
  ): Promise<PutObjectResult>;
}

/** A rendered row waiting for its pack to be stored. */
export interface PackedRow {
  readonly rowNumber: number;
  /** Attempts before this one. */
  readonly attempts: number;
  readonly deck: RenderedDeck;
}

/**
 * A chunk's rendered decks gathered to be stored as one object (one PUT or file instead of one a deck), each
 * row then done with the key of its slice. Rows are added as lanes finish them; `take` hands over what is
 * gathered and starts anew, so lanes go on rendering while a full pack is stored.
 */
export class DeckPack {
  private rows: PackedRow[] = [];
  private bytes = 0;

  constructor(private readonly limitBytes = PACK_BYTES) {}

  /** Whether a deck this large is stored alone (it would fill a pack by itself). */
  takes(deck: RenderedDeck): boolean {
    return deck.byteLength < this.limitBytes;
  }

  /** Adds a row; true when the pack is now full and should be stored. */
  add(row: PackedRow): boolean {
    this.rows.push(row);
    this.bytes += row.deck.byteLength;
    return this.bytes >= this.limitBytes;
  }

  take(): PackedRow[] {
    const rows = this.rows;
    this.rows = [];
    this.bytes = 0;
    return rows;
  }
}

/**
 * Stores `rows` (in the order added) and answers them done: one row is stored as its own object, as a deck
 * too large for a pack is; several as one pack under a key of its own (deckPackKey), each row's key naming
 * its slice. Either all are stored or the call fails.
 */
export async function storePack(
  storage: DeckWriter,
  batchId: string,
  rows: readonly PackedRow[],
): Promise<DoneDeck[]> {
  const only = rows.length === 1 ? rows[0] : undefined;
  if (only) return [await storeAlone(storage, batchId, only)];
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.rowNumber - b.rowNumber);
  const packSize = sorted.reduce((total, row) => total + row.deck.byteLength, 0);
  const first = (sorted[0] as PackedRow).rowNumber;
  const last = (sorted[sorted.length - 1] as PackedRow).rowNumber;
  const packKey = deckPackKey(batchId, first, last, randomUUID());
  await storage.putChunks(
    packKey,
    sorted.flatMap((row) => row.deck.chunks),
    { contentType: 'application/octet-stream', size: packSize },
    sorted.length,
  );
  let start = 0;
  return sorted.map((row) => {
    const length = row.deck.byteLength;
    const outputKey = packSliceKey({ packKey, start, length, packSize, extension: 'pptx' });
    start += length;
    return {
      outputKey,
      sizeBytes: length,
      notes: [...row.deck.notes],
      rowNumber: row.rowNumber,
      attempts: row.attempts + 1,
    };
  });
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
