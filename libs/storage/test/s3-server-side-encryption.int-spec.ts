import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { startS3Server, testNamespace, type TestS3Server } from '@deckmill/testing';
import { type ServerSideEncryption } from '../src';
import { S3ObjectStorage } from '../src/s3';
import { startRecordingProxy, type RecordedRequest, type RecordingProxy } from './recording-proxy';

const PART = 5 * 1024 * 1024;

/** The requests that create objects: single PUTs and the starts of multipart uploads. */
function objectWrites(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => {
    const [path = '', query = ''] = r.url.split('?');
    const namesAnObject = path.split('/').filter(Boolean).length >= 2;
    const isPart = query.includes('partNumber=');
    return (
      namesAnObject &&
      ((r.method === 'PUT' && !isPart) || (r.method === 'POST' && /(^|&)uploads(=|&|$)/.test(query)))
    );
  });
}

describe('S3 server-side encryption on every write (through a recording proxy to s3rver)', () => {
  let s3: TestS3Server;
  let proxy: RecordingProxy;
  let bucketCount = 0;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startRecordingProxy(s3.endpoint);
  });
  afterAll(async () => {
    await proxy.stop();
    await s3.stop();
  });

  async function storageWith(sse: ServerSideEncryption): Promise<S3ObjectStorage> {
    const storage = new S3ObjectStorage({
      endpoint: proxy.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      bucket: `sse-${++bucketCount}-${testNamespace()}`.toLowerCase().replace(/_/g, '-').slice(0, 60),
      partSizeBytes: PART,
      serverSideEncryption: sse,
    });
    await storage.ensureBucket();
    proxy.requests.length = 0;
    return storage;
  }

  async function writeBothWays(storage: S3ObjectStorage): Promise<Buffer> {
    await storage.putStream('small/deck.txt', Readable.from([Buffer.from('small object')]), {
      contentType: 'text/plain',
    });
    const large = Buffer.alloc(PART * 2 + 1000, 'x');
    await storage.putStream('large/batch.zip', Readable.from([large]), { contentType: 'application/zip' });
    return large;
  }

  it('asks for AES256 on the single PUT and on the multipart upload, and the objects read back', async () => {
    const storage = await storageWith({ mode: 'AES256' });

    const large = await writeBothWays(storage);

    const writes = objectWrites(proxy.requests);
    expect(writes.map((w) => w.method).sort()).toEqual(['POST', 'PUT']);
    for (const write of writes) expect(write.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(proxy.requests.some((r) => r.url.includes('partNumber='))).toBe(true);
    expect(await text(await storage.getStream('small/deck.txt'))).toBe('small object');
    const back = Buffer.concat(await (await storage.getStream('large/batch.zip')).toArray());
    expect(back.equals(large)).toBe(true);
  });

  it('asks for aws:kms with the configured key id', async () => {
    const storage = await storageWith({ mode: 'aws:kms', kmsKeyId: 'arn:aws:kms:eu-west-1:1:key/deckmill' });

    await writeBothWays(storage);

    const writes = objectWrites(proxy.requests);
    expect(writes).toHaveLength(2);
    for (const write of writes) {
      expect(write.headers['x-amz-server-side-encryption']).toBe('aws:kms');
      expect(write.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe(
        'arn:aws:kms:eu-west-1:1:key/deckmill',
      );
    }
  });

  it('sends no encryption header with S3_SSE=none', async () => {
    const storage = await storageWith({ mode: 'none' });

    await writeBothWays(storage);

    const writes = objectWrites(proxy.requests);
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write.headers['x-amz-server-side-encryption']).toBeUndefined();
  });
});
