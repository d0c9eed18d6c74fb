import { messageHandlerOf } from '@deckmill/messaging';
import { DAY_OF_RETRIES } from '@deckmill/messaging';
import { BatchesEvents } from './batches.events';
import type { DeleteUserBatchesUseCase } from './use-cases/delete-user-batches/delete-user-batches.use-case';

const USER_ID = '00000000-0000-4000-8000-000000000001';

describe('BatchesEvents (user.deleted)', () => {
  it('retries for a day and extends the ack deadline while the account’s batches are deleted', async () => {
    const deletedFor: string[] = [];
    const useCase = {
      execute: async ({ userId, working }: { userId: string; working: () => void }) => {
        deletedFor.push(userId);
        working(); // one batch
        working(); // another
        return 2;
      },
    } as unknown as DeleteUserBatchesUseCase;
    const events = new BatchesEvents(useCase);

    const declared = messageHandlerOf(BatchesEvents.prototype.onUserDeleted);
    if (!declared) throw new Error('user.deleted is not handled');
    expect(declared).toMatchObject({ kind: 'event', key: 'user.deleted' });
    expect(declared.options(events)).toMatchObject({
      durable: 'generation-user-deleted',
      maxDeliver: DAY_OF_RETRIES.maxDeliver,
      backoffMs: [...DAY_OF_RETRIES.backoffMs],
    });

    let working = 0;
    await events.onUserDeleted(
      {
        data: { userId: USER_ID, occurredAt: '2026-11-21T10:00:00.000Z' },
        subject: 'deckmill.evt.user.deleted.v1',
        deliveryCount: 1,
        headers: {},
      },
      { working: () => (working += 1) },
    );
    expect(deletedFor).toEqual([USER_ID]);
    expect(working).toBe(2);
  });
});
