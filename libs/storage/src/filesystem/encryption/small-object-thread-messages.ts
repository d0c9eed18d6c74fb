/** Read `file`, the object `objectKey` whose plaintext is recorded as `size` bytes. */
export interface SmallObjectReadRequest {
  readonly id: number;
  readonly file: string;
  readonly objectKey: string;
  readonly size: number;
}

/**
 * The reads asked for in one turn of the caller's event loop, answered together (every message costs both
 * threads a wake-up). `spares`: plaintext buffers handed back since the last batch (moved, not copied), for the
 * thread to fill again instead of making new memory.
 */
export interface SmallObjectReadBatch {
  readonly requests: readonly SmallObjectReadRequest[];
  readonly spares: readonly ArrayBuffer[];
}

/**
 * Spare plaintext buffers kept, by either thread: the reads under way and the chunks waiting on the socket
 * (a batch ZIP opens eight ahead). Bounded in bytes too: a small object may be up to 1 MiB.
 */
export const MAX_SPARE_BUFFERS = 16;
export const MAX_SPARE_BYTES = 8 * 1024 * 1024;

/** Why an object could not be read, in a form that crosses the thread (errors lose their class there). */
export type SmallObjectReadFailure =
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
  | { readonly id: number; readonly outcome: 'failed'; readonly failure: SmallObjectReadFailure };

export interface SmallObjectThreadData {
  readonly storageKey: Uint8Array;
}

export interface SmallObjectReplyBatch {
  readonly replies: readonly SmallObjectReadReply[];
}
