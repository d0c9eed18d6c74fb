import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ActivityQuerySchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, parseInput } from '@deckmill/server-kit';
import { ActivityResponder } from '../activity';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { teamRef } from './route-params';

/**
 * A team's Activity tab: its admins only. For a member who is not an admin, as for a stranger, the team's
 * trail does not exist (404), so the route never tells anyone more than the team page already does.
 */
@ApiTags('teams')
@Controller('api/app/teams/:id/activity')
@UseGuards(SignedInGuard)
export class TeamActivityController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly activity: ActivityResponder,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "The team's activity, newest first (team admins; 404 otherwise); format=csv|jsonl downloads all of it",
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const parsed = parseInput(ActivityQuerySchema, query);
    // The short_id or numeric id resolves as on every team route (not_found for anyone but a member).
    const team = await this.rpc.call('teams.get', { actorId: principal.userId, team: teamRef(id) });
    if (team.role !== 'admin') throw ApiError.notFound();
    await this.activity.answer(res, {
      userId: principal.userId,
      // The audit service checks the admin role again: the gateway's answer is not its only guard.
      scope: { kind: 'team', teamId: team.id, actorId: principal.userId },
      filters: {},
      query: parsed,
      fileName: `deckmill-team-${team.shortId}-activity`,
      withHash: false,
      showOperators: false,
    });
  }
}
