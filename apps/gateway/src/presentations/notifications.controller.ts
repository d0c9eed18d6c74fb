import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { SignedInGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';

/** The in-app notifications (a batch completed or failed). */
@ApiTags('presentations')
@Controller('api/app/notifications')
@UseGuards(SignedInGuard)
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user\u2019s latest notifications' })
  list(@CurrentPrincipal() principal: Principal): Promise<RpcReply<'generation.notifications'>> {
    return this.rpc.call('generation.notifications', { actorId: principal.userId });
  }
}
