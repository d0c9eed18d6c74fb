import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InviteMemberBodySchema, type InviteResult, type TeamRole } from '@deckmill/bus-contracts';
import { InjectDataSource } from '@deckmill/database';
import { Clock } from '../../../shared/clock';
import { TeamErrors } from '../../../shared/errors';
import { INVITATION_TTL_MS, invitationPath, newInvitationToken } from '../../../shared/invitation-token';
import { pendingInvitations } from '../../../shared/pending-invitations';
import { presentInvitation } from '../../../shared/presenters';
import { SeatLimits } from '../../../shared/seat-limits';
import { seatRefusal } from '../../../shared/seat-rule';
import { teamForAdmin } from '../../../shared/team-access';
import { TeamMessages } from '../../../shared/team-messages';
import { UserDirectory } from '../../../shared/user-directory';
import { Membership } from '../../../teams/entities/membership.entity';
import type { Team } from '../../../teams/entities/team.entity';
import { Invitation } from '../../entities/invitation.entity';

/**
 * Team admins invite by e-mail. Every invitation waits for its invitee to accept it (issue 13: nobody is
 * added to a team without consent), and the answer is the same whether or not the address has an account, so
 * inviting cannot be used to find out who has one. Every seat (member or pending invitation) counts against
 * the plan of the team's creator: the seat is reserved at the invitation. Errors are keyed `email`, the invite
 * dialog's field. The invitation and its mail commit together (outbox) and are published after.
 */
@Injectable()
export class InviteMemberUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly seatLimits: SeatLimits,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(actorId: string, teamRef: string, rawEmail: string, role: TeamRole): Promise<InviteResult> {
    // Access first, so a stranger learns nothing (not even whether the e-mail is valid).
    const { team } = await teamForAdmin(this.dataSource.manager, teamRef, actorId);
    const parsed = InviteMemberBodySchema.shape.email.safeParse(rawEmail);
    if (!parsed.success)
      throw TeamErrors.field('invalid_email', 'email', parsed.error.issues[0]?.message ?? 'is invalid');
    const email = parsed.data;
    const [invitee, inviter, allowance] = await Promise.all([
      this.users.byEmail(email),
      this.users.byId(actorId),
      this.seatLimits.forUser(team.creatorId),
    ]);
    const inviterName = inviter?.name || inviter?.email || 'A teammate';

    const invitation = await this.dataSource.transaction(async (manager) => {
      const locked = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const invitations = manager.getRepository(Invitation);
      const members = await manager.getRepository(Membership).findBy({ teamId: locked.team.id });
      // The admin sees the member list anyway, so saying so tells them nothing about accounts.
      if (invitee && members.some((m) => m.userId === invitee.id)) {
        throw TeamErrors.field('already_member', 'email', `${email} is already a member of this team.`);
      }
      const pending = await invitations.findBy(pendingInvitations(locked.team.id, this.clock.now()));
      if (pending.some((i) => i.email === email)) {
        throw TeamErrors.field(
          'already_invited',
          'email',
          `${email} has already been invited. Resend the invitation instead.`,
        );
      }
      const refusal = seatRefusal(allowance, members.length + pending.length);
      if (refusal) throw TeamErrors.seatLimit(refusal);
      const { token, tokenHash } = newInvitationToken();
      const saved = await invitations.save({
        teamId: locked.team.id,
        email,
        role,
        tokenHash,
        invitedBy: actorId,
        sendCount: 1,
        expiresAt: new Date(this.clock.now().getTime() + INVITATION_TTL_MS),
        acceptedAt: null,
        declinedAt: null,
        revokedAt: null,
      });
      await this.messages.mail(manager, {
        mailId: `team-invitation:${locked.team.shortId}:${saved.id}:1`,
        to: email,
        template: 'team-invitation',
        variables: invitationMailVariables(locked.team, saved, inviterName, token, invitee !== null),
      });
      return saved;
    });
    await this.messages.flush();
    return { status: 'invited', invitation: presentInvitation(invitation) };
  }
}

/** The variables mail's `team-invitation` template renders (the link is APP_URL + path). */
export function invitationMailVariables(
  team: Team,
  invitation: Invitation,
  inviterName: string,
  token: string,
  hasAccount: boolean,
): Record<string, string> {
  return {
    teamName: team.name,
    inviterName,
    role: invitation.role,
    path: invitationPath(token, hasAccount),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
