import { Controller, Get, Inject, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { SsoErrorCode } from '@deckmill/api-contracts';
import { isDomainError, RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT, SessionStarter, userAgentOf } from '../accounts';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { OidcCallbackGuard, SSO_IDENTITY_PROPERTY } from './oidc-callback.guard';
import { SSO_CALLBACK_PATH, type SsoIdentity } from './oidc.strategy';
import { SsoFailure, SsoFailureFilter } from './sso-failure';
import { StartSsoSignIn } from './start-sso-sign-in';

/** Where a browser lands once signed in. */
const AFTER_SIGN_IN = '/app';

/** Sign in with SSO: to the team's provider and back; every failure ends on the sign-in page. */
@ApiTags('accounts')
@Controller('api/users/sso')
@UseGuards(SessionOnlyGuard)
@UseFilters(SsoFailureFilter)
export class SsoSignInController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly start: StartSsoSignIn,
    private readonly starter: SessionStarter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Get()
  @RateLimit({ bucket: 'sso-sign-in', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({
    summary: "Sign in with SSO: 302 to the provider of the team whose verified domain is the address's",
  })
  async begin(@Query('email') email: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    // Login CSRF: another site must not start a sign-in in this browser (its provider could approve it into
    // the attacker's account). Browsers say where a navigation comes from; a client that says nothing (not a
    // browser, or an old one) is let through, as the transaction cookie still binds the flow to it.
    if (req.header('sec-fetch-site') === 'cross-site') throw new SsoFailure('sign_in_failed');
    const callbackUrl = `${this.options.appUrl}${SSO_CALLBACK_PATH}`;
    res.redirect(302, await this.start.authorizationUrl(res, email, callbackUrl));
  }

  @Get('callback')
  @RateLimit({ bucket: 'sso-callback', ...ACCOUNT_RATE_LIMIT })
  @UseGuards(OidcCallbackGuard)
  @ApiOperation({
    summary: "The provider's redirect: signs the user in (creating the account once), 302 to /app",
  })
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const identity = (req as Request & Record<typeof SSO_IDENTITY_PROPERTY, SsoIdentity>)[
      SSO_IDENTITY_PROPERTY
    ];
    const grant = await this.rpc
      .call('identity.sso-sign-in', {
        email: identity.email,
        name: identity.name,
        userAgent: userAgentOf(req),
        clientIp: req.ip,
      })
      .catch((error: unknown) => {
        throw new SsoFailure(refusalCode(error), { cause: error });
      });
    await this.rpc
      .call('teams.sso-join', { teamId: identity.teamId, userId: grant.userId })
      .catch((cause: unknown) => {
        throw new SsoFailure('sign_in_failed', { cause });
      });
    await this.starter.start(req, res, grant);
    res.redirect(302, AFTER_SIGN_IN);
  }
}

/** identity's refusals of an SSO sign-in, as the sign-in page's codes. */
function refusalCode(error: unknown): SsoErrorCode {
  if (!isDomainError(error, 'forbidden')) return 'sign_in_failed';
  if (error.code === 'operator_password_only') return 'operator_password_only';
  return error.code === 'account_locked' ? 'account_locked' : 'sign_in_failed';
}
