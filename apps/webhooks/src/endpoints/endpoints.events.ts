import { Injectable } from '@nestjs/common';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { RemoveDeletedTeamUseCase } from './use-cases/remove-deleted-team/remove-deleted-team.use-case';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';

/** Other services' facts the endpoints follow. */
@Injectable()
export class EndpointsEvents {
  constructor(
    private readonly removeDeletedUser: RemoveDeletedUserUseCase,
    private readonly removeDeletedTeam: RemoveDeletedTeamUseCase,
  ) {}

  @OnEvent('user.deleted', { durable: 'webhooks-user-deleted' })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>): Promise<void> {
    await this.removeDeletedUser.execute(data);
  }

  @OnEvent('team.deleted', { durable: 'webhooks-team-deleted' })
  async onTeamDeleted({ data }: EventDelivery<'team.deleted'>): Promise<void> {
    await this.removeDeletedTeam.execute(data);
  }
}
