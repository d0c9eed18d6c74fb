import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { teamForAdmin, TeamMessages } from '../../../shared';
import { Team } from '../../entities/team.entity';

/**
 * Team admins delete their team, its memberships and invitations (cascade). `team.deleted` tells templates to
 * give shared templates back to their owners; it is staged with the deletion (outbox) and flushed after.
 */
@Injectable()
export class DeleteTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.delete'>): Promise<void> {
    const { actorId } = input;
    await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, input.team, actorId, { lock: true });
      await manager.getRepository(Team).delete({ id: team.id });
      await this.messages.publish(
        manager,
        'team.deleted',
        { teamId: team.id, name: team.name, deletedBy: actorId, occurredAt: new Date().toISOString() },
        team.shortId,
      );
    });
    await this.messages.flush();
  }
}
