import type { DeckDeliveryJob } from '@deckmill/bus-contracts';
import type { MessageBus } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import type { MailClaims, MailTransport } from '../delivery';
import {
  DECK_BACKOFF_MS,
  DECK_MAX_DELIVER,
  DeckDeliverySender,
  EARLY_WAIT_MAX_MS,
} from './deck-delivery.events';

const JOB: DeckDeliveryJob = {
  mailId: 'delivery:0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e:1',
  batchId: '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e',
  rowNumber: 1,
  to: 'ada@example.com',
  replyTo: null,
  subject: 'Your deck',
  body: 'Hello',
  files: [{ key: 'decks/1.pptx', fileName: '1.pptx', sizeBytes: 10 }],
  sendAfter: null,
};

function sender(claim: () => Promise<string>) {
  const published: { subject: string; data: unknown }[] = [];
  const bus = {
    publishEvent: async (subject: string, data: unknown) => {
      published.push({ subject, data });
    },
  } as unknown as MessageBus;
  const claims = { claim, release: async () => undefined, markSent: async () => undefined };
  const transport = { deliver: async () => undefined } as unknown as MailTransport;
  const storage = { exists: async () => true, getStream: async () => 'x' } as unknown as ObjectStorage;
  const deck = new DeckDeliverySender(
    {} as never,
    storage,
    bus,
    claims as unknown as MailClaims,
    transport,
    {} as never,
  );
  return { deck, published };
}

describe('deck delivery on its last try', () => {
  it('retries a mail another worker is still sending, while deliveries are left', async () => {
    const { deck, published } = sender(async () => 'being-sent');
    expect(await deck.deliverOrGiveUp(JOB, 1)).toMatchObject({ kind: 'retry' });
    expect(published).toEqual([]);
  });

  it('reports a failure instead of a retry that would dead-letter the job silently', async () => {
    const { deck, published } = sender(async () => 'being-sent');
    expect(await deck.deliverOrGiveUp(JOB, DECK_MAX_DELIVER)).toBeUndefined();
    expect(published.map((event) => event.subject)).toEqual(['mail.deck-delivery-failed']);
    expect(published[0]?.data).toMatchObject({ mailId: JOB.mailId, rowNumber: 1, recipient: JOB.to });
  });

  it('reports a failure when its own bookkeeping throws on the last try, and rethrows before', async () => {
    const broken = sender(async () => {
      throw new Error('connection terminated');
    });
    await expect(broken.deck.deliverOrGiveUp(JOB, 1)).rejects.toThrow('connection terminated');
    expect(broken.published).toEqual([]);
    await broken.deck.deliverOrGiveUp(JOB, DECK_MAX_DELIVER);
    expect(broken.published.map((event) => event.subject)).toEqual(['mail.deck-delivery-failed']);
  });
});

describe('deck delivery without a deck', () => {
  it('never sends a mail with no file to attach or link, and reports it failed', async () => {
    const { deck, published } = sender(async () => 'claimed');
    expect(await deck.deliverOrGiveUp({ ...JOB, files: [] }, 1)).toBeUndefined();
    expect(published.map((event) => event.subject)).toEqual(['mail.deck-delivery-failed']);
    expect(published[0]?.data).toMatchObject({ reason: expect.stringMatching(/no longer stored/) });
  });
});

describe('deck delivery never waits long on the bus', () => {
  const later = (ms: number) => ({ ...JOB, sendAfter: new Date(Date.now() + ms).toISOString() });

  it('waits a few seconds at most for a job that arrives early, once, then sends', async () => {
    const { deck, published } = sender(async () => 'claimed');
    const early = await deck.deliverOrGiveUp(later(3 * 60 * 60_000), 1);
    expect(early).toEqual({ kind: 'retry', delayMs: EARLY_WAIT_MAX_MS });
    expect(published).toEqual([]);
    expect(await deck.deliverOrGiveUp(later(3 * 60 * 60_000), 2)).toBeUndefined();
    expect(published.map((event) => event.subject)).toEqual(['mail.deck-delivered']);
  });

  it('bounds its SMTP retries to about an hour', () => {
    // The bus waits backoffMs[n - 1] after delivery n; the last step repeats.
    const last = DECK_BACKOFF_MS.length - 1;
    const waits = Array.from(
      { length: DECK_MAX_DELIVER - 1 },
      (_, at) => DECK_BACKOFF_MS[Math.min(at, last)] ?? 0,
    );
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(30 * 60_000);
    expect(total).toBeLessThanOrEqual(65 * 60_000);
  });
});
