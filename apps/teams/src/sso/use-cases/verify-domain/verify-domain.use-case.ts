import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { TeamSsoState } from '@deckmill/bus-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, teamForAdmin, TeamMessages } from '../../../shared';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { isUniqueViolation, SsoErrors } from '../../sso-errors';
import { SsoPlan } from '../../sso-plan';
import {
  domainVerifiedFact,
  isPublicMailDomain,
  normalizeDomain,
  presentSso,
  txtRecordName,
  txtRecordValue,
} from '../../sso-rules';
import { TxtResolver } from '../../txt-resolver';

/**
 * A team admin proves the team owns a domain: `_deckmill-challenge.<domain>` must carry the TXT value
 * `deckmill-verification=<token>`. Without it the domain stays unverified (an invalid `domain`, saying what
 * to publish); a domain verified for another team, or a public mail provider's, is refused. A verification
 * is audited (`team.sso_domain_verified`, method `dns`, by the admin who asked).
 */
@Injectable()
export class VerifyDomainUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly txt: TxtResolver,
    private readonly plan: SsoPlan,
    private readonly clock: Clock,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.sso-verify-domain'>): Promise<TeamSsoState> {
    const { actorId } = input;
    const manager = this.dataSource.manager;
    const { team } = await teamForAdmin(manager, input.team, actorId);
    const domain = normalizeDomain(input.domain);
    const config = await manager.getRepository(SsoConfig).findOneBy({ teamId: team.id });
    const domains = manager.getRepository(SsoDomain);
    const row = domain && config ? await domains.findOneBy({ teamId: team.id, domain }) : null;
    if (!config || !row) throw SsoErrors.domainNotListed();
    // Listed before public mail domains were refused: never verifiable.
    if (isPublicMailDomain(row.domain)) throw SsoErrors.publicMailDomain(row.domain, 'domain');
    if (!row.verifiedAt) {
      const name = txtRecordName(row.domain);
      const expected = txtRecordValue(row.verificationToken);
      const records = await this.txt.lookup(name);
      if (!records.some((record) => record.trim() === expected)) {
        throw SsoErrors.field(
          'sso_domain_unverified',
          'domain',
          `has no TXT record ${name} with the value ${expected} yet (DNS changes can take a while to appear).`,
        );
      }
      const now = this.clock.now();
      row.verifiedAt = now;
      row.verifiedBy = 'dns';
      await this.dataSource.transaction(async (tx) => {
        await tx
          .getRepository(SsoDomain)
          .save(row)
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? SsoErrors.domainTaken('domain') : error;
          });
        await this.messages.publish(
          tx,
          'team.sso_domain_verified',
          {
            teamId: team.id,
            teamName: team.name,
            domain: row.domain,
            method: 'dns',
            verifiedBy: actorId,
            occurredAt: now.toISOString(),
          },
          domainVerifiedFact(team.shortId, row.id, 'dns', now),
        );
      });
      await this.messages.flush();
    }
    return presentSso(config, await domains.findBy({ teamId: team.id }), await this.plan.allows(actorId));
  }
}
