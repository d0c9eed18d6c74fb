import { Transform, type TransformCallback } from 'node:stream';

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
}

/** Passes bytes through and fails the stream as soon as more than `maxBytes` have gone by. */
export class ByteLimit extends Transform {
  private seen = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) callback(new FileTooLargeError(`more than ${this.maxBytes} bytes`));
    else callback(null, chunk);
  }
}
