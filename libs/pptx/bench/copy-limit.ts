import { closeSync, openSync, writeSync, writevSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { documentsPerSecond } from './throughput';

/** A deck is dominated by pictures when its media are at least this share of its bytes. */
const PICTURE_SHARE = 0.5;
/** The image decks' target: the engine writes at least half the bytes per second a plain copy does. */
export const COPY_TARGET = 0.5;

/**
 * Rounds of the engine and the plain copy, alternated (each round's order swapped): one run of each swung
 * 2-8x between runs on a quiet machine (the copy from 1.3 to 10.2 GB/s, as its fresh 2 MB buffers were or were
 * not already mapped by the allocator), so the verdict is the median of the rounds' ratios.
 */
export const COPY_ROUNDS = 5;

export interface CopyComparison {
  /** Median bytes per second over the rounds. */
  readonly engine: number;
  readonly copy: number;
  /** Median of the rounds' engine/copy ratios, and the lowest and highest. */
  readonly ratio: number;
  readonly lowest: number;
  readonly highest: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The engine against the plain copy in COPY_ROUNDS alternated rounds of `measure.minMs / COPY_ROUNDS` each (1 s at least). */
export async function compareWithCopy(
  outputs: readonly Uint8Array[],
  render: (row: number) => Promise<{ readonly chunks: readonly Uint8Array[] }>,
  measure: { minMs: number; minDocs: number; concurrency: number },
): Promise<CopyComparison> {
  const round = { ...measure, minMs: Math.max(1_000, measure.minMs / COPY_ROUNDS) };
  const engines: number[] = [];
  const copies: number[] = [];
  const ratios: number[] = [];
  for (let index = 0; index < COPY_ROUNDS; index += 1) {
    const runCopy = () => plainCopyBytesPerSecond(outputs, round);
    const runEngine = () => engineBytesPerSecond(render, outputs.length, round);
    let copy: number;
    let engine: number;
    if (index % 2 === 0) {
      copy = await runCopy();
      engine = await runEngine();
    } else {
      engine = await runEngine();
      copy = await runCopy();
    }
    engines.push(engine);
    copies.push(copy);
    ratios.push(engine / copy);
  }
  return {
    engine: median(engines),
    copy: median(copies),
    ratio: median(ratios),
    lowest: Math.min(...ratios),
    highest: Math.max(...ratios),
  };
}

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

/**
 * The engine's decks written to /dev/null as `generate --out-dir` writes them: a deck's chunks, never joined, in
 * one `writev`. Joining the small ones into pieces of 256 KB first (`writeChunks`, for streams) would add a copy
 * the CLI does not make. (The service's stores copy anyway: the file store encrypts, S3 joins a deck for its PUT.)
 */
export async function engineBytesPerSecond(
  render: (row: number) => Promise<{ readonly chunks: readonly Uint8Array[] }>,
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
        written += writevSync(nul, deck.chunks);
      },
      Array.from({ length: rows }, (_, index) => index),
      measure,
    );
    return written / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    closeSync(nul);
  }
}
