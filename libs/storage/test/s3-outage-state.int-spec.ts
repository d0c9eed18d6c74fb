import { startS3Server, testNamespace, type InProcessS3Server } from '@deckmill/testing';
import { S3ObjectStorage } from '../src/s3';

/**
 * What the storage tells the process's DependencyStateLog (which logs only the changes) while s3rver is taken
 * away and brought back: lost by each refused call, regained by each answered one; a presigned link (signed
 * offline) says nothing either way.
 */
describe('S3 storage state through an outage', () => {
  let server: InProcessS3Server;
  let storage: S3ObjectStorage;
  let paused = false;

  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3ObjectStorage({
      endpoint: server.endpoint,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
      region: server.region,
      bucket: `deckmill-state-${testNamespace()}`,
    });
    await storage.ensureBucket();
  });

  afterAll(async () => {
    if (paused) await server.resume();
    await server.stop();
  });

  it('is lost when calls are refused and regained when one is answered', async () => {
    const told: string[] = [];
    storage.watchState({
      lost: (reason) => told.push(`lost: ${reason}`),
      regained: () => told.push('regained'),
    });
    expect(await storage.exists('decks/missing.pptx')).toBe(false);

    await server.pause();
    paused = true;
    for (let call = 0; call < 3; call++) {
      // The first on a kept-alive socket the pause dropped (ECONNRESET), then refused (ECONNREFUSED).
      await expect(storage.stat('decks/missing.pptx')).rejects.toMatchObject({
        code: expect.stringMatching(/^ECONN(RESET|REFUSED)$/),
      });
    }
    await storage.presignedGetUrl('decks/missing.pptx', { expiresSeconds: 60, downloadName: 'a.pptx' });
    const lost = expect.stringMatching(/^lost: .*ECONN(RESET|REFUSED)/);
    expect(told).toEqual(['regained', lost, lost, lost]);

    await server.resume();
    paused = false;
    expect(await storage.exists('decks/missing.pptx')).toBe(false);
    expect(told).toEqual(['regained', lost, lost, lost, 'regained']);
  });
});
