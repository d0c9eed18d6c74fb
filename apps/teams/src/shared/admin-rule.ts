import type { TeamRole } from '@deckmill/contracts';

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
