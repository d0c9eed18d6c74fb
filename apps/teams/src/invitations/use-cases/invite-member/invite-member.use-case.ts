import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InvitationSent, MailJob } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import {
  Clock,
  INVITATION_TTL_MS,
  newInvitationToken,
  pendingInvitations,
  presentInvitation,
  SeatLimits,
  seatRefusal,
  TeamErrors,
  teamForAdmin,
  TeamMessages,
  UserDirectory,
} from '../../../shared';
import { Membership, type Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';
import { inviteeEmail } from '../../invitee-email';

/**
 * Team admins invite by e-mail. Every invitation waits for its invitee to accept it (nobody is
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

  async execute(input: RpcPayload<'teams.invite'>): Promise<InvitationSent> {
    const { actorId, team: teamRef, role } = input;
    // Access first, so a stranger learns nothing (not even whether the e-mail is valid).
    const { team } = await teamForAdmin(this.dataSource.manager, teamRef, actorId);
    const email = inviteeEmail(input.email);
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
        ...invitationMail(locked.team, saved, inviterName, token, invitee !== null),
      });
      // The audit trail's record of who invited whom (the request context says from where).
      await this.messages.publish(
        manager,
        'member.invited',
        {
          teamId: locked.team.id,
          invitationId: String(saved.id),
          email,
          role,
          invitedBy: actorId,
          occurredAt: this.clock.now().toISOString(),
        },
        `${locked.team.shortId}:${saved.id}`,
      );
      return saved;
    });
    await this.messages.flush();
    return { invitation: presentInvitation(invitation) };
  }
}

/**
 * What mail's `team-invitation` template renders. The link opens the teams page showing the invitation; an
 * address without an account goes through sign-up first. Only the invitee reads it, so it tells the inviter
 * nothing.
 */
export function invitationMail(
  team: Team,
  invitation: Invitation,
  inviterName: string,
  token: string,
  hasAccount: boolean,
): Pick<MailJob, 'variables' | 'target'> {
  return {
    variables: {
      teamName: team.name,
      inviterName,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    },
    target: { page: 'team-invitation', token, signUp: !hasAccount },
  };
}
