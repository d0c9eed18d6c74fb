import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DeleteSsoUseCase } from './use-cases/delete-sso/delete-sso.use-case';
import { GetSsoUseCase } from './use-cases/get-sso/get-sso.use-case';
import { JoinBySsoUseCase } from './use-cases/join-by-sso/join-by-sso.use-case';
import { OperatorVerifyDomainUseCase } from './use-cases/operator-verify-domain/operator-verify-domain.use-case';
import { PutSsoCommand } from './use-cases/put-sso/put-sso-command';
import { PutSsoUseCase } from './use-cases/put-sso/put-sso.use-case';
import { ResolveSsoUseCase } from './use-cases/resolve-sso/resolve-sso.use-case';
import { SsoEnforcementUseCase } from './use-cases/sso-enforcement/sso-enforcement.use-case';
import { VerifyDomainUseCase } from './use-cases/verify-domain/verify-domain.use-case';

/** A team's single sign-on over request/reply; every rule lives in the use cases. */
@Controller()
export class SsoRpcController {
  constructor(
    private readonly getSso: GetSsoUseCase,
    private readonly putSso: PutSsoUseCase,
    private readonly deleteSso: DeleteSsoUseCase,
    private readonly verifyDomain: VerifyDomainUseCase,
    private readonly operatorVerify: OperatorVerifyDomainUseCase,
    private readonly resolveSso: ResolveSsoUseCase,
    private readonly enforcement: SsoEnforcementUseCase,
    private readonly joinBySso: JoinBySsoUseCase,
  ) {}

  @RpcHandler('teams.sso-get')
  get(@Payload() request: RpcPayload<'teams.sso-get'>): Promise<RpcReply<'teams.sso-get'>> {
    return this.getSso.execute(request.actorId, request.team);
  }

  @RpcHandler('teams.sso-put')
  put(@Payload() request: RpcPayload<'teams.sso-put'>): Promise<RpcReply<'teams.sso-put'>> {
    return this.putSso.execute(
      new PutSsoCommand(
        request.actorId,
        request.team,
        request.issuer,
        request.clientId,
        request.clientSecret,
        request.domains,
        request.enforced,
      ),
    );
  }

  @RpcHandler('teams.sso-delete')
  async delete(@Payload() request: RpcPayload<'teams.sso-delete'>): Promise<RpcReply<'teams.sso-delete'>> {
    await this.deleteSso.execute(request.actorId, request.team);
    return { ok: true };
  }

  @RpcHandler('teams.sso-verify-domain')
  verify(
    @Payload() request: RpcPayload<'teams.sso-verify-domain'>,
  ): Promise<RpcReply<'teams.sso-verify-domain'>> {
    return this.verifyDomain.execute(request.actorId, request.team, request.domain);
  }

  @RpcHandler('teams.sso-operator-verify')
  async operatorVerifyDomain(
    @Payload() request: RpcPayload<'teams.sso-operator-verify'>,
  ): Promise<RpcReply<'teams.sso-operator-verify'>> {
    await this.operatorVerify.execute(request.operatorId, request.teamId, request.domain);
    return { ok: true };
  }

  @RpcHandler('teams.sso-resolve')
  async resolve(@Payload() request: RpcPayload<'teams.sso-resolve'>): Promise<RpcReply<'teams.sso-resolve'>> {
    return { client: await this.resolveSso.execute(request) };
  }

  @RpcHandler('teams.sso-enforcement')
  async enforced(
    @Payload() request: RpcPayload<'teams.sso-enforcement'>,
  ): Promise<RpcReply<'teams.sso-enforcement'>> {
    return { enforced: await this.enforcement.execute(request.email) };
  }

  @RpcHandler('teams.sso-join')
  async join(@Payload() request: RpcPayload<'teams.sso-join'>): Promise<RpcReply<'teams.sso-join'>> {
    return { joined: await this.joinBySso.execute(request.teamId, request.userId) };
  }
}
