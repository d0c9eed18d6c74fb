import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DeckDeliveryJob, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { eventually } from '@deckmill/testing';

/** The mail service alone, with s3rver: a row's deck over the attachment limit is linked, and waits its turn. */
describe('mail.deliver-deck over real NATS, PostgreSQL, S3 and SMTP', () => {
  let stack: TestStack;
  let bus: MessageBus;
  let subscription: Subscription;
  const delivered: EventPayload<'mail.deck-delivered'>[] = [];

  beforeAll(async () => {
    // 1 KB: the deck below is linked instead of attached.
    stack = await startTestStack({ targets: ['mail'], modules: { mail: { attachmentMaxBytes: 1024 } } });
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    subscription = await bus.subscribeEvent(
      'mail.deck-delivered',
      { durable: 'test-deck-delivered' },
      async ({ data }) => {
        delivered.push(data);
      },
    );
  });

  afterAll(async () => {
    await subscription.stop();
    await stack.stop();
  });

  async function storedDeck(bytes: number): Promise<string> {
    const key = `presentations/${randomUUID()}/rows/1.pptx`;
    await stack.app
      .get<ObjectStorage>(OBJECT_STORAGE)
      .putStream(key, Readable.from([Buffer.alloc(bytes, 7)]), { contentType: 'application/octet-stream' });
    return key;
  }

  function job(to: string, key: string, sendAfter: Date): DeckDeliveryJob {
    const batchId = randomUUID();
    return {
      mailId: `delivery:${batchId}:1`,
      batchId,
      rowNumber: 1,
      to,
      replyTo: null,
      subject: 'Your deck',
      body: 'Hello',
      files: [{ key, fileName: 'Acme.pptx', sizeBytes: 4096 }],
      sendAfter: sendAfter.toISOString(),
    };
  }

  it('links a deck over the size limit with a signed URL that downloads it, not before its rate-limit slot', async () => {
    const to = `linked-${randomUUID()}@example.com`;
    const key = await storedDeck(4096);
    const notBefore = new Date(Date.now() + 2000);
    const sent = job(to, key, notBefore);
    await bus.enqueueJob('mail.deliver-deck', sent);

    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(notBefore.getTime());
    expect(mail.parsed.attachments).toEqual([]);
    const url = /Acme\.pptx: (\S+)/.exec(mail.text)?.[1];
    expect(url).toBeDefined();
    const file = await fetch(url ?? '');
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(4096);

    await eventually(() => delivered.some((event) => event.mailId === sent.mailId), 'mail.deck-delivered');
    expect(delivered.find((event) => event.mailId === sent.mailId)).toMatchObject({
      batchId: sent.batchId,
      rowNumber: 1,
      recipient: to,
    });
  });
});
