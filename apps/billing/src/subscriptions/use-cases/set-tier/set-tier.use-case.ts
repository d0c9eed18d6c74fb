import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { periodEndFrom } from '../../../calendar';
import { SubscriptionLedger } from '../../subscription-ledger';

/**
 * An operator sets a user's tier (the admin user page; the only way to Enterprise): at once, without payment
 * and without team-size checks, replacing any scheduled change. A self-serve paid tier bills monthly from now;
 * Enterprise and free have no billing date (Enterprise is invoiced by sales).
 */
@Injectable()
export class SetTierUseCase {
  constructor(private readonly ledger: SubscriptionLedger) {}

  execute(input: RpcPayload<'billing.set-tier'>): Promise<RpcReply<'billing.set-tier'>> {
    return this.ledger.change(input.userId, async ({ subscription, now, record }) => {
      const previousTier = subscription.tier;
      if (previousTier === input.tier && subscription.pendingTier === null)
        return { tier: previousTier, previousTier };
      const selfServePaid = input.tier === 'starter' || input.tier === 'professional';
      const keepsPeriod = selfServePaid && subscription.period !== null && subscription.periodEnd !== null;
      subscription.tier = input.tier;
      subscription.pendingTier = null;
      subscription.pendingPeriod = null;
      if (!keepsPeriod) {
        subscription.period = selfServePaid ? 'monthly' : null;
        subscription.periodStart = selfServePaid ? now : null;
        subscription.periodEnd = selfServePaid ? periodEndFrom(now, 'monthly') : null;
      }
      await record({
        kind: 'operator_change',
        fromTier: previousTier,
        toTier: input.tier,
        period: subscription.period,
        amountCents: 0,
        effectiveAt: now,
      });
      return { tier: input.tier, previousTier };
    });
  }
}
