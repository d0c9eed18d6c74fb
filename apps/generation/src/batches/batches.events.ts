import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { DAY_OF_RETRIES } from '../shared/retry-schedule';
import { DeleteUserBatchesUseCase } from './use-cases/delete-user-batches/delete-user-batches.use-case';

/** Follows identity: a deleted account's batches, decks and notifications are deleted. */
@Injectable()
export class BatchesEvents implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BatchesEvents.name);
  private subscription?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly deleteUserBatches: DeleteUserBatchesUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribeEvent(
      'user.deleted',
      // Storage must answer for every batch of the account: outlast an outage, not a minute, or the event is
      // dead-lettered and the account's decks and records stay for ever.
      {
        durable: 'generation-user-deleted',
        maxDeliver: DAY_OF_RETRIES.maxDeliver,
        backoffMs: [...DAY_OF_RETRIES.backoffMs],
      },
      async ({ data }, control) => {
        const count = await this.deleteUserBatches.execute(data.userId, () => control.working());
        if (count) this.logger.log(`account deleted: ${count} batch(es) removed`);
      },
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }
}
