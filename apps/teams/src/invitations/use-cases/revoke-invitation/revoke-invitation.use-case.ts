import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, TeamErrors, teamForAdmin } from '../../../shared';
import { Invitation } from '../../entities/invitation.entity';

/** Team admins withdraw an invitation: its link stops working and its seat is free again. */
@Injectable()
export class RevokeInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.revoke-invitation'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, input.team, input.actorId, { lock: true });
      const repository = manager.getRepository(Invitation);
      const invitation = await repository.findOneBy({ id: input.invitationId, teamId: team.id });
      if (!invitation || invitation.acceptedAt || invitation.declinedAt || invitation.revokedAt) {
        throw TeamErrors.invitationNotFound();
      }
      invitation.revokedAt = this.clock.now();
      await repository.save(invitation);
    });
  }
}
