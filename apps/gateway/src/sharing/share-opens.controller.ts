import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecentShareOpensView } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { recentShareOpenView } from './share-link-views';

/** The dashboard's newest opens of the signed-in user's own links. */
export const RECENT_OPENS = 10;

/** GET /api/app/dashboard/recent_opens: who opened the user's decks lately (docs/sharing.md, "Analytics"). */
@ApiTags('presentations')
@Controller('api/app/dashboard')
@UseGuards(SignedInGuard)
export class ShareOpensController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('recent_opens')
  @ApiOperation({ summary: 'The newest views of my personal links (at most 10), newest first' })
  async recent(@CurrentPrincipal() principal: Principal): Promise<RecentShareOpensView> {
    const { opens } = await this.rpc.call('generation.recent-share-opens', {
      actorId: principal.userId,
      limit: RECENT_OPENS,
    });
    return { opens: opens.map(recentShareOpenView) };
  }
}
