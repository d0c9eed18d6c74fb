import { Injectable } from '@nestjs/common';
import { getPlan, type SubscriptionTier } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { seatLimitOf } from '../plans';
import { BillingErrors } from '../shared';

/**
 * A plan may not be chosen while a team the user created holds more members than the plan allows users:
 * asks the teams service for the largest one. Refuses with `too_many_members` on the `plan`.
 */
@Injectable()
export class TeamSeatCheck {
  constructor(private readonly rpc: RpcClient) {}

  async ensureTeamsFit(userId: string, tier: SubscriptionTier): Promise<void> {
    const seatLimit = seatLimitOf(tier);
    if (seatLimit === null) return;
    const { maxMembers } = await this.rpc.call('teams.max-team-size-owned', { userId });
    if (maxMembers <= seatLimit) return;
    const plan = getPlan(tier);
    const allowed = seatLimit === 1 ? '1 user' : `${seatLimit} users`;
    const message =
      `Your largest team has ${maxMembers} members, but the ${plan.name} plan allows ${allowed}. ` +
      `Remove members from your teams before switching to ${plan.name}.`;
    throw BillingErrors.tooManyMembers(message);
  }
}
