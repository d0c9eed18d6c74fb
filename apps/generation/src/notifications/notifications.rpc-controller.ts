import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListNotificationsUseCase } from './use-cases/list-notifications/list-notifications.use-case';

@Controller()
export class NotificationsRpcController {
  constructor(private readonly listNotifications: ListNotificationsUseCase) {}

  @RpcHandler('generation.notifications')
  async list(
    @Payload() request: RpcPayload<'generation.notifications'>,
  ): Promise<RpcReply<'generation.notifications'>> {
    return { notifications: await this.listNotifications.execute(request.actorId) };
  }
}
