import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import { BatchRepository } from '../batches';
import { DECKS_DELETED_DETAIL } from '../delivery';
import { BatchDecksDeletion } from './batch-decks-deletion';

const BATCH = {
  id: '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e',
  ownerId: 'o',
  name: 'Q4 batch',
  templateTeamId: null,
  imagesKey: null,
};

describe('BatchDecksDeletion', () => {
  it('skips, in the same transaction, the mails not yet handed to the mail service', async () => {
    const statements: { text: string; parameters: unknown[] }[] = [];
    const manager = {
      queryRunner: {
        query: async (text: string, parameters: unknown[]) => {
          statements.push({ text, parameters });
          return {
            records: text.includes('RETURNING') ? [{ decks_deleted_at: new Date() }] : [],
            affected: 1,
          };
        },
      },
    } as unknown as EntityManager;
    const dataSource = {
      transaction: async (work: (m: EntityManager) => Promise<unknown>) => work(manager),
    } as unknown as DataSource;
    const storage = { deletePrefix: async () => undefined, delete: async () => undefined };
    // The real repository: its statements run on the same manager, in the same transaction.
    const unused = {} as never;
    const deletion = new BatchDecksDeletion(
      dataSource,
      new BatchRepository(dataSource, unused, unused, unused, unused),
      storage as unknown as ObjectStorage,
      { stage: async () => undefined } as unknown as OutboxWriter,
      { flush: async () => undefined } as unknown as OutboxRelay,
    );

    expect(await deletion.delete(BATCH, 'expired')).toBe(true);

    const skip = statements.find((s) => /row_deliveries/.test(s.text));
    expect(skip?.text).toMatch(
      /SET "status" = 'skipped'[\s\S]*"staged_at" IS NULL[\s\S]*'waiting', 'queued'/,
    );
    expect(skip?.parameters).toEqual([BATCH.id, DECKS_DELETED_DETAIL]);
  });
});
