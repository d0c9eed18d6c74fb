import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TeamRole } from '@deckmill/bus-contracts';
import { selectRows } from '@deckmill/database';
import { teamsTables } from '../teams.tables';
import type { Team } from './entities/team.entity';

const { teams, memberships, invitations } = teamsTables;

interface MemberTeamRow {
  id: number;
  short_id: string;
  name: string;
  creator_id: string;
  created_at: Date;
  updated_at: Date;
  role: TeamRole;
  member_count: string;
}

export interface MemberTeam {
  readonly team: Team;
  readonly role: TeamRole;
  readonly memberCount: number;
}

/** The teams' hand-written SQL (aggregates over members and invitations); plain reads use the entities. */
@Injectable()
export class TeamRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's teams with their role and member count, newest first. */
  async listOfMember(userId: string): Promise<MemberTeam[]> {
    const rows = await selectRows<MemberTeamRow>(
      this.dataSource,
      `SELECT t.*, mine.role,
              (SELECT count(*) FROM ${memberships} m WHERE m.team_id = t.id) AS member_count
         FROM ${teams} t
         JOIN ${memberships} mine ON mine.team_id = t.id AND mine.user_id = $1
        ORDER BY t.created_at DESC, t.id DESC`,
      [userId],
    );
    return rows.map((row) => ({ team: toTeam(row), role: row.role, memberCount: Number(row.member_count) }));
  }

  /** Members plus pending invitations (which hold a seat) of the largest team the user created; 0 for none. */
  async largestOwnedSeats(userId: string, now: Date): Promise<number> {
    const rows = await selectRows<{ seats: string | null }>(
      this.dataSource,
      `SELECT max(
                (SELECT count(*) FROM ${memberships} m WHERE m.team_id = t.id)
              + (SELECT count(*) FROM ${invitations} i
                  WHERE i.team_id = t.id AND i.accepted_at IS NULL AND i.declined_at IS NULL AND i.revoked_at IS NULL
                    AND i.expires_at > $2)
              ) AS seats
         FROM ${teams} t
        WHERE t.creator_id = $1`,
      [userId, now],
    );
    return Number(rows[0]?.seats ?? 0);
  }
}

function toTeam(row: MemberTeamRow): Team {
  return {
    id: row.id,
    shortId: row.short_id,
    name: row.name,
    creatorId: row.creator_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
