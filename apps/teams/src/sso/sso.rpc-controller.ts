import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DeleteSsoUseCase } from './use-cases/delete-sso/delete-sso.use-case';
import { GetSsoUseCase } from './use-cases/get-sso/get-sso.use-case';
import { JoinBySsoUseCase } from './use-cases/join-by-sso/join-by-sso.use-case';
import { OperatorVerifyDomainUseCase } from './use-cases/operator-verify-domain/operator-verify-domain.use-case';
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
  get(@Payload() input: RpcPayload<'teams.sso-get'>): Promise<RpcReply<'teams.sso-get'>> {
    return this.getSso.execute(input);
  }

  @RpcHandler('teams.sso-put')
  put(@Payload() input: RpcPayload<'teams.sso-put'>): Promise<RpcReply<'teams.sso-put'>> {
    return this.putSso.execute(input);
  }

  @RpcHandler('teams.sso-delete')
  async delete(@Payload() input: RpcPayload<'teams.sso-delete'>): Promise<RpcReply<'teams.sso-delete'>> {
    await this.deleteSso.execute(input);
    return { ok: true };
  }

  @RpcHandler('teams.sso-verify-domain')
  verify(
    @Payload() input: RpcPayload<'teams.sso-verify-domain'>,
  ): Promise<RpcReply<'teams.sso-verify-domain'>> {
    return this.verifyDomain.execute(input);
  }

  @RpcHandler('teams.sso-operator-verify')
  async operatorVerifyDomain(
    @Payload() input: RpcPayload<'teams.sso-operator-verify'>,
  ): Promise<RpcReply<'teams.sso-operator-verify'>> {
    await this.operatorVerify.execute(input);
    return { ok: true };
  }

  @RpcHandler('teams.sso-resolve')
  async resolve(@Payload() input: RpcPayload<'teams.sso-resolve'>): Promise<RpcReply<'teams.sso-resolve'>> {
    return { client: await this.resolveSso.execute(input) };
  }

  @RpcHandler('teams.sso-enforcement')
  async enforced(
    @Payload() input: RpcPayload<'teams.sso-enforcement'>,
  ): Promise<RpcReply<'teams.sso-enforcement'>> {
    return { enforced: await this.enforcement.execute(input) };
  }

  @RpcHandler('teams.sso-join')
  async join(@Payload() input: RpcPayload<'teams.sso-join'>): Promise<RpcReply<'teams.sso-join'>> {
    return { joined: await this.joinBySso.execute(input) };
  }
}
