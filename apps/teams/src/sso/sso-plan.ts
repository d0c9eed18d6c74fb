import { Injectable } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';

/** Whether a user's plan includes single sign-on; billing answers it (a test can bind another implementation). */
export abstract class SsoPlan {
  abstract allows(userId: string): Promise<boolean>;
}

/** Only Enterprise includes SSO; the tier comes from billing's `billing.seat-limit` (the plan's one source). */
@Injectable()
export class BillingSsoPlan extends SsoPlan {
  constructor(private readonly rpc: RpcClient) {
    super();
  }

  async allows(userId: string): Promise<boolean> {
    const { tier } = await this.rpc.call('billing.seat-limit', { userId });
    return tier === 'enterprise';
  }
}
