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
 * received it). Used once; accepting again as a member of the team just answers with the team. Joining stages
 * `member.added` in the same transaction (outbox).
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
    const team = await this.dataSource.transaction(async (manager) => {
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
      if (!existing) {
        const joined = await memberships.save({ teamId: team.id, userId: actorId, role: invitation.role });
        await this.messages.publish(
          manager,
          'member.added',
          {
            teamId: team.id,
            userId: actorId,
            role: joined.role,
            addedBy: null,
            occurredAt: joined.createdAt.toISOString(),
          },
          `${team.shortId}:${joined.id}`,
        );
      }
      return team;
    });
    await this.messages.flush();
    return { team: { id: team.id, short_id: team.shortId, name: team.name } };
  }
}
