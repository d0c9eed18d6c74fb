import type { DataSource, EntityManager } from 'typeorm';
import type { RpcClient } from '@deckmill/messaging';
import type { TemplateRepository } from '../../template.repository';
import { BACKFILL_PAGE, BackfillDecksUseCase } from './backfill-decks.use-case';

const manager = {} as EntityManager;

function setup(pages: { batchId: string; templateId: number }[][], held: Record<string, number>) {
  const remaining = [...pages];
  const templates = {
    batchesWithoutDecks: jest.fn(async () => remaining.shift() ?? []),
    backfillDecks: jest.fn(async () => true),
  };
  const rpc = {
    call: jest.fn(async (_key: string, input: { batchIds: string[] }) => ({
      batches: input.batchIds.filter((id) => id in held).map((id) => ({ batchId: id, rowsDone: held[id] })),
    })),
  };
  const dataSource = { transaction: jest.fn(async (work: (m: EntityManager) => unknown) => work(manager)) };
  const useCase = new BackfillDecksUseCase(
    dataSource as unknown as DataSource,
    templates as unknown as TemplateRepository,
    rpc as unknown as RpcClient,
  );
  return { useCase, templates, rpc, dataSource };
}

describe('BackfillDecksUseCase', () => {
  it('asks generation a page at a time, and backfills each template in a transaction of its own', async () => {
    const { useCase, templates, rpc, dataSource } = setup(
      [
        [
          { batchId: 'a', templateId: 1 },
          { batchId: 'b', templateId: 1 },
          { batchId: 'c', templateId: 2 },
        ],
        [{ batchId: 'd', templateId: 2 }],
      ],
      { a: 2, c: 5, d: 1 },
    );
    await expect(useCase.execute()).resolves.toBe(4);
    expect(templates.batchesWithoutDecks).toHaveBeenCalledWith(BACKFILL_PAGE);
    expect(rpc.call.mock.calls).toEqual([
      ['generation.batch-decks', { batchIds: ['a', 'b', 'c'] }],
      ['generation.batch-decks', { batchIds: ['d'] }],
    ]);
    // A batch generation no longer holds ('b') made no decks it can name.
    expect(templates.backfillDecks.mock.calls).toEqual([
      [
        manager,
        1,
        [
          { batchId: 'a', decks: 2 },
          { batchId: 'b', decks: 0 },
        ],
      ],
      [manager, 2, [{ batchId: 'c', decks: 5 }]],
      [manager, 2, [{ batchId: 'd', decks: 1 }]],
    ]);
    expect(dataSource.transaction).toHaveBeenCalledTimes(3);
  });

  it('asks nothing once nothing is unknown', async () => {
    const { useCase, rpc, templates } = setup([], {});
    await expect(useCase.execute()).resolves.toBe(0);
    expect(rpc.call).not.toHaveBeenCalled();
    expect(templates.backfillDecks).not.toHaveBeenCalled();
  });

  it('stops at a failed call, leaving the batches unknown for the next pass', async () => {
    const { useCase, rpc, templates } = setup([[{ batchId: 'a', templateId: 1 }]], {});
    rpc.call.mockRejectedValueOnce(new Error('unavailable'));
    await expect(useCase.execute()).rejects.toThrow('unavailable');
    expect(templates.backfillDecks).not.toHaveBeenCalled();
  });
});
