import { Injectable } from '@nestjs/common';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';

/** Other services' facts the endpoints follow. */
@Injectable()
export class EndpointsEvents {
  constructor(private readonly removeDeletedUser: RemoveDeletedUserUseCase) {}

  @OnEvent('user.deleted', { durable: 'webhooks-user-deleted' })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>): Promise<void> {
    await this.removeDeletedUser.execute({ userId: data.userId });
  }
}
