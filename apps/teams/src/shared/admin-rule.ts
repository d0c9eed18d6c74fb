import type { TeamRole } from '@deckmill/bus-contracts';

interface RoleHolder {
  readonly id: number;
  readonly role: TeamRole;
}

/**
 * A team always keeps at least one admin: true when giving `memberId` the role `next` (null: removing them)
 * would leave the team without one.
 */
export function leavesNoAdmin(
  members: readonly RoleHolder[],
  memberId: number,
  next: TeamRole | null,
): boolean {
  const adminsAfter = members.filter((member) =>
    member.id === memberId ? next === 'admin' : member.role === 'admin',
  );
  return adminsAfter.length === 0;
}

/**
 * Who becomes admin when the last admin's account is deleted: nobody while another admin remains, otherwise
 * the longest-standing member (`members` in joining order, without the departing one).
 */
export function successorAdmin<T extends RoleHolder>(remaining: readonly T[]): T | null {
  if (remaining.some((member) => member.role === 'admin')) return null;
  return remaining[0] ?? null;
}
