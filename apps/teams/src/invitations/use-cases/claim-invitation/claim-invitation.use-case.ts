import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { InvitationClaim, JoinedTeam } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, hashInvitationToken, pendingInvitations, TeamMessages } from '../../../shared';
import { Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';
import { joinThroughInvitation } from '../../join-team';

/**
 * Identity signs a new account up through an invitation link. The token was mailed to the invited address, so
 * a pending invitation to exactly the address being signed up (trimmed, lower case, as identity and
 * invitations keep it) proves that the person signing up reads that mailbox. Checking it and spending it are
 * one transaction: under the team's lock (as revoking and accepting take it), a conditional UPDATE sets
 * `accepted_at` only while the invitation is still pending, and the account joins the team in the same
 * transaction. A revoke, a decline, an expiry or another claim that got there first leaves nothing to claim,
 * and identity then confirms nothing. An invitation to any other address claims nothing and stays pending.
 */
@Injectable()
export class ClaimInvitationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.claim-invitation'>): Promise<InvitationClaim> {
    const email = input.email.trim().toLowerCase();
    if (!email) return { team: null };
    const team = await this.dataSource.transaction((manager) =>
      this.claim(manager, input.token, email, input.userId),
    );
    if (team) await this.messages.flush();
    return { team };
  }

  private async claim(
    manager: EntityManager,
    token: string,
    email: string,
    userId: string,
  ): Promise<JoinedTeam | null> {
    const invitations = manager.getRepository(Invitation);
    const found = await invitations.findOneBy({ tokenHash: hashInvitationToken(token), email });
    if (!found) return null;
    const team = await manager
      .getRepository(Team)
      .findOne({ where: { id: found.teamId }, lock: { mode: 'pessimistic_write' } });
    if (!team) return null;
    const now = this.clock.now();
    // Only a still-pending invitation is spent: the row's state is read again by the UPDATE itself.
    const spent = await invitations.update(
      { id: found.id, ...pendingInvitations(team.id, now) },
      { acceptedAt: now },
    );
    if (!spent.affected) return null;
    await joinThroughInvitation(manager, this.messages, team, userId, found.role);
    return { id: team.id, shortId: team.shortId, name: team.name };
  }
}
