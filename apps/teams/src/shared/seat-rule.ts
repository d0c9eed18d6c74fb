import type { SeatAllowance } from './seat-limits';

/**
 * Why one more seat (a member or a pending invitation) is refused, or null when it fits. `seatsTaken` counts
 * members and pending invitations, so a team can never be invited past its limit.
 */
export function seatRefusal(allowance: SeatAllowance, seatsTaken: number): string | null {
  const { seatLimit, planName } = allowance;
  if (seatLimit === null || seatsTaken < seatLimit) return null;
  const seats = seatLimit === 1 ? '1 member' : `${seatLimit} members`;
  return `The team creator's ${planName} plan allows ${seats} per team. Upgrade the plan to invite more.`;
}
