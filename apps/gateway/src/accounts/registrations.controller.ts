import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignUpInputSchema } from '@deckmill/contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { SessionOnlyGuard } from '../auth/guards';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { userAgentOf, userEnvelope } from './request-details';
import type { SessionBody } from './session-view';
import { SessionStarter } from './session-starter';

@ApiTags('accounts')
@Controller('api/users')
@UseGuards(SessionOnlyGuard)
export class RegistrationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly starter: SessionStarter,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ bucket: 'sign-up', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Sign up: creates the account, mails the confirmation link and signs in' })
  async signUp(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionBody> {
    const input = parseInput(SignUpInputSchema, userEnvelope(body), { prefix: 'user' });
    const grant = await this.rpc.call('identity.sign-up', {
      name: input.name,
      company: input.company,
      email: input.email,
      password: input.password,
      userAgent: userAgentOf(req),
    });
    return this.starter.start(req, res, grant);
  }
}
