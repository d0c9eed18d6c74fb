import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AcceptedInvitation } from '@deckmill/contracts';
import { InjectDataSource } from '@deckmill/database';
import { Clock } from '../../../shared/clock';
import { hashInvitationToken } from '../../../shared/invitation-token';
import { TeamMessages } from '../../../shared/team-messages';
import { ServiceException } from '@deckmill/messaging';
import { Membership } from '../../../teams/entities/membership.entity';
import { Team } from '../../../teams/entities/team.entity';
import { Invitation } from '../../entities/invitation.entity';

const invalidInvitation = () =>
  new ServiceException({
    status: 404,
    error:
      'This invitation link is no longer valid. It may have expired or been withdrawn; ask a team admin to send a new one.',
    code: 'invitation_invalid',
  });

/**
 * The signed-in user accepts an invitation with the token from its e-mail link (the token proves they
 * received it). Used once; accepting again as a member of the team just answers with the team.
 */
@Injectable()
export class AcceptInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(actorId: string, token: string): Promise<AcceptedInvitation> {
    const tokenHash = hashInvitationToken(token);
    const result = await this.dataSource.transaction(async (manager) => {
      const invitation = await manager.getRepository(Invitation).findOneBy({ tokenHash });
      if (!invitation) throw invalidInvitation();
      const team = await manager
        .getRepository(Team)
        .findOne({ where: { id: invitation.teamId }, lock: { mode: 'pessimistic_write' } });
      if (!team) throw invalidInvitation();
      const usable =
        !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > this.clock.now();
      const memberships = manager.getRepository(Membership);
      const existing = await memberships.findOneBy({ teamId: team.id, userId: actorId });
      if (!existing && !usable) throw invalidInvitation();
      if (usable) {
        invitation.acceptedAt = this.clock.now();
        await manager.getRepository(Invitation).save(invitation);
      }
      const joined = existing
        ? null
        : await memberships.save({ teamId: team.id, userId: actorId, role: invitation.role });
      return { team, joined };
    });
    if (result.joined) {
      await this.messages.publish(
        'member.added',
        {
          teamId: result.team.id,
          userId: actorId,
          role: result.joined.role,
          addedBy: null,
          occurredAt: result.joined.createdAt.toISOString(),
        },
        `${result.team.shortId}:${result.joined.id}`,
      );
    }
    return { team: { id: result.team.id, short_id: result.team.shortId, name: result.team.name } };
  }
}
