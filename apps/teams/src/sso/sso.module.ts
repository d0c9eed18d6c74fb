import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeamsSharedModule } from '../shared';
import { Membership, Team } from '../teams';
import { SsoConfig } from './entities/sso-config.entity';
import { SsoDomain } from './entities/sso-domain.entity';
import { BillingSsoPlan, SsoPlan } from './sso-plan';
import { SsoRpcController } from './sso.rpc-controller';
import { SsoSecretBox } from './sso-secret-box';
import { SystemTxtResolver, TxtResolver } from './txt-resolver';
import { DeleteSsoUseCase } from './use-cases/delete-sso/delete-sso.use-case';
import { GetSsoUseCase } from './use-cases/get-sso/get-sso.use-case';
import { JoinBySsoUseCase } from './use-cases/join-by-sso/join-by-sso.use-case';
import { OperatorVerifyDomainUseCase } from './use-cases/operator-verify-domain/operator-verify-domain.use-case';
import { PutSsoUseCase } from './use-cases/put-sso/put-sso.use-case';
import { ResolveSsoUseCase } from './use-cases/resolve-sso/resolve-sso.use-case';
import { SsoEnforcementUseCase } from './use-cases/sso-enforcement/sso-enforcement.use-case';
import { VerifyDomainUseCase } from './use-cases/verify-domain/verify-domain.use-case';

/** A team's OpenID Connect single sign-on and its verified e-mail domains. */
@Module({
  imports: [TeamsSharedModule, TypeOrmModule.forFeature([Team, Membership, SsoConfig, SsoDomain])],
  controllers: [SsoRpcController],
  providers: [
    SsoSecretBox,
    { provide: SsoPlan, useClass: BillingSsoPlan },
    { provide: TxtResolver, useFactory: () => new SystemTxtResolver() },
    GetSsoUseCase,
    PutSsoUseCase,
    DeleteSsoUseCase,
    VerifyDomainUseCase,
    OperatorVerifyDomainUseCase,
    ResolveSsoUseCase,
    SsoEnforcementUseCase,
    JoinBySsoUseCase,
  ],
})
export class SsoModule {}
