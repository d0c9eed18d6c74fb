import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TeamNameSchema, type TeamSummary } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { presentTeam, TeamErrors, teamForAdmin } from '../../../shared';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

/** Team admins rename their team (errors keyed `name`, the Team Settings form). */
@Injectable()
export class RenameTeamUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: RpcPayload<'teams.rename'>): Promise<TeamSummary> {
    return this.dataSource.transaction(async (manager) => {
      const { team, membership } = await teamForAdmin(manager, input.team, input.actorId, { lock: true });
      const parsed = TeamNameSchema.safeParse(input.name);
      if (!parsed.success)
        throw TeamErrors.field('invalid_team_name', 'name', parsed.error.issues[0]?.message ?? 'is invalid');
      team.name = parsed.data;
      const saved = await manager.getRepository(Team).save(team);
      const memberCount = await manager.getRepository(Membership).countBy({ teamId: team.id });
      return presentTeam(saved, membership.role, memberCount);
    });
  }
}
