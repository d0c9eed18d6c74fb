/** Read `file`, the object `objectKey` whose plaintext is recorded as `size` bytes. */
export interface SmallObjectReadRequest {
  readonly kind: 'read';
  readonly id: number;
  readonly file: string;
  readonly objectKey: string;
  readonly size: number;
}

/**
 * Seal `plaintext` (its first `size` bytes) as the object `objectKey` and put it at `file` atomically: written
 * to a new file in `tmpDir` and renamed into place.
 */
export interface SmallObjectWriteRequest {
  readonly kind: 'write';
  readonly id: number;
  readonly file: string;
  readonly tmpDir: string;
  readonly objectKey: string;
  /** The file says its metadata is its key's and header's (DMKENC02; no `~meta` file). */
  readonly ownMetadata: boolean;
  /** Moved to the thread, and back with the answer, to be filled again. */
  readonly plaintext: ArrayBuffer;
  readonly size: number;
}

export type SmallObjectRequest = SmallObjectReadRequest | SmallObjectWriteRequest;

/**
 * The reads and writes asked for in one turn of the caller's event loop, answered together (every message costs
 * both threads a wake-up). `spares`: plaintext buffers handed back since the last batch (moved, not copied), for
 * the thread to fill again instead of making new memory.
 */
export interface SmallObjectBatch {
  readonly requests: readonly SmallObjectRequest[];
  readonly spares: readonly ArrayBuffer[];
}

/**
 * Spare plaintext buffers kept, by either thread: the reads under way and the chunks waiting on the socket
 * (a batch ZIP opens eight ahead). Bounded in bytes too: a small object may be up to 1 MiB.
 */
export const MAX_SPARE_BUFFERS = 16;
export const MAX_SPARE_BYTES = 8 * 1024 * 1024;

/** Why an object could not be read or written, in a form that crosses the thread (errors lose their class there). */
export type SmallObjectFailure =
  | { readonly kind: 'missing' }
  | { readonly kind: 'integrity'; readonly frame: number }
  | { readonly kind: 'key-mismatch'; readonly fileKey: string; readonly configuredKey: string }
  | { readonly kind: 'other'; readonly message: string; readonly code?: string };

export type SmallObjectReadReply =
  /**
   * Its plaintext, checked frame by frame, at the start of a buffer that is moved to the caller, not copied
   * (the buffer may be larger: a spare handed back).
   */
  | {
      readonly id: number;
      readonly outcome: 'read';
      readonly etag: string;
      readonly plaintext: Uint8Array;
      /** Plaintext buffers the thread has made so far (the rest were spares filled again). */
      readonly buffersMade: number;
    }
  /** Not a small encrypted object of that size (larger, another size, or written before encryption). */
  | { readonly id: number; readonly outcome: 'elsewhere' }
  | { readonly id: number; readonly outcome: 'failed'; readonly failure: SmallObjectFailure };

export type SmallObjectWriteReply =
  /** In place; `plaintext` is the request's buffer, moved back. */
  | {
      readonly id: number;
      readonly outcome: 'written';
      readonly etag: string;
      readonly plaintext: ArrayBuffer;
    }
  | {
      readonly id: number;
      readonly outcome: 'failed';
      readonly failure: SmallObjectFailure;
      readonly plaintext: ArrayBuffer;
    };

export type SmallObjectReply = SmallObjectReadReply | SmallObjectWriteReply;

export interface SmallObjectThreadData {
  readonly storageKey: Uint8Array;
}

export interface SmallObjectReplyBatch {
  readonly replies: readonly SmallObjectReply[];
}

/**
 * The thread's name: on Node 24 and later its `comm` in /proc (at most 15 characters), by which the benches tell
 * its CPU apart.
 */
export const FILE_STORE_THREAD = 'file-store';
