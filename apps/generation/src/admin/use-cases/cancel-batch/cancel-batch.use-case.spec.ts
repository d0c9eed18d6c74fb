import type { Batch, BatchRepository, OwnerCancellation } from '../../../batches';
import { AdminCancelBatchUseCase } from './cancel-batch.use-case';

const BATCH_ID = '33333333-3333-4333-8333-333333333333';
const OWNER_ID = '11111111-1111-4111-8111-111111111111';

describe('AdminCancelBatchUseCase', () => {
  it("cancels through the owner's use case, on the owner's behalf, and answers the batch as it is after", async () => {
    const rows: Batch[] = [
      { id: BATCH_ID, name: 'Q1', ownerId: OWNER_ID, templateTeamId: 4, status: 'processing' } as Batch,
      { id: BATCH_ID, name: 'Q1', ownerId: OWNER_ID, templateTeamId: 4, status: 'cancelled' } as Batch,
    ];
    const batches = { findById: async () => rows.shift() ?? null } as unknown as BatchRepository;
    const calls: [string, string][] = [];
    const cancel = {
      cancel: async (actorId: string, batchId: string) => {
        calls.push([actorId, batchId]);
        return { id: batchId, cancelledNow: true };
      },
    } as unknown as OwnerCancellation;

    const answer = await new AdminCancelBatchUseCase(batches, cancel).execute({ batchId: BATCH_ID });

    expect(calls).toEqual([[OWNER_ID, BATCH_ID]]);
    expect(answer).toMatchObject({
      id: BATCH_ID,
      status: 'cancelled',
      templateTeamId: 4,
      cancelledNow: true,
    });
  });

  it('answers not_found for an unknown batch, and passes the conflict of a finished one on', async () => {
    const none = { findById: async () => null } as unknown as BatchRepository;
    const cancel = { cancel: jest.fn() } as unknown as OwnerCancellation;
    await expect(
      new AdminCancelBatchUseCase(none, cancel).execute({ batchId: BATCH_ID }),
    ).rejects.toMatchObject({ domainError: { kind: 'not_found' } });

    const finished = {
      findById: async () => ({ id: BATCH_ID, ownerId: OWNER_ID, status: 'completed' }) as Batch,
    } as unknown as BatchRepository;
    const refusing = {
      cancel: async () => {
        throw new Error('batch_not_cancellable');
      },
    } as unknown as OwnerCancellation;
    await expect(
      new AdminCancelBatchUseCase(finished, refusing).execute({ batchId: BATCH_ID }),
    ).rejects.toThrow('batch_not_cancellable');
  });
});
