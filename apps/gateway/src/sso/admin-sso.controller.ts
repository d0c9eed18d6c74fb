import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OperatorVerifySsoDomainBodySchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { AdminGuard, CurrentPrincipal, type Principal } from '../auth';

/** Operators vouch for a team's SSO domain when its DNS cannot be changed. */
@ApiTags('admin')
@Controller('api/admin/sso_domains')
@UseGuards(AdminGuard)
export class AdminSsoController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('verify')
  @HttpCode(204)
  @ApiOperation({ summary: "Verify a team's SSO domain without its DNS record (operators)" })
  async verify(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<void> {
    const input = parseInput(OperatorVerifySsoDomainBodySchema, body);
    await this.rpc.call('teams.sso-operator-verify', {
      operatorId: principal.userId,
      teamId: input.team_id,
      domain: input.domain,
    });
  }
}
