import { randomUUID } from 'node:crypto';
import type { BatchRepository } from '../../batch.repository';
import { BatchDecksUseCase } from './batch-decks.use-case';

describe('BatchDecksUseCase', () => {
  it('answers each batch still held with its rows done, and leaves out the ones that are gone', async () => {
    const [kept, other, gone] = [randomUUID(), randomUUID(), randomUUID()];
    const batches = {
      rowsDoneOf: jest.fn(async () => [
        { id: kept, rowsDone: 8 },
        { id: other, rowsDone: 0 },
      ]),
    };
    const useCase = new BatchDecksUseCase(batches as unknown as BatchRepository);
    await expect(useCase.execute({ batchIds: [kept, other, gone] })).resolves.toEqual({
      batches: [
        { batchId: kept, rowsDone: 8 },
        { batchId: other, rowsDone: 0 },
      ],
    });
    expect(batches.rowsDoneOf).toHaveBeenCalledWith([kept, other, gone]);
  });
});
