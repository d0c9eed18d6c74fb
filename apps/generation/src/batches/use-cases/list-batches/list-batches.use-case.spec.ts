import type { BatchRepository } from '../../batch.repository';
import type { Batch } from '../../entities/batch.entity';
import { ListBatchesUseCase } from './list-batches.use-case';

const OWNER = '11111111-1111-4111-8111-111111111111';

function batch(id: string, name: string): Batch {
  return {
    id,
    name,
    templateName: 'Sales Pitch',
    status: 'completed',
    rowCount: 2,
    rowsDone: 2,
    rowsFailed: 0,
    createdAt: new Date('2026-11-21T10:00:00Z'),
  } as Batch;
}

function setUp(found: Batch[], count: number) {
  const asked: unknown[][] = [];
  const batches = {
    ownedPage: async (...args: unknown[]) => {
      asked.push(args);
      return [found, count];
    },
  } as unknown as BatchRepository;
  return { useCase: new ListBatchesUseCase(batches), asked };
}

describe('ListBatchesUseCase', () => {
  it("reads a page of the actor's own batches only, and no search when none was asked", async () => {
    const { useCase, asked } = setUp([batch('b1', 'Autumn offers')], 41);

    const answer = await useCase.execute({ actorId: OWNER, page: 2, perPage: 20 });

    expect(asked).toEqual([[OWNER, 2, 20, undefined]]);
    expect(answer.batches.map((item) => item.name)).toEqual(['Autumn offers']);
    expect(answer.pagination).toEqual({ currentPage: 2, totalPages: 3 });
  });

  it("hands the search to the owner's page and counts the pages of what matched", async () => {
    const { useCase, asked } = setUp([batch('b7', 'Renewal Offer · april')], 1);

    const answer = await useCase.execute({ actorId: OWNER, page: 1, perPage: 20, search: 'RENEW' });

    expect(asked).toEqual([[OWNER, 1, 20, 'RENEW']]);
    expect(answer.batches.map((item) => item.id)).toEqual(['b7']);
    expect(answer.pagination).toEqual({ currentPage: 1, totalPages: 1 });
  });
});
