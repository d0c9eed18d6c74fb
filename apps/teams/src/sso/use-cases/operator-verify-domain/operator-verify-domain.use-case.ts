import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, TeamMessages } from '../../../shared';
import { Team } from '../../../teams';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { isUniqueViolation, SsoErrors } from '../../sso-errors';
import { domainVerifiedFact, isPublicMailDomain, normalizeDomain } from '../../sso-rules';

/**
 * An operator vouches for a team's listed domain (the gateway lets only operators call it). Audited as
 * `team.sso_domain_verified`, method `operator`, naming the operator. A public mail provider's domain is
 * never verified, not even by an operator.
 */
@Injectable()
export class OperatorVerifyDomainUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.sso-operator-verify'>): Promise<void> {
    const { operatorId, teamId } = input;
    const domain = normalizeDomain(input.domain);
    const published = await this.dataSource.transaction(async (manager) => {
      const domains = manager.getRepository(SsoDomain);
      const row = domain ? await domains.findOneBy({ teamId, domain }) : null;
      const team = row ? await manager.getRepository(Team).findOneBy({ id: teamId }) : null;
      if (!row || !team) throw SsoErrors.domainNotFound();
      if (isPublicMailDomain(row.domain)) throw SsoErrors.publicMailDomain(row.domain, 'domain');
      if (row.verifiedBy === 'operator') return false;
      const now = this.clock.now();
      row.verifiedAt = now;
      row.verifiedBy = 'operator';
      await domains.save(row).catch((error: unknown) => {
        throw isUniqueViolation(error) ? SsoErrors.domainTaken('domain') : error;
      });
      await this.messages.publish(
        manager,
        'team.sso_domain_verified',
        {
          teamId,
          teamName: team.name,
          domain: row.domain,
          method: 'operator',
          verifiedBy: operatorId,
          occurredAt: now.toISOString(),
        },
        domainVerifiedFact(team.shortId, row.id, 'operator', now),
      );
      return true;
    });
    if (published) await this.messages.flush();
  }
}
