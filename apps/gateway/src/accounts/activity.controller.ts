import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ActivityQuerySchema } from '@deckmill/api-contracts';
import { parseInput } from '@deckmill/server-kit';
import { ActivityResponder } from '../activity';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';

/** Settings → Activity: what the signed-in user did, and what was done to their account. */
@ApiTags('activity')
@Controller('api/settings/activity')
@UseGuards(SignedInGuard)
export class ActivityController {
  constructor(private readonly activity: ActivityResponder) {}

  @Get()
  @ApiOperation({
    summary:
      "The signed-in user's own activity, newest first (?cursor=&limit=); format=csv|jsonl downloads all of it",
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.activity.answer(res, {
      userId: principal.userId,
      scope: { kind: 'user', userId: principal.userId },
      filters: {},
      query: parseInput(ActivityQuerySchema, query),
      fileName: 'deckmill-activity',
      withHash: false,
      showOperators: false,
    });
  }
}
