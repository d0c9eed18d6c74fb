import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { ByteLimit, FileTooLargeError } from './byte-limit';

function sink(received: Buffer[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk);
      callback();
    },
  });
}

describe('ByteLimit', () => {
  it('passes a stream of exactly the limit through unchanged', async () => {
    const received: Buffer[] = [];
    await pipeline(
      Readable.from([Buffer.alloc(6, 1), Buffer.alloc(4, 2)]),
      new ByteLimit(10),
      sink(received),
    );
    expect(Buffer.concat(received)).toEqual(Buffer.concat([Buffer.alloc(6, 1), Buffer.alloc(4, 2)]));
  });

  it('fails as soon as one byte more arrives', async () => {
    const received: Buffer[] = [];
    await expect(
      pipeline(
        Readable.from([Buffer.alloc(10), Buffer.alloc(1), Buffer.alloc(50)]),
        new ByteLimit(10),
        sink(received),
      ),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(Buffer.concat(received).length).toBe(10);
  });
});
