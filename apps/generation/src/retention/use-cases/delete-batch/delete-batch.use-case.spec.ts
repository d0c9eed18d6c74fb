import { isDomainError } from '@deckmill/messaging';
import type { Batch, BatchAccess } from '../../../batches';
import type { BatchRecordDeletion } from '../../batch-record-deletion';
import { DeleteBatchUseCase } from './delete-batch.use-case';

const OWNER = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const MEMBER = '1b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const finished = {
  id: 'b1',
  ownerId: OWNER,
  status: 'completed',
  announcedAt: new Date(),
} as unknown as Batch;

function useCase(batch: Batch) {
  const deleted: string[] = [];
  const access = { visibleBatch: async () => batch } as unknown as BatchAccess;
  const deletion = {
    delete: async (b: Batch) => (deleted.push(b.id), true),
  } as unknown as BatchRecordDeletion;
  return {
    run: (actor: string) =>
      new DeleteBatchUseCase(access, deletion).execute({ actorId: actor, batchId: batch.id }),
    deleted,
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return isDomainError(error) ? `${error.kind} ${error.domainError.code}` : String(error);
}

describe('DeleteBatchUseCase', () => {
  it('deletes a finished batch at its owner’s request', async () => {
    const { run, deleted } = useCase(finished);
    expect(await run(OWNER)).toEqual({ deleted: true });
    expect(deleted).toEqual(['b1']);
  });

  it('refuses a team member who sees the batch', async () => {
    const { run, deleted } = useCase(finished);
    expect(await refusal(run(MEMBER))).toBe('forbidden batch_delete_forbidden');
    expect(deleted).toEqual([]);
  });

  it('refuses a batch still rendering, and a cancelled one its finalizer has not announced yet', async () => {
    for (const batch of [
      { ...finished, status: 'processing', announcedAt: null },
      { ...finished, status: 'cancelled', announcedAt: null },
    ] as Batch[]) {
      const { run, deleted } = useCase(batch);
      expect(await refusal(run(OWNER))).toBe('conflict batch_not_finished');
      expect(deleted).toEqual([]);
    }
  });
});
