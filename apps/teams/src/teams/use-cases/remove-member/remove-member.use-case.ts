import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { teamForAdmin, TeamMessages } from '../../../shared';
import { removeMembership } from '../../membership-removal';

/**
 * A team admin removes the member `memberId` (possibly themselves); the team keeps at least one admin.
 * `member.removed` is staged with the removal (outbox).
 */
@Injectable()
export class RemoveMemberUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.remove-member'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const access = await teamForAdmin(manager, input.team, input.actorId, { lock: true });
      await removeMembership(manager, this.messages, input.actorId, access, input.memberId);
    });
    await this.messages.flush();
  }
}
