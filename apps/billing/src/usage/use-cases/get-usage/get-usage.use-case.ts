import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../../../clock';
import { startOfUsageMonth, usageMonthOf, usageResetsAt } from '../../../calendar';
import { PlanTerms } from '../../../plans';
import { SubscriptionLedger } from '../../../subscriptions';
import { monthlyUsage } from '../../monthly-usage';

/** The user's plan and this calendar month's usage (dashboard, session, generation's watermark choice). */
@Injectable()
export class GetUsageUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() private readonly terms: PlanTerms = new PlanTerms(),
  ) {}

  async execute(input: RpcPayload<'billing.get-usage'>): Promise<RpcReply<'billing.get-usage'>> {
    const { userId } = input;
    const { tier } = await this.ledger.current(userId);
    const now = this.clock.now();
    return {
      tier,
      currentUsage: await monthlyUsage(this.dataSource.manager, userId, usageMonthOf(now)),
      usageLimit: this.terms.deckLimit(tier),
      periodStart: startOfUsageMonth(now).toISOString(),
      resetsAt: usageResetsAt(now).toISOString(),
      watermark: this.terms.watermark(tier),
    };
  }
}
