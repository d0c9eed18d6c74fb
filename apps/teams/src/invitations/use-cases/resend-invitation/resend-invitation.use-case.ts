import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TeamInvitationView } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import {
  Clock,
  INVITATION_TTL_MS,
  newInvitationToken,
  presentInvitation,
  TeamErrors,
  teamForAdmin,
  TeamMessages,
  UserDirectory,
} from '../../../shared';
import { Invitation } from '../../entities/invitation.entity';
import { invitationMail } from '../invite-member/invite-member.use-case';

/**
 * Sends an invitation again with a new link, valid for another 7 days (only the token's hash is kept, so the
 * old link cannot be re-sent and stops working). An expired invitation can be re-sent too. The new token and
 * its mail commit together (outbox). Whatever identity has to say (the inviter's name, whether the invitee has
 * an account) is asked before the transaction: asked inside it, while the team's row was locked, embedded
 * mode's one database connection was held by the transaction that waited on identity, which waited on the
 * connection, and every resend answered 504 after 30 s with the whole server stalled meanwhile.
 */
@Injectable()
export class ResendInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.resend-invitation'>): Promise<TeamInvitationView> {
    const { actorId, team: teamRef, invitationId } = input;
    // Access first, so a stranger learns nothing; the invitation's address never changes once it is sent.
    const { team } = await teamForAdmin(this.dataSource.manager, teamRef, actorId);
    const target = await this.dataSource
      .getRepository(Invitation)
      .findOneBy({ id: invitationId, teamId: team.id });
    if (!target) throw TeamErrors.invitationNotFound();
    const [inviter, invitee] = await Promise.all([
      this.users.byId(actorId),
      this.users.byEmail(target.email),
    ]);
    const invitation = await this.dataSource.transaction(async (manager) => {
      const access = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const repository = manager.getRepository(Invitation);
      const found = await repository.findOneBy({ id: invitationId, teamId: access.team.id });
      if (!found || found.acceptedAt || found.declinedAt || found.revokedAt) {
        throw TeamErrors.invitationNotFound();
      }
      const fresh = newInvitationToken();
      found.tokenHash = fresh.tokenHash;
      found.sendCount += 1;
      found.expiresAt = new Date(this.clock.now().getTime() + INVITATION_TTL_MS);
      const saved = await repository.save(found);
      await this.messages.mail(manager, {
        mailId: `team-invitation:${access.team.shortId}:${saved.id}:${saved.sendCount}`,
        to: saved.email,
        template: 'team-invitation',
        ...invitationMail(access.team, saved, inviter?.name || 'A teammate', fresh.token, invitee !== null),
      });
      return saved;
    });
    await this.messages.flush();
    return presentInvitation(invitation);
  }
}
