import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryResponse, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { systemResolver, verifyWebhookSignature, type HostResolver } from '@deckmill/outbound';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '@deckmill/testing';
import { signedInUser, type SignedInUser } from './support/users';

/**
 * DNS as an attacker would run it: `rebind.example` answers a public address to the registration check and
 * loopback ever after; every other name goes to the system resolver.
 */
function rebindingResolver(): HostResolver {
  let lookups = 0;
  return async (hostname) => {
    if (hostname !== 'rebind.example') return systemResolver(hostname);
    lookups += 1;
    return [{ address: lookups === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
  };
}

describe('webhook deliveries over real NATS, PostgreSQL and a local HTTPS receiver', () => {
  let receiver: WebhookReceiver;
  let stack: TestStack;
  let ada: SignedInUser;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'webhooks'],
      s3: false,
      modules: {
        webhooks: {
          // localhost is this receiver; 127.0.0.1 (the same socket) stays refused as loopback.
          outboundAllowHosts: `localhost:${receiver.port}`,
          extraCaCertificates: [receiver.certificate],
          retryDelaysMs: [300, 300],
          retrySweepEveryMs: 100,
          resolveHost: rebindingResolver(),
        },
      },
    });
    ada = await signedInUser(stack, 'ada');
  });

  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
  });

  async function register(url: string, events = ['batch.completed']): Promise<WebhookWithSecretResponse> {
    const res = await ada.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', { url, events });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.body;
  }

  function batchFinished(): EventPayload<'presentation.completed'> {
    return {
      batchId: randomUUID(),
      ownerId: ada.id,
      templateId: 3,
      templateName: 'Quarterly',
      name: 'Q3 decks',
      rowCount: 4,
      rowsDone: 3,
      rowsFailed: 1,
      occurredAt: new Date().toISOString(),
    };
  }

  async function deliveries(id: string): Promise<WebhookDeliveryResponse[]> {
    const res = await ada.client.get<{ deliveries: WebhookDeliveryResponse[] }>(
      `/api/settings/webhooks/${id}/deliveries`,
    );
    return res.body.deliveries;
  }

  async function settled(id: string): Promise<WebhookDeliveryResponse> {
    let latest: WebhookDeliveryResponse | undefined;
    await eventually(
      async () => {
        [latest] = await deliveries(id);
        return latest !== undefined && latest.status !== 'pending';
      },
      'the delivery to settle',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    if (!latest) throw new Error('no delivery');
    return latest;
  }

  it('delivers a completed batch once, signed, to each subscribed endpoint', async () => {
    const path = `/ok-${randomUUID()}`;
    const { webhook, secret } = await register(`https://localhost:${receiver.port}${path}`);
    const unsubscribed = await register(`https://localhost:${receiver.port}/failed-only`, ['batch.failed']);
    const batch = batchFinished();
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    await bus.publishEvent('presentation.completed', batch);
    await bus.publishEvent('presentation.completed', batch, { messageId: randomUUID() });

    const delivery = await settled(webhook.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempt_count: 1,
      last_status_code: 200,
      event_type: 'batch.completed',
    });
    const [request, ...more] = receiver.on(path);
    expect(more).toHaveLength(0);
    expect(request?.headers['user-agent']).toBe('Deckmill-Webhooks/1');
    expect(request?.headers['deckmill-event-id']).toBe(delivery.event_id);
    expect(request?.headers['content-type']).toBe('application/json');
    const signature = request?.headers['deckmill-signature'];
    expect(
      verifyWebhookSignature(
        typeof signature === 'string' ? signature : undefined,
        secret,
        request?.body ?? '',
      ),
    ).toBe(true);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      id: delivery.event_id,
      type: 'batch.completed',
      created: Math.floor(Date.parse(batch.occurredAt) / 1000),
      data: {
        batch: {
          id: batch.batchId,
          name: 'Q3 decks',
          status: 'completed',
          template_id: 3,
          row_count: 4,
          rows_done: 3,
          rows_failed: 1,
        },
      },
    });
    expect(await deliveries(unsubscribed.webhook.id)).toEqual([]);
  });

  it('retries an endpoint that answers 500 and delivers on the third attempt', async () => {
    const path = `/flaky-${randomUUID()}`;
    receiver.answer(path, [500, 500]);
    const { webhook } = await register(`https://localhost:${receiver.port}${path}`);
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('presentation.completed', batchFinished());

    const delivery = await settled(webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 3, last_status_code: 200 });
    expect(delivery.attempts.map((attempt) => [attempt.status_code, attempt.error_reason])).toEqual([
      [500, 'http_status'],
      [500, 'http_status'],
      [200, null],
    ]);
    expect(receiver.on(path).map((request) => request.answeredWith)).toEqual([500, 500, 200]);
    const bodies = new Set(receiver.on(path).map((request) => request.body));
    expect(bodies.size).toBe(1);
  });

  it('checks the address again at delivery: a name rebound to loopback is never reached (blocked_address)', async () => {
    const path = `/blocked-${randomUUID()}`;
    const { webhook } = await register(`https://rebind.example:${receiver.port}${path}`);

    const test = await ada.client.post<{ event_id: string }>(`/api/settings/webhooks/${webhook.id}/test`);
    expect(test.status).toBe(202);

    const delivery = await settled(webhook.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      event_id: test.body.event_id,
      event_type: 'ping',
      attempt_count: 3,
      last_status_code: null,
      last_error_reason: 'blocked_address',
    });
    expect(delivery.attempts.every((attempt) => attempt.error_reason === 'blocked_address')).toBe(true);
    expect(receiver.on(path)).toHaveLength(0);
  });

  it('sends a signed ping as the test event', async () => {
    const path = `/ping-${randomUUID()}`;
    const { webhook, secret } = await register(`https://localhost:${receiver.port}${path}`);

    await ada.client.post(`/api/settings/webhooks/${webhook.id}/test`);

    const delivery = await settled(webhook.id);
    expect(delivery.status).toBe('delivered');
    const [request] = receiver.on(path);
    const signature = request?.headers['deckmill-signature'];
    expect(
      verifyWebhookSignature(
        typeof signature === 'string' ? signature : undefined,
        secret,
        request?.body ?? '',
      ),
    ).toBe(true);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'ping',
      data: { webhook: { id: webhook.id } },
    });
  });
});
