import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource, quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('teams'));

/**
 * Members (plus pending invitations, which hold a seat) of the largest team the user created: billing
 * refuses a downgrade to a plan with fewer seats.
 */
@Injectable()
export class LargestOwnedTeamUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(userId: string, now: Date = new Date()): Promise<number> {
    const rows: { seats: string | null }[] = await this.dataSource.query(
      `SELECT max(
                (SELECT count(*) FROM ${schema}."memberships" m WHERE m.team_id = t.id)
              + (SELECT count(*) FROM ${schema}."invitations" i
                  WHERE i.team_id = t.id AND i.accepted_at IS NULL AND i.declined_at IS NULL AND i.revoked_at IS NULL
                    AND i.expires_at > $2)
              ) AS seats
         FROM ${schema}."teams" t
        WHERE t.creator_id = $1`,
      [userId, now],
    );
    return Number(rows[0]?.seats ?? 0);
  }
}
