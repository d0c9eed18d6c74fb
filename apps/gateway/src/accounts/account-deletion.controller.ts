import { Body, Controller, Delete, HttpCode, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DeleteAccountInputSchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import {
  clearSessionCookie,
  CurrentPrincipal,
  type Principal,
  SessionOnlyGuard,
  SignedInGuard,
} from '../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { rotateCsrfToken } from './request-details';

/**
 * Settings → Your data → Delete my account (docs/accounts.md): the user's password again, then identity deletes
 * the account and every service deletes what it holds of it on `user.deleted`. Guessing the password here is
 * limited like sign-in.
 */
@ApiTags('accounts')
@Controller('api/settings/account')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class AccountDeletionController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Delete()
  @HttpCode(204)
  @RateLimit({ bucket: 'account-deletion', per: 'user', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Delete my account and everything in it (needs the current password)' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const input = parseInput(DeleteAccountInputSchema, body);
    await this.rpc.call('identity.delete-own-account', {
      userId: principal.userId,
      currentPassword: input.current_password,
    });
    clearSessionCookie(res, this.options.appUrl);
    rotateCsrfToken(res, undefined);
  }
}
