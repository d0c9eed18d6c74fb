import { startS3Server, testNamespace } from '@deckmill/testing';
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
