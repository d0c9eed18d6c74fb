import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PreviewedInvitation } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { ACCOUNT_RATE_LIMIT } from '../accounts';
import { invitationToken } from './route-params';
import { previewedInvitation } from './team-views';

/**
 * The invitation link as its holder sees it before signing up or in (public: the holder may have no account
 * yet). The token is the only key, 256 random bits, and lookups are rate limited like the account routes, so
 * answering the invited address in full gives a guesser nothing.
 */
@ApiTags('teams')
@Controller('api/invitations')
export class InvitationLinksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':token')
  @RateLimit({ bucket: 'invitation-preview', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({
    summary:
      "An invitation link's team, inviter, invited address and expiry (public); 404 once it is expired, revoked, declined or used",
  })
  async preview(@Param('token') token: string): Promise<PreviewedInvitation> {
    const preview = await this.rpc.call('teams.invitation-preview', { token: invitationToken(token) });
    return previewedInvitation(preview);
  }
}
