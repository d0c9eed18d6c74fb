import type { Readable } from 'node:stream';

/**
 * Runs a step between opening a stored object and sending it (recording the download): if it fails, the
 * object's stream is closed, so its file handle or storage connection is not left to the garbage collector.
 */
export async function closeOnFailure<T>(stream: Readable, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    stream.destroy();
    throw error;
  }
}
