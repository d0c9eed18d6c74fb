import { open, type FileHandle } from 'node:fs/promises';
import { archiveParts, type ArchiveItems } from './zip-archive-stream';

/**
 * Bytes gathered into one `writev`. Each asynchronous write is a hand-off to libuv's thread pool, which costs
 * the calling thread 50-250 µs on a virtual machine: a write per ZIP part (about 28 a deck) was most of the
 * CLI's time for a 10,000-row batch of a 140 KB deck.
 */
const BATCH_BYTES = 4 * 1024 * 1024;

async function writeAll(handle: FileHandle, buffers: readonly Uint8Array[]): Promise<void> {
  let rest = buffers;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.writev(rest);
    rest = remainderAfter(rest, bytesWritten);
  }
}

/** The buffers still to write after `written` bytes of them (a partial write is rare but allowed). */
export function remainderAfter(buffers: readonly Uint8Array[], written: number): readonly Uint8Array[] {
  let skipped = written;
  let index = 0;
  while (index < buffers.length && skipped >= buffers[index].byteLength) {
    skipped -= buffers[index].byteLength;
    index++;
  }
  if (index === buffers.length) return [];
  if (written === 0 && index === 0) throw new Error('The archive file accepted no bytes.');
  const rest = buffers.slice(index);
  rest[0] = rest[0].subarray(skipped);
  return rest;
}

/**
 * Writes many files into one ZIP file (as `zipArchiveStream`) with one `writev` per few MiB of decks. The next
 * decks are pulled while a write is in flight; at most one batch waits behind it, so memory holds two batches
 * (each up to 4 MiB and one item) and the central directory. Returns the archive's size in bytes. On failure
 * the first error is thrown and what was written stays in the file (the caller names a new file or removes it).
 */
export async function writeZipArchive(items: ArchiveItems, filePath: string): Promise<number> {
  const handle = await open(filePath, 'w');
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  let total = 0;
  try {
    let batch: Uint8Array[] = [];
    let batchBytes = 0;
    for await (const parts of archiveParts(items)) {
      for (const part of parts) {
        batch.push(part);
        batchBytes += part.byteLength;
      }
      if (batchBytes < BATCH_BYTES) continue;
      await writing;
      if (failure) break;
      const buffers = batch;
      // Observed at once: a failed write must not be reported as unhandled while the next decks render.
      writing = writeAll(handle, buffers).catch((error: unknown) => {
        failure ??= { error };
      });
      total += batchBytes;
      batch = [];
      batchBytes = 0;
    }
    await writing;
    if (!failure && batch.length > 0) {
      await writeAll(handle, batch);
      total += batchBytes;
    }
  } catch (error) {
    failure ??= { error };
  } finally {
    await writing;
    // The first error is the one to report, not a failed close after it.
    await handle.close().catch((error: unknown) => {
      failure ??= { error };
    });
  }
  if (failure) throw failure.error;
  return total;
}
