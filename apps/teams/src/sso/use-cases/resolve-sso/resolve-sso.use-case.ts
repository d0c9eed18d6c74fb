import { Injectable } from '@nestjs/common';
import { IsNull, Not, type DataSource } from 'typeorm';
import type { SsoClient } from '@deckmill/bus-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { emailDomain } from '../../sso-rules';
import { SsoSecretBox } from '../../sso-secret-box';

/**
 * For the gateway's sign-in: the team whose VERIFIED domain is the e-mail's (at most one, by the unique
 * index), or a team by id at the callback; with its decrypted secret and verified domains. Null otherwise.
 */
@Injectable()
export class ResolveSsoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secrets: SsoSecretBox,
  ) {}

  async execute(input: RpcPayload<'teams.sso-resolve'>): Promise<SsoClient | null> {
    const teamId = input.teamId ?? (input.email ? await this.teamOfEmail(input.email) : null);
    if (teamId === null || teamId === undefined) return null;
    const manager = this.dataSource.manager;
    const config = await manager.getRepository(SsoConfig).findOneBy({ teamId });
    if (!config) return null;
    const verified = await manager.getRepository(SsoDomain).findBy({ teamId, verifiedAt: Not(IsNull()) });
    return {
      teamId,
      issuer: config.issuerUrl,
      clientId: config.clientId,
      clientSecret: this.secrets.open(teamId, config.clientSecret),
      verifiedDomains: verified.map((row) => row.domain).sort(),
    };
  }

  private async teamOfEmail(email: string): Promise<number | null> {
    const domain = emailDomain(email);
    if (!domain) return null;
    const row = await this.dataSource.manager
      .getRepository(SsoDomain)
      .findOneBy({ domain, verifiedAt: Not(IsNull()) });
    return row?.teamId ?? null;
  }
}
