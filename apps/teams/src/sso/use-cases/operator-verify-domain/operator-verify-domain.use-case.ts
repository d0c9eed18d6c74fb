import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock } from '../../../shared/clock';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { isUniqueViolation, SsoErrors } from '../../sso-errors';
import { normalizeDomain } from '../../sso-rules';

/** An operator vouches for a team's listed domain (the gateway lets only operators call it). */
@Injectable()
export class OperatorVerifyDomainUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(teamId: number, rawDomain: string): Promise<void> {
    const domain = normalizeDomain(rawDomain);
    const domains = this.dataSource.manager.getRepository(SsoDomain);
    const row = domain ? await domains.findOneBy({ teamId, domain }) : null;
    if (!row) throw SsoErrors.domainNotFound();
    if (row.verifiedBy === 'operator') return;
    row.verifiedAt = this.clock.now();
    row.verifiedBy = 'operator';
    await domains.save(row).catch((error: unknown) => {
      throw isUniqueViolation(error) ? SsoErrors.domainTaken('domain') : error;
    });
  }
}
