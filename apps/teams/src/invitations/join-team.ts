import type { EntityManager } from 'typeorm';
import type { TeamRole } from '@deckmill/bus-contracts';
import type { TeamMessages } from '../shared';
import { Membership, type Team } from '../teams';

/**
 * Makes `userId` a member through an invitation, staging `member.added` in the caller's transaction (outbox).
 * The invitation's seat was reserved when it was sent, so joining does not change the team's seat count.
 */
export async function joinThroughInvitation(
  manager: EntityManager,
  messages: TeamMessages,
  team: Team,
  userId: string,
  role: TeamRole,
): Promise<void> {
  const joined = await manager.getRepository(Membership).save({ teamId: team.id, userId, role });
  await messages.publish(
    manager,
    'member.added',
    { teamId: team.id, userId, role: joined.role, addedBy: null, occurredAt: joined.createdAt.toISOString() },
    `${team.shortId}:${joined.id}`,
  );
}
