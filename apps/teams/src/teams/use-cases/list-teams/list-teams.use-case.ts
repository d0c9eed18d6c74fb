import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { TeamListItem, TeamRole } from '@deckmill/bus-contracts';
import { InjectDataSource, serviceSchema, quoteIdent } from '@deckmill/database';
import { presentTeam } from '../../../shared/presenters';
import type { Team } from '../../entities/team.entity';

interface TeamRow {
  id: number;
  short_id: string;
  name: string;
  creator_id: string;
  created_at: Date;
  updated_at: Date;
  role: TeamRole;
  member_count: string;
}

const schema = quoteIdent(serviceSchema('teams'));

/** The user's teams with their role and member count, newest first. */
@Injectable()
export class ListTeamsUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(actorId: string): Promise<TeamListItem[]> {
    const rows: TeamRow[] = await this.dataSource.query(
      `SELECT t.*, mine.role,
              (SELECT count(*) FROM ${schema}."memberships" m WHERE m.team_id = t.id) AS member_count
         FROM ${schema}."teams" t
         JOIN ${schema}."memberships" mine ON mine.team_id = t.id AND mine.user_id = $1
        ORDER BY t.created_at DESC, t.id DESC`,
      [actorId],
    );
    return rows.map((row) => presentTeam(toTeam(row), row.role, Number(row.member_count)));
  }
}

function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    shortId: row.short_id,
    name: row.name,
    creatorId: row.creator_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
