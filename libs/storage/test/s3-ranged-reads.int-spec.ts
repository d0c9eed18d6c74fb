import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { startS3Server, testNamespace, type TestS3Server } from '@deckmill/testing';
import { S3ObjectStorage } from '../src/s3';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy';

describe('ranged S3 reads (through a recording proxy to s3rver)', () => {
  let s3: TestS3Server;
  let proxy: RecordingProxy;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startRecordingProxy(s3.endpoint);
    storage = new S3ObjectStorage({
      endpoint: proxy.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      bucket: `ranges-${testNamespace()}`.toLowerCase().replace(/_/g, '-').slice(0, 60),
    });
    await storage.ensureBucket();
    await storage.putStream('deck.txt', Readable.from([Buffer.from('0123456789')]), {
      contentType: 'text/plain',
    });
  });
  afterAll(async () => {
    await proxy.stop();
    await s3.stop();
  });

  it('reads a range with the size a caller already stat’ed in one GET, and stats first otherwise', async () => {
    const seen = await storage.stat('deck.txt');
    if (!seen) throw new Error('the object is missing');
    proxy.requests.length = 0;
    const known = { size: seen.size, etag: seen.etag };
    expect(
      await text(await storage.getStream('deck.txt', { range: { start: 2, end: 4 }, expect: known })),
    ).toBe('234');
    expect(proxy.requests.map((r) => r.method)).toEqual(['GET']);
    proxy.requests.length = 0;
    expect(await text(await storage.getStream('deck.txt', { range: { start: 7 } }))).toBe('789');
    expect(proxy.requests.map((r) => r.method)).toEqual(['HEAD', 'GET']);
  });
});
