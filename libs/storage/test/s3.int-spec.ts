import { startS3Server, testNamespace } from '@deckmill/testing';
import { InvalidObjectKeyError, packSliceKey } from '../src';
import { S3ObjectStorage } from '../src/s3';
import { describeObjectStorageContract } from './storage.contract';

describeObjectStorageContract('S3 (s3rver)', async () => {
  const server = await startS3Server();
  const storage = new S3ObjectStorage({
    endpoint: server.endpoint,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    region: server.region,
    bucket: `deckmill-${testNamespace()}`,
    // The smallest part S3 allows, so the 20 MB object exercises a multipart upload of several parts.
    partSizeBytes: 5 * 1024 * 1024,
  });
  return { storage, stop: () => server.stop() };
});

describe('S3ObjectStorage and packs', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let storage: S3ObjectStorage;
  beforeAll(async () => {
    server = await startS3Server();
    const { endpoint, accessKey, secretKey, region } = server;
    storage = new S3ObjectStorage({
      endpoint,
      accessKey,
      secretKey,
      region,
      bucket: `packs-${testNamespace()}`,
    });
    await storage.ensureBucket();
  });
  afterAll(() => server.stop());

  it('gives no presigned URL for a deck in a pack: it would hand out the whole pack', async () => {
    await storage.putChunks('b/p.pack', [Buffer.from('onetwo')], { contentType: 'text/plain', size: 6 });
    const key = packSliceKey({ packKey: 'b/p.pack', start: 3, length: 3, packSize: 6, extension: 'pptx' });

    expect((await storage.stat(key))?.size).toBe(3);
    await expect(storage.presignedGetUrl(key, { expiresSeconds: 60 })).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
  });
});
