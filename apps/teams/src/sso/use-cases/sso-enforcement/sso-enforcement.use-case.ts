import { Injectable } from '@nestjs/common';
import { IsNull, Not, type DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { emailDomain } from '../../sso-rules';

/** Whether the address's domain is verified for a team that enforces SSO (identity then refuses passwords). */
@Injectable()
export class SsoEnforcementUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: RpcPayload<'teams.sso-enforcement'>): Promise<boolean> {
    const domain = emailDomain(input.email);
    if (!domain) return false;
    const manager = this.dataSource.manager;
    const row = await manager.getRepository(SsoDomain).findOneBy({ domain, verifiedAt: Not(IsNull()) });
    if (!row) return false;
    const config = await manager.getRepository(SsoConfig).findOneBy({ teamId: row.teamId });
    return config?.enforced ?? false;
  }
}
