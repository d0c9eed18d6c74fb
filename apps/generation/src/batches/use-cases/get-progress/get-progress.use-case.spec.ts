import { GenerationErrors } from '../../../shared';
import type { Batch } from '../../entities/batch.entity';
import type { BatchAccess } from '../../batch-access';
import { GetProgressUseCase } from './get-progress.use-case';

const BATCH_ID = '8a6f2f7e-9b1c-4d3e-8f00-1234567890ab';
const OWNER = '11111111-1111-4111-8111-111111111111';
const STRANGER = '22222222-2222-4222-8222-222222222222';

function batch(fields: Partial<Batch>): Batch {
  return {
    id: BATCH_ID,
    ownerId: OWNER,
    status: 'processing',
    rowCount: 30,
    rowsDone: 0,
    rowsFailed: 0,
    ...fields,
  } as Batch;
}

/** The use case over an access rule that lets the owner see `current` and answers 404 to everyone else. */
function useCaseWith(current: Batch) {
  const visibleBatch = jest.fn((actorId: string) =>
    actorId === OWNER ? Promise.resolve(current) : Promise.reject(GenerationErrors.notFound()),
  );
  return { useCase: new GetProgressUseCase({ visibleBatch } as unknown as BatchAccess), visibleBatch };
}

describe('GetProgressUseCase', () => {
  it('answers the status and counts with the progress of rows done or failed out of all rows', async () => {
    const { useCase, visibleBatch } = useCaseWith(batch({ rowsDone: 9, rowsFailed: 1 }));
    await expect(useCase.execute({ actorId: OWNER, batchId: BATCH_ID })).resolves.toEqual({
      id: BATCH_ID,
      status: 'processing',
      rowCount: 30,
      rowsDone: 9,
      rowsFailed: 1,
      progress: 33,
    });
    expect(visibleBatch).toHaveBeenCalledWith(OWNER, BATCH_ID);
  });

  it('answers 100 % once every row was attempted, failed rows included', async () => {
    const { useCase } = useCaseWith(batch({ status: 'completed', rowsDone: 28, rowsFailed: 2 }));
    await expect(useCase.execute({ actorId: OWNER, batchId: BATCH_ID })).resolves.toMatchObject({
      status: 'completed',
      progress: 100,
    });
  });

  it('answers 0 % for a batch still pending', async () => {
    const { useCase } = useCaseWith(batch({ status: 'pending' }));
    await expect(useCase.execute({ actorId: OWNER, batchId: BATCH_ID })).resolves.toMatchObject({
      status: 'pending',
      progress: 0,
    });
  });

  it('passes on the access rule’s 404 to anyone who may not see the batch, on every call', async () => {
    const { useCase, visibleBatch } = useCaseWith(batch({}));
    await expect(useCase.execute({ actorId: STRANGER, batchId: BATCH_ID })).rejects.toEqual(
      expect.objectContaining({ domainError: expect.objectContaining({ kind: 'not_found' }) }),
    );
    await expect(useCase.execute({ actorId: STRANGER, batchId: BATCH_ID })).rejects.toEqual(
      expect.objectContaining({ domainError: expect.objectContaining({ kind: 'not_found' }) }),
    );
    expect(visibleBatch).toHaveBeenCalledTimes(2);
  });

  it('does not leak fields of the batch beyond the progress', async () => {
    const { useCase } = useCaseWith(batch({ name: 'Secret plan', templateName: 'Board deck' }));
    const progress = await useCase.execute({ actorId: OWNER, batchId: BATCH_ID });
    expect(Object.keys(progress).sort()).toEqual(
      ['id', 'progress', 'rowCount', 'rowsDone', 'rowsFailed', 'status'].sort(),
    );
  });
});
