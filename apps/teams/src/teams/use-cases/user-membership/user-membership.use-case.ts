import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

/** A user's role in one team (null for a stranger) and its name (both null when it is gone), for templates. */
@Injectable()
export class UserMembershipUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: RpcPayload<'teams.membership'>): Promise<RpcReply<'teams.membership'>> {
    const { userId, teamId } = input;
    const team = await this.dataSource.getRepository(Team).findOneBy({ id: teamId });
    if (!team) return { role: null, teamName: null };
    const membership = await this.dataSource.getRepository(Membership).findOneBy({ teamId, userId });
    return { role: membership?.role ?? null, teamName: team.name };
  }
}
