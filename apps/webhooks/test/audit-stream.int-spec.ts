import { randomUUID } from 'node:crypto';
import {
  V1AuditEventSchema,
  type WebhookDeliveryResponse,
  type WebhookWithSecretResponse,
} from '@deckmill/api-contracts';
import type { ActivityEntry } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { verifyWebhookSignature } from '@deckmill/outbound';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '@deckmill/testing';
import { signedInUser, type SignedInUser } from './support/users';

/**
 * The SIEM stream, end to end: the admin service's `audit.recorded` (published here as it would) reaches
 * the entry's tenant's `audit.*` endpoint, signed, and no endpoint of another user or one not subscribed.
 */
describe('audit entries streamed to a subscribed endpoint (local HTTPS receiver)', () => {
  let receiver: WebhookReceiver;
  let stack: TestStack;
  let ada: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'webhooks'],
      s3: false,
      modules: {
        webhooks: {
          outboundAllowHosts: `localhost:${receiver.port}`,
          extraCaCertificates: [receiver.certificate],
          retryDelaysMs: [300, 300],
        },
      },
    });
    [ada, bob] = await Promise.all([signedInUser(stack, 'ada'), signedInUser(stack, 'bob')]);
  });

  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
  });

  async function register(
    user: SignedInUser,
    path: string,
    events: string[],
  ): Promise<WebhookWithSecretResponse> {
    const res = await user.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url: `https://localhost:${receiver.port}${path}`,
      events,
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.body;
  }

  async function deliveries(user: SignedInUser, id: string): Promise<WebhookDeliveryResponse[]> {
    const res = await user.client.get<{ deliveries: WebhookDeliveryResponse[] }>(
      `/api/settings/webhooks/${id}/deliveries`,
    );
    return res.body.deliveries;
  }

  function entryOf(userId: string): ActivityEntry {
    return {
      id: randomUUID(),
      chain: `user:${userId}`,
      seq: 1,
      action: 'session.signed_in',
      actor: { kind: 'user', userId, email: 'ada@example.test', apiKeyId: null },
      target: { type: 'session', id: randomUUID(), label: null },
      userId,
      teamId: null,
      origin: { ip: '203.0.113.7', userAgent: 'Firefox', requestId: 'req-1' },
      details: {},
      occurredAt: new Date().toISOString(),
      recordedAt: new Date().toISOString(),
      hash: 'f'.repeat(64),
    };
  }

  it("reaches the tenant's audit.* endpoint, not another user's nor one not subscribed", async () => {
    const siemPath = `/siem-${randomUUID()}`;
    const batchesPath = `/batches-${randomUUID()}`;
    const bobPath = `/bob-${randomUUID()}`;
    const { webhook, secret } = await register(ada, siemPath, ['audit.*']);
    const batchesOnly = await register(ada, batchesPath, ['batch.completed']);
    const bobs = await register(bob, bobPath, ['audit.*']);

    const entry = entryOf(ada.id);
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('audit.recorded', entry);

    await eventually(async () => receiver.on(siemPath).length > 0, 'the audit event to arrive', {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const [request] = receiver.on(siemPath);
    const signature = request?.headers['deckmill-signature'];
    expect(
      verifyWebhookSignature(
        typeof signature === 'string' ? signature : undefined,
        secret,
        request?.body ?? '',
      ),
    ).toBe(true);
    // The body is what the OpenAPI document publishes for the audit family.
    const body = V1AuditEventSchema.parse(JSON.parse(request?.body ?? '{}'));
    expect(body.type).toBe('audit.session.signed_in');
    expect(body.data.entry).toMatchObject({
      id: entry.id,
      chain: `user:${ada.id}`,
      user_id: ada.id,
      origin: { ip: '203.0.113.7' },
    });
    await eventually(
      async () => (await deliveries(ada, webhook.id))[0]?.status === 'delivered',
      'the delivery log to record it',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    expect((await deliveries(ada, webhook.id))[0]?.event_type).toBe('audit.session.signed_in');

    // Bob's own entry still reaches his endpoint (the consumer is alive), and only then do we check silence.
    const bobsEntry = entryOf(bob.id);
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('audit.recorded', bobsEntry);
    await eventually(async () => receiver.on(bobPath).length > 0, "bob's own entry to arrive", {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const bobsBodies = receiver
      .on(bobPath)
      .map((got) => JSON.parse(got.body) as { data: { entry: { id: string } } });
    expect(bobsBodies.map((got) => got.data.entry.id)).toEqual([bobsEntry.id]);
    expect(receiver.on(siemPath)).toHaveLength(1);
    expect(receiver.on(batchesPath)).toEqual([]);
    expect(await deliveries(ada, batchesOnly.webhook.id)).toEqual([]);
    expect((await deliveries(bob, bobs.webhook.id)).map((d) => d.event_type)).toEqual([
      'audit.session.signed_in',
    ]);
  });

  it("names an operator's action without the operator's e-mail, IP or user agent", async () => {
    const path = `/siem-ops-${randomUUID()}`;
    await register(ada, path, ['audit.*']);
    const entry: ActivityEntry = {
      ...entryOf(ada.id),
      action: 'user.updated_by_operator',
      actor: { kind: 'operator', userId: randomUUID(), email: 'ops@deckmill.test', apiKeyId: null },
      target: { type: 'user', id: ada.id, label: 'ada@example.test' },
    };
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('audit.recorded', entry);
    await eventually(async () => receiver.on(path).length > 0, "the operator's entry to arrive", {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const [request] = receiver.on(path);
    expect(request?.body).not.toContain('ops@deckmill.test');
    const body = V1AuditEventSchema.parse(JSON.parse(request?.body ?? '{}'));
    expect(body.data.entry).toMatchObject({
      id: entry.id,
      action: 'user.updated_by_operator',
      actor: { kind: 'operator', email: null },
      origin: { ip: null, user_agent: null, request_id: null },
    });
  });
});
