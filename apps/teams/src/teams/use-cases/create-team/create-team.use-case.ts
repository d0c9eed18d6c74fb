import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { TeamNameSchema, type TeamSummary } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { generateShortId, presentTeam, TeamErrors, TeamMessages } from '../../../shared';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

const SHORT_ID_ATTEMPTS = 5;

/** Creates a team with the creator as its first admin; its events are staged with it (outbox). */
@Injectable()
export class CreateTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.create'>): Promise<TeamSummary> {
    const parsed = TeamNameSchema.safeParse(input.name);
    if (!parsed.success)
      throw TeamErrors.field('invalid_team_name', 'name', parsed.error.issues[0]?.message ?? 'is invalid');
    const team = await this.insertWithFreshShortId(input.actorId, parsed.data);
    await this.messages.flush();
    return presentTeam(team, 'admin', 1);
  }

  /** A short_id collision (60 random bits) is retried with a new one. */
  private async insertWithFreshShortId(creatorId: string, name: string): Promise<Team> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          const team = await manager
            .getRepository(Team)
            .save({ shortId: generateShortId(), name, creatorId });
          await manager.getRepository(Membership).save({ teamId: team.id, userId: creatorId, role: 'admin' });
          await this.stageEvents(manager, team);
          return team;
        });
      } catch (error) {
        const collided = error instanceof QueryFailedError && /short_id/.test(String(error.message));
        if (!collided || attempt >= SHORT_ID_ATTEMPTS) throw error;
      }
    }
  }

  private async stageEvents(manager: EntityManager, team: Team): Promise<void> {
    const occurredAt = new Date().toISOString();
    const creatorId = team.creatorId;
    await this.messages.publish(
      manager,
      'team.created',
      { teamId: team.id, shortId: team.shortId, name: team.name, creatorId, occurredAt },
      team.shortId,
    );
    await this.messages.publish(
      manager,
      'member.added',
      { teamId: team.id, userId: creatorId, role: 'admin', addedBy: creatorId, occurredAt },
      `${team.shortId}:${creatorId}`,
    );
  }
}
