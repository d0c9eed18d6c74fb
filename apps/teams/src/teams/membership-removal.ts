import type { EntityManager } from 'typeorm';
import { leavesNoAdmin, type TeamAccess, TeamErrors, type TeamMessages } from '../shared';
import { Membership } from './entities/membership.entity';

/**
 * Removes the membership `memberId` (by default the actor's own) from the team `access` opened, inside its
 * transaction: the team keeps at least one admin, and `member.removed` is staged with the removal (outbox).
 * The caller flushes the messages after the commit.
 */
export async function removeMembership(
  manager: EntityManager,
  messages: TeamMessages,
  actorId: string,
  { team, membership }: TeamAccess,
  memberId: number = membership.id,
): Promise<void> {
  const repository = manager.getRepository(Membership);
  const members = await repository.findBy({ teamId: team.id });
  const target = members.find((m) => m.id === memberId);
  if (!target) throw TeamErrors.memberNotFound();
  if (leavesNoAdmin(members, target.id, null)) throw TeamErrors.lastAdmin();
  await repository.delete({ id: target.id });
  await messages.publish(
    manager,
    'member.removed',
    {
      teamId: target.teamId,
      userId: target.userId,
      removedBy: actorId,
      occurredAt: new Date().toISOString(),
    },
    `${team.shortId}:${target.id}`,
  );
}
