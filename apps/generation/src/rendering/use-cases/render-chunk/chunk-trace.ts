import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import type { ObjectStorage, PutObjectOptions, PutObjectResult } from '@deckmill/storage';

// Looked up per span, not once: the API's proxy would otherwise keep the first provider it met for good.
const tracer = () => trace.getTracer('@deckmill/generation');

/** Which chunk, for the attributes of its spans. */
export interface TracedChunk {
  readonly batchId: string;
  readonly firstRow: number;
  readonly lastRow: number;
  readonly deliveryCount: number;
}

function failed(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Runs a chunk's work in a trace of its own, linked both ways to the delivery's span: a batch of 2,000 rows is
 * then its request's trace with one delivery span per chunk, not one trace of thousands of spans. With tracing
 * off, or the delivery not sampled, the work runs as it is (nothing would be recorded anyway).
 */
export async function inChunkTrace<T>(chunk: TracedChunk, work: () => Promise<T>): Promise<T> {
  const delivery = trace.getActiveSpan();
  if (!delivery?.isRecording()) return work();
  const options = {
    root: true,
    kind: SpanKind.INTERNAL,
    links: [{ context: delivery.spanContext() }],
    attributes: {
      'deckmill.batch.id': chunk.batchId,
      'deckmill.chunk.first_row': chunk.firstRow,
      'deckmill.chunk.last_row': chunk.lastRow,
      'deckmill.chunk.attempt': chunk.deliveryCount,
    },
  };
  return tracer().startActiveSpan('render chunk', options, async (span) => {
    delivery.addLink({ context: span.spanContext() });
    try {
      return await work();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The decks of one chunk stored with tracing suppressed (no client span, no `traceparent` per S3 request) and
 * recorded as one span from the first PUT's start to the last one's end, with what they stored: decks, and the
 * objects holding them (packs of several, or one each).
 */
export class ChunkStorageSpan implements Pick<ObjectStorage, 'putChunks'> {
  private stored = 0;
  private objects = 0;
  private failures = 0;
  private bytes = 0;
  private startedAt: Date | undefined;
  private endedAt: Date | undefined;
  private firstError: unknown;

  constructor(private readonly storage: ObjectStorage) {}

  /** `decks`: how many decks the object holds (a pack holds several), as the span counts them. */
  async putChunks(
    key: string,
    chunks: Iterable<Uint8Array>,
    options: PutObjectOptions,
    decks = 1,
  ): Promise<PutObjectResult> {
    this.startedAt ??= new Date();
    try {
      const result = await context.with(suppressTracing(context.active()), () =>
        this.storage.putChunks(key, chunks, options),
      );
      this.stored += decks;
      this.objects += 1;
      this.bytes += result.size;
      return result;
    } catch (error) {
      this.failures += decks;
      this.firstError ??= error;
      throw error;
    } finally {
      this.endedAt = new Date();
    }
  }

  /**
   * Records the chunk's storage span in the active trace: none when nothing was put (every row done already,
   * the template unreadable), nor outside a traced delivery (it would be a trace of one span).
   */
  record(chunk: TracedChunk): void {
    if (!this.startedAt || !trace.getActiveSpan()?.isRecording()) return;
    const span = tracer().startSpan('store decks', {
      kind: SpanKind.INTERNAL,
      startTime: this.startedAt,
      attributes: {
        'deckmill.batch.id': chunk.batchId,
        'deckmill.chunk.attempt': chunk.deliveryCount,
        'deckmill.decks.stored': this.stored,
        'deckmill.decks.objects': this.objects,
        'deckmill.decks.failed': this.failures,
        'deckmill.decks.bytes': this.bytes,
      },
    });
    if (this.failures > 0) failed(span, this.firstError);
    span.end(this.endedAt);
  }
}
