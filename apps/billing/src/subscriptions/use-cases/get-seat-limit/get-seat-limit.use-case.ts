import { Injectable, Optional } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { PlanTerms } from '../../../plans';
import { SubscriptionLedger } from '../../subscription-ledger';

/** How many members a team created by the user may hold on their current plan (teams asks before inviting). */
@Injectable()
export class GetSeatLimitUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Optional() private readonly terms: PlanTerms = new PlanTerms(),
  ) {}

  async execute(input: RpcPayload<'billing.seat-limit'>): Promise<RpcReply<'billing.seat-limit'>> {
    const { tier } = await this.ledger.current(input.userId);
    return { tier, seatLimit: this.terms.seatLimit(tier) };
  }
}
