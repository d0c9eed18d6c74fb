import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  InviteMemberBodySchema,
  type InviteResult,
  type TeamRole,
  type UserSummary,
} from '@deckmill/contracts';
import { InjectDataSource } from '@deckmill/database';
import { Clock } from '../../../shared/clock';
import { TeamErrors } from '../../../shared/errors';
import { INVITATION_TTL_MS, invitationPath, newInvitationToken } from '../../../shared/invitation-token';
import { pendingInvitations } from '../../../shared/pending-invitations';
import { presentInvitation, presentMember } from '../../../shared/presenters';
import { SeatLimits } from '../../../shared/seat-limits';
import { seatRefusal } from '../../../shared/seat-rule';
import { teamForAdmin } from '../../../shared/team-access';
import { TeamMessages } from '../../../shared/team-messages';
import { UserDirectory } from '../../../shared/user-directory';
import { Membership } from '../../../teams/entities/membership.entity';
import type { Team } from '../../../teams/entities/team.entity';
import { Invitation } from '../../entities/invitation.entity';

/**
 * Team admins invite by e-mail. A known user joins at once and is told by mail; an unknown address gets an
 * invitation mail whose link leads through sign-up into the team. Every seat (member or pending invitation)
 * counts against the plan of the team's creator. Errors are keyed `email`, the invite dialog's field. The
 * membership or invitation, its event and its mail commit together (outbox) and are published after.
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
    if (!parsed.success) throw TeamErrors.field('email', parsed.error.issues[0]?.message ?? 'is invalid');
    const email = parsed.data;
    const [invitee, inviter, allowance] = await Promise.all([
      this.users.byEmail(email),
      this.users.byId(actorId),
      this.seatLimits.forUser(team.creatorId),
    ]);
    const inviterName = inviter?.name || inviter?.email || 'A teammate';

    const outcome = await this.dataSource.transaction(async (manager) => {
      const locked = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const memberships = manager.getRepository(Membership);
      const invitations = manager.getRepository(Invitation);
      const members = await memberships.findBy({ teamId: locked.team.id });
      if (invitee && members.some((m) => m.userId === invitee.id)) {
        throw TeamErrors.field('email', `${email} is already a member of this team.`, 'already_member');
      }
      const pending = await invitations.findBy(pendingInvitations(locked.team.id, this.clock.now()));
      const sameEmail = pending.filter((i) => i.email === email);
      if (!invitee && sameEmail.length > 0) {
        throw TeamErrors.field('email', `${email} has already been invited. Resend the invitation instead.`);
      }
      // An invitee who signed up without following the link joins now; their old invitation is spent.
      const seatsTaken = members.length + pending.length - sameEmail.length;
      const refusal = seatRefusal(allowance, seatsTaken);
      if (refusal) throw TeamErrors.field('email', refusal, 'seat_limit_reached');
      if (sameEmail.length > 0) {
        await invitations.update(
          sameEmail.map((i) => i.id),
          { revokedAt: this.clock.now() },
        );
      }
      if (invitee) {
        const member = await memberships.save({ teamId: locked.team.id, userId: invitee.id, role });
        await this.stageMemberAdded(manager, locked.team, member, invitee, actorId, inviterName);
        return { kind: 'added' as const, member, invitee };
      }
      const { token, tokenHash } = newInvitationToken();
      const invitation = await invitations.save({
        teamId: locked.team.id,
        email,
        role,
        tokenHash,
        invitedBy: actorId,
        sendCount: 1,
        expiresAt: new Date(this.clock.now().getTime() + INVITATION_TTL_MS),
        acceptedAt: null,
        revokedAt: null,
      });
      await this.messages.mail(manager, {
        mailId: `team-invitation:${locked.team.shortId}:${invitation.id}:1`,
        to: email,
        template: 'team-invitation',
        variables: invitationMailVariables(locked.team, invitation, inviterName, token),
      });
      return { kind: 'invited' as const, invitation };
    });
    await this.messages.flush();

    if (outcome.kind === 'added') {
      return { status: 'added', member: presentMember(outcome.member, outcome.invitee) };
    }
    return { status: 'invited', invitation: presentInvitation(outcome.invitation) };
  }

  private async stageMemberAdded(
    manager: EntityManager,
    team: Team,
    member: Membership,
    user: UserSummary,
    actorId: string,
    inviterName: string,
  ): Promise<void> {
    await this.messages.publish(
      manager,
      'member.added',
      {
        teamId: team.id,
        userId: member.userId,
        role: member.role,
        addedBy: actorId,
        occurredAt: member.createdAt.toISOString(),
      },
      `${team.shortId}:${member.id}`,
    );
    await this.messages.mail(manager, {
      mailId: `team-member-added:${team.shortId}:${member.id}`,
      to: user.email,
      template: 'team-member-added',
      variables: { teamName: team.name, inviterName, role: member.role, path: `/app/teams/${team.shortId}` },
    });
  }
}

/** The variables identity's `team-invitation` template renders (the link is APP_URL + path). */
export function invitationMailVariables(
  team: Team,
  invitation: Invitation,
  inviterName: string,
  token: string,
): Record<string, string> {
  return {
    teamName: team.name,
    inviterName,
    role: invitation.role,
    path: invitationPath(token),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
