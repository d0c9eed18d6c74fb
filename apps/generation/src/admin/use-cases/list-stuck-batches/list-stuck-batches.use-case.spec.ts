import type { DeadLetter, MessageBus } from '@deckmill/messaging';
import type { BatchRepository, StuckBatchRow } from '../../../batches';
import { BatchDeadLetters } from '../../batch-dead-letters';
import { AdminListStuckBatchesUseCase } from './list-stuck-batches.use-case';

const STUCK_ID = '33333333-3333-4333-8333-333333333333';
const OTHER_ID = '44444444-4444-4444-8444-444444444444';

const row: StuckBatchRow = {
  id: STUCK_ID,
  name: 'Q1',
  ownerId: '11111111-1111-4111-8111-111111111111',
  templateId: 3,
  templateName: 'Offer',
  templateTeamId: null,
  status: 'processing',
  formats: ['pdf'],
  rowCount: 50,
  rowsDone: 25,
  rowsFailed: 0,
  rowsConverting: 5,
  createdAt: new Date('2026-11-23T04:00:00.000Z'),
  lastProgressAt: new Date('2026-11-23T04:10:00.000Z'),
  resumedAt: new Date('2026-11-23T04:20:00.000Z'),
};

function letter(data: unknown): DeadLetter {
  return {
    subject: 'jobs.generation.render-chunk',
    consumer: 'generation-render',
    reason: 'x',
    deliveryCount: 6,
    data,
    headers: {},
  };
}

function setUp(readDeadLetters: MessageBus['readDeadLetters']) {
  const asked: unknown[] = [];
  const stuck = {
    stuckPage: async (...args: unknown[]) => {
      asked.push(args);
      return [row];
    },
    countStuck: async () => 26,
  } as unknown as BatchRepository;
  const bus = { readDeadLetters } as unknown as MessageBus;
  return { useCase: new AdminListStuckBatchesUseCase(stuck, new BatchDeadLetters(bus)), asked };
}

describe('AdminListStuckBatchesUseCase', () => {
  it("pages the stuck batches and counts each one's dead letters", async () => {
    const { useCase, asked } = setUp(async () => [
      letter({ batchId: STUCK_ID, firstRow: 26, lastRow: 50 }),
      letter({ batchId: OTHER_ID }),
      letter({ batchId: STUCK_ID, row: 30 }),
      letter('not json'),
    ]);
    const answer = await useCase.execute({ page: 2, perPage: 25, stuckForMinutes: 15 });

    expect(asked).toEqual([[15, 25, 25]]);
    expect(answer).toEqual({
      totalCount: 26,
      batches: [
        {
          ...row,
          createdAt: '2026-11-23T04:00:00.000Z',
          lastProgressAt: '2026-11-23T04:10:00.000Z',
          resumedAt: '2026-11-23T04:20:00.000Z',
          deadLetters: 2,
        },
      ],
    });
  });

  it('still lists the batches when the dead letters cannot be read, saying so with null', async () => {
    const { useCase } = setUp(async () => {
      throw new Error('stream not found');
    });
    const answer = await useCase.execute({ page: 1, perPage: 25, stuckForMinutes: 10 });
    expect(answer.batches[0]?.deadLetters).toBeNull();
  });
});
