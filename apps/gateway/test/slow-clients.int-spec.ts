import { TestClient, startTestStack, storedKeys, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { clientIp, signUpAs } from './support/accounts';
import { FORM_END, filePartHead, multipartHead, trickle } from './support/raw-http';

/** Short deadlines so the test does not wait for the production ones (20 s, 300 s, 180 s). */
const TIMEOUTS = { headersMs: 1000, requestMs: 3000, idleMs: 1500, shutdownGraceMs: 1000 };
/** A client that keeps a socket far longer than allowed is the failure; this is its ceiling in the test. */
const GIVE_UP_MS = 15_000;

/** Slowloris and silent clients: each loses its own connection at the deadline, everyone else is served. */
describe('slow and silent clients', () => {
  let stack: TestStack;
  let client: TestClient;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity'], httpTimeouts: TIMEOUTS });
    client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(client, 'slowloris');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function expectOthersServed(): Promise<void> {
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
  }

  it('drops a client that trickles its headers, and serves others meanwhile', async () => {
    const host = new URL(stack.baseUrl).host;
    const slow = trickle(
      stack.baseUrl,
      `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`,
      Buffer.from('X-a: b\r\n'),
      200,
      GIVE_UP_MS,
    );
    await expectOthersServed();
    const outcome = await slow;
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs * 4);
    expect([0, 408]).toContain(outcome.status);
    await expectOthersServed();
  });

  it('drops an upload whose body trickles past the request deadline, and keeps no partial file', async () => {
    const first = Buffer.concat([
      Buffer.from(await multipartHead(client, '/api/app/templates', 10 * 1024 * 1024)),
      filePartHead('template[file]', 'slow.pptx'),
    ]);
    const slow = trickle(stack.baseUrl, first, Buffer.alloc(512, 0x42), 200, GIVE_UP_MS);
    await expectOthersServed();
    const outcome = await slow;
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs * 3);
    await expectOthersServed();
    await eventually(async () => (await storedKeys(stack, 'templates/')).length === 0, 'no partial upload');
  });

  it('drops an upload that goes silent mid-body', async () => {
    const first = Buffer.concat([
      Buffer.from(await multipartHead(client, '/api/app/templates', 10 * 1024 * 1024)),
      filePartHead('template[file]', 'silent.pptx'),
      Buffer.alloc(64 * 1024, 0x43),
    ]);
    // An empty drip writes nothing: the client just stops talking.
    const outcome = await trickle(stack.baseUrl, first, Buffer.alloc(0), 500, GIVE_UP_MS);
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs * 3);
    await expectOthersServed();
    await eventually(async () => (await storedKeys(stack, 'templates/')).length === 0, 'no partial upload');
  });

  it('still accepts a complete upload sent at a normal pace after all that', async () => {
    const body = Buffer.concat([
      filePartHead('template[file]', 'tiny.pptx'),
      Buffer.from('not a deck'),
      FORM_END,
    ]);
    const head = await multipartHead(client, '/api/app/templates', body.length);
    const outcome = await trickle(
      stack.baseUrl,
      Buffer.concat([Buffer.from(head), body]),
      Buffer.alloc(0),
      500,
      GIVE_UP_MS,
    );
    // No templates service runs here: the file was received whole and the gateway answers for the service.
    expect(outcome.status).toBe(503);
  });
});
