import { Inject, Injectable } from '@nestjs/common';
import type { PlanChangeQuote } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { type Clock, CLOCK } from '../../../clock';
import { tierRank } from '../../../plans';
import { decidePlanChange } from '../../plan-change';
import { allowedFigures } from '../../plan-change-applier';
import { SubscriptionLedger } from '../../subscription-ledger';
import { TeamSeatCheck } from '../../team-seat-check';

/** What a plan change would cost now and when it would apply, shown before the user confirms. */
@Injectable()
export class QuotePlanChangeUseCase {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly seats: TeamSeatCheck,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'billing.quote-change'>): Promise<PlanChangeQuote> {
    const subscription = await this.ledger.current(input.userId);
    const figures = allowedFigures(decidePlanChange(subscription, input, this.clock.now()));
    if (tierRank(figures.tier) < tierRank(subscription.tier)) {
      await this.seats.ensureTeamsFit(input.userId, figures.tier);
    }
    const provider = this.ledger.paymentProvider;
    return {
      fromTier: subscription.tier,
      fromPeriod: subscription.period,
      tier: figures.tier,
      period: figures.period,
      timing: figures.timing,
      kind: figures.kind,
      effectiveAt: figures.effectiveAt.toISOString(),
      amountDueNowCents: figures.amountDueNowCents,
      chargeCents: figures.chargeCents,
      creditCents: figures.creditCents,
      remainingDays: figures.remainingDays,
      periodDays: figures.periodDays,
      nextBillingDate: figures.periodEnd?.toISOString() ?? null,
      payment: { provider: provider.name, paymentRequired: provider.takesPayment },
    };
  }
}
