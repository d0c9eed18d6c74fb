import { closeSync, openSync, writeSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { documentsPerSecond } from './throughput';

/** A deck is dominated by pictures when its media are at least this share of its bytes. */
const PICTURE_SHARE = 0.5;
/** The image decks' target: the engine writes at least half the bytes per second a plain copy does. */
export const COPY_TARGET = 0.5;

/** The share of a deck's uncompressed bytes that are its pictures (`ppt/media/`). */
export function pictureShare(deck: Uint8Array): number {
  let media = 0;
  let total = 0;
  for (const [name, bytes] of Object.entries(unzipSync(deck))) {
    total += bytes.byteLength;
    if (name.startsWith('ppt/media/')) media += bytes.byteLength;
  }
  return total === 0 ? 0 : media / total;
}

export const isPictureDeck = (deck: Uint8Array): boolean => pictureShare(deck) >= PICTURE_SHARE;

/**
 * The physical limit for writing these decks in this process: each deck's finished bytes, already in memory
 * (the engine's template is in memory too), read into a new buffer of the deck's size (two pieces joined, as a
 * deck is a template's bytes and a row's) and written to /dev/null, as many at once as the engine renders.
 * Answers bytes per second.
 */
export async function plainCopyBytesPerSecond(
  outputs: readonly Uint8Array[],
  measure: { minMs: number; minDocs: number; concurrency: number },
): Promise<number> {
  const nul = openSync('/dev/null', 'w');
  try {
    let written = 0;
    const started = process.hrtime.bigint();
    await documentsPerSecond(
      async (bytes: Uint8Array) => {
        const half = bytes.byteLength >> 1;
        const joined = Buffer.concat([bytes.subarray(0, half), bytes.subarray(half)]);
        written += writeSync(nul, joined);
      },
      outputs,
      measure,
    );
    return written / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    closeSync(nul);
  }
}

/** The engine's decks written to /dev/null as the CLI and the service write them (chunks, never joined). */
export async function engineBytesPerSecond(
  render: (row: number) => Promise<{ writeChunks(): Iterable<Uint8Array> }>,
  rows: number,
  measure: { minMs: number; minDocs: number; concurrency: number },
): Promise<number> {
  const nul = openSync('/dev/null', 'w');
  try {
    let written = 0;
    const started = process.hrtime.bigint();
    await documentsPerSecond(
      async (row) => {
        const deck = await render(row);
        for (const chunk of deck.writeChunks()) written += writeSync(nul, chunk);
      },
      Array.from({ length: rows }, (_, index) => index),
      measure,
    );
    return written / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    closeSync(nul);
  }
}
