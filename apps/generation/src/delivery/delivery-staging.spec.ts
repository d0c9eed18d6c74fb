import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '@deckmill/messaging';
import type { RowCipher, ShareLinkCipher } from '../shared';
import { DECKS_DELETED_DETAIL, DeliveryStaging } from './delivery-staging';

const BATCH = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';

function due(keys: { outputKey: string | null; pdfKey: string | null }, link: object = {}) {
  return {
    batchId: BATCH,
    rowNumber: 1,
    recipient: 'ada@example.com',
    subject: 'Your deck',
    body: 'Hello',
    sendAfter: new Date(),
    replyTo: null,
    fileName: 'ada.pptx',
    sizeBytes: 10,
    pdfSizeBytes: 10,
    content: null,
    linkId: null,
    tokenSealed: null,
    ...keys,
    ...link,
  };
}

/** A transaction that answers the claim with `claimed` and records every other statement. */
function staging(claimed: object[]) {
  const statements: { text: string; parameters: unknown[] }[] = [];
  const staged: unknown[] = [];
  const manager = {
    queryRunner: {
      query: async (text: string, parameters: unknown[]) => {
        if (text.includes('WITH due AS')) return { records: claimed };
        statements.push({ text, parameters });
        return { records: [], affected: 1 };
      },
    },
  } as unknown as EntityManager;
  const outbox = { stage: async (_: unknown, message: unknown) => void staged.push(message) };
  const cipher = { openMailText: (_c: string, _b: string, _r: number, text: string) => text };
  const links = { open: (_c: string, _id: string, sealed: string) => sealed.slice('sealed:'.length) };
  const subject = new DeliveryStaging(
    outbox as unknown as OutboxWriter,
    cipher as unknown as RowCipher,
    links as unknown as ShareLinkCipher,
  );
  const run = () => subject.stageDue(manager, { now: new Date(), perOwner: 10, limit: 10 });
  return { run, statements, staged };
}

describe('DeliveryStaging', () => {
  it('stages a due mail with its deck attached', async () => {
    const { run, staged } = staging([due({ outputKey: 'decks/1.pptx', pdfKey: null })]);
    await run();
    expect(staged).toMatchObject([
      { key: 'mail.deliver-deck', payload: { files: [{ key: 'decks/1.pptx' }] } },
    ]);
  });

  it("gives a mail that carries the row's link its token opened from the sealed copy, and none otherwise", async () => {
    const token = 'A'.repeat(43);
    const link = { linkId: '6f1d8d0e-5b1a-4d5e-8b8a-1c2d3e4f5a6b', tokenSealed: `sealed:${token}` };
    const { run, staged } = staging([
      due({ outputKey: 'decks/1.pptx', pdfKey: null }, { ...link, content: 'link' }),
      due({ outputKey: 'decks/1.pptx', pdfKey: null }, { ...link, content: 'attachment' }),
    ]);
    await run();
    const payloads = (staged as { payload: Record<string, unknown> }[]).map((message) => message.payload);
    expect(payloads[0]).toMatchObject({ content: 'link', shareToken: token });
    expect(payloads[1]).not.toHaveProperty('shareToken');
    expect(payloads[1]).not.toHaveProperty('content');
  });

  it('skips a due mail whose deck was deleted instead of sending it with nothing attached', async () => {
    const { run, statements, staged } = staging([due({ outputKey: null, pdfKey: null })]);
    await run();
    expect(staged).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.text).toMatch(/SET "status" = 'skipped'/);
    expect(statements[0]?.parameters).toEqual([BATCH, 1, DECKS_DELETED_DETAIL]);
  });
});
