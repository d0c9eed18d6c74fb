import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListNotificationsUseCase } from './use-cases/list-notifications/list-notifications.use-case';

@Controller()
export class NotificationsRpcController {
  constructor(private readonly listNotifications: ListNotificationsUseCase) {}

  @RpcHandler('generation.notifications')
  list(
    @Payload() input: RpcPayload<'generation.notifications'>,
  ): Promise<RpcReply<'generation.notifications'>> {
    return this.listNotifications.execute(input);
  }
}
