import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Notification } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { notificationList } from './notification-views';

/** The in-app notifications (a batch completed or failed). */
@ApiTags('presentations')
@Controller('api/app/notifications')
@UseGuards(SignedInGuard)
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user\u2019s latest notifications' })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ notifications: Notification[] }> {
    const { notifications } = await this.rpc.call('generation.notifications', { actorId: principal.userId });
    return notificationList(notifications);
  }
}
