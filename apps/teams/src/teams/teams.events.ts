import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';

/** Follows identity: a deleted account leaves its teams. */
@Injectable()
export class TeamsEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TeamsEvents.name);
  private subscriptions: Subscription[] = [];

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly removeDeletedUser: RemoveDeletedUserUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriptions = [
      await this.bus.subscribeEvent('user.deleted', { durable: 'teams-user-deleted' }, async ({ data }) => {
        const count = await this.removeDeletedUser.execute(data.userId);
        if (count) this.logger.log(`account deleted: left ${count} teams`);
      }),
    ];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.stop()));
  }
}
