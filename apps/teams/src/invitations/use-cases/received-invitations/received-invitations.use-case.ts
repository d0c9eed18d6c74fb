import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import type { InvitationsReceived } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, pendingInvitationsFor, UserDirectory } from '../../../shared';
import { Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';

/**
 * The invitations waiting for the signed-in user's answer (the web app's notice and its Accept / Decline
 * list). Only for a confirmed address: until then the account may be a stranger's squat on it, who must not
 * learn which teams invited the address (the invitation mail's link still works for the real owner).
 */
@Injectable()
export class ReceivedInvitationsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.received-invitations'>): Promise<InvitationsReceived> {
    const invitee = await this.users.byId(input.actorId);
    if (!invitee?.confirmedAt) return { invitations: [] };
    const invitations = await this.dataSource.getRepository(Invitation).find({
      where: pendingInvitationsFor(invitee.email.toLowerCase(), this.clock.now()),
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (invitations.length === 0) return { invitations: [] };
    const teams = await this.dataSource
      .getRepository(Team)
      .findBy({ id: In([...new Set(invitations.map((i) => i.teamId))]) });
    const teamNames = new Map(teams.map((team) => [team.id, team.name]));
    const inviters = await this.users.byIds(invitations.map((i) => i.invitedBy));
    return {
      invitations: invitations.map((invitation) => {
        const inviter = inviters.get(invitation.invitedBy);
        return {
          id: invitation.id,
          teamName: teamNames.get(invitation.teamId) ?? '',
          role: invitation.role,
          inviterName: inviter?.name || inviter?.email || 'A teammate',
          expiresAt: invitation.expiresAt.toISOString(),
          createdAt: invitation.createdAt.toISOString(),
        };
      }),
    };
  }
}
