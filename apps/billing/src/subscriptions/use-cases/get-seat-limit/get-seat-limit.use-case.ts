import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { seatLimitOf } from '../../../plans';
import { SubscriptionLedger } from '../../subscription-ledger';

/** How many members a team created by the user may hold on their current plan (teams asks before inviting). */
@Injectable()
export class GetSeatLimitUseCase {
  constructor(private readonly ledger: SubscriptionLedger) {}

  async execute(userId: string): Promise<RpcReply<'billing.seat-limit'>> {
    const { tier } = await this.ledger.current(userId);
    return { tier, seatLimit: seatLimitOf(tier) };
  }
}
