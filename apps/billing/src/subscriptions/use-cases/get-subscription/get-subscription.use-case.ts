import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../../../clock';
import { usageMonthOf, usageResetsAt } from '../../../calendar';
import { deckLimitOf } from '../../../plans';
import { monthlyUsage } from '../../../usage';
import { SubscriptionChange } from '../../entities/subscription-change.entity';
import { SubscriptionLedger } from '../../subscription-ledger';

/** History lines shown on the subscription page, newest first. */
const HISTORY_LIMIT = 24;

/** The subscription page's data: plan, billing dates, this month's usage, a pending change and the history. */
@Injectable()
export class GetSubscriptionUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    input: RpcPayload<'billing.get-subscription'>,
  ): Promise<RpcReply<'billing.get-subscription'>> {
    const { userId } = input;
    const subscription = await this.ledger.current(userId);
    const now = this.clock.now();
    const [currentUsage, history] = await Promise.all([
      monthlyUsage(this.dataSource.manager, userId, usageMonthOf(now)),
      this.dataSource.getRepository(SubscriptionChange).find({
        where: { userId },
        order: { id: 'DESC' },
        take: HISTORY_LIMIT,
      }),
    ]);
    const provider = this.ledger.paymentProvider;
    return {
      tier: subscription.tier,
      period: subscription.period,
      periodStart: subscription.periodStart?.toISOString() ?? null,
      periodEnd: subscription.periodEnd?.toISOString() ?? null,
      currentUsage,
      usageLimit: deckLimitOf(subscription.tier),
      usageResetsAt: usageResetsAt(now).toISOString(),
      pendingChange:
        subscription.pendingTier && subscription.periodEnd
          ? {
              tier: subscription.pendingTier,
              period: subscription.pendingPeriod,
              effectiveAt: subscription.periodEnd.toISOString(),
            }
          : null,
      payment: { provider: provider.name, paymentRequired: provider.takesPayment },
      history: history.map((entry) => ({
        id: String(entry.id),
        kind: entry.kind,
        fromTier: entry.fromTier,
        toTier: entry.toTier,
        period: entry.period,
        amountCents: entry.amountCents,
        currency: entry.currency,
        effectiveAt: entry.effectiveAt.toISOString(),
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  }
}
