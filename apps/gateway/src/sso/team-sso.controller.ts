import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PutTeamSsoBodySchema, type TeamSsoView } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SessionOnlyGuard, SignedInGuard } from '../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { teamRef } from '../teams';
import { SSO_CALLBACK_PATH } from './oidc.strategy';
import { teamSsoView } from './sso-views';

/**
 * /api/app/teams/{id}/sso: a team's OpenID Connect settings (team admins; changing them needs the Enterprise
 * plan). The client secret is write-only. Changing them is for a signed-in browser only: an API key (even a
 * full-scope one) may read them but never point the team's sign-in at another provider.
 */
@ApiTags('teams')
@Controller('api/app/teams')
@UseGuards(SignedInGuard)
export class TeamSsoController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Get(':id/sso')
  @ApiOperation({ summary: "The team's single sign-on settings (team admins); never the client secret" })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<TeamSsoView> {
    return this.view(await this.rpc.call('teams.sso-get', { actorId: principal.userId, team: teamRef(id) }));
  }

  @Put(':id/sso')
  @UseGuards(SessionOnlyGuard)
  @ApiOperation({
    summary: 'Configure single sign-on: issuer URL, client id, client secret (first time), domains, enforced',
  })
  async put(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<TeamSsoView> {
    const input = parseInput(PutTeamSsoBodySchema, body);
    const state = await this.rpc.call('teams.sso-put', {
      actorId: principal.userId,
      team: teamRef(id),
      issuer: input.issuer_url,
      clientId: input.client_id,
      clientSecret: input.client_secret,
      domains: input.domains,
      enforced: input.enforced,
    });
    return this.view(state);
  }

  @Delete(':id/sso')
  @UseGuards(SessionOnlyGuard)
  @HttpCode(204)
  @ApiOperation({ summary: "Turn the team's single sign-on off (team admins); its domains go too" })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('teams.sso-delete', { actorId: principal.userId, team: teamRef(id) });
  }

  @Post(':id/sso/domains/:domain/verify')
  @UseGuards(SessionOnlyGuard)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Verify a domain by its DNS TXT record _deckmill-challenge.<domain> (team admins)',
  })
  async verify(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('domain') domain: string,
  ): Promise<TeamSsoView> {
    const state = await this.rpc.call('teams.sso-verify-domain', {
      actorId: principal.userId,
      team: teamRef(id),
      domain: domain.slice(0, 300),
    });
    return this.view(state);
  }

  private view(state: Parameters<typeof teamSsoView>[0]): TeamSsoView {
    return teamSsoView(state, `${this.options.appUrl}${SSO_CALLBACK_PATH}`);
  }
}
