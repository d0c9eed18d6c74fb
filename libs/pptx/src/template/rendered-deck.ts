import { Readable } from 'node:stream';
import type { Finding } from './findings';

/** Stream chunks are joined up to this size: a deck is ~100 small pieces, and each chunk costs a write. */
const STREAM_CHUNK_BYTES = 256 * 1024;

/** The chunks joined into pieces of about STREAM_CHUNK_BYTES; a larger chunk passes through as it is. */
function* coalesce(chunks: readonly Uint8Array[]): Generator<Uint8Array> {
  let pending: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    const joined = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    return joined;
  };
  for (const chunk of chunks) {
    if (chunk.byteLength >= STREAM_CHUNK_BYTES) {
      if (size > 0) yield flush();
      yield chunk;
      continue;
    }
    pending.push(chunk);
    size += chunk.byteLength;
    if (size >= STREAM_CHUNK_BYTES) yield flush();
  }
  if (size > 0) yield flush();
}

/** One rendered presentation: its ZIP bytes as chunks (mostly views into the template) and what was missing. */
export class RenderedDeck {
  constructor(
    readonly chunks: readonly Uint8Array[],
    /** Placeholders of the template that had no value in the row (rendered empty). */
    readonly missing: readonly string[],
    /**
     * What the deck made do without, one sentence each for the row's report: `Image "logo": no file
     * "acme.png" in the images archive; the template's picture was kept.`, `Chart "sales": no series matches
     * the field "margin".`
     */
    readonly notes: readonly string[] = [],
    /** The deck's findings for preflight (template/findings.ts; some only with `collectFindings`). */
    readonly findings: readonly Finding[] = [],
  ) {}

  get byteLength(): number {
    return this.chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /**
   * A byte stream of the .pptx, e.g. to upload to object storage without joining the whole deck first: small
   * pieces are joined into chunks of about 256 KB (a write each), large ones (images) pass through.
   */
  toStream(): Readable {
    return Readable.from(this.writeChunks(), { objectMode: false });
  }

  /**
   * The chunks as a write takes them, joined as they are taken: small pieces into about 256 KB, large ones
   * (images) as they are.
   */
  writeChunks(): Iterable<Uint8Array> {
    return coalesce(this.chunks);
  }
}
