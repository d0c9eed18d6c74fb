import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, isPending, UserDirectory } from '../../../shared';
import { Invitation } from '../../entities/invitation.entity';
import { invalidInvitation, invitationForInvitee } from '../../invitee-invitation';

/**
 * The invitee declines: the invitation leaves the admins' pending list, its link stops working and its seat
 * is free again. The admins are not mailed (they see it gone from the list).
 */
@Injectable()
export class DeclineInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.decline-invitation'>): Promise<void> {
    const invitee = await this.users.byId(input.actorId);
    await this.dataSource.transaction(async (manager) => {
      const invitation = await invitationForInvitee(manager, input, invitee, { lock: true });
      if (!isPending(invitation, this.clock.now())) throw invalidInvitation();
      invitation.declinedAt = this.clock.now();
      await manager.getRepository(Invitation).save(invitation);
    });
  }
}
