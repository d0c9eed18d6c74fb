import type { BatchDetail } from '@deckmill/bus-contracts';
import { isDomainError } from '@deckmill/messaging';
import type { Batch, BatchAccess, GetBatchUseCase } from '../../../batches';
import type { BatchDecksDeletion } from '../../batch-decks-deletion';
import { DeleteDecksUseCase } from './delete-decks.use-case';

const OWNER = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const MEMBER = '1b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const finished = {
  id: 'b1',
  ownerId: OWNER,
  status: 'completed',
  announcedAt: new Date(),
  decksDeletedAt: null,
} as unknown as Batch;

function useCase(batch: Batch) {
  const deleted: string[] = [];
  const access = { visibleBatch: async () => batch } as unknown as BatchAccess;
  const deletion = {
    delete: async (b: Batch, reason: string) => (deleted.push(`${b.id}:${reason}`), true),
  } as unknown as BatchDecksDeletion;
  const getBatch = { execute: async () => ({ id: batch.id }) as BatchDetail } as unknown as GetBatchUseCase;
  return {
    run: (actor: string) =>
      new DeleteDecksUseCase(access, deletion, getBatch).execute({ actorId: actor, batchId: batch.id }),
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

describe('DeleteDecksUseCase', () => {
  it('deletes a finished batch’s decks at its owner’s request', async () => {
    const { run, deleted } = useCase(finished);
    await run(OWNER);
    expect(deleted).toEqual(['b1:requested']);
  });

  it('refuses a team member who sees the batch, and a batch still running', async () => {
    expect(await refusal(useCase(finished).run(MEMBER))).toBe('forbidden batch_delete_decks_forbidden');
    const running = { ...finished, status: 'processing', announcedAt: null } as Batch;
    const { run, deleted } = useCase(running);
    expect(await refusal(run(OWNER))).toBe('conflict batch_not_finished');
    expect(deleted).toEqual([]);
  });

  it('answers decks already deleted as they are, deleting nothing', async () => {
    const { run, deleted } = useCase({ ...finished, decksDeletedAt: new Date() } as Batch);
    await run(OWNER);
    expect(deleted).toEqual([]);
  });
});
