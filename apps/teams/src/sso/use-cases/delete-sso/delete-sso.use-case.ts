import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@deckmill/database';
import { teamForAdmin } from '../../../shared/team-access';
import { SsoConfig } from '../../entities/sso-config.entity';

/** Team admins turn SSO off (whatever their plan, so a downgraded team can still remove it); domains go too. */
@Injectable()
export class DeleteSsoUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(actorId: string, teamRef: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      await manager.getRepository(SsoConfig).delete({ teamId: team.id });
    });
  }
}
