import { Injectable, Logger } from '@nestjs/common';
import { DAY_OF_RETRIES, OnEvent, type DeliveryControl, type EventDelivery } from '@deckmill/messaging';
import { DeleteUserBatchesUseCase } from './use-cases/delete-user-batches/delete-user-batches.use-case';

/** Follows identity: a deleted account's batches, decks and notifications are deleted. */
@Injectable()
export class BatchesEvents {
  private readonly logger = new Logger(BatchesEvents.name);

  constructor(private readonly deleteUserBatches: DeleteUserBatchesUseCase) {}

  // Storage must answer for every batch of the account: outlast an outage, not a minute, or the event is
  // dead-lettered and the account's decks and records stay for ever.
  @OnEvent('user.deleted', {
    durable: 'generation-user-deleted',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>, control: DeliveryControl): Promise<void> {
    const count = await this.deleteUserBatches.execute({ ...data, working: () => control.working() });
    if (count) this.logger.log(`account deleted: ${count} batch(es) removed`);
  }
}
