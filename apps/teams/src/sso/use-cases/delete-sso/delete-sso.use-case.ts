import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, teamForAdmin, TeamMessages } from '../../../shared';
import { SsoConfig } from '../../entities/sso-config.entity';

/** Team admins turn SSO off (whatever their plan, so a downgraded team can still remove it); domains go too. */
@Injectable()
export class DeleteSsoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.sso-delete'>): Promise<void> {
    const { actorId } = input;
    await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, input.team, actorId, { lock: true });
      const { affected } = await manager.getRepository(SsoConfig).delete({ teamId: team.id });
      if (!affected) return;
      const now = this.clock.now();
      await this.messages.publish(
        manager,
        'team.sso_configured',
        {
          teamId: team.id,
          teamName: team.name,
          actorId,
          enforced: false,
          domains: [],
          removed: true,
          occurredAt: now.toISOString(),
        },
        `${team.shortId}:sso-removed:${now.getTime()}`,
      );
    });
    await this.messages.flush();
  }
}
