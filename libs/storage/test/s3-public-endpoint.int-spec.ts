import { Readable } from 'node:stream';
import { startS3Server, testNamespace, type TestS3Server } from '@deckmill/testing';
import { S3ObjectStorage } from '../src/s3';

describe('S3 presigned links with a public endpoint', () => {
  let server: TestS3Server;
  let storage: S3ObjectStorage;
  let publicEndpoint: string;

  beforeAll(async () => {
    server = await startS3Server();
    // The same server under another host name, as a browser would reach it from outside the cluster.
    const internal = new URL(server.endpoint.includes('://') ? server.endpoint : `http://${server.endpoint}`);
    publicEndpoint = `http://localhost:${internal.port}`;
    expect(internal.hostname).not.toBe('localhost');
    storage = new S3ObjectStorage({
      endpoint: server.endpoint,
      publicEndpoint,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
      region: server.region,
      bucket: `deckmill-public-${testNamespace()}`,
    });
    await storage.ensureBucket();
    await storage.putStream('templates/1/source.pptx', Readable.from([Buffer.from('deck bytes')]), {
      contentType: 'application/octet-stream',
    });
  });

  afterAll(() => server.stop());

  it('signs links for the public host, and the server accepts them there', async () => {
    const link = await storage.presignedGetUrl('templates/1/source.pptx', {
      expiresSeconds: 60,
      downloadName: 'Quarterly deck.pptx',
    });
    expect(link.startsWith(`${publicEndpoint}/`)).toBe(true);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('deck bytes');
    expect(response.headers.get('content-disposition')).toContain('Quarterly deck.pptx');
  });
});
