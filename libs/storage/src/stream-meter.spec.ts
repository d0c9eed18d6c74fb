import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { ObjectSizeMismatchError } from './errors';
import { StreamMeter } from './stream-meter';

function sink(): Writable {
  return new Writable({ write: (_chunk, _encoding, callback) => callback() });
}

describe('StreamMeter', () => {
  it('counts the bytes that pass', async () => {
    const meter = new StreamMeter();
    await pipeline(Readable.from([Buffer.from('hello '), Buffer.from('world')]), meter, sink());
    expect(meter.size).toBe(11);
  });

  it('fails when the stream is longer than expected', async () => {
    const meter = new StreamMeter(5);
    await expect(pipeline(Readable.from([Buffer.from('123456')]), meter, sink())).rejects.toBeInstanceOf(
      ObjectSizeMismatchError,
    );
  });

  it('fails when the stream ends early', async () => {
    const meter = new StreamMeter(5);
    await expect(pipeline(Readable.from([Buffer.from('1234')]), meter, sink())).rejects.toThrow(
      'Expected 5 bytes but the stream ended after 4',
    );
  });
});
