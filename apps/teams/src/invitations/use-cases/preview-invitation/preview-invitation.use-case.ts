import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InvitationPreview } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, UserDirectory } from '../../../shared';
import { Team } from '../../../teams';
import { invalidInvitation } from '../../invitee-invitation';
import { pendingInvitationByToken } from '../../pending-by-token';

/**
 * What the holder of an invitation link sees before signing up or in: the team, who invited them, the invited
 * address and the expiry. The token (256 random bits, rate-limited lookups) is the only key, so showing the
 * address it was mailed to tells its holder nothing new. The inviter is named by their name only: the link
 * holder has no business with the inviter's address.
 */
@Injectable()
export class PreviewInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.invitation-preview'>): Promise<InvitationPreview> {
    const manager = this.dataSource.manager;
    const invitation = await pendingInvitationByToken(manager, input.token, this.clock.now());
    if (!invitation) throw invalidInvitation();
    const team = await manager.getRepository(Team).findOneBy({ id: invitation.teamId });
    if (!team) throw invalidInvitation();
    const inviter = await this.users.byId(invitation.invitedBy);
    return {
      teamName: team.name,
      inviterName: inviter?.name.trim() || 'A teammate',
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
}
