import type { EntityManager } from 'typeorm';
import { Membership, Team } from '../teams';
import { TeamErrors } from './errors';
import { parseTeamRef } from './team-ref';

export interface TeamAccess {
  readonly team: Team;
  /** The actor's own membership. */
  readonly membership: Membership;
}

/**
 * The team named by a route's `{id}` as the actor may see it: not found unless they are a member. With `lock`, the
 * team row is locked for the transaction, which serialises every membership change of one team (so two
 * admins demoting each other at once cannot both succeed).
 */
export async function teamForMember(
  manager: EntityManager,
  rawRef: string,
  actorId: string,
  options: { lock?: boolean } = {},
): Promise<TeamAccess> {
  const ref = parseTeamRef(rawRef);
  if (!ref) throw TeamErrors.teamNotFound();
  const team = await manager.getRepository(Team).findOne({
    where: ref.kind === 'id' ? { id: ref.id } : { shortId: ref.shortId },
    ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!team) throw TeamErrors.teamNotFound();
  const membership = await manager.getRepository(Membership).findOneBy({ teamId: team.id, userId: actorId });
  if (!membership) throw TeamErrors.teamNotFound();
  return { team, membership };
}

/** As teamForMember, and forbidden unless the actor is one of the team's admins. */
export async function teamForAdmin(
  manager: EntityManager,
  rawRef: string,
  actorId: string,
  options: { lock?: boolean } = {},
): Promise<TeamAccess> {
  const access = await teamForMember(manager, rawRef, actorId, options);
  if (access.membership.role !== 'admin') throw TeamErrors.adminsOnly();
  return access;
}
