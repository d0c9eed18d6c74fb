import {
  newWebhookSecret,
  OutboundError,
  OutboundPolicy,
  safeFetch,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  type HostResolver,
} from '../src';
import { selfSignedCertificate, startLocalServer, type LocalServer } from './local-servers';

describe('webhook delivery over safeFetch', () => {
  const secret = newWebhookSecret();
  let receiver: LocalServer;
  let extraCaCertificates: string[];
  const verdicts: boolean[] = [];

  beforeAll(async () => {
    const certificate = await selfSignedCertificate();
    extraCaCertificates = [certificate.cert];
    // A receiver as its docs would tell users to write one: verify the raw body before parsing it.
    receiver = await startLocalServer((request, response) => {
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
      const verified = verifyWebhookSignature(
        typeof header === 'string' ? header : undefined,
        secret,
        request.body,
      );
      verdicts.push(verified);
      response.writeHead(verified ? 204 : 400).end(verified ? undefined : 'bad signature');
    }, certificate);
  });

  afterAll(() => receiver?.stop());

  const deliver = (url: string, body: string, signingSecret: string) =>
    safeFetch(url, {
      policy: OutboundPolicy.fromAllowList(`localhost:${receiver.port}`),
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(signingSecret, body),
      },
      body,
      maxRedirects: 0,
      extraCaCertificates,
    });

  it('POSTs a signed event that the receiver verifies against the raw body', async () => {
    const body = JSON.stringify({ type: 'batch.completed', data: { batch_id: 'b_1', note: 'déjà vu' } });

    const response = await deliver(`https://localhost:${receiver.port}/hooks/deckmill`, body, secret);

    expect(response.status).toBe(204);
    expect(verdicts.at(-1)).toBe(true);
    const seen = receiver.requests.at(-1);
    expect(seen).toMatchObject({ method: 'POST', url: '/hooks/deckmill' });
    expect(seen?.body.toString('utf8')).toBe(body);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('surfaces the receiver refusing a signature made with another secret as http_status 400', async () => {
    const error = await deliver(`https://localhost:${receiver.port}/hooks`, '{}', newWebhookSecret()).catch(
      (caught: unknown) => caught,
    );

    expect(verdicts.at(-1)).toBe(false);
    expect(error).toBeInstanceOf(OutboundError);
    expect(error).toMatchObject({ reason: 'http_status', status: 400 });
  });

  describe('with a name only a given resolver knows', () => {
    // `pinned.test` exists only in this resolver: were the socket to resolve the name itself, it would fail.
    let lookups = 0;
    const resolveHost: HostResolver = async (hostname) => {
      lookups += 1;
      if (hostname !== 'pinned.test') throw new Error(`unknown ${hostname}`);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    let plain: LocalServer;

    beforeAll(async () => {
      plain = await startLocalServer((_, response) => response.writeHead(204).end());
    });
    afterAll(() => plain?.stop());
    beforeEach(() => {
      lookups = 0;
    });

    it('connects to the address it checked without resolving the name again, and sends the name as Host', async () => {
      const response = await safeFetch(`http://pinned.test:${plain.port}/hooks`, {
        policy: OutboundPolicy.fromAllowList(`pinned.test:${plain.port}`),
        method: 'POST',
        body: '{}',
        resolveHost,
      });

      expect(response.status).toBe(204);
      expect(lookups).toBe(1);
      expect(plain.requests.at(-1)?.headers.host).toBe(`pinned.test:${plain.port}`);
    });

    it('checks the certificate against the name, not the address it connected to', async () => {
      const error = await safeFetch(`https://pinned.test:${receiver.port}/hooks`, {
        policy: OutboundPolicy.fromAllowList(`pinned.test:${receiver.port}`),
        resolveHost,
        extraCaCertificates,
      }).catch((caught: unknown) => caught);

      // The certificate names localhost and 127.0.0.1, never pinned.test.
      expect(error).toMatchObject({ reason: 'network', message: 'pinned.test could not be reached' });
      expect(lookups).toBe(1);
    });
  });
});
