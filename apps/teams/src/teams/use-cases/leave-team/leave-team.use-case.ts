import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { teamForMember, TeamMessages } from '../../../shared';
import { removeMembership } from '../../membership-removal';

/**
 * Any member leaves the team, unless they are its last admin. `member.removed` is staged with the removal
 * (outbox).
 */
@Injectable()
export class LeaveTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.leave'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const access = await teamForMember(manager, input.team, input.actorId, { lock: true });
      await removeMembership(manager, this.messages, input.actorId, access);
    });
    await this.messages.flush();
  }
}
