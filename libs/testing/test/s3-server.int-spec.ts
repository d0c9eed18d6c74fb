import { Client } from 'minio';
import { startS3Server, type TestS3Server } from '../src/s3-server';

function clientFor(server: TestS3Server): Client {
  const url = new URL(server.endpoint);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    region: server.region,
    pathStyle: true,
  });
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('startS3Server', () => {
  it('serves the S3 API with the credentials it returns, until stopped', async () => {
    const server = await startS3Server();
    const client = clientFor(server);

    await client.makeBucket('probe', server.region);
    await client.putObject('probe', 'hello.txt', Buffer.from('hello'), 5, { 'Content-Type': 'text/plain' });
    expect(await readAll(await client.getObject('probe', 'hello.txt'))).toBe('hello');

    await server.stop();
    await expect(fetch(server.endpoint)).rejects.toThrow();
  });

  it('gives every server its own empty store', async () => {
    const [first, second] = await Promise.all([startS3Server(), startS3Server()]);
    try {
      await clientFor(first).makeBucket('only-in-first', first.region);

      expect(first.endpoint).not.toBe(second.endpoint);
      expect(await clientFor(second).bucketExists('only-in-first')).toBe(false);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
