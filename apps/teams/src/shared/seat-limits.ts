import { Injectable } from '@nestjs/common';
import { PLANS } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

/** How many members a user's plan allows in a team they created; `seatLimit` null means unlimited. */
export interface SeatAllowance {
  readonly planName: string;
  readonly seatLimit: number | null;
}

/** The port the seat rule reads; billing answers it (a test can bind another implementation). */
export abstract class SeatLimits {
  abstract forUser(userId: string): Promise<SeatAllowance>;
}

/** Seat limits from billing's `billing.seat-limit`, named after the plan for the refusal message. */
@Injectable()
export class BillingSeatLimits extends SeatLimits {
  constructor(private readonly rpc: RpcClient) {
    super();
  }

  async forUser(userId: string): Promise<SeatAllowance> {
    const { tier, seatLimit } = await this.rpc.call('billing.seat-limit', { userId });
    const planName = PLANS.find((plan) => plan.id === tier)?.name ?? tier;
    return { planName, seatLimit };
  }
}
