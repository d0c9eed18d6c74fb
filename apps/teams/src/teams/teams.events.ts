import { Injectable, Logger } from '@nestjs/common';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';

/** Follows identity: a deleted account leaves its teams. */
@Injectable()
export class TeamsEvents {
  private readonly logger = new Logger(TeamsEvents.name);

  constructor(private readonly removeDeletedUser: RemoveDeletedUserUseCase) {}

  @OnEvent('user.deleted', { durable: 'teams-user-deleted' })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>): Promise<void> {
    const count = await this.removeDeletedUser.execute(data);
    if (count) this.logger.log(`account deleted: left ${count} teams`);
  }
}
