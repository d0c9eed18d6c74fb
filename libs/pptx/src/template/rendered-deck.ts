import { Readable } from 'node:stream';

/** One rendered presentation: its ZIP bytes as chunks (mostly views into the template) and what was missing. */
export class RenderedDeck {
  constructor(
    readonly chunks: readonly Uint8Array[],
    /** Placeholders of the template that had no value in the row (rendered empty). */
    readonly missing: readonly string[],
  ) {}

  get byteLength(): number {
    return this.chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }

  /** A byte stream of the .pptx, e.g. to upload to object storage without joining the chunks first. */
  toStream(): Readable {
    return Readable.from(this.chunks, { objectMode: false });
  }
}
