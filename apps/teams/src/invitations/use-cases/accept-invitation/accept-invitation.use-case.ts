import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InvitationAccepted } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, isPending, TeamMessages, UserDirectory } from '../../../shared';
import { Membership, Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';
import { invalidInvitation, invitationForInvitee } from '../../invitee-invitation';
import { joinThroughInvitation } from '../../join-team';

/**
 * The invitee accepts: only the signed-in account of the invited address can (see invitationForInvitee).
 * Used once; accepting again as a member of the team just answers with the team. The invitation's seat was
 * reserved when it was sent, so joining does not change the team's seat count. Joining stages
 * `member.added` in the same transaction (outbox).
 */
@Injectable()
export class AcceptInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.accept-invitation'>): Promise<InvitationAccepted> {
    const { actorId } = input;
    const invitee = await this.users.byId(actorId);
    const team = await this.dataSource.transaction(async (manager) => {
      const found = await invitationForInvitee(manager, input, invitee);
      const team = await manager
        .getRepository(Team)
        .findOne({ where: { id: found.teamId }, lock: { mode: 'pessimistic_write' } });
      if (!team) throw invalidInvitation();
      // Read again under the team's lock, so an accept racing a revoke or a decline sees its outcome.
      const invitation = await manager.getRepository(Invitation).findOneByOrFail({ id: found.id });
      const usable = isPending(invitation, this.clock.now());
      const memberships = manager.getRepository(Membership);
      const existing = await memberships.findOneBy({ teamId: team.id, userId: actorId });
      if (!existing && !usable) throw invalidInvitation();
      if (usable) {
        invitation.acceptedAt = this.clock.now();
        await manager.getRepository(Invitation).save(invitation);
      }
      if (!existing) await joinThroughInvitation(manager, this.messages, team, actorId, invitation.role);
      return team;
    });
    await this.messages.flush();
    return { team: { id: team.id, shortId: team.shortId, name: team.name } };
  }
}
