import type { ImageLookup, RenderErrorKind } from '@deckmill/pptx';
import type { DataRecord } from '@deckmill/csv/data';

/** The thread's name in /proc (`comm`): the benches tell its CPU apart from the other threads'. */
export const RENDER_THREAD = 'deckmill-render';

/**
 * Deck buffers of at most this many bytes go back to their thread to carry later decks; larger ones (a deck of
 * pictures) are left to the collector rather than kept alive as spares.
 */
export const MAX_RECYCLED_BYTES = 1024 * 1024;

/** What a render thread is started with. */
export interface RenderThreadData {
  /** The estimated footprint of the compiled templates a thread keeps (TemplateCache's estimate). */
  readonly templateBudgetBytes: number;
  /** zlib level of parts deflated per row, as the main thread's TemplateCache compiles with. */
  readonly deflateLevel: number;
}

/** A failure as it crosses the thread: the engine's input faults keep their kind (they never heal). */
export interface ThreadFailure {
  readonly message: string;
  readonly renderKind?: RenderErrorKind;
  /** For the logs of a failure that may heal (`ECONNRESET`...), and where it came from. */
  readonly code?: string;
  readonly stack?: string;
}

/** Main thread to render thread. */
export type ToRenderThread =
  | {
      readonly type: 'render';
      readonly id: number;
      readonly templateKey: string;
      /** The template file, sent once per thread (and again when the thread said it no longer has it). */
      readonly template?: Uint8Array;
      readonly values: DataRecord;
      readonly watermark: boolean;
      readonly locale: string;
      /** Whose picture source answers this row's pictures (the batch): answers are kept per source. */
      readonly imagesKey: string;
      readonly maxValueChars: number;
      /** Buffers of decks the main thread has stored, moved back to carry later decks. */
      readonly spares: readonly ArrayBuffer[];
    }
  | {
      readonly type: 'image';
      /** The render thread's number for its question. */
      readonly id: number;
      readonly lookup?: ImageLookup;
      readonly failure?: ThreadFailure;
    };

/** Render thread to main thread. */
export type FromRenderThread =
  | {
      readonly type: 'rendered';
      readonly id: number;
      /** The deck's ZIP bytes, joined on the thread and moved (not copied) to the main thread. */
      readonly buffer: ArrayBuffer;
      readonly byteLength: number;
      readonly missing: readonly string[];
      readonly notes: readonly string[];
    }
  | { readonly type: 'failed'; readonly id: number; readonly failure: ThreadFailure }
  /** The request came without the template and the thread does not keep it (evicted): send it again with. */
  | { readonly type: 'needs-template'; readonly id: number }
  /** A row's picture value, resolved on the main thread with the batch's source (archive, data: URI, URL). */
  | { readonly type: 'image'; readonly id: number; readonly renderId: number; readonly value: string };
