import { randomUUID } from 'node:crypto';
import {
  V1DeckOpenedEventSchema,
  V1DeckViewedEventSchema,
  type WebhookDeliveryResponse,
  type WebhookWithSecretResponse,
} from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { verifyWebhookSignature } from '@deckmill/outbound';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import {
  eventually,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@deckmill/testing';
import { signedInUser, type SignedInUser } from './support/users';

type DeckEvent = EventPayload<'presentation.deck-viewed'>;

/**
 * deck.opened and deck.viewed end to end: generation's link events published on the real bus (NATS), turned into
 * signed deliveries by the webhooks service (PostgreSQL) and received by a customer's HTTPS endpoint, once per
 * fact however often the bus delivers the event; a deleted batch takes them out of the delivery log.
 */
describe('deck.opened and deck.viewed, delivered to a local HTTPS receiver', () => {
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
          outboundAllowHosts: `localhost:${receiver.port}`,
          extraCaCertificates: [receiver.certificate],
          retryDelaysMs: [300, 300],
        },
      },
    });
    ada = await signedInUser(stack, 'ada');
  });

  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
  });

  async function deliveriesOf(id: string): Promise<WebhookDeliveryResponse[]> {
    const res = await ada.client.get<{ deliveries: WebhookDeliveryResponse[] }>(
      `/api/settings/webhooks/${id}/deliveries`,
    );
    return res.body.deliveries;
  }

  function verified(request: ReceivedWebhook | undefined, secret: string): unknown {
    const header = request?.headers['deckmill-signature'];
    expect(
      verifyWebhookSignature(typeof header === 'string' ? header : undefined, secret, request?.body ?? ''),
    ).toBe(true);
    return JSON.parse(request?.body ?? 'null');
  }

  function deckEvent(batchId: string, linkId: string, view: Partial<DeckEvent['view']> = {}): DeckEvent {
    return {
      batchId,
      batchName: 'Q4 offers',
      ownerId: ada.id,
      templateTeamId: null,
      linkId,
      rowNumber: 3,
      fileName: 'offer-northwind.pptx',
      rowEmail: 'buyer@northwind.com',
      occurredAt: '2026-11-22T15:00:00.000Z',
      view: {
        id: randomUUID(),
        linkId,
        viewerNumber: 1,
        email: 'ada@northwind.com',
        device: 'desktop',
        startedAt: '2026-11-22T14:56:00.000Z',
        lastSeenAt: '2026-11-22T15:00:00.000Z',
        endedAt: '2026-11-22T15:00:00.000Z',
        seconds: 240,
        slideSeconds: [40, 200],
        furthestSlide: 2,
        slideCount: 10,
        downloads: 0,
        ...view,
      },
    };
  }

  it('sends each first open and each ended view once, with the documented bodies', async () => {
    const path = `/decks-${randomUUID()}`;
    const hook = await ada.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url: `https://localhost:${receiver.port}${path}`,
      events: ['deck.opened', 'deck.viewed'],
    });
    expect(hook.status).toBe(201);
    const { webhook, secret } = hook.body;
    const batchId = randomUUID();
    const linkId = randomUUID();
    const opened = deckEvent(batchId, linkId, {
      endedAt: null,
      seconds: 12,
      slideSeconds: [12],
      furthestSlide: 1,
    });
    const viewed = deckEvent(batchId, linkId, { id: opened.view.id });
    const secondView = deckEvent(batchId, linkId, { id: randomUUID(), viewerNumber: 2, email: null });
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    // Each published twice, as the bus redelivers an event whose acknowledgement was lost.
    for (const event of [opened, opened]) await bus.publishEvent('presentation.deck-opened', event);
    for (const event of [viewed, viewed, secondView, secondView]) {
      await bus.publishEvent('presentation.deck-viewed', event);
    }

    // A last view, published after every copy: the consumer takes events in order, so once it is delivered
    // every copy before it was handled, and a copy that made a second webhook would show as a fifth.
    const last = deckEvent(batchId, linkId, { id: randomUUID(), viewerNumber: 3 });
    await bus.publishEvent('presentation.deck-viewed', last);
    await eventually(
      async () => {
        const deliveries = await deliveriesOf(webhook.id);
        return (
          deliveries.length >= 4 &&
          deliveries.every((delivery) => delivery.status === 'delivered') &&
          receiver.on(path).some((request) => request.body.includes(last.view.id))
        );
      },
      'the last view to be delivered',
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const settled = await deliveriesOf(webhook.id);
    expect(settled.map((delivery) => delivery.event_type).sort()).toEqual([
      'deck.opened',
      'deck.viewed',
      'deck.viewed',
      'deck.viewed',
    ]);
    const received = receiver.on(path).filter((request) => !request.body.includes(last.view.id));
    expect(receiver.on(path)).toHaveLength(4);
    const bodies = received.map((request) => ({
      id: request.headers['deckmill-event-id'],
      event: verified(request, secret) as { id: string; type: string; data: { view: { id: string } } },
    }));
    for (const { id, event } of bodies) expect(event.id).toBe(id);

    const openedBody = V1DeckOpenedEventSchema.parse(
      bodies.find(({ event }) => event.type === 'deck.opened')?.event,
    );
    expect(openedBody).toEqual({
      id: openedBody.id,
      type: 'deck.opened',
      created: Math.floor(Date.parse(opened.occurredAt) / 1000),
      data: {
        batch: { id: batchId, name: 'Q4 offers' },
        row: { number: 3, file_name: 'offer-northwind.pptx', email: 'buyer@northwind.com' },
        link: { id: linkId },
        view: {
          id: opened.view.id,
          viewer: 1,
          email: 'ada@northwind.com',
          device: 'desktop',
          started_at: '2026-11-22T14:56:00.000Z',
          ended_at: null,
          seconds: 12,
          slide_seconds: [12],
          furthest_slide: 1,
          slide_count: 10,
          downloads: 0,
        },
      },
    });
    const views = bodies
      .filter(({ event }) => event.type === 'deck.viewed')
      .map(({ event }) => V1DeckViewedEventSchema.parse(event));
    const first = views.find((event) => event.data.view.id === viewed.view.id);
    expect(first?.data.view).toMatchObject({
      ended_at: '2026-11-22T15:00:00.000Z',
      seconds: 240,
      slide_seconds: [40, 200],
    });
    expect(views.find((event) => event.data.view.id === secondView.view.id)?.data.view).toMatchObject({
      viewer: 2,
      email: null,
    });
    // One id per fact: the first open is the link's, each view its own.
    expect(new Set(bodies.map(({ id }) => id)).size).toBe(3);

    // The batch is deleted: its deck events leave the delivery log.
    await bus.publishEvent('presentation.deleted', {
      batchId,
      ownerId: ada.id,
      templateTeamId: null,
      name: 'Q4 offers',
      occurredAt: new Date().toISOString(),
    });
    await eventually(
      async () => (await deliveriesOf(webhook.id)).length === 0,
      "the deleted batch's deck events to go",
      { timeoutMs: 10_000, intervalMs: 100 },
    );
  });
});
