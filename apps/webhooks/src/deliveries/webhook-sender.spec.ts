import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboundPolicy } from '@deckmill/outbound';
import { WEBHOOK_MAX_RESPONSE_BYTES, WebhookSender } from './webhook-sender';

/** A receiver on loopback (allow-listed, so plain http is allowed) answering `status` with `bytes` of body. */
function receiver(status: number, bytes: number): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(Buffer.alloc(bytes, 'x'));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function post(status: number, bytes: number) {
  const server = await receiver(status, bytes);
  const { port } = server.address() as AddressInfo;
  const sender = new WebhookSender(OutboundPolicy.fromAllowList(`127.0.0.1:${port}`), {
    secretKey: 'a-key-that-is-long-enough-for-the-options-type',
    outboundAllowHosts: `127.0.0.1:${port}`,
  });
  try {
    return await sender.post({
      endpoint: `http://127.0.0.1:${port}/hook`,
      secret: 'whsec_test',
      eventId: 'evt_1',
      body: '{"type":"ping"}',
      nowSeconds: 1_800_000_000,
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('WebhookSender', () => {
  it('counts a 2xx as delivered even when the receiver says more than it reads', async () => {
    expect(await post(200, WEBHOOK_MAX_RESPONSE_BYTES * 2)).toEqual({ delivered: true, statusCode: 200 });
  });

  it('counts a large answer with a failure status as a failed attempt', async () => {
    expect(await post(500, WEBHOOK_MAX_RESPONSE_BYTES * 2)).toMatchObject({
      delivered: false,
      statusCode: 500,
    });
  });

  it('counts a short 2xx as delivered and a short 500 as http_status', async () => {
    expect(await post(204, 0)).toEqual({ delivered: true, statusCode: 204 });
    expect(await post(500, 10)).toEqual({ delivered: false, statusCode: 500, reason: 'http_status' });
  });
});
