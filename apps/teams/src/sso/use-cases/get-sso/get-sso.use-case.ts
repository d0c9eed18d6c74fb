import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { TeamSsoState } from '@deckmill/bus-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { teamForAdmin } from '../../../shared';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { SsoPlan } from '../../sso-plan';
import { presentSso } from '../../sso-rules';

/** A team's SSO settings as its admins see them (never the secret); `configured: false` without any. */
@Injectable()
export class GetSsoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plan: SsoPlan,
  ) {}

  async execute(input: RpcPayload<'teams.sso-get'>): Promise<TeamSsoState> {
    const { actorId } = input;
    const manager = this.dataSource.manager;
    const { team } = await teamForAdmin(manager, input.team, actorId);
    const config = await manager.getRepository(SsoConfig).findOneBy({ teamId: team.id });
    const domains = config ? await manager.getRepository(SsoDomain).findBy({ teamId: team.id }) : [];
    return presentSso(config, domains, await this.plan.allows(actorId));
  }
}
